/** A minimal ZIP reader (stored and deflate members, no ZIP64) so the eval needs no unzip binary. */
import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  crc32: number;
  localHeaderOffset: number;
}

const EOCD_SIG = 0x06054b50;
const CDIR_SIG = 0x02014b50;
const LOCAL_SIG = 0x04034b50;

/** Lists the members of a ZIP archive from its central directory. */
export function listZip(zip: Buffer): ZipEntry[] {
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== CDIR_SIG) throw new Error(`zip: bad central directory entry at byte ${at}`);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    const entry: ZipEntry = {
      method: zip.readUInt16LE(at + 10),
      crc32: zip.readUInt32LE(at + 16),
      compressedSize: zip.readUInt32LE(at + 20),
      size: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      name: zip.toString("utf8", at + 46, at + 46 + nameLen),
    };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff) {
      throw new Error(`zip: member ${entry.name} needs ZIP64, which this reader does not support`);
    }
    entries.push(entry);
    at += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/** Returns the uncompressed bytes of one member (the first one when `name` is omitted). */
export function readZipMember(zip: Buffer, name?: string): Buffer {
  const entries = listZip(zip);
  const entry = name === undefined ? entries[0] : entries.find((e) => e.name === name);
  if (!entry) throw new Error(`zip: no member ${name ?? "(any)"}; members: ${entries.map((e) => e.name).join(", ")}`);
  const at = entry.localHeaderOffset;
  if (zip.readUInt32LE(at) !== LOCAL_SIG) throw new Error(`zip: bad local header for ${entry.name}`);
  const dataStart = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  const raw = zip.subarray(dataStart, dataStart + entry.compressedSize);
  let data: Buffer;
  if (entry.method === 0) data = Buffer.from(raw);
  else if (entry.method === 8) data = inflateRawSync(raw);
  else throw new Error(`zip: member ${entry.name} uses compression method ${entry.method}; only stored and deflate are supported`);
  if (data.length !== entry.size) throw new Error(`zip: ${entry.name} inflated to ${data.length} bytes, expected ${entry.size}`);
  if (crc32(data) !== entry.crc32) throw new Error(`zip: CRC mismatch in ${entry.name}`);
  return data;
}

export function readZipFileMember(path: string, name?: string): Buffer {
  return readZipMember(readFileSync(path), name);
}

function findEndOfCentralDirectory(zip: Buffer): number {
  const min = Math.max(0, zip.length - 22 - 0xffff);
  for (let i = zip.length - 22; i >= min; i--) {
    if (zip.readUInt32LE(i) === EOCD_SIG) return i;
  }
  throw new Error("zip: end of central directory not found (not a ZIP file?)");
}

let table: Uint32Array | undefined;
export function crc32(buf: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = 0; i < buf.length; i++) crc = table[(crc ^ buf[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
