/** The must-show conversations, through the real pipeline on LanceDB and the sample knowledge base. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Reply } from "../../src/core/types.js";
import { terms } from "../../src/core/text.js";
import { testRuntime } from "../helpers/runtime.js";

let rt: Awaited<ReturnType<typeof testRuntime>>;
beforeAll(async () => {
  rt = await testRuntime();
});
afterAll(() => rt.close());

let n = 0;
function conversation() {
  const conversationId = `console:c${++n}`;
  return (text: string): Promise<Reply> => rt.bot.ask({ conversationId, userId: "U1", text });
}
const ids = (r: Reply) => r.citations.map((c) => c.policyId);
/** An answer citing exactly `policyId` whose text says `says`. */
function expectAnswer(r: Reply, policyId: string, says: string): void {
  expect(r.kind).toBe("answer");
  expect(r.text).toContain(says);
  expect(ids(r)).toEqual([policyId]);
}

describe("multi-turn answers", () => {
  it("answers a sales tier-1 question with 650 and the follow-up with 450, citing policy_002", async () => {
    const ask = conversation();
    const first = await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
    expectAnswer(first, "policy_002", "650");
    const second = await ask("What about tier-2 cities?");
    expectAnswer(second, "policy_002", "450");
    expect(second.rewrittenQuery).toMatch(/sales/i);
    expect(second.rewrittenQuery).toMatch(/tier-2/i);
    expect(second.rewrittenQuery).not.toMatch(/tier-1/i);
  });

  it("does the same in Chinese", async () => {
    const ask = conversation();
    const first = await ask("销售去一线城市拜访客户，住宿费最多多少？");
    expect(first.text).toContain("650");
    expect(ids(first)).toEqual(["policy_002"]);
    const second = await ask("那二线城市呢？");
    expectAnswer(second, "policy_002", "450");
    expect(second.rewrittenQuery).toContain("销售");
    expect(second.rewrittenQuery).toContain("二线");
  });

  it("answers \"how is it paid?\" with the rates listed under the line that introduces them", async () => {
    const ask = conversation();
    await ask("Who approves overtime?");
    const paid = await ask("and how is it paid?");
    expectAnswer(paid, "policy_019", "150%");
    expect(paid.text).not.toContain("Unapproved overtime is not paid");
  });

  it("quotes the list item asked about, not one two lines on that shares only the heading's word", async () => {
    const bonus = await conversation()("What's the referral bonus for engineers?");
    expectAnswer(bonus, "policy_021", "15,000");
    expect(bonus.text).not.toContain("Interns");
  });

  it("reads an English name inside a Chinese question (可以用ChatGPT吗？) as the AI-tools question it is", async () => {
    expectAnswer(await conversation()("可以用ChatGPT吗？"), "policy_015", "AI");
  });

  it("finds the referral policy for 推荐 and the remote-work policy for 在家办公", async () => {
    const referral = await conversation()("推荐朋友入职有奖金吗？");
    expect(ids(referral)).toEqual(["policy_021"]);
    const home = await conversation()("在家办公需要申请吗？");
    expect([...ids(home), ...(home.options ?? []).map((o) => o.policyId)]).toContain("policy_010");
  });

  it("reads a cracked screen as damage, and cites the section on damaged equipment", async () => {
    const cracked = await conversation()("My laptop screen cracked, what do I do?");
    expect(ids(cracked)).toEqual(["policy_012"]);
    expect(cracked.citations[0].section).toMatch(/Damaged/);
    // The heading lists lost, stolen and damaged: "damage" is not what every line there is about.
    expect(cracked.text).toContain("Accidental damage is repaired");
    const stolen = await conversation()("My laptop was stolen");
    expect(stolen.text).toContain("Lost or stolen laptops");
  });

  it("quotes the Chinese line with the amount, not one whose words merely hold a numeral", async () => {
    // "二等座" and "一律" hold numerals but count nothing; "200元" is the answer.
    expectAnswer(await conversation()("实习生出差住宿标准是多少？"), "policy_003", "200");
  });

  it("asks which policy applies when several fit, then answers the choice", async () => {
    const ask = conversation();
    const first = await ask("What's the hotel limit in a tier-2 city?");
    expect(first.kind).toBe("clarify");
    expect(first.citations).toEqual([]);
    for (const id of ["policy_001", "policy_002", "policy_003"]) expect(first.text).toContain(id);
    expect(first.options?.map((o) => o.policyId).sort()).toEqual(["policy_001", "policy_002", "policy_003"]);
    const second = await ask("I'm an intern");
    expectAnswer(second, "policy_003", "200");
  });

  it("continues when a clarify option is chosen by its value", async () => {
    const ask = conversation();
    const first = await ask("What's the hotel limit in a tier-2 city?");
    const sales = first.options?.find((o) => o.policyId === "policy_002");
    const second = await ask(sales!.value);
    expectAnswer(second, "policy_002", "450");
  });

  it("answers the intern option chosen by its value with the intern limit", async () => {
    const ask = conversation();
    const first = await ask("What's the hotel limit in a tier-2 city?");
    const intern = first.options?.find((o) => o.policyId === "policy_003");
    const second = await ask(intern!.value);
    expect(second.kind).toBe("answer");
    expect(second.text).toContain("200");
    // The option's Chinese title does not make the English answer run its sentences together.
    expect(second.text).not.toMatch(/[a-z]\.[A-Z]/);
    expect(ids(second)).toEqual(["policy_003"]);
  });

  it("answers from the option picked even when its words match the question poorly", async () => {
    // The intern policy has one flat limit and never says "二线城市": the pick, not the match, decides.
    const ask = conversation();
    const first = await ask("二线城市住宿费标准是多少？");
    expect(first.kind).toBe("clarify");
    const intern = first.options?.find((o) => o.policyId === "policy_003");
    const second = await ask(intern!.value);
    expectAnswer(second, "policy_003", "200");
  });

  it("names policies in the reader's language where the knowledge base gives a name in it", async () => {
    // policy_001's title is Chinese; its scope gives the English name in front of it.
    const en = await conversation()("What's the hotel limit in a tier-2 city?");
    expect(en.text).toContain("[policy_001] General Travel and Expense Reimbursement Policy");
    expect(en.options?.find((o) => o.policyId === "policy_001")?.label).toContain("General Travel");
    const zh = await conversation()("二线城市住宿费标准是多少？");
    expect(zh.text).toContain("[policy_001] 通用差旅报销制度");
    const answer = await conversation()("Sales visiting a client in a tier-1 city: max hotel per night?");
    expect(answer.citations[0]?.title).toBe("Sales Department Client-Visit Expense Policy");
  });

  it("takes a typed policy name as the choice, even one that only other passages use", async () => {
    // policy_001's title is Chinese; "General Travel Policy (policy_001)" in other policies names it.
    const ask = conversation();
    const first = await ask("What's the hotel limit in a tier-2 city?");
    expect(first.kind).toBe("clarify");
    const second = await ask("The general travel policy, please");
    expectAnswer(second, "policy_001", "350");
  });

  it("takes a place in the list ('the second one', '2', '第二个') or 'the general one' as the choice", async () => {
    for (const [question, reply] of [
      ["What's the hotel limit in a tier-2 city?", "the second one"],
      ["What's the hotel limit in a tier-2 city?", "2"],
      ["二线城市住宿费标准是多少？", "第二个"],
    ]) {
      const ask = conversation();
      const first = await ask(question);
      expect(first.kind).toBe("clarify");
      const chosen = first.options?.filter((o) => o.policyId)[1]?.policyId;
      const second = await ask(reply);
      expect(second.kind).toBe("answer");
      expect(second.citations[0]?.policyId).toBe(chosen);
    }
    const ask = conversation();
    expect((await ask("What's the hotel limit in a tier-2 city?")).kind).toBe("clarify");
    expectAnswer(await ask("the general one"), "policy_001", "350");
  });

  it("reads a city as the tier the policies list it under", async () => {
    // "Shenzhen" is only in policy_001's list of tier-1 cities; the limits are written per tier.
    const first = await conversation()("What's the maximum hotel rate in Shenzhen?");
    expect(first.kind).toBe("clarify");
    expect(first.options?.map((o) => o.policyId).sort()).toEqual(["policy_001", "policy_002", "policy_003"]);
  });

  it("takes a new question after \"which one?\" as a new question, not as a choice", async () => {
    const ask = conversation();
    expect((await ask("What's the hotel limit in a tier-2 city?")).kind).toBe("clarify");
    const next = await ask("Actually, how many sick days do interns get?");
    expect(ids(next)).toEqual(["policy_008"]);
    // A question that only names an option is still the choice.
    const again = conversation();
    await again("What's the hotel limit in a tier-2 city?");
    const interns = await again("What about interns?");
    expect(ids(interns)).toEqual(["policy_003"]);
    expect(interns.text).toContain("200");
  });

  it("answers the pending amount question when a reply says which policy applies", async () => {
    const ask = conversation();
    const first = await ask("How much can I spend on a hotel in Beijing?");
    expect(first.kind).toBe("clarify");
    const second = await ask("I work in sales and I'm going there to meet a client");
    expect(ids(second)).toEqual(["policy_002"]);
    expect(second.text).toContain("650");
  });

  it("answers from the policy whose tag the question says word for word", async () => {
    // "work from home" is a tag of the remote work policy; the stipend policy talks of working
    // remotely one day per week just as much.
    expect(rt.kb.policiesNamedByPhrase?.(terms("How many days a week can I work from home?"))).toEqual(["policy_010"]);
    expect(rt.kb.policiesNamedByPhrase?.(terms("a desk for my home office")).sort()).toEqual(["policy_011"]);
    expect(rt.kb.policiesNamedByPhrase?.(terms("remote work")).sort()).toEqual(["policy_010", "policy_011"]);
    // A one-word tag names its policy when no other policy uses the word ("mfa"), not when others do too ("stipend").
    expect(rt.kb.policiesNamedByPhrase?.(terms("do I need mfa on my phone?"))).toEqual(["policy_013"]);
    expect(rt.kb.policiesNamedByPhrase?.(terms("when is the stipend paid?"))).toEqual([]);
    const ask = conversation();
    const first = await ask("How many days a week can I work from home?");
    expect(first.kind).toBe("answer");
    expect(ids(first)).toEqual(["policy_010"]);
    expect(first.text).toContain("2 days");
    const second = await ask("Does the company pay for a desk and chair for my home office?");
    expect(ids(second)).toEqual(["policy_011"]);
  });

  it("says plainly when no policy covers the question, with no citation", async () => {
    const ask = conversation();
    const r = await ask("What's on the cafeteria menu today?");
    expect(r.kind).toBe("not_found");
    expect(r.citations).toEqual([]);
    expect(r.text).not.toMatch(/policy_\d/);
    // ...rather than asking what "the office" is, when the question is about something never covered.
    expect((await conversation()("Can I bring my dog to the office?")).kind).toBe("not_found");
  });

  it("says the closest policy gives no amount when asked how much and none of its sections names one", async () => {
    const r = await conversation()("How much is the fine for harassment?");
    expect(r.kind).toBe("not_found");
    expect(r.citations).toEqual([]);
    expect(r.text).toContain("“Anti-Harassment and Reporting Policy”, gives no amount");
    // "free of charge" is an amount.
    expectAnswer(await conversation()("How much does a hardware security key cost?"), "policy_013", "free of charge");
  });

  it("reads a typo as the policy word it stands for", async () => {
    const r = await conversation()("how many days of anual leave do I get?");
    expectAnswer(r, "policy_007", "12 working days");
    expect(r.rewrittenQuery).toContain("annual leave");
  });

  it("reads \"how many weeks\" as asking for a length, not about weeks", async () => {
    expectAnswer(await conversation()("how many weeks of maternity leave do I get?"), "policy_009", "158 calendar days");
  });

  it("asks which allowance when the conversation was about something else", async () => {
    const ask = conversation();
    expectAnswer(await ask("How many days of annual leave do I get?"), "policy_007", "12 working days");
    const r = await ask("How much is the monthly allowance?");
    expect(r.kind).toBe("clarify");
    expect(r.options?.map((o) => o.policyId)).toEqual(expect.arrayContaining(["wellbeing-allowance", "policy_011"]));
  });

  it("forgets the context after reset", async () => {
    const ask = conversation();
    await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
    const reset = await ask("reset");
    expect(reset.kind).toBe("reset");
    const after = await ask("What about tier-2 cities?");
    expect(after.rewrittenQuery ?? "").not.toMatch(/sales/i);
    expect(after.text).not.toContain("450");
  });

  it("confirms a typed \"reset\" in the language the conversation was held in", async () => {
    const ask = conversation();
    await ask("销售去一线城市拜访客户，酒店每晚上限是多少？");
    const reset = await ask("/reset");
    expect(reset.kind).toBe("reset");
    expect(reset.text).toMatch(/清空/);
  });

  it("switches topic when the next question stands on its own", async () => {
    const ask = conversation();
    await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
    const r = await ask("How many days of sick leave do I get per year?");
    expect(r.kind).toBe("answer");
    expect(ids(r)).toEqual(["policy_008"]);
  });

  it("never cites a policy that retrieval did not return", async () => {
    const ask = conversation();
    for (const q of ["How do I report harassment?", "And anonymously?", "What is the referral bonus?", "Can I expense a monitor?"]) {
      const r = await ask(q);
      const trace = await rt.store.loadTrace(r.turnId);
      const retrieved = new Set(trace!.retrieved.map((x) => x.policyId));
      for (const c of r.citations) expect(retrieved.has(c.policyId)).toBe(true);
      for (const m of r.text.matchAll(/\[(policy_\d+)\]/g)) expect(r.citations.map((c) => c.policyId)).toContain(m[1]);
    }
  });
});

