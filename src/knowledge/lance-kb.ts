/** KnowledgeBase on LanceDB: hybrid (vector + full-text, RRF-fused) candidates, rescored by weighted term coverage. */
import { clockTimesSaid } from "../core/clock-ranges.js";
import { timeUnitsOf } from "../core/time-units.js";
import "./quiet-lancedb.js";
import * as lancedb from "@lancedb/lancedb";
import { PolicybotError } from "../core/errors.js";
import type { Embedder, KnowledgeBase, PolicyInfo, SearchRequest } from "../core/ports.js";
import { termSpans, terms } from "../core/text.js";
import type { SearchResult } from "../core/types.js";
import { findCategories } from "./categories.js";
import { countTerms } from "./hash-embedder.js";
import { TermStats } from "./idf.js";
import { BoundWords, boundWordsOf, type BodyRow } from "./bound-words.js";
import { PolicyIndex } from "./policy-index.js";
import { nameFinder, ownWords, policyNames } from "./policy-names.js";
import { TABLE, connect, readMeta, sqlString } from "./lance-table.js";
import { rankCandidates, type CandidateRow } from "./rank.js";
import { englishDictionary } from "./dictionary.js";
import { SpellFixer, type IsWord } from "./spelling.js";
import { Acronyms } from "./acronyms.js";
import { handOverWords, otherPolicyIds } from "./hand-over.js";

export interface OpenKnowledgeBaseOptions {
  dbPath: string;
  embedder: Embedder;
  /** Candidates fetched from LanceDB before rescoring. */
  candidates?: number;
  /** Real words, which are never taken for typos; default: the English word list (dictionary.ts). */
  isWord?: IsWord;
}

type TermEmbedder = Embedder & { embedTerms(weights: Map<string, number>): Float32Array };
const canEmbedTerms = (e: Embedder): e is TermEmbedder => typeof (e as Partial<TermEmbedder>).embedTerms === "function";

