/** The plugin entry points as a host app imports them: the package's exports map, compiled JS, plain node. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { REPO } from "../helpers/runtime.js";

it("exposes policybot, policybot/slack and policybot/discord to plain Node (built by npm ci's prepare)", async () => {
  const script = `
    const core = await import("policybot");
    const slack = await import("policybot/slack");
    const discord = await import("policybot/discord");
    console.log(JSON.stringify({
      openRuntime: typeof core.openRuntime, loadConfig: typeof core.loadConfig,
      registerPolicybot: typeof slack.registerPolicybot, startSlackBot: typeof slack.startSlackBot,
      attachPolicybot: typeof discord.attachPolicybot, commands: discord.policybotCommands.map((c) => c.name),
    }));`;
  const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], { cwd: REPO });
  expect(JSON.parse(stdout)).toEqual({
    openRuntime: "function", loadConfig: "function",
    registerPolicybot: "function", startSlackBot: "function",
    attachPolicybot: "function", commands: ["ask", "reset"],
  });
});
