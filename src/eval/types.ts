/** Shapes shared by the eval suites, systems and reports. */

export interface DialogueTurn {
  role: "user" | "agent";
  text: string;
}

/** `{ suite: { system: { metric: number } } }`: the JSON other tools read. */
export type Figures = Record<string, Record<string, Record<string, number>>>;

export interface DepthSeries {
  system: string;
  points: { bucket: string; rate: number; n: number }[];
}

export interface ConfusionData {
  title: string;
  labels: string[];
  matrix: number[][];
}

export interface SuiteOutcome {
  suite: string;
  figures: Figures;
  /** hit@1 by turn depth, per system. */
  depth?: { title: string; series: DepthSeries[] };
  confusion?: ConfusionData[];
  /** Human notes: sizes, what a baseline means, skipped parts. */
  notes: string[];
  /** A few failed items, for the report and for tuning on aggregate patterns. */
  failures: FailureExample[];
  ms: number;
}

export interface FailureExample {
  suite: string;
  id: string;
  kind: string;
  detail: string;
}

export interface EvalRun {
  suites: SuiteOutcome[];
  skipped: { suite: string; reason: string }[];
  totalMs: number;
}
