/** Tiny argv parser: positionals, `--flag`, `--key value` and `--key=value`. */
export interface Args {
  positionals: string[];
  flags: Map<string, string | true>;
}

export function parseArgs(argv: string[], valued: string[]): Args {
  const positionals: string[] = [];
  const flags = new Map<string, string | true>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith("--")) {
      const [k, v] = a.slice(2).split(/=(.*)/s, 2);
      if (v !== undefined) flags.set(k, v);
      else if (valued.includes(k) && i + 1 < argv.length) flags.set(k, argv[++i]);
      else flags.set(k, true);
    } else positionals.push(a);
  }
  return { positionals, flags };
}

export function str(args: Args, key: string): string | undefined {
  const v = args.flags.get(key);
  return typeof v === "string" ? v : undefined;
}