describe("bad input", () => {
  it("answers an empty mention with a prompt, not silence", async () => {
    const r = await conversation()("   ");
    expect(r.kind).toBe("chitchat");
    expect(r.text.length).toBeGreaterThan(10);
  });

  it("refuses a 40,000-character message clearly and keeps the conversation intact", async () => {
    const ask = conversation();
    await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
    const r = await ask("x".repeat(40_000));
    expect(r.kind).toBe("error");
    expect(r.text).toMatch(/40,000/);
    const next = await ask("What about tier-2 cities?");
    expect(next.text).toContain("450");
  });
});

describe("trace", () => {
  it("records the rewrite, retrieval, decision, citations and stage timings", async () => {
    const ask = conversation();
    await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
    const r = await ask("What about tier-2 cities?");
    const trace = await rt.store.loadTrace(r.turnId);
    expect(trace).toMatchObject({ original: "What about tier-2 cities?", decision: "answer", citations: ["policy_002"], isFollowUp: true });
    expect(trace!.rewritten).toMatch(/sales/i);
    expect(trace!.retrieved.length).toBeGreaterThan(0);
    expect(trace!.timings.map((t) => t.stage)).toEqual(["load", "absorb", "compress", "rewrite", "retrieve", "compose", "save"]);
  });
});

