/** A question wrapped in chat matches less of a policy's wording; one policy far ahead still answers it; so is one typed in capitals, one naming a policy by its id, one whose pronoun stands for a noun just before it, and a course on a subject no policy names (sample knowledge base). */
import { describe, expect, it } from "vitest";
import { cited, conversations } from "../helpers/conversation.js";

const conversation = conversations("chatty");

describe("a question wrapped in chat", () => {
  it("is answered from the one policy that fits, though it fits weakly", async () => {
    const jokes = await conversation()("a coworker keeps making jokes about my age and its making me really uncomfortable. what can i do");
    expect(jokes.kind).toBe("answer");
    expect(cited(jokes)).toEqual(["policy_017"]);
    // Jokes about one's age are harassment, and "what can i do" asks how to act on it: the ways to report it.
    expect(jokes.text).toContain("can report it through any of these channels");
  });

  it("reads past chat filler such as tbh, idk and lol", async () => {
    const sick = await conversation()("lol tbh idk guys, kinda confused, literally pretty lost here, how many sick days do i get");
    expect(sick.kind).toBe("answer");
    expect(cited(sick)).toEqual(["policy_008"]);
    expect(sick.text).toContain("12 working days of fully paid sick leave");
  });

  it("does not ask what a describing word means", async () => {
    const dinner = await conversation()("so my manager wants me to take the new sales guy along to a client dinner in shenzhen, what's the most we can spend per person");
    expect(dinner.text).not.toMatch(/“the new”|"the new"/);
  });

  it("reads a month in the story as when it happens, not as what is asked", async () => {
    const baby = await conversation()("we're having a baby in March, how much leave do I get?");
    expect(baby.kind).toBe("answer");
    expect(cited(baby)).toEqual(["policy_009"]);
  });

  it("still finds nothing when no policy stands out", async () => {
    const dog = await conversation()("so my flatmate asked if i could bring her dog to the office on fridays, thoughts?");
    expect(dog.kind).toBe("not_found");
  });
});

describe("not feeling well", () => {
  // "feeling" and "well" are no words of the sick-leave policy ("well" is every policy's "as well"): it found nothing at 0.04.
  it("is being unwell, and the sick-leave policy answers", async () => {
    const reply = await conversation()("not feeling well today, who do i need to tell?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_008"]);
  });
});

describe("a question typed in capitals", () => {
  it("reads its words as words, not as initials: \"IS\" is no \"Insurance and Safety\"", async () => {
    const reply = await conversation()("HOW MUCH IS THE HOTEL LIMIT FOR INTERNS");
    expect(reply.rewrittenQuery).not.toContain("Insurance");
    expect(cited(reply)).toEqual(["policy_003"]);
    expect(reply.text).toContain("200 CNY per night");
  });
});

describe("a policy named by the id the bot cites", () => {
  it("is that policy: \"tell me about policy_015\" opens on it, and \"what does [policy_004] say about breakfast?\" finds its breakfast line", async () => {
    const about = await conversation()("tell me about policy_015");
    expect(about.kind).toBe("answer");
    expect(cited(about)).toEqual(["policy_015"]);
    const breakfast = await conversation()("what does [policy_004] say about breakfast?");
    expect(cited(breakfast)).toEqual(["policy_004"]);
    expect(breakfast.text).toContain("Breakfast included in the hotel rate does not reduce the per diem");
  });
});

describe("a pronoun whose noun the question names just before it", () => {
  it("stands for that noun: \"can I tell my report their draft rating?\" is answered, not met with \"what do you mean by their?\"", async () => {
    const reply = await conversation()("can I tell my report their draft rating?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_026"]);
    expect(reply.text).toContain("managers must not share draft ratings with employees");
  });
});

describe("a course on a subject no policy names", () => {
  it("is a course the learning policy covers: \"a course on machine learning\" is no kind of learning budget the policies lack", async () => {
    const reply = await conversation()("I want to do a course on machine learning, will the company pay?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_020"]);
  });

  it("is so when the subject comes before the course as well", async () => {
    const reply = await conversation()("I want to do a machine learning course online, will the company pay?");
    expect(reply.kind).toBe("answer");
    expect(cited(reply)).toEqual(["policy_020"]);
    expect(reply.text).toContain("8,000 CNY");
  });

  it("and \"will the company pay?\" asks how much: the learning budget's 8,000 CNY, not the paid learning days", async () => {
    const reply = await conversation()("I want to do a course on machine learning, will the company pay?");
    expect(reply.text).toContain("8,000 CNY per calendar year");
  });
});
