/**
 * Questions on a dev knowledge base (the hotel group's) that one runtime serves: everyday words the policies put
 * otherwise (money off and back, "lost" for "lose", "fri", degrees, 住酒店) and a new question's "my card", which names
 * one card as "the card" would; a question that says a section's heading; something a guest left behind.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";
import { REPO } from "../helpers/runtime.js";

const hotel = conversations("hospitality", { knowledgeDir: path.join(REPO, "test/eval/hospitality/knowledge") });

describe("money off and money back", () => {
  it("reads \"her\" as the guest just named and \"money back\" as a refund, instead of asking who she is", async () => {
    const reply = await hotel()("a guest wants her money back, can I refund it?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_008"]);
    expect(reply.text).toContain("Refunds go back to the original payment method");
  });

  // An amount given back is a refund: "£30 back" as "money back" is, 退他120块 as 退款 is.
  it.each([["guest asked for 40 quid back, am I allowed to do that on the till as a supervisor?"], ["客人要我退他120块，我是主管，能直接退吗？"]])("reads %s as a refund", async (question) => {
    const reply = await hotel()(question);
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_008"]);
    expect(reply.text).toContain("Refunds up to £50 can be authorised by a supervisor");
  });

  // The hotel's policies call customers guests, and a refund put through the till is one processed.
  it("reads a customer as a guest and putting a refund through as processing it", async () => {
    const reply = await hotel()("Customer wants £80 back for a corked bottle of red, I'm bar supervisor tonight, can I just put it through?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_008"]);
  });

  it("reads \"money off\" as the staff discount", async () => {
    const reply = await hotel()("Can I bring two mates to eat at the restaurant on my day off, do I get money off?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_005"]);
    expect(reply.text).toContain("50% off food");
  });
});

describe("losing a card", () => {
  it("reads \"lost\" as the policy's \"lose\", so the staff card rule answers rather than the master key card one", async () => {
    const reply = await hotel()("I lost my staff card, what do I do?");
    expect(cited(reply)).toEqual(["hs_005"]);
    expect(reply.text).toContain("tell the HR administrator at your site within 3 days");
  });

  it("asks which card when a new question says only \"my card\" and several policies have a card to lose", async () => {
    const reply = await hotel()("I lost my card yesterday, who do I report it to?");
    expect(reply.kind).toBe("clarify");
    expect(reply.options?.map((o) => o.policyId)).toEqual(expect.arrayContaining(["hs_005", "hs_010"]));
  });

  it("answers \"my card\" from the policy already being talked about", async () => {
    const ask = hotel();
    await ask("how much discount do staff get in the restaurant?");
    const reply = await ask("I lost my card yesterday, who do I report it to?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_005"]);
  });
});

describe("a weekday said short", () => {
  it("reads \"fri\" as the Friday the discount rule excludes", async () => {
    const reply = await hotel()("can I take my partner for dinner with my discount on fri?");
    expect(cited(reply)).toEqual(["hs_005"]);
    expect(reply.text).toContain("Friday or Saturday after 18:00");
  });
});

describe("a temperature said in degrees", () => {
  it("reads degrees as the temperature the food-safety rules set", async () => {
    const reply = await hotel()("the dessert fridge is showing 11 degrees, what should I do?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_006"]);
    expect(reply.text).toContain("If a fridge is above 8°C");
  });
});

describe("a staff stay asked in Chinese", () => {
  it("reads 住酒店 as staying at a hotel, so the staff room rate answers", async () => {
    const reply = await hotel()("员工住酒店一晚多少钱？");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_005"]);
    expect(reply.text).toContain("£45 per room per night");
  });
});

describe("a question that says a section's heading", () => {
  it("answers \"how much holiday do I get?\" from the section headed \"How much holiday you get\", not the bank-holiday pay rules", async () => {
    const reply = await hotel()("How much holiday do I actually get? I'm zero hours in housekeeping");
    expect(cited(reply)).toEqual(["hs_002"]);
    expect(reply.text).toContain("12.07% of the hours they work");
    expect(reply.text).not.toContain("time and a half");
  });
});

describe("a time asked", () => {
  // The opening line says "letting us know early" but holds no time; the reporting section's line for
  // kitchen staff does, and the asker's own role ("commis chef") is no kind of chef the policy lacks.
  it("quotes the line that says how early, not the opening line that says \"early\"", async () => {
    const reply = await hotel()("I'm a commis chef at the Harrogate site and I've woken up feeling rough. How early do I have to let someone know?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_003"]);
    expect(reply.text).toContain("at least 3 hours before your shift");
  });
});

describe("the rules for something", () => {
  // "rules" is rare in these policies: it had outweighed "under 18s" and offered the sickness and food-safety rules.
  it("offers the policies with rules for under-18s when asked \"what are the rules for under 18s?\"", async () => {
    const reply = await hotel()("what are the rules for under 18s working here?");
    expect(reply.kind).toBe("clarify");
    const offered = reply.options?.map((o) => o.policyId) ?? [];
    expect(offered).toEqual(expect.arrayContaining(["hs_001", "hs_009"]));
    expect(offered).not.toContain("hs_003");
    expect(offered).not.toContain("hs_006");
  });
});

describe("a line that points back", () => {
  // "They may not … be rostered between 22:00 and 06:00" says who only in the line before it.
  it("quotes who \"they\" are with the line that answers", async () => {
    const reply = await hotel()("how late can under 18s be rostered?");
    expect(cited(reply)).toEqual(["hs_001"]);
    expect(reply.text).toContain("must not be rostered between 22:00 and 06:00");
    expect(reply.text).toContain("Staff aged under 18");
  });
});

describe("an age said in years", () => {
  // "17 year old" is a minor, as the rules put it ("under 18"): "old" and "year" had outweighed the question and found nothing.
  it("answers \"how late can I roster a 17 year old?\" with the under-18 rostering rule", async () => {
    const reply = await hotel()("how late can I roster a 17 year old?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_001"]);
    expect(reply.text).toContain("22:00");
  });

  // "im 17" took the place of the 8 of "an 8 hour shift" (a number with no unit may be any), and the
  // question became a 17-hour shift, answered with office hours (09:00 to 17:30).
  it("reads \"im 17\" after a question on breaks as the asker's age, not as a length of shift", async () => {
    const ask = hotel();
    expect(cited(await ask("how long is my break on an 8 hour shift"))).toEqual(["hs_001"]);
    const minor = await ask("im 17");
    expect(cited(minor)).toEqual(["hs_001"]);
    expect(minor.text).toContain("under 18");
    expect(minor.text).toContain("4.5 hours");
  });

  // An age is no time of day: "im 17" quoted "Family meal is served … at 11:00 and 17:00", and after the
  // discount "after 18:00" stood for the "under 18" the age is read as.
  it.each([["can i get a staff meal"], ["whats the staff discount"]])("answers \"im 17\" after %s with the under-18 line, not a clock time", async (first) => {
    const ask = hotel();
    expect(cited(await ask(first))).toEqual(["hs_005"]);
    const minor = await ask("im 17 btw");
    expect(cited(minor)).toEqual(["hs_005"]);
    expect(minor.text).toContain("Staff under 18 receive the food discount only");
    expect(minor.text).not.toMatch(/1[78]:00/);
  });
});

describe("something a guest left behind", () => {
  // "left" had matched "tips left in a guest room", so the tronc rules answered.
  it("reads \"a guest left their phone\" as lost property, and how long it is kept", async () => {
    const ask = hotel();
    const found = await ask("a guest left their phone in the room, what do I do with it?");
    expect(cited(found)).toEqual(["hs_010"]);
    expect(found.text).toContain("Hand in anything you find to reception");
    const kept = await ask("how long do we keep it?");
    expect(cited(kept)).toEqual(["hs_010"]);
    expect(kept.text).toContain("kept for 3 months");
  });
});

describe("a short sentence that goes on from the one before", () => {
  // "Do not keep them." was taken for a restatement of the question (its only word is "keep"), and the
  // housekeeping exception, which says "kept" beside "tips", answered instead.
  it("answers \"can i keep cash tips\" with the rule for cash tips and what \"them\" are", async () => {
    const reply = await hotel()("can i keep cash tips");
    expect(cited(reply)).toEqual(["hs_004"]);
    expect(reply.text).toContain("sealed tip box by the till. Do not keep them.");
    expect(reply.text).not.toContain("housekeeping");
  });
});

describe("something found", () => {
  // A thing the person found is lost property; the question said neither word and found nothing.
  it("answers \"found a wallet in the restaurant\" with the lost-property rule", async () => {
    const reply = await hotel()("found a wallet in the restaurant");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_010"]);
    expect(reply.text).toContain("Hand in anything you find");
  });

  // What a guest found in her food is a complaint, not something left behind.
  it("does not read a hair a guest found in her food as lost property", async () => {
    const reply = await hotel()("guest found a hair in her risotto, what do I do?");
    expect(reply.text).not.toContain("Hand in anything you find");
  });
});

describe("ringing someone", () => {
  // "ring" alone is the jewellery rule's "a plain ring": "who do I ring?" had quoted it.
  it("reads \"who do I ring?\" as who to phone", async () => {
    const reply = await hotel()("I'm sick, who do I ring?");
    expect(cited(reply)).toEqual(["hs_003"]);
    expect(reply.text).toContain("phone the duty manager");
  });

  it("still reads a ring worn as jewellery", async () => {
    const reply = await hotel()("can I wear a ring on shift?");
    expect(cited(reply)).toEqual(["hs_007"]);
    expect(reply.text).toContain("a plain ring");
  });
});

describe("the cash till", () => {
  // "till" is also "until", a word no search uses; said of money it is the till the cash is in.
  it("reads a till that is short as the cash till, not a shift worked until late", async () => {
    const reply = await hotel()("till short last night, will it come out of my wages");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_008"]);
    expect(reply.text).toContain("over or short");
  });
});

describe("a refund over the supervisor's limit", () => {
  // The refund tiers are one rule on one line: the tier the amount falls in comes with the one the asker holds.
  it("quotes the supervisor's limit and the tier the amount falls in", async () => {
    const reply = await hotel()("a guest wants £120 back, I'm the supervisor on, can I refund it?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_008"]);
    expect(reply.text).toContain("Refunds up to £50 can be authorised by a supervisor. Refunds from £50.01 to £250 need the duty manager.");
  });
});

describe("an amount given in another unit than the policy's", () => {
  // "2 years old" is measured against "more than 12 months old": the exception the asker meets comes with the rule.
  it("quotes the exception that a uniform two years old meets", async () => {
    const reply = await hotel()("im leaving next week and havent returned my uniform, my shirts are 2 years old, will i be charged");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_007"]);
    expect(reply.text).toContain("except items more than 12 months old");
  });
});

describe("money a guest gives", () => {
  // "£20 note" also matches the counterfeit check; money pressed into a hand is a tip.
  it("reads a note a guest pressed into someone's hand as a cash tip", async () => {
    const reply = await hotel()("a guest pressed a 20 pound note into my hand, can i keep it");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["hs_004"]);
    expect(reply.text).toContain("Cash tips given to you at a table, at the bar or at reception go into the sealed tip box");
  });
});

describe("a rule that adds to another", () => {
  // A 14-hour double is longer than 6 hours and longer than 10: the extra break comes on top of the first.
  it("quotes both breaks for a 14-hour double", async () => {
    const reply = await hotel()("im on a 14 hour double on saturday, what breaks do i get");
    expect(cited(reply)).toEqual(["hs_001"]);
    expect(reply.text).toContain("Any shift longer than 6 hours includes a 30-minute unpaid break.");
    expect(reply.text).toContain("include an extra 20-minute paid break");
  });
});

describe("a remark that states an amount", () => {
  // "reading 9 degrees" asks nothing but what applies to 9°C: the line whose limit it passes.
  it("answers a fridge reading with the rule for a fridge above 8°C", async () => {
    const ask = hotel();
    await ask("whats the temperature rule for fridges");
    const reply = await ask("our walk in is reading 9 degrees");
    expect(cited(reply)).toEqual(["hs_006"]);
    expect(reply.text).toContain("If a fridge is above 8°C, tell the head chef");
  });
});
