/**
 * The plugin entry: attaches policybot to a discord.js Client (yours or the one `startDiscordBot`
 * builds). Adds an interactionCreate and a messageCreate listener; returns a function that removes
 * them and resolves once the replies already under way are out.
 */
import { Events, GatewayIntentBits, type Client, type Interaction, type Message } from "discord.js";
import { createContext, type AdapterContext, type AttachOptions } from "./context.js";
import { describe } from "./deliver.js";
import { handleChatInput } from "./handle-command.js";
import { handleComponent } from "./handle-component.js";
import { handleMessage } from "./handle-message.js";

export type DetachPolicybot = () => Promise<void>;

export function attachPolicybot(client: Client, options: AttachOptions): DetachPolicybot {
  const ctx = createContext(client, options);
  warnAboutIntents(ctx);
  const inFlight = new Set<Promise<void>>();
  const track = (work: Promise<void>, what: string) => {
    const p = work.catch((err) => ctx.logger.error({ err: describe(err) }, `discord: ${what} failed`));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };
  const onInteraction = (i: Interaction) => track(routeInteraction(ctx, i), "interaction");
  const onMessage = (m: Message) => track(handleMessage(ctx, m), "message");
  client.on(Events.InteractionCreate, onInteraction);
  client.on(Events.MessageCreate, onMessage);
  return async () => {
    client.off(Events.InteractionCreate, onInteraction);
    client.off(Events.MessageCreate, onMessage);
    await Promise.allSettled([...inFlight]);
  };
}

async function routeInteraction(ctx: AdapterContext, i: Interaction): Promise<void> {
  if (i.isChatInputCommand()) return handleChatInput(ctx, i);
  if (i.isButton() || i.isStringSelectMenu()) return handleComponent(ctx, i);
}

function warnAboutIntents(ctx: AdapterContext): void {
  const intents = ctx.client.options.intents;
  const missing: string[] = [];
  if (!intents.has(GatewayIntentBits.Guilds)) missing.push("Guilds");
  if (!intents.has(GatewayIntentBits.GuildMessages)) missing.push("GuildMessages (mentions and follow-ups in servers)");
  if (!intents.has(GatewayIntentBits.DirectMessages)) missing.push("DirectMessages (questions in DMs)");
  if (ctx.followUpsWithoutMention && !intents.has(GatewayIntentBits.MessageContent)) {
    missing.push("MessageContent (follow-ups without a mention; privileged)");
  }
  if (missing.length) ctx.logger.warn({ missing }, "discord: the client lacks intents policybot uses; those features stay off");
}
