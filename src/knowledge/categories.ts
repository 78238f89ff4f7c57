/**
 * Categories a knowledge base defines by listing their members ("Tier-1 cities: Beijing, Shanghai,
 * Guangzhou, Shenzhen"). Rules are written for the category ("500 CNY per night in tier-1 cities"),
 * questions name a member ("hotel in Shenzhen?"): a passage that names the category covers the member.
 */
import { isCjk, isNumberTerm, terms } from "../core/text.js";

/** Member term → the term sets of the categories that list it. */
export type Categories = Map<string, string[][]>;

// "Tier-1 cities: a, b, c" (a list line, bold or not) and "Tier-1 cities (a, b, c)".
const LABEL_COLON = /^\s*(?:[-*+]\s+)?(?:\*\*|__)?([^:：()\n*]{2,40}?)(?:\*\*|__)?\s*[:：]\s*(?:\*\*|__)?\s*([^\n]+)$/gmu;
const LABEL_PAREN = /((?:[\p{L}\p{N}][\p{L}\p{N}'-]*\s+){0,2}[\p{L}\p{N}][\p{L}\p{N}'-]*)\s*[(（]([^()（）\n]{3,200})[)）]/gu;
/** Labels that introduce a list without naming a kind of thing ("Note: receipts, invoices, fapiao"). */
const NOT_A_KIND = new Set(["note", "notes", "example", "examples", "eg", "e.g", "tip", "tips", "important", "warning", "see", "also", "contact", "including", "include", "includes", "such", "as", "for", "exception", "exceptions"]);
/** "…, etc.", "for example": the end of a list, not one of its members. */
const NOT_A_MEMBER = new Set(["etc", "exampl", "example", "other", "others", "more"]);
/** A label is a name of a few words, not a clause. */
const MAX_LABEL_WORDS = 4;
const SEPARATORS = /\s*(?:,|，|、|;|；|\band\b|\bor\b|和|及|或)\s*/u;
/** A list of this many short items defines a category; fewer is an ordinary sentence. */
const MIN_MEMBERS = 3;
/** Words per item: a member is a name, not a clause ("and all other provincial capitals" is not). */
const MAX_ITEM_WORDS = 3;

function members(list: string): string[][] | undefined {
  const items = list
    .replace(/[.。]\s*$/u, "")
    .split(SEPARATORS)
    .map((s) => s.replace(/\*\*|__/g, "").trim())
    .filter(Boolean);
  const short = items.filter((s) => s.split(/\s+/).length <= MAX_ITEM_WORDS);
  // Every item but a trailing catch-all must be short, or this is prose with commas.
  if (short.length < MIN_MEMBERS || short.length < items.length - 1) return undefined;
  return short.map((s) => terms(s)).filter((t) => t.length > 0);
}

/** Categories listed anywhere in the passages. */
export function findCategories(texts: Iterable<string>): Categories {
  const out: Categories = new Map();
  const add = (label: string, list: string) => {
    const words = label.trim().toLowerCase().split(/\s+/);
    if (words.length > MAX_LABEL_WORDS || words.every((w) => NOT_A_KIND.has(w.replace(/[.:]+$/, ""))) || list.trimStart().startsWith("[")) return;
    // A kind with several members is named in the plural ("Tier-1 cities", "Stimulants");
    // "Your full name: first, middle, last" lists parts, not members.
    if (!isCjk(label.trim().slice(-1)) && !/[^s]s$/i.test(words[words.length - 1].replace(/[^a-z]/gi, ""))) return;
    const labelTerms = [...new Set(terms(label))];
    const items = members(list);
    if (!labelTerms.length || !items) return;
    for (const item of items) {
      // Only one-word members: "Xi'an" names a city; a two-word item's parts name nothing alone.
      if (item.length !== 1 || isNumberTerm(item[0]) || NOT_A_MEMBER.has(item[0]) || labelTerms.includes(item[0])) continue;
      const known = out.get(item[0]) ?? [];
      if (!known.some((k) => k.join(" ") === labelTerms.join(" "))) known.push(labelTerms);
      out.set(item[0], known);
    }
  };
  for (const text of texts) {
    for (const m of text.matchAll(LABEL_COLON)) add(m[1], m[2]);
    for (const m of text.matchAll(LABEL_PAREN)) add(m[1], m[2]);
  }
  return out;
}

/** Whether a passage with these terms names `term` itself or a category that lists it. */
export function covers(have: Set<string>, term: string, categories: Categories | undefined): boolean {
  if (have.has(term)) return true;
  return categories?.get(term)?.some((label) => label.every((t) => have.has(t))) ?? false;
}
