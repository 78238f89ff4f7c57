/** Everyday ways of asking, through the real pipeline (a dev knowledge base: the software company's): giving equipment back, a suspicious email, chat words, a Chinese question after a miss, a phone named by its make, a city named in Chinese, how far ahead to ask, a dentist appointment, an ID badge. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const conversation = conversations("software", { knowledgeDir: path.join(REPO, "test/eval/software/knowledge") });

describe("asking when to give a laptop back", () => {
  it("reads \"send back\" as the policy's \"return\"", async () => {
    const reply = await conversation()("how long do I have to send back my laptop?");
    expect(cited(reply)).toEqual(["sw_004"]);
    expect(reply.text).toContain("return your laptop");
  });

  it("reads \"when my project ends\" as a time, not as a kind of end no policy has", async () => {
    const reply = await conversation()("when my project ends, how long do I have to send back the laptop they gave me?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_004"]);
    expect(reply.text).toContain("5 business days after their engagement ends");
  });
});

describe("an email that looks wrong", () => {
  it("reads a dodgy or scam email as the suspicious email the phishing rule names", async () => {
    for (const question of ["I got a dodgy email asking for my password, what should I do?", "how do I report a scam email?"]) {
      const reply = await conversation()(question);
      expect(cited(reply)).toEqual(["sw_007"]);
      expect(reply.text).toContain("Report suspicious emails");
    }
  });
});

describe("chat words for what a policy names formally", () => {
  it("reads \"get in trouble\" as being disciplined", async () => {
    const reply = await conversation()("am i gonna get in trouble for this");
    expect(reply.kind).toBe("answer");
    expect(reply.text).toContain("Nobody is disciplined for an honest mistake");
  });

  it("reads a gross comment about how I look as harassment, not as a kind of comment no policy has", async () => {
    const reply = await conversation()("a customer on a call today made a gross comment about how I look. who do I tell?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_008"]);
  });
});

describe("a Chinese question after one nothing answered", () => {
  it("opens with 那 on a subject of its own and is not read as more of the unanswered one", async () => {
    const ask = conversation();
    const miss = await ask("公司有股票期权吗？归属期是多久？");
    expect(miss.kind).toBe("not_found");
    const budget = await ask("那每年的学习预算是多少？");
    expect(cited(budget)).toEqual(["sw_009"]);
    expect(budget.text).toContain("$1,500");
  });
});

describe("working from a country the policies never name", () => {
  it("reads the country as abroad, and a season said as when as no subject", async () => {
    const reply = await conversation()("is it ok to work from Greece for two weeks next summer?");
    expect(cited(reply)).toEqual(["sw_003"]);
    expect(reply.text).toContain("30 calendar days");
  });
});

describe("a phone named by its make", () => {
  it("reads an Android as the personal phone the devices policy names", async () => {
    const reply = await conversation()("is it ok to have Slack on my personal Android?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_004"]);
    expect(reply.text).toContain("personal phone or tablet");
  });
});

describe("a city named in Chinese", () => {
  it("is the city the policy lists in English: 西雅图 finds Seattle's hotel cap", async () => {
    const reply = await conversation()("去西雅图出差，酒店一晚最多多少钱？");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_006"]);
    expect(reply.text).toContain("275");
  });
});

describe("how far ahead to ask", () => {
  it("after the work-abroad approval line, quotes the ticket's 3 weeks before travel, a line without the question's words", async () => {
    const ask = conversation();
    await ask("can I work from Portugal for a few weeks this summer?");
    await ask("who approves that?");
    const lead = await ask("how far ahead do I need to ask");
    expect(cited(lead)).toEqual(["sw_003"]);
    expect(lead.text).toContain("at least 3 weeks before you travel");
  });
});

describe("a dentist appointment", () => {
  // "dentist" is a word the knowledge base never uses: the reply had said nothing covers a "dentist appointment".
  it("reads a dentist appointment as the medical appointment sick time may be used for", async () => {
    const reply = await conversation()("my dentist appointment is tomorrow morning, do I need to use PTO?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_002"]);
    expect(reply.text).toContain("medical appointments");
  });
});

describe("an abbreviation everyone reads one way", () => {
  // The policies never say "ID", and the only name with those initials is "Independence Day".
  it("reads \"my ID badge\" as a badge, not as a public holiday", async () => {
    const reply = await conversation()("I lost my ID badge, what do I do?");
    expect(cited(reply)).not.toContain("sw_001");
    expect(reply.text).not.toContain("Independence Day");
    expect(reply.text).toContain("badge");
  });
});

describe("years of service in a table", () => {
  // "4" matched the "4.62 hours per biweekly paycheck" of the accrual example, which then answered; and "yrs" was no unit.
  it.each([["how much PTO do i get, ive been here 4 yrs"], ["how much PTO do i get, ive been here 4 years"]])("answers %s with the table row that holds 4 years", async (question) => {
    const reply = await conversation()(question);
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["sw_001"]);
    expect(reply.text).toContain("3–5 years");
    expect(reply.text).toContain("20 days");
  });
});

describe("a partner giving birth, said in chat", () => {
  // "wife" read as a spouse had quoted "5 paid days for the death of an immediate family member: spouse…".
  it.each([["wife is due in march, how much parental leave do i get"], ["my wife's pregnant, how much leave do i get"]])("answers %s with the non-birthing parent's leave", async (question) => {
    const reply = await conversation()(question);
    expect(cited(reply)).toEqual(["sw_002"]);
    expect(reply.text).toContain("Non-birthing parents");
    expect(reply.text).not.toContain("death");
  });
});

describe("days lost unused", () => {
  // "lose" matched the lost-devices rule ("Report a lost or stolen laptop…"), which answered.
  it("answers 'do i lose any?' after the carry-over answer with what is forfeited", async () => {
    const ask = conversation();
    await ask("how much PTO do i get, ive been here 4 yrs");
    await ask("can i roll some over to next year");
    const lose = await ask("do i lose any?");
    expect(cited(lose)).toEqual(["sw_001"]);
    expect(lose.text).toContain("forfeited");
  });

  it("still answers a lost laptop from the devices rules", async () => {
    const reply = await conversation()("what happens if i lose my laptop");
    expect(cited(reply)).toEqual(["sw_004"]);
    expect(reply.text).toContain("lost or stolen laptop");
  });
});

describe("family and money in everyday words", () => {
  it("reads a grandmother as the grandparent the bereavement rule names, in a follow-up", async () => {
    const ask = conversation();
    await ask("my dad passed away last week, how much time off do i get");
    const reply = await ask("and if it was my grandmother?");
    expect(cited(reply)).toEqual(["sw_002"]);
    expect(reply.text).toContain("3 paid days for the death of a grandparent");
  });

  it("reads adopting as the adoptive parents the parental leave rule names, not as a death in the family", async () => {
    const reply = await conversation()("we're adopting a kid in the fall, how much leave do i get");
    expect(cited(reply)).toEqual(["sw_002"]);
    expect(reply.text).toContain("including adoptive and foster parents");
    expect(reply.text).not.toContain("death");
  });

  it("reads taxed, or tax paid on it, as taxable", async () => {
    for (const question of ["is the wellness stipend taxed", "do i have to pay tax on the wellness stipend"]) {
      const reply = await conversation()(question);
      expect(cited(reply), question).toEqual(["sw_010"]);
      expect(reply.text, question).toContain("The wellness stipend is taxable income");
    }
  });
});

describe("a follow-up about the next thing the same rule covers", () => {
  it("quotes that thing's line though it is worded like the one just said", async () => {
    const ask = conversation();
    await ask("can i roll over my unused pto?");
    const reply = await ask("what about sick days?");
    expect(cited(reply)).toEqual(["sw_002"]);
    expect(reply.text).toContain("Up to 40 hours of unused sick time carries over");
  });
});

describe("reporting without giving one's name", () => {
  it("reads it as reporting anonymously, asked outright or as \"do it\" after asking how to report", async () => {
    const outright = await conversation()("can i report harassment without giving my name");
    expect(cited(outright)).toEqual(["sw_008"]);
    expect(outright.text).toContain("You can report anonymously");
    const ask = conversation();
    await ask("someone keeps commenting on my appearance, how do i report it");
    const reply = await ask("can i do it without my name on it");
    expect(cited(reply)).toEqual(["sw_008"]);
    expect(reply.text).toContain("You can report anonymously");
  });
});

describe("days left over", () => {
  it("reads 'some pto left, will i lose it?' as unused PTO forfeited, not someone who left", async () => {
    const reply = await conversation()("i've got some pto left, will i lose it?");
    expect(cited(reply)).toEqual(["sw_001"]);
    expect(reply.text).toContain("Any unused PTO above 40 hours is forfeited");
  });
});