describe("questions that point at something never named", () => {
  it("asks what the pointer means, then answers once the thing is named", async () => {
    const ask = conversation();
    const first = await ask("Is it allowed?");
    expect(first.kind).toBe("clarify");
    expect(first.text).toContain('"it"');
    expect(first.citations).toEqual([]);
    const second = await ask("I mean using ChatGPT with customer data");
    expect(second.kind).toBe("answer");
    expect(ids(second)).toEqual(["policy_015"]);
  });

  it("does not ask when the message names the thing itself", async () => {
    const r = await conversation()("A vendor sent me a bottle of wine. Can I keep it?");
    expect(r.text).not.toMatch(/What do you mean by/);
  });
});

describe("what a pronoun stands for", () => {
  it("is a thing the last question named, not the adverb of \"how soon\"", async () => {
    const ask = conversation();
    await ask("How soon must I report harassment?");
    const r = await ask("will it stay anonymous?");
    expect(r.rewrittenQuery).toMatch(/^will harassment stay anonymous\?/);
  });

  it("nor is \"soon\" the topic of the next question, though the reply said \"as soon as possible\"", async () => {
    const ask = conversation();
    expectAnswer(await ask("how soon do I have to report harassment?"), "policy_017", "as soon as possible");
    const r = await ask("And who do I report it to?");
    expect(r.rewrittenQuery).not.toMatch(/soon/);
    expectAnswer(r, "policy_017", "HR Business Partner");
  });

  it("\"how does X work?\" asks about X: its closing \"work\" is no word of the question", async () => {
    expectAnswer(await conversation()("How does the performance review work?"), "policy_026", "two performance review cycles per year");
  });
});

