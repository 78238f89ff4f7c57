/** Short, stable codes for Slack Web API failures, for logs and error messages (never tokens or stacks). */

interface MaybeSlackError {
  code?: unknown;
  data?: { error?: unknown };
  statusCode?: unknown;
  message?: unknown;
}

/** `channel_not_found`, `http_500`, `slack_webapi_request_error`, … */
export function slackErrorCode(err: unknown): string {
  if (err && typeof err === "object") {
    const e = err as MaybeSlackError;
    if (typeof e.data?.error === "string") return e.data.error;
    if (typeof e.statusCode === "number") return `http_${e.statusCode}`;
    if (typeof e.code === "string") return e.code;
  }
  return "unknown_error";
}
