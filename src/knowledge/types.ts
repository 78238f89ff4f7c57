/** Shapes of the ingestion pipeline: a parsed source document and the chunks cut from it. */

export interface SourceDoc {
  policyId: string;
  title: string;
  /** The text that chunk offsets point into (front matter removed). */
  body: string;
  /** Where it came from: a file path relative to the knowledge dir, or any origin label. */
  source: string;
  tags: string[];
  visibility?: string;
  effective?: string;
  url?: string;
  /** Content hash of the raw source; unchanged sources are not embedded again. */
  hash: string;
}

export interface Chunk {
  chunkId: string;
  policyId: string;
  title: string;
  /** Heading path of the section, e.g. "Lodging > Tier-2 cities"; "" before the first heading. */
  section: string;
  text: string;
  /** Character offsets of the chunk's text in SourceDoc.body. */
  start: number;
  end: number;
  source: string;
  hash: string;
  visibility?: string;
  url?: string;
  tags: string[];
}

export interface IngestProblem {
  source: string;
  problem: string;
}

export interface IngestReport {
  files: number;
  added: number;
  updated: number;
  unchanged: number;
  removed: number;
  chunks: number;
  problems: IngestProblem[];
  /** True when everything was re-embedded (new database, other embedder, older index format). */
  rebuilt: boolean;
  ms: number;
}