describe("follow-ups within one policy", () => {
  it("say something new when the follow-up's own word is in no line, rather than the line just quoted", async () => {
    const ask = conversation();
    expectAnswer(await ask("How long is paternity leave?"), "policy_009", "20 working days");
    const r = await ask("can I split it?");
    expectAnswer(r, "policy_009", "two blocks");
    expect(r.text).not.toContain("20 working days");
  });

  it("answer \"what about X?\" from the section on X, not the section just quoted", async () => {
    const ask = conversation();
    expectAnswer(await ask("How much is the home office stipend?"), "policy_011", "3,000 CNY");
    expectAnswer(await ask("can I use it for a chair?"), "policy_011", "ergonomic chair");
    expectAnswer(await ask("what about internet?"), "policy_011", "150 CNY");
  });
});

describe("a question that names only what a policy is about", () => {
  it("quotes its opening section, unless the conversation says which part", async () => {
    expectAnswer(await conversation()("How much annual leave?"), "policy_007", "12 working days of paid annual leave");
    // Asked for an amount, it quotes the first section with one, not the purpose or how to claim.
    expectAnswer(await conversation()("What's the meal allowance?"), "policy_004", "180 CNY per day");
    expectAnswer(await conversation()("What's the referral bonus?"), "policy_021", "Standard roles: 8,000 CNY");
    // ...unless one section's own heading names all its words: "How to Report Harassment" in the
    // "Anti-Harassment and Reporting Policy".
    expectAnswer(await conversation()("How do I report harassment?"), "policy_017", "report it through any of these channels");
  });

  it("quotes the figures of a section named by the question, not a side remark under its heading", async () => {
    expectAnswer(await conversation()("How much is the relocation allowance?"), "policy_025", "15,000 CNY");
    // "How is it calculated?" asks for the rates.
    expectAnswer(await conversation()("How is overtime pay calculated?"), "policy_019", "150% of hourly pay");
    expectAnswer(await conversation()("加班费怎么算？"), "policy_019", "150% of hourly pay");
    const ask = conversation();
    await ask("How do I request annual leave?");
    const r = await ask("and carried-over days, until when?");
    expectAnswer(r, "policy_007", "31 March");
  });
});

