/**
 * The pipeline: one turn in, one reply out, in the numbered stages of DESIGN.md.
 * Never throws: a failure becomes a visible `error` reply and a trace.
 */
import { composeAnswer, joinAnswers, userTermsOf } from "./answer-reply.js";
import { compressHistory } from "./compress.js";
import { asksSomething } from "./asks.js";
import { extractionWeights } from "./question-shape.js";
import { replyBeforeSearch } from "./early-replies.js";
import { glossTerms } from "./glossary.js";
import { asksAboutStory, storyTerms } from "./story.js";
import { clarifyReply } from "./reply-parts.js";
import { DEFAULT_DECIDE, decide, type DecideOptions } from "./decide.js";
import { describeError, isPolicybotError } from "./errors.js";
import { answeredBefore, familyToAsk, keyWordOf, subjectOf, titleNamed } from "./family.js";
import { classifyIntent } from "./intents.js";
import { kindToAsk } from "./kinds.js";
import { absorbThread, newRecord, recentReplies, recordExchange } from "./memory.js";
import { orientFromThread } from "./orient.js";
import { languageOf, phrases } from "./phrases.js";
import { titlesForIds } from "./named-policy.js";
import { catalogueText, titleIn, topicTitles } from "./topics.js";
import type { ConversationStore, KnowledgeBase, Logger } from "./ports.js";
import { rewriteOffline, type RewriteResult } from "./rewrite.js";
import { leavesFocus } from "./subject-change.js";
import { expandAbbreviations, fixSpelling, joinNumbered } from "./spelling.js";
import { withoutSentOn } from "./sent-on.js";
import { generalForAsker, titledForAsker } from "./readers.js";
import { updateState } from "./state.js";
import { groupsCarried, groupsUnmentioned } from "./groups-unmentioned.js";
import { mismatch } from "./evidence-check.js";
import { sameAnswer } from "./same-answer.js";
import { questionsOf } from "./questions.js";
import { answerSeveral, type Part } from "./several-questions.js";
import { cjkRatio, terms, uniqueTerms } from "./text.js";
import { peoplesWords } from "./standalone.js";
import { StageTimer, citedChunks, newTurnId, round, startTrace } from "./trace.js";
import type { ConversationRecord, Message, Query, Reply, ReplyKind, SearchResult, Turn, TurnTrace } from "./types.js";

/** How many of the person's earlier messages may have said which member of a policy family applies. */
const EARLIER_ASKED = 6;

/** Optional LLM-backed stages; each falls back to the offline stage when it fails. */
export interface LlmStages {
  rewrite(query: Query, offline: RewriteResult): Promise<string>;
  answer(question: string, policies: SearchResult["policies"], lang: "en" | "zh"): Promise<{ text: string; citedIds: string[] }>;
  summarize(previous: string, folded: Message[]): Promise<string>;
}

export interface CoreOptions {
  historyBudgetChars: number;
  maxInputChars: number;
  conversationTtlMs: number;
  visibility?: string[];
  decide?: DecideOptions;
}

export interface PipelineDeps {
  kb: KnowledgeBase;
  store: ConversationStore;
  logger: Logger;
  options: CoreOptions;
  llm?: LlmStages;
  clock?: () => number;
}

