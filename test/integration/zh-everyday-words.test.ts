/** Everyday Chinese words for what the English policies say, and "what do I do?" about a policy's own subject, through the real pipeline on the sample knowledge base. */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("zh-everyday");

describe("what to do with unused leave", () => {
  it("is not the leave-request steps: the policy's title words head every section, so they name no steps", async () => {
    const reply = await conversation()("I have unused annual leave, what do I do?");
    expect(cited(reply)).toEqual(["policy_007"]);
    expect(reply.text).toContain("carry over up to 5 unused annual leave days");
  });

  it("reads 没休完 as unused", async () => {
    const ask = conversation();
    await ask("年假可以分几次休吗？");
    const unused = await ask("没休完的年假怎么办？");
    expect(cited(unused)).toEqual(["policy_007"]);
    expect(unused.text).toContain("unused annual leave");
    expect(unused.text).not.toContain("requested in the HR system");
  });
});

describe("a new one", () => {
  it("reads 换新 as the laptop refresh after a broken computer", async () => {
    const ask = conversation();
    await ask("我的电脑坏了怎么办？");
    const refresh = await ask("多久能换新的？");
    expect(cited(refresh)).toEqual(["policy_012"]);
    expect(refresh.text).toContain("new laptop");
  });
});

describe("how to ask for leave", () => {
  // 怎么请假 asks how, as "how do I request annual leave?" does: the line that says how answers, not the entitlement.
  it.each([
    ["怎么请年假？", "policy_007", "requested in the HR system"],
    ["我生病了，要怎么请假？", "policy_008", "inform their line manager before 10:00"],
  ])("%s quotes how", async (question, policy, line) => {
    const reply = await conversation()(question);
    expect(cited(reply)).toEqual([policy]);
    expect(reply.text).toContain(line);
  });
});

describe("personal use and office things in Chinese", () => {
  // 私人 is "personal", 显示器 a "monitor": the card's personal-use rule, and the stipend's list of what it buys.
  it.each([
    ["我可以用公司卡买私人东西吗？", "policy_006", "must never be used for personal purchases"],
    ["我想买一个显示器，可以用居家办公补贴吗？", "policy_011", "a monitor"],
  ])("%s quotes the rule on it", async (question, policy, line) => {
    const reply = await conversation()(question);
    expect(cited(reply)).toEqual([policy]);
    expect(reply.text).toContain(line);
  });
});

describe("another city in Chinese", () => {
  // 外地 is "another city": after the days a week at home, 那去外地呢？ asks the other-city limit, not the same line again.
  it("answers 那去外地呢？ after the home-working days with the other-city limit", async () => {
    const ask = conversation();
    await ask("在家办公每周最多几天？");
    const reply = await ask("那去外地呢？");
    expect(cited(reply)).toEqual(["policy_010"]);
    expect(reply.text).toContain("another city in mainland China for up to 20 working days");
  });
});

describe("performance reviews in Chinese", () => {
  // 评估 is a review and 评分 a rating: without them 绩效 alone found the improvement plan's "every 2 weeks".
  it("answers 多久一次 with the review cycles and 谁能看到我的评分 with who sees ratings", async () => {
    const ask = conversation();
    const often = await ask("我的绩效评估多久一次？");
    expect(cited(often)).toEqual(["policy_026"]);
    expect(often.text).toContain("two performance review cycles per year");
    expect(often.text).not.toContain("every 2 weeks");
    const who = await ask("谁能看到我的评分？");
    expect(cited(who)).toEqual(["policy_026"]);
    expect(who.text).toContain("Ratings remain confidential");
  });
});

describe("the latest in Chinese", () => {
  // 最晚 is "latest" or "late": without it 报销 alone asked which travel policy's claims applied.
  it("answers 报销最晚什么时候交？ from the claim deadlines", async () => {
    const reply = await conversation()("报销最晚什么时候交？");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_005"]);
    expect(reply.text).toMatch(/late|days/);
  });
});

describe("code and AI tools in Chinese", () => {
  // 代码 is code, 贴进去 pasting it in: 公司的代码可以贴进去吗？ after a question on ChatGPT had found nothing (every pair unknown).
  it("answers 公司的代码可以贴进去吗？ after a ChatGPT question with the rule on source code in AI tools", async () => {
    const ask = conversation();
    await ask("我想用ChatGPT写代码，可以吗？");
    const reply = await ask("公司的代码可以贴进去吗？");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_015"]);
    expect(reply.text).toContain("source code");
  });

  // 摸我 is unwanted touching: the harassment policy's reporting channels answer.
  it("reads 经理总是摸我的手 as harassment", async () => {
    const reply = await conversation()("经理总是摸我的手，我该怎么办？");
    expect(cited(reply)).toEqual(["policy_017"]);
  });
});

describe("一周 and 一个月", () => {
  // Read as "per week": the English lines had matched none of 一周最多几天's words, and the first line of the section answered.
  it("answers 一周最多几天？ after 在家办公 with the days one may work remotely", async () => {
    const ask = conversation();
    await ask("我可以在家办公吗？");
    const reply = await ask("一周最多几天？");
    expect(cited(reply)).toEqual(["policy_010"]);
    expect(reply.text).toContain("up to 2 days per week");
    expect(reply.text).not.toContain("at least 3 days per week");
  });
});

describe("提前审批", () => {
  // 提前 is "in advance" and 审批 also "approve": the line that makes an exception to approving in advance had answered.
  it("answers 需要提前审批吗？ after the overtime rates with approval in advance", async () => {
    const ask = conversation();
    await ask("加班费怎么算？");
    const reply = await ask("需要提前审批吗？");
    expect(cited(reply)).toEqual(["policy_019"]);
    expect(reply.text).toMatch(/^[^\n]*\n?Overtime must be approved in advance/);
  });
});

describe("男的呢？", () => {
  // 男的 had no English equivalent: the follow-up carried maternity leave and quoted the birthing parent's days again.
  it("after 产假 asks about the father's leave", async () => {
    const ask = conversation();
    await ask("产假有多少天？");
    const reply = await ask("男的呢？");
    expect(cited(reply)).toEqual(["policy_009"]);
    expect(reply.text).toContain("20 working days of fully paid paternity or partner leave");
    expect(reply.text).not.toContain("158 calendar days");
  });
});

describe("健身房会员费", () => {
  // 健身房 and 会员费 had no English equivalent: the question offered four travel and expense policies.
  it("finds the wellbeing allowance's line on gym memberships, with no verdict from its clause on check-ups", async () => {
    const reply = await conversation()("可以报销健身房会员费吗？");
    expect(cited(reply)).toEqual(["wellbeing-allowance"]);
    expect(reply.text).toContain("gym or swimming pool memberships");
    expect(reply.text).not.toContain("不可以");
  });
});
