/** A follow-up that names another policy by its title's words changes the subject, and a complete new question leaves the old one (sample knowledge base). */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("switch");

describe("a follow-up naming another policy's title", () => {
  it("leaves the old subject, though each of its words alone is common", async () => {
    const ask = conversation();
    await ask("what's the per diem for meals in shanghai?");
    const leave = await ask("ok and how many days of annual leave do new people get");
    expect(cited(leave)).toEqual(["policy_007"]);
    expect(leave.text).toContain("12 working days of paid annual leave");
  });

  it("does not change the subject on a message that asks nothing", async () => {
    const ask = conversation();
    await ask("what's the per diem for meals in shanghai?");
    const who = await ask("I'm on annual leave that week");
    expect(cited(who)).not.toContain("policy_007");
  });

  it("stays with the reader a follow-up switched to, in Chinese too", async () => {
    const ask = conversation();
    expect(cited(await ask("销售去一线城市拜访客户，酒店每晚最多多少？"))).toEqual(["policy_002"]);
    expect(cited(await ask("实习生呢？"))).toEqual(["policy_003"]);
    const flight = await ask("可以坐商务舱吗？");
    expect(cited(flight)).toEqual(["policy_003"]);
    expect(flight.text).toContain("Interns always travel economy");
    const taxi = await ask("那出租车呢？");
    expect(cited(taxi)).toEqual(["policy_003"]);
    expect(taxi.text).toContain("Taxis are reimbursed only");
  });
});

describe("a new question whose reader the thread already named", () => {
  it("answers from the policy that applies to them instead of asking which one", async () => {
    const ask = conversation();
    await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
    await ask("What about tier-2 cities?");
    await ask("and meals?");
    // The sales policy has no taxi rule; the general one it hands over to does.
    const taxi = await ask("can I take a taxi from the airport?");
    expect(taxi.kind).toBe("answer");
    expect(cited(taxi)).toEqual(["policy_001"]);
    expect(taxi.text).toContain("to and from airports and stations");
    const intern = conversation();
    await intern("I'm an intern, what's my hotel limit?");
    expect(cited(await intern("can I take a taxi from the airport?"))).toEqual(["policy_003"]);
  });

  it("still asks when nothing in the thread says who is asking", async () => {
    const taxi = await conversation()("can I take a taxi from the airport?");
    expect(taxi.kind).toBe("clarify");
  });
});

describe("a question of one policy's subject that shares a word with a family of others", () => {
  it("answers from that policy: \"a limit on overtime\" is no question of which traveller's lodging limit", async () => {
    const reply = await conversation()("is there a limit on overtime?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_019"]);
  });
});

describe("a complete new question after an unrelated answer", () => {
  it("is not read as more of the answer before, whose words are rarer than its own", async () => {
    const alone = await conversation()("what's the hotel limit in tier-1 cities?");
    const ask = conversation();
    await ask("how long do I have to submit an expense claim?");
    const hotel = await ask("what's the hotel limit in tier-1 cities?");
    // On its own it asks which traveller's lodging limit; after the claim deadline it must not quote a claims line.
    expect(hotel.kind).toBe(alone.kind);
    expect(cited(hotel)).toEqual(cited(alone));
    expect(cited(hotel)).not.toContain("policy_005");
  });

  it("is answered from the policy its words find, though the one it leaves ranks first", async () => {
    const ask = conversation();
    await ask("can I accept a gift from a supplier?");
    const car = await ask("what is the mileage rate for driving my own car?");
    expect(car.kind).toBe("answer");
    expect(cited(car)).toEqual(["policy_001"]);
    expect(car.text).toContain("1.2 CNY per kilometre");
  });

  it("is answered from a policy whose evidence is far stronger than the old subject's", async () => {
    const ask = conversation();
    await ask("How much annual leave do new joiners get in their first year?");
    const trip = await ask("Who needs to sign off on a business trip that lasts 7 working days?");
    expect(trip.kind).toBe("answer");
    expect(cited(trip)).toEqual(["policy_001"]);
    expect(trip.text).toContain("department head approval");
  });

  it("that says much of its own owes the old subject less, in any order", async () => {
    const ask = conversation();
    await ask("How long does my password have to be?");
    const trip = await ask("Who needs to sign off on a business trip that lasts 7 working days?");
    expect(cited(trip)).toEqual(["policy_001"]);
    const sales = conversation();
    await sales("我是实习生，住宿费每天最多多少？");
    const hotel = await sales("Sales visiting a client in a tier-1 city: max hotel per night?");
    expect(cited(hotel)).toEqual(["policy_002"]);
    expect(hotel.text).toContain("650");
  });

  it("after a clarifying question it does not answer, leaves the policies that question offered", async () => {
    const ask = conversation();
    expect((await ask("what's the hotel limit in tier-1 cities?")).kind).toBe("clarify");
    const password = await ask("how often do I have to change my password?");
    expect(password.kind).toBe("answer");
    expect(cited(password)).toEqual(["policy_013"]);
    expect(password.text).toContain("do not expire on a schedule");
  });
});

describe("a pronoun the message itself names the thing of", () => {
  it("does not tie a new question to the one before", async () => {
    const ask = conversation();
    await ask("what's the per diem for meals in shanghai?");
    const kid = await ask("my kid is sick today, can I stay home to look after her?");
    expect(cited(kid)).toEqual(["policy_008"]);
    expect(kid.text).toContain("care for a sick child");
    const gift = conversation();
    await gift("When are self-assessments due for the annual review?");
    expect(cited(await gift("I got a bottle of wine from a supplier, can I keep it?"))).toEqual(["policy_022"]);
  });

  it("still goes on with the subject when the policy discussed uses its words", async () => {
    const ask = conversation();
    await ask("Sales visiting a client in a tier-1 city: max hotel per night?");
    const over = await ask("the hotel near the client is 700 a night, can I still book it?");
    expect(cited(over)).toEqual(["policy_002"]);
    expect(over.text).toContain("650 CNY");
  });
});
