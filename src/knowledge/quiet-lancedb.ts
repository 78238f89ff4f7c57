// LanceDB's Rust core reads LANCEDB_LOG when its native module loads; its WARN lines (scoring
// columns left out of `select`) would otherwise reach every user's terminal. Imported first.
process.env.LANCEDB_LOG ??= "error";
export {};
