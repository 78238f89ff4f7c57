/**
 * Terminal chat, the front door of the embedded default. On a TTY it is interactive; otherwise each
 * input line is one message. `/new`, `/reset`, `/debug` and `/help` work in both.
 */
import readline from "node:readline";
import type { Policybot } from "../../src/core/policybot.js";
import type { ConversationStore } from "../../src/core/ports.js";
import type { Reply } from "../../src/core/types.js";
import { encodeConsoleId, newConsoleSession } from "./conversation-id.js";
import { toJson, toText } from "./render.js";

export interface ConsoleChatOptions {
  bot: Policybot;
  store: ConversationStore;
  input: NodeJS.ReadableStream;
  output: NodeJS.WritableStream;
  json: boolean;
  interactive: boolean;
  userId?: string;
  session?: string;
}

const HELP = "Commands: /new (new conversation), /reset (clear this one), /debug (trace of the last turn), /quit. Pick a clarify option by its number.";

export async function runConsoleChat(opts: ConsoleChatOptions): Promise<void> {
  const { bot, output } = opts;
  const userId = opts.userId ?? "console-user";
  let conversationId = encodeConsoleId(opts.session ?? newConsoleSession());
  let last: Reply | undefined;
  const write = (s: string) => output.write(`${s}\n`);
  const emit = (r: Reply) => write(opts.json ? JSON.stringify(toJson(r)) : toText(r, opts.interactive));
  const rl = readline.createInterface({ input: opts.input, output: opts.interactive ? output : undefined, terminal: opts.interactive });
  if (opts.interactive) {
    write("policybot — ask about company policies. Follow-up questions keep the context. Type /help for commands.");
    rl.setPrompt("you> ");
    rl.prompt();
  }
  for await (const raw of rl) {
    const line = raw.trim();
    if (!line) {
      if (opts.interactive) rl.prompt();
      continue;
    }
    if (line === "/quit" || line === "/exit") break;
    if (line === "/help") write(HELP);
    else if (line === "/new") {
      conversationId = encodeConsoleId(newConsoleSession());
      emit({ kind: "reset", text: "Started a new conversation.", citations: [], conversationId, turnId: "" });
    } else if (line === "/reset") {
      const had = await bot.reset(conversationId);
      emit({ kind: "reset", text: had ? "Conversation cleared." : "Nothing to clear.", citations: [], conversationId, turnId: "" });
    } else if (line === "/debug") {
      const trace = last?.turnId ? await opts.store.loadTrace(last.turnId) : undefined;
      write(trace ? JSON.stringify(trace, null, opts.json ? 0 : 2) : "No turn yet.");
    } else {
      // A bare number picks an option of the last clarifying question.
      const n = /^\d+$/.test(line) ? Number(line) : NaN;
      const text = last?.kind === "clarify" && last.options?.[n - 1] ? last.options[n - 1].value : line;
      last = await bot.ask({ conversationId, userId, text });
      emit(last);
    }
    if (opts.interactive) rl.prompt();
  }
  rl.close();
}
