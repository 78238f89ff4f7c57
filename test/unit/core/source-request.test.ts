import { describe, expect, it } from "vitest";
import { asksForSource } from "../../../src/core/source-request.js";

describe("asksForSource", () => {
  it("is true for a request for the link or the policy an answer came from", () => {
    for (const m of ["link?", "can you send me the link to the policy?", "which policy is that from", "where can I read the full policy", "source?", "原文在哪里？", "有链接吗"]) expect(asksForSource(m), m).toBe(true);
  });

  it("is false for a question about links or sources themselves", () => {
    for (const m of ["I clicked a link in a phishing email, what now?", "can I share source code with a contractor?", "what about contributing to open source stuff", "can I work on an open-source project at weekends?", "how many days can I carry over?"]) expect(asksForSource(m), m).toBe(false);
  });
});