describe("a question that states an amount", () => {
  it("quotes the line whose limit the amount falls within", async () => {
    expectAnswer(await conversation()("A supplier gave me a gift worth 150 CNY, can I keep it?"), "policy_022", "up to 200 CNY may be accepted");
    const over = await conversation()("A supplier gave me a gift worth 500 CNY, can I keep it?");
    expectAnswer(over, "policy_022", "more than 200 CNY must be politely declined");
    expect(over.text).not.toContain("up to 200 CNY may be accepted");
    expectAnswer(await conversation()("I submitted my claim 120 days late, will it be paid?"), "policy_005", "older than 90 days are not reimbursed");
  });

  it("quotes a line again for a new amount it applies to", async () => {
    const ask = conversation();
    await ask("Can I accept a gift from a supplier?");
    const r = await ask("what if it's worth 50 CNY?");
    expect(r.text).toMatch(/^A gift with a market value of up to 200 CNY may be accepted/);
  });
});

describe("everyday words for what a policy says formally", () => {
  it("find the section on it: a doctor's note is a medical certificate", async () => {
    const ask = conversation();
    expectAnswer(await ask("how many sick days do I get"), "policy_008", "12 working days");
    expectAnswer(await ask("do I need a doctor's note?"), "policy_008", "medical certificate");
  });

  it("read 2FA as MFA, and a laptop that breaks as damaged", async () => {
    expectAnswer(await conversation()("do I need 2FA?"), "policy_013", "MFA is mandatory");
    const ask = conversation();
    await ask("What laptop do I get?");
    expectAnswer(await ask("what if it breaks?"), "policy_012", "Accidental damage is repaired");
  });

  it("read \"by accident\" as accidental", async () => {
    const ask = conversation();
    await ask("Can I use the corporate card for personal stuff?");
    expectAnswer(await ask("what if I do it by accident?"), "policy_006", "Accidental personal charges must be reported");
  });
});

