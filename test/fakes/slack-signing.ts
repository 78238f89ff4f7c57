/** Sends requests to a bolt HTTP receiver the way Slack does: v0-signed (HMAC-SHA256 of `v0:{ts}:{body}`). */
import { createHmac } from "node:crypto";

export interface SignedPostOptions {
  secret: string;
  /** Unix seconds used in the signature (default now); a stale one is rejected by bolt. */
  timestamp?: number;
  /** Sets X-Slack-Retry-Num / X-Slack-Retry-Reason, as Slack does on redelivery. */
  retryNum?: number;
  retryReason?: string;
  /** Replace the computed signature (to test rejection). */
  signature?: string;
}

export interface PostResult {
  status: number;
  body: string;
  ms: number;
}

export function signV0(secret: string, timestamp: number, body: string): string {
  return `v0=${createHmac("sha256", secret).update(`v0:${timestamp}:${body}`).digest("hex")}`;
}

async function signedPost(url: string, body: string, contentType: string, o: SignedPostOptions): Promise<PostResult> {
  const timestamp = o.timestamp ?? Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    "content-type": contentType,
    "x-slack-request-timestamp": String(timestamp),
    "x-slack-signature": o.signature ?? signV0(o.secret, timestamp, body),
  };
  if (o.retryNum !== undefined) {
    headers["x-slack-retry-num"] = String(o.retryNum);
    headers["x-slack-retry-reason"] = o.retryReason ?? "http_timeout";
  }
  const started = Date.now();
  const res = await fetch(url, { method: "POST", headers, body });
  return { status: res.status, body: await res.text(), ms: Date.now() - started };
}

/** An Events API callback (JSON body). */
export function postEvent(url: string, payload: unknown, o: SignedPostOptions): Promise<PostResult> {
  return signedPost(url, JSON.stringify(payload), "application/json", o);
}

/** An interactivity payload (block_actions, message_action): form field `payload` holding JSON. */
export function postInteraction(url: string, payload: unknown, o: SignedPostOptions): Promise<PostResult> {
  return signedPost(url, new URLSearchParams({ payload: JSON.stringify(payload) }).toString(), "application/x-www-form-urlencoded", o);
}

/** A slash command: plain form fields. */
export function postCommand(url: string, fields: Record<string, string>, o: SignedPostOptions): Promise<PostResult> {
  return signedPost(url, new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", o);
}
