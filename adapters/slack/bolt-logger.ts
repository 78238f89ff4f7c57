/** Bolt's and the Slack SDK's string logger, forwarded to policybot's structured Logger. */
import { LogLevel, type Logger as BoltLogger } from "@slack/bolt";
import type { Logger } from "../../src/core/ports.js";

const LEVELS: Record<string, LogLevel> = {
  trace: LogLevel.DEBUG,
  debug: LogLevel.DEBUG,
  info: LogLevel.INFO,
  warn: LogLevel.WARN,
  error: LogLevel.ERROR,
  fatal: LogLevel.ERROR,
  silent: LogLevel.ERROR,
};

function line(parts: unknown[]): string {
  return parts.map((p) => (p instanceof Error ? p.message : typeof p === "string" ? p : JSON.stringify(p))).join(" ");
}

export function toBoltLogger(logger: Logger, level = "info", name = "bolt"): BoltLogger {
  let current = LEVELS[level] ?? LogLevel.INFO;
  let component = name;
  return {
    debug: (...msg) => logger.debug({ component }, line(msg)),
    info: (...msg) => logger.info({ component }, line(msg)),
    warn: (...msg) => logger.warn({ component }, line(msg)),
    error: (...msg) => logger.error({ component }, line(msg)),
    setLevel: (l) => void (current = l),
    getLevel: () => current,
    setName: (n) => void (component = n),
  };
}
