/** The English word list (npm `word-list`, 274,000 words) that tells a typo from a real word. */
import { readFileSync } from "node:fs";
import wordListPath from "word-list";
import type { IsWord } from "./spelling.js";

/**
 * Workplace words newer than the list: "im a backend eng" is no typo of "backed", nor "coworking" of "coworkers".
 * Inflections are spelled out: the list has no stemmer.
 */
const NEWER_WORDS =
  "backend backends frontend frontends devops fullstack wifi signup signups timesheet timesheets hotdesk hotdesking covid onboarding offboarding " +
  "dataset datasets passcode passcodes offsite offsites onsite cowork coworking microservice microservices config configs selfie selfies ebike ebikes " +
  "webinar webinars livestream eshop ecommerce rideshare carpool carpooling";

/** Reads the list once, on first use (about 0.1 s and 30 MB). */
export function englishDictionary(): IsWord {
  let words: Set<string> | undefined;
  const load = () => {
    const all = new Set(readFileSync(wordListPath, "utf8").split("\n"));
    for (const w of NEWER_WORDS.split(" ")) all.add(w);
    return all;
  };
  return (word) => (words ??= load()).has(word);
}
