#!/usr/bin/env node
// Runs the TypeScript sources directly (via tsx), so `npm ci` is the only setup step.
process.env.LANCEDB_LOG ??= "error";
const { register } = await import("tsx/esm/api");
register();
const { main } = await import("../src/cli/main.ts");
process.exitCode = await main(process.argv.slice(2));
