/** Every failure policybot raises carries a stable code (for logs and tests) and the cause it wraps. */
export type ErrorCode =
  | "CONFIG_INVALID"
  | "CONVERSATION_ID_INVALID"
  | "KB_MISSING"
  | "KB_EMBEDDER_MISMATCH"
  | "KB_PARSE_FAILED"
  | "EMBEDDING_FAILED"
  | "LLM_FAILED"
  | "STORE_FAILED"
  | "INPUT_INVALID"
  | "PLATFORM_FAILED"
  | "INTERNAL";

export class PolicybotError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "PolicybotError";
    this.code = code;
  }
}

export function isPolicybotError(err: unknown, code?: ErrorCode): err is PolicybotError {
  return err instanceof PolicybotError && (code === undefined || err.code === code);
}

/** A one-line description safe to show a user or a log: never a stack, never a secret. */
export function describeError(err: unknown): string {
  if (err instanceof PolicybotError) return `${err.code}: ${err.message}`;
  if (err instanceof Error) return err.message;
  return String(err);
}
