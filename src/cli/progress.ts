/** A one-line progress bar on a terminal; silent elsewhere so logs stay clean. */
export function progressBar(stream: NodeJS.WriteStream): (done: number, total: number, label: string) => void {
  if (!stream.isTTY) return () => {};
  return (done, total, label) => {
    const width = 30;
    const filled = total ? Math.round((done / total) * width) : width;
    stream.write(`\r${label} [${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total}`);
    if (done >= total) stream.write("\n");
  };
}