export async function openKnowledgeBase(opts: OpenKnowledgeBaseOptions): Promise<KnowledgeBase> {
  const { dbPath, embedder } = opts;
  const meta = await readMeta(dbPath);
  if (!meta) {
    throw new PolicybotError("KB_MISSING", `no knowledge base at ${dbPath}; build one with: policybot ingest DIR --db ${dbPath}`);
  }
  if (meta.stale) {
    throw new PolicybotError("KB_MISSING", `the knowledge base at ${dbPath} was built by an older policybot; rebuild it with: policybot ingest DIR --db ${dbPath}`);
  }
  if (meta.embedderId !== embedder.id || (embedder.id.startsWith("hash") && meta.dimension !== embedder.dimension)) {
    throw new PolicybotError(
      "KB_EMBEDDER_MISMATCH",
      `the knowledge base at ${dbPath} was built with embedder ${meta.embedderId} (${meta.dimension} dimensions) but ${embedder.id} is configured; ` +
        `re-ingest with: policybot ingest DIR --db ${dbPath} (or set POLICYBOT_EMBEDDER back to what built it)`,
    );
  }
  const db = await connect(dbPath);
  const table = await db.openTable(TABLE);
  const reranker = await lancedb.rerankers.RRFReranker.create();
  const stats = new TermStats();
  const wholePolicies = new PolicyIndex();
  const policies = new Map<string, PolicyInfo>();
  const rows = (await table.query().select(["policy_id", "title", "url", "visibility", "tags", "section", "fts_text", "text"]).toArray()) as Record<string, string>[];
  const named = new Map<string, Set<string>>();
  const mentions = new Map<string, Set<string>>();
  const isWord = opts.isWord ?? englishDictionary();
  const spelling = new SpellFixer(isWord);
  const acronyms = new Acronyms();
  for (const r of rows) {
    spelling.add(`${r.title} ${r.text}`);
    acronyms.add(`${r.title}\n${r.text}`);
    for (const t of terms(`${r.title} ${r.tags.replace(/,/g, " ")}`)) {
      if (!named.has(t)) named.set(t, new Set());
      named.get(t)!.add(r.policy_id);
    }
    stats.addDocument(r.fts_text.split(" "));
    wholePolicies.add(r.policy_id, r.fts_text.split(" "));
    if (!policies.has(r.policy_id)) {
      policies.set(r.policy_id, {
        policyId: r.policy_id,
        title: r.title,
        url: r.url || undefined,
        visibility: r.visibility || undefined,
        tags: r.tags ? r.tags.split(",") : [],
      });
    }
  }
  // Kept at ingest; counted here only for a database built before that.
  const boundWords = new BoundWords(meta.boundWords ?? boundWordsOf(rows.map((r): BodyRow => ({ policy_id: r.policy_id, section: r.section, text: r.text }))));
  // Words a policy has only inside another policy's name are not words it talks about.
  const namesIn = nameFinder(policies);
  for (const r of rows) {
    if (!mentions.has(r.policy_id)) mentions.set(r.policy_id, new Set());
    const bag = mentions.get(r.policy_id)!;
    for (const t of ownWords(r, namesIn)) bag.add(t);
  }
  const references = policyReferences(rows, policies);
  // Only a policy that names another can hand words over: the others' passages need no second reading.
  const handedOver = handOverWords(rows.filter((r) => references.has(r.policy_id)), policies);
  const categories = findCategories(rows.map((r) => r.text));
  const names = policyNames(rows, policies, namesIn);
  // Sorted once: hints list policies on every not-found reply.
  const byId = [...policies.values()].sort((a, b) => (a.policyId < b.policyId ? -1 : a.policyId > b.policyId ? 1 : 0));
  const usedBy = new Map<string, number>();
  for (const bag of mentions.values()) for (const t of bag) usedBy.set(t, (usedBy.get(t) ?? 0) + 1);
  const phrases = topicPhrases(policies, (t) => usedBy.get(t) ?? 0);
  const limitCandidates = opts.candidates ?? 40;
  const headings = new Map<string, Set<string>>();
  const columns = ["chunk_id", "policy_id", "title", "section", "text", "start", "end", "url", "visibility", "fts_text", "vector"];

  async function queryVector(req: SearchRequest, weights: Map<string, number>): Promise<Float32Array> {
    if (canEmbedTerms(embedder)) return embedder.embedTerms(weights);
    const [v] = await embedder.embed([req.text]);
    return v;
  }

  function filterFor(req: SearchRequest, only?: string[]): string | undefined {
    const parts: string[] = [];
    if (req.visibility?.length) parts.push(`visibility IN (${req.visibility.map(sqlString).join(", ")})`);
    const ids = only ?? req.restrictTo;
    if (ids?.length) parts.push(`policy_id IN (${ids.map(sqlString).join(", ")})`);
    return parts.length ? parts.join(" AND ") : undefined;
  }

  async function hybrid(ftsQuery: string, vector: Float32Array, limit: number, where?: string): Promise<CandidateRow[]> {
    let q = table.query().nearestTo(vector).limit(limit).select(columns);
    if (ftsQuery) q = q.fullTextSearch(ftsQuery, { columns: "fts_text" }).rerank(reranker);
    if (where) q = q.where(where);
    const res = (await q.toArray()) as CandidateRow[];
    return res;
  }

  return {
    async search(req: SearchRequest): Promise<SearchResult> {
      const weights = req.weights ?? countTerms(terms(req.text));
      if (!weights.size) return { chunks: [], policies: [] };
      // Full-text query: the terms that matter most, known to the index (unknown ones cannot match).
      const ftsTerms = [...weights.entries()]
        .filter(([t]) => stats.knows(t))
        .sort((a, b) => b[1] * stats.idf(b[0]) - a[1] * stats.idf(a[0]))
        .slice(0, 32)
        .map(([t]) => t);
      const vector = await queryVector(req, weights);
      const where = filterFor(req);
      const found = await hybrid(ftsTerms.join(" "), vector, Math.max(limitCandidates, req.limit ?? 0), where);
      const focus = (req.focusPolicies ?? []).filter((id) => policies.has(id) && !(req.restrictTo && !req.restrictTo.includes(id)));
      if (focus.length) {
        // Make sure the conversation's policies compete even when the new words alone miss them.
        found.push(...(await hybrid(ftsTerms.join(" "), vector, 8, filterFor(req, focus))));
      }
      return rankCandidates(found, { weights, stats, focus, near: req.nearChunks, vector, limit: req.limit ?? 10, sequence: terms(req.text), written: writtenForms(req.text), boundWords, categories, timeUnits: timeUnitsOf(req.text), clocks: clockTimesSaid(req.text), headings });
    },
    rankPolicies(weights, options = {}) {
      return wholePolicies.rank(weights, (id) => visibleTo(options.visibility, policies.get(id)), options.limit ?? 10);
    },
    policies: (visibility) => (visibility?.length ? byId.filter((p) => visibleTo(visibility, p)) : byId),
    references: (id) => [...(references.get(id) ?? [])],
    names: (id) => names.get(id) ?? [],
    policy: (id) => policies.get(id),
    policiesNamedBy: (t) => [...(named.get(t) ?? [])],
    policiesNamedByPhrase: (sequence) => {
      const hits = new Set<string>();
      sequence.forEach((t, i) => {
        for (const p of phrases.get(t) ?? []) if (p.terms.every((u, k) => sequence[i + k] === u)) hits.add(p.policyId);
      });
      return [...hits];
    },
    mentions: (id, t) => mentions.get(id)?.has(t) ?? false,
    handsOver: (id, t) => handedOver.get(id)?.has(t) ?? false,
    policiesUsing: (t) => usedBy.get(t) ?? 0,
    cohesion: (t) => stats.cohesion(t),
    idf: (t) => stats.idf(t),
    knows: (t) => stats.knows(t),
    spell: (word) => spelling.correct(word),
    expand: (word) => {
      // Only a word the policies never use, and typed in capitals unless it is no English word ("nyc");
      // two lower-case letters are chat shorthand ("pw", "gf"), not a name's initials.
      const t = terms(word);
      const lower = word !== word.toUpperCase();
      if (t.length !== 1 || stats.knows(t[0]) || (lower && (word.length < 3 || isWord(word.toLowerCase()) || CHAT.test(word)))) return undefined;
      return acronyms.expand(word);
    },
    isWord: (word) => isWord(word.toLowerCase()),
    async close() {
      table.close();
    },
  };
}

