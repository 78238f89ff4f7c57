/** manifest.yml must work as-is in "create an app from a manifest" and match what the adapter registers. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { RESET_SHORTCUT_CALLBACK_ID } from "../../../../adapters/slack/register.js";

const manifest = parse(readFileSync(new URL("../../../../manifest.yml", import.meta.url), "utf8"));

describe("manifest.yml", () => {
  it("declares the events, scopes, command, shortcut, interactivity and Socket Mode", () => {
    expect(manifest.settings.event_subscriptions.bot_events).toEqual(
      expect.arrayContaining(["app_mention", "message.channels", "message.groups", "message.im"]),
    );
    expect(manifest.oauth_config.scopes.bot).toEqual(
      expect.arrayContaining(["app_mentions:read", "channels:history", "groups:history", "im:history", "chat:write", "commands", "reactions:write", "users:read", "im:write"]),
    );
    expect(manifest.features.slash_commands.map((c: { command: string }) => c.command)).toEqual(["/reset"]);
    expect(manifest.features.shortcuts).toEqual([expect.objectContaining({ type: "message", callback_id: RESET_SHORTCUT_CALLBACK_ID, name: "Reset this conversation" })]);
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
    expect(manifest.settings.socket_mode_enabled).toBe(true);
    expect(manifest.settings.org_deploy_enabled).toBe(false);
    expect(manifest.features.bot_user.display_name).toBeTruthy();
  });

  it("keeps within Slack's field limits", () => {
    const d = manifest.display_information;
    expect(d.name.length).toBeLessThanOrEqual(35);
    expect(d.description.length).toBeLessThanOrEqual(140);
    expect(d.long_description.length).toBeGreaterThanOrEqual(175);
    expect(d.long_description.length).toBeLessThanOrEqual(4000);
    expect(d.background_color).toMatch(/^#[0-9a-fA-F]{6}$/);
    for (const s of manifest.features.shortcuts) expect(s.description.length).toBeLessThanOrEqual(150);
    for (const c of manifest.features.slash_commands) expect(c.description.length).toBeLessThanOrEqual(2000);
  });
});
