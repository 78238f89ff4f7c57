/**
 * custom_id strings carried by policybot's buttons and select menus (Discord allows 100 characters).
 * Stateless: a click carries everything needed to act on it, so it survives restarts.
 */

export const CUSTOM_ID_MAX = 100;
const PREFIX = "pb:";

export type ComponentAction =
  | { kind: "feedback"; vote: "up" | "down"; turnId: string }
  /** A clarify option whose value fitted in the id. */
  | { kind: "option"; value: string }
  /** A clarify option too long to carry: answer with the clicked component's label. */
  | { kind: "option-label"; index: number }
  /** The clarify select menu; the chosen value is an option encoding (see `encodeOptionValue`). */
  | { kind: "select" };

export function feedbackId(vote: "up" | "down", turnId: string): string | undefined {
  const id = `${PREFIX}fb:${vote}:${turnId}`;
  return id.length <= CUSTOM_ID_MAX ? id : undefined;
}

export function optionButtonId(value: string, index: number): string {
  return PREFIX + encodeOptionValue(value, index);
}

export const SELECT_ID = `${PREFIX}select`;

/** `o:{value}` when it fits, otherwise `l:{index}` (resolved through the label). */
export function encodeOptionValue(value: string, index: number): string {
  const direct = `o:${value}`;
  return PREFIX.length + direct.length <= CUSTOM_ID_MAX ? direct : `l:${index}`;
}

export function decodeOptionValue(encoded: string): ComponentAction | null {
  if (encoded.startsWith("o:")) return { kind: "option", value: encoded.slice(2) };
  if (encoded.startsWith("l:")) {
    const index = Number(encoded.slice(2));
    return Number.isInteger(index) && index >= 0 ? { kind: "option-label", index } : null;
  }
  return null;
}

/** null for ids that are not policybot's (a host bot's own components). */
export function decodeCustomId(customId: string): ComponentAction | null {
  if (!customId.startsWith(PREFIX)) return null;
  const rest = customId.slice(PREFIX.length);
  if (rest === "select") return { kind: "select" };
  const fb = /^fb:(up|down):(.+)$/.exec(rest);
  if (fb) return { kind: "feedback", vote: fb[1] as "up" | "down", turnId: fb[2] };
  return decodeOptionValue(rest);
}
