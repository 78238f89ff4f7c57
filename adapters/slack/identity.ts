/** Who the bot is in a workspace: from bolt's authorize result, or one cached `auth.test` per team. */
import type { webApi } from "@slack/bolt";

export interface BotIdentity {
  botUserId?: string;
  botId?: string;
}

interface ContextLike {
  botUserId?: string;
  botId?: string;
  teamId?: string;
  enterpriseId?: string;
}

export class IdentityCache {
  private readonly byTeam = new Map<string, Promise<BotIdentity>>();

  async resolve(context: ContextLike, client: webApi.WebClient): Promise<BotIdentity> {
    if (context.botUserId) return { botUserId: context.botUserId, botId: context.botId };
    const key = context.enterpriseId ?? context.teamId ?? "_";
    let found = this.byTeam.get(key);
    if (!found) {
      found = client.auth.test().then((r) => ({ botUserId: r.user_id, botId: r.bot_id }));
      found.catch(() => this.byTeam.delete(key));
      this.byTeam.set(key, found);
    }
    return found;
  }
}