/** `part`: one of several questions in a message (see several-questions.ts), not the message as sent. */
export async function answerTurn(turn: Turn, deps: PipelineDeps, part?: Part): Promise<Reply> {
  const now = (deps.clock ?? Date.now)();
  const turnId = newTurnId();
  const trace = startTrace(turnId, turn.conversationId, turn.userId, turn.text, now);
  const timer = new StageTimer();
  let lang = languageOf(turn.text);
  let say = phrases(lang);
  const reply = (kind: ReplyKind, text: string, extra: Partial<Reply> = {}): Reply => ({
    kind, text, citations: [], conversationId: turn.conversationId, turnId, ...extra,
  });
  try {
    const text = turn.text.trim();
    if (text.length > deps.options.maxInputChars) {
      trace.decision = "error";
      trace.error = "INPUT_TOO_LONG";
      return finish(deps, trace, timer, reply("error", say.tooLong(text.length, deps.options.maxInputChars)));
    }
    const intent = classifyIntent(text);
    if (intent === "reset") {
      // "reset" and "/reset" say nothing of the language: the conversation's last question does.
      if (cjkRatio(text) === 0) {
        const lastAsked = (await deps.store.load(turn.conversationId))?.messages.findLast((m) => m.role === "user");
        if (lastAsked) say = phrases((lang = languageOf(lastAsked.text)));
      }
      const had = await deps.store.delete(turn.conversationId);
      trace.decision = "reset";
      return finish(deps, trace, timer, reply("reset", had ? say.reset : say.resetNothing));
    }
    if (intent !== "question") {
      trace.decision = "chitchat";
      const readable = turn.visibility ?? deps.options.visibility;
      const topics = topicTitles(deps.kb, lang, readable);
      if (intent === "catalogue") return finish(deps, trace, timer, reply("chitchat", catalogueText(deps.kb, lang, readable)));
      const texts = { empty: say.empty(topics), greeting: say.greeting(topics), thanks: say.thanks, complaint: say.complaint, help: say.help(deps.kb.policies?.(readable)[0]?.policyId) };
      return finish(deps, trace, timer, reply("chitchat", texts[intent]));
    }
    const questions = part ? [text] : questionsOf(text);
    if (questions.length > 1) return answerSeveral(turn, questions, (t, p) => answerTurn(t, deps, p), { ...deps, now });

    // 1. load memory
    const record: ConversationRecord = (await deps.store.load(turn.conversationId)) ?? newRecord(turn.conversationId, now);
    const pending = record.state.pendingClarify;
    timer.mark("load");
    // 2. absorb thread text written before the bot was mentioned
    const visibility = turn.visibility ?? deps.options.visibility;
    if (absorbThread(record, turn.threadContext, text) > 0) await orientFromThread(record, deps.kb, visibility, text);
    timer.mark("absorb");
    // "I'm a nurse" before any question, "can you send me the link?" after an answer: no search answers these.
    const early = replyBeforeSearch(text, record, deps.kb, lang);
    if (early) {
      trace.decision = early.kind;
      trace.citations = early.citations.map((c) => c.policyId);
      recordExchange(record, turn.userId, text, early.text, trace.citations, now);
      await deps.store.save(record);
      return finish(deps, trace, timer, reply(early.kind, early.text, { citations: early.citations }));
    }
    // 3. compress history
    const folded = compressHistory(record, deps.options.historyBudgetChars);
    if (folded.length && deps.llm) {
      record.summary = await deps.llm.summarize(record.summary, folded).catch((err) => {
        deps.logger.warn({ code: isPolicybotError(err) ? err.code : "LLM_FAILED", err: describeError(err) }, "LLM summary failed; keeping the offline summary");
        return record.summary;
      });
    }
    timer.mark("compress");
    // 4. rewrite the query
    // "wat is the minimun pasword lenght": typos read as the knowledge base's words.
    const spell = deps.kb.spell?.bind(deps.kb);
    // "NYC": an abbreviation the policies spell out ("New York City").
    const expand = deps.kb.expand?.bind(deps.kb);
    const spelled = spell ? fixSpelling(text, spell) : text;
    const expanded = expand ? expandAbbreviations(spelled, expand) : spelled;
    // "tier 1": the policies' "tier-1"; "policy_015": its title, unless it picks an option offered.
    const offeredIds = new Set(record.state.pendingClarify?.options.map((o) => o.policyId) ?? []);
    const fixed = titlesForIds(joinNumbered(expanded, (t) => deps.kb.knows(t)), deps.kb, lang, visibility, (id) => offeredIds.has(id));
    const query: Query = { text: fixed, history: record.messages, summary: record.summary, state: record.state };
    const rewrite = rewriteOffline(query, deps.kb);
    if (deps.llm && rewrite.isFollowUp) {
      try {
        const llmText = (await deps.llm.rewrite(query, rewrite)).trim();
        if (llmText) Object.assign(rewrite, { text: llmText, method: "llm" });
      } catch (err) {
        deps.logger.warn({ code: "LLM_FAILED", err: describeError(err) }, "LLM rewrite failed; using the offline rewrite");
      }
    }
    if (rewrite.restrictTo?.length === 1 && rewrite.isFollowUp) {
      // A chosen option ("[policy_003] 实习生差旅制度") is not the user's language: the question it answers is.
      lang = languageOf(rewrite.text);
      say = phrases(lang);
    }
    const offered = rewrite.restrictTo;
    const picked = offered?.length === 1 ? offered[0] : undefined;
    Object.assign(trace, { rewritten: rewrite.text, rewriteMethod: rewrite.method, isFollowUp: rewrite.isFollowUp });
    timer.mark("rewrite");
    // 5. retrieve; a policy whose tag the question says word for word ("work from home") competes like one in focus.
    // The passages cited last lead only while the conversation stays on their policy: once the
    // question changes the subject, "who do I ask to swap a shift?" owes nothing to the medicines passage.
    const phraseNamed = deps.kb.policiesNamedByPhrase?.(terms(fixed)) ?? [];
    const search = (restrictTo?: string[]) =>
      deps.kb.search({ text: rewrite.text, weights: rewrite.weights, restrictTo, focusPolicies: [...rewrite.focusPolicies, ...phraseNamed], nearChunks: rewrite.focusPolicies.length ? record.state.lastChunks : undefined, visibility, limit: 10 });
    let result = await search(picked ? [picked] : offered);
    const decideOpts = deps.options.decide ?? DEFAULT_DECIDE;
    // "…did 52 hours last week on the year-end close. Do I get overtime for that?": the key is a word of the question, not of the story it points back at.
    const story = asksAboutStory(fixed) ? storyTerms(fixed) : new Set<string>();
    const asking = rewrite.ownTerms.filter((t) => !story.has(t));
    const usesKey = keyWordOf(result, asking.length ? asking : rewrite.ownTerms, deps.kb);
    const subject = rewrite.isFollowUp ? subjectOf([...rewrite.ownTerms, ...peoplesWords(query).slice(0, 2).flatMap((t) => uniqueTerms(t))], deps.kb) : undefined;
    const signals = { subject, focus: rewrite.focusPolicies, unknownShare: rewrite.unknownShare, unresolved: rewrite.unresolved, unnamed: rewrite.unnamed, usesKey, leavesFocus: leavesFocus(rewrite, deps.kb, query.history), newQuestion: !rewrite.isFollowUp, ownShare: rewrite.ownShare };
    // A family found beside a best policy outside it must have that policy's key word: "is there a limit on
    // overtime?" is no question of which traveller's lodging limit.
    const best = [...result.policies].sort((a, b) => b.score - a.score)[0];
    const fellows = familyToAsk(result, deps.kb, rewrite.ownTerms, decideOpts.familyCoverage, decideOpts.optionMargin);
    const outside = best && usesKey?.(best.policyId) && !fellows.includes(best.policyId);
    const related = outside ? fellows.filter((id) => usesKey?.(id)) : fellows;
    // ...or several policies each have the thing it names ("the monthly allowance") and nothing says which.
    const family = related.length > 1 ? related : kindToAsk(fixed, result, deps.kb, rewrite.ownTerms, decideOpts.notFoundBelow, { newQuestion: !rewrite.isFollowUp });
    let outcome = decide(result, decideOpts, { ...signals, family, offered: picked ? undefined : offered, chosen: picked });
    // 公司有股票期权吗？归属期是多久？: a question leaning on the one before it, which nothing covered, is not covered either.
    if (part?.afterNothing && (part.sameSubject || rewrite.isFollowUp)) outcome = { decision: "not_found", policies: [], confidence: outcome.confidence };
    // Options that all give the same figure are one answer.
    if (outcome.decision === "clarify" && outcome.ask === "which_policy" && sameAnswer(fixed, outcome.policies, extractionWeights(rewrite.ownTerms, [], false), (t) => deps.kb.idf(t), lang)) {
      outcome = { decision: "answer", policies: [outcome.policies[0]], confidence: outcome.confidence };
    }
    // An option whose passage says the subject is covered in another option defers to it.
    if (outcome.decision === "clarify" && outcome.ask === "which_policy") {
      const kept = withoutSentOn(outcome.policies, rewrite.ownTerms, deps.kb, rewrite.original);
      const forAsker = titledForAsker(kept, fixed, deps.kb) ?? generalForAsker(kept, fixed, deps.kb) ?? (family.length ? undefined : titleNamed(kept, rewrite.ownTerms, deps.kb));
      if (forAsker) outcome = { decision: "answer", policies: [forAsker], confidence: forAsker.confidence };
      else if (kept.length === 1) outcome = { decision: "answer", policies: kept, confidence: kept[0].confidence };
      else outcome = { ...outcome, policies: kept };
    }
    // ...and a family's clarifying question the person's earlier words already answered ("Sales visiting a client…").
    if (outcome.decision === "clarify" && outcome.ask === "which_policy" && related.length > 1 && !rewrite.isFollowUp) {
      // 我是实习生 says "intern" through the glossary.
      const earlier = record.messages.filter((m) => m.role === "user" && m.text !== text).slice(-EARLIER_ASKED).flatMap((m) => [...terms(m.text), ...glossTerms(m.text, (t) => deps.kb.knows(t)).keys()]);
      const before = answeredBefore(outcome.policies, earlier, deps.kb);
      if (before) outcome = { decision: "answer", policies: [before], confidence: before.confidence };
    }
    // "both": every option offered that the search found answers, best first.
    const every = rewrite.everyOption ? [...result.policies].filter((p) => offered?.includes(p.policyId)).sort((a, b) => b.score - a.score) : [];
    if (every.length > 1) outcome = { decision: "answer", policies: every, confidence: every[0].confidence };
    if (offered && outcome.decision === "not_found") {
      // The reply to a clarifying question was a new question after all.
      result = await search(undefined);
      outcome = decide(result, decideOpts, signals);
    }
    trace.retrieved = result.chunks.map((c) => ({ policyId: c.policyId, chunkId: c.chunkId, score: round(c.score) }));
    trace.policies = [...result.policies].sort((a, b) => b.score - a.score).slice(0, 10).map((p) => ({ policyId: p.policyId, confidence: round(p.confidence) }));
    timer.mark("retrieve");
    // 6. decide (above) and 7. compose; a not-found reply names the policies the question came closest to.
    const nearestTopics = () => topicTitles(deps.kb, lang, visibility, trace.policies.map((p) => p.policyId));
    let out: Reply;
    let clarify: { question: string; options: Reply["options"] & object } | undefined;
    let handedOver = false;
    if (outcome.decision === "not_found") {
      out = reply("not_found", say.notFound(nearestTopics()), { rewrittenQuery: rewrite.text });
    } else if (outcome.decision === "clarify") {
      const shown = outcome.policies.map((p) => ({ ...p, title: titleIn(lang, p, deps.kb) }));
      const c = clarifyReply(shown, lang, outcome.ask === "which_thing" ? (rewrite.unresolved ?? rewrite.unnamed) : undefined);
      // With no options to pick from, the answer to "which one?" is a follow-up like any other.
      // The questions sent after this one wait for the choice (several-questions.ts).
      if (c.options.length) clarify = { question: rewrite.text, options: c.options, ...(part?.rest.length ? { then: { asked: text, rest: part.rest } } : {}) };
      out = reply("clarify", c.text, { options: c.options, rewrittenQuery: rewrite.text });
    } else {
      // A reply to "which one?" ("I work in sales") answers the question that was pending.
      // "freezers?" after "what temperature should the fridges be?": a bare follow-up asks for what the last question did.
      const bare = rewrite.isFollowUp && !asksSomething(fixed) ? (record.state.lastQuery ?? "") : "";
      const asked = `${rewrite.original} ${rewrite.text} ${record.state.pendingClarify?.question ?? bare}`;
      const askers = [text, ...record.messages.filter((m) => m.role === "user").map((m) => m.text).reverse()];
      const thread = { asked, said: recentReplies(record.messages), saidChunks: record.state.lastChunks, userTerms: userTermsOf(record, deps.kb), askers };
      const answering = every.length > 1 ? outcome.policies : outcome.policies.slice(0, 1);
      const composed = joinAnswers(await Promise.all(answering.map((p) => composeAnswer(p, result, rewrite, thread, deps, lang))));
      out = reply("answer", composed.text, { citations: composed.citations, rewrittenQuery: rewrite.text });
      handedOver = Boolean(composed.handedOver);
    }
    // 7b. "maternity leave" answered with "sabbatical leave", "how much?" from sections with no amount.
    // Options offered are checked on their best passages together.
    const evidence = out.kind === "answer" ? out.text : out.kind === "clarify" ? outcome.policies.map((p) => p.chunks[0]?.text ?? "").join("\n") : "";
    // The policy that answers is the one cited first: a line may hand the question over to another (answer-reply.ts).
    const cited = out.kind === "answer" ? result.policies.filter((p) => out.citations.some((c) => c.policyId === p.policyId)) : [];
    const answered = out.kind === "answer" ? (cited.find((p) => p.policyId === out.citations[0]?.policyId) ?? outcome.policies[0]) : undefined;
    const sections = (cited.length ? cited : answered ? [answered] : []).flatMap((p) => p.chunks.map((c) => c.text));
    const missing = evidence ? mismatch(fixed, evidence, answered && { policyId: answered.policyId, title: answered.title, sections }, deps.kb) : undefined;
    if (missing) {
      const text = "thing" in missing ? say.notCovered(missing.thing, nearestTopics()) : say.noFigure(titleIn(lang, answered!, deps.kb), missing.type);
      out = reply("not_found", text, { rewrittenQuery: rewrite.text });
      outcome = { decision: "not_found", policies: [], confidence: outcome.confidence };
      clarify = undefined;
    }
    out.citations = out.citations.map((c) => ({ ...c, title: titleIn(lang, c, deps.kb) }));
    // "do interns get paid overtime?" from a policy that never names interns: say so.
    const unnamedGroups = out.kind === "answer" && out.citations.length === 1 ? groupsUnmentioned(fixed, out.citations[0].policyId, deps.kb) : [];
    // "what about sick leave?" after "do interns get annual leave?" still asks for interns.
    if (out.kind === "answer" && out.citations.length === 1 && rewrite.isFollowUp) {
      const earlier = record.messages.filter((m) => m.role === "user").map((m) => m.text).reverse();
      for (const g of groupsCarried(earlier, rewrite.carriedTerms, out.citations[0].policyId, deps.kb)) if (!unnamedGroups.includes(g)) unnamedGroups.push(g);
    }
    if (unnamedGroups.length) out.text = `${out.text}\n${say.unmentioned(out.citations[0].title, unnamedGroups)}`;
    trace.decision = out.kind;
    trace.citations = out.citations.map((c) => c.policyId);
    trace.citedChunks = citedChunks(out.citations, result);
    timer.mark("compose");
    // 8. save memory
    recordExchange(record, turn.userId, text, out.text, trace.citations, now);
    // After a hand-over the conversation is on the policy handed to: "which form?" asks of it.
    const chosen = handedOver ? trace.citations.slice(0, 1) : trace.citations;
    const chunks = trace.citedChunks.filter((c) => chosen.includes(c.policyId)).map((c) => c.chunkId);
    updateState(record, rewrite, outcome.decision, chosen, clarify, chunks, now, outcome.confidence, !handedOver);
    await deps.store.save(record);
    timer.mark("save");
    const done = await finish(deps, trace, timer, out);
    // The questions sent with one that needed a choice are answered once it is made.
    const queued = !part && rewrite.restrictTo && done.kind === "answer" ? pending?.then : undefined;
    return queued ? answerSeveral(turn, queued.rest, (t, p) => answerTurn(t, deps, p), { ...deps, now }, [{ question: queued.asked, reply: done }]) : done;
  } catch (err) {
    trace.decision = "error";
    trace.error = describeError(err);
    deps.logger.error({ turnId, conversationId: turn.conversationId, code: isPolicybotError(err) ? err.code : "INTERNAL", err: describeError(err) }, "turn failed");
    return finish(deps, trace, timer, reply("error", say.failed));
  }
}

async function finish(deps: PipelineDeps, trace: TurnTrace, timer: StageTimer, out: Reply): Promise<Reply> {
  trace.timings = timer.timings;
  trace.citations = out.citations.map((c) => c.policyId);
  deps.logger.info({ trace }, "turn");
  await deps.store.saveTrace(trace).catch((err) => deps.logger.warn({ code: "STORE_FAILED", err: describeError(err) }, "trace not saved"));
  return out;
}