describe("Chinese questions about policies written only in English", () => {
  it("find the policy through the glossary, follow-ups included, and still say when nothing covers it", async () => {
    const ask = conversation();
    const first = await ask("年假有多少天？");
    expect(first.kind).toBe("answer");
    expect(ids(first)).toEqual(["policy_007"]);
    // The quote is English: the reply says so in the reader's language.
    expect(first.text).toMatch(/^该制度的英文原文如下：\n[A-Z]/);
    // It names only the policy's subject: the entitlement answers, not the line on how managers reply to requests.
    expect(first.text).toContain("12 working days of paid annual leave");
    const carry = await ask("能结转到明年吗？");
    expectAnswer(carry, "policy_007", "carry over up to 5");
    expect(ids(await ask("病假呢？"))).toEqual(["policy_008"]);
    expect((await conversation()("公司有股票期权吗？")).kind).toBe("not_found");
    // 什么时候发 asks when it is paid: the section on that, not the one just quoted.
    const referral = conversation();
    await referral("推荐朋友入职有奖金吗？");
    // 多少钱 right after the referral steps were quoted: the amounts, though the carried words favour the steps.
    const amounts = conversation();
    await amounts("推荐朋友入职有奖金吗？");
    const much = await amounts("多少钱？");
    expect(much.text).toContain("Standard roles: 8,000 CNY");
    expect(much.text).toContain("15,000 CNY");
    const when = await referral("什么时候发？");
    expect(when.citations.map((c) => c.section)).toEqual([expect.stringContaining("When the Referral Bonus Is Paid")]);
  });
});

describe("topic switches", () => {
  it("stop carrying the old topic's policy and words into later follow-ups", async () => {
    const conversationId = `console:switch-${Date.now()}`;
    const ask = (text: string) => rt.bot.ask({ conversationId, userId: "U1", text });
    expect(ids(await ask("What's the lodging limit for interns?"))).toEqual(["policy_003"]);
    expect(ids(await ask("Different question: how many days of annual leave do I get?"))).toEqual(["policy_007"]);
    const third = await ask("Can I carry unused days over into next year?");
    expect(ids(third)).toEqual(["policy_007"]);
    expect(third.rewrittenQuery ?? "").not.toMatch(/lodging|limit|intern/i);
    const record = await rt.store.load(conversationId);
    expect(record!.state.policies).toEqual(["policy_007"]);
  });

  it("answer a new, fully specified question after another topic as they would on their own", async () => {
    const ask = conversation();
    expect(ids(await ask("What about sick leave, do I need a note?"))).toEqual(["policy_008"]);
    expectAnswer(await ask("what is the hotel limit in Shanghai for sales?"), "policy_002", "650");
  });

  it("give the passages cited last no head start once the subject has changed", async () => {
    const seen: { text: string; near?: string[] }[] = [];
    const search = rt.kb.search.bind(rt.kb);
    rt.kb.search = (request) => {
      seen.push({ text: request.text, near: request.nearChunks });
      return search(request);
    };
    try {
      const ask = conversation();
      expect(ids(await ask("What's the lodging limit for interns?"))).toEqual(["policy_003"]);
      await ask("And for meals?");
      expect(seen.at(-1)?.near?.some((id) => id.startsWith("policy_003#"))).toBe(true);
      await ask("Different question: how many days of annual leave do I get?");
      expect(seen.at(-1)?.near).toBeUndefined();
    } finally {
      rt.kb.search = search;
    }
  });
});