/** Chat shorthand typed in lower case is not a name's initials. */
const CHAT = /^(?:lol|omg|btw|tbh|imo|imho|idk|fyi|pls|plz|thx|ty|brb|asap|afaik|iirc|tho|ngl|smh|wtf|ffs|rn|np|nvm|ok|okay|hol|hols|biz)$/i;

function visibleTo(visibility: string[] | undefined, policy: PolicyInfo | undefined): boolean {
  return !visibility?.length || visibility.includes(policy?.visibility ?? "");
}

/** For each policy, the other policies its text names by id. */
function policyReferences(rows: Record<string, string>[], policies: Map<string, PolicyInfo>): Map<string, Set<string>> {
  const refs = new Map<string, Set<string>>();
  for (const r of rows) {
    for (const id of otherPolicyIds(r.text, r.policy_id, policies)) {
      if (!refs.has(r.policy_id)) refs.set(r.policy_id, new Set());
      refs.get(r.policy_id)!.add(id);
    }
  }
  return refs;
}

/**
 * Tags and titles of two words or more ("work-from-home"), by their first term: a topic said as a phrase.
 * A one-word tag ("walkaround") counts when no other policy uses the word: it is that policy's own.
 */
function topicPhrases(policies: Map<string, PolicyInfo>, policiesUsing: (t: string) => number): Map<string, { policyId: string; terms: string[] }[]> {
  const out = new Map<string, { policyId: string; terms: string[] }[]>();
  for (const p of policies.values()) {
    for (const phrase of [p.title, ...p.tags]) {
      const t = terms(phrase.replace(/-/g, " "));
      const ownWord = t.length === 1 && phrase !== p.title && policiesUsing(t[0]) === 1;
      if (t.length < 2 && !ownWord) continue;
      if (!out.has(t[0])) out.set(t[0], []);
      out.get(t[0])!.push({ policyId: p.policyId, terms: t });
    }
  }
  return out;
}

/** The words of a text as written (lower case), with their terms. */
function writtenForms(text: string): { term: string; form: string }[] {
  const written = text.normalize("NFKC").toLowerCase();
  return termSpans(text).map((s) => ({ term: s.term, form: written.slice(s.start, s.end) }));
}
