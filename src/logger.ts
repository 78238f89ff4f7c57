/** Structured logs with pino; secrets are redacted by path as a second line of defence. */
import { pino } from "pino";
import type { Logger } from "./core/ports.js";

export function createLogger(level: string, destination: NodeJS.WritableStream | number = 2): Logger {
  const dest = typeof destination === "number" ? pino.destination({ fd: destination, sync: true }) : destination;
  return pino(
    {
      level,
      base: { app: "policybot" },
      redact: { paths: ["*.token", "*.apiKey", "*.botToken", "*.appToken", "*.signingSecret", "*.authorization", "headers.authorization"], censor: "[redacted]" },
    },
    dest,
  );
}
