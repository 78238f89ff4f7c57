/**
 * Stage 4, offline: turns a follow-up into a standalone query. Context terms from the standing
 * question, recent messages and the summary are carried forward at a lower weight than the new
 * message's own terms; a new value for the same slot ("tier-2" after "tier-1") replaces the old one.
 */
import { askedThing, namesAnswerKind } from "./answer-type.js";
import { asksAnywhere, asksNothing } from "./asks.js";
import { asksToCheck, conflicts, followUpSignal, leaningOn, sameUnit, soundsGeneric, lastWasMiss, newTopicCue, refersBack, unnamedThing, unresolvedReference, withoutAcknowledgement, withoutPreface, type FollowUpSignal } from "./follow-up.js";
import { asksAnew, everyOption, refusedTerms, replyChoice, unofferedNamed } from "./clarify-answer.js";
import { conversationTerms } from "./rewrite-context.js";
import { namesOtherPolicy, repeatsAsker, soleUserNamed, usedInFocus } from "./subject-change.js";
import { isPerson, readerRoles } from "./referent.js";
import { peoplesWords, standaloneText } from "./standalone.js";
import { countryTerms, equivalents } from "./synonyms.js";
import { DO_FIRST, EN_QUESTION, HOW_WORKS, askingPart, circumstanceTerms, frameTerms, recentTerms, settingTerms, storyTerms, whenTerms } from "./story.js";
import { familyOf } from "./family.js";
import { ownRole } from "./readers.js";
import { unknownShare, type Vocab } from "./term-weight.js";
import { searchWeights } from "./search-weights.js";
import { SUPPOSES } from "./lines.js";
import { TIME_WORDS, swapsPeriod } from "./time-units.js";
import { asksLeadTime, isLeadWord } from "./lead-time.js";
import { unknownAct, unknownBenefit } from "./unknown-asks.js";
import { cjkRatio, isCjk, isNumberTerm, terms, uniqueTerms } from "./text.js";
import type { Query, RewrittenQuery } from "./types.js";

export interface RewriteResult extends RewrittenQuery {
  /** Term → weight; the own terms carry `ownShare` of the idf-weighted mass. */
  weights: Map<string, number>;
  signal: FollowUpSignal;
  ownShare: number;
  /** Share of the message's own terms the knowledge base has never seen. */
  unknownShare: number;
  /** Words that point at something the conversation never named ("this burger", "he"). */
  unresolved?: string;
  /** A definite noun the conversation never named ("the actor"): asked about only when nothing fits. */
  unnamed?: string;
  /** The phrase a pronoun was read as ("it" → "corporate card"). */
  referent?: string;
}

/** Share of the question's weight that the new message keeps, by how clearly it is a follow-up. */
export const OWN_SHARE: Record<FollowUpSignal, number> = { cue: 0.55, short: 0.5, none: 0.8 };
/** A question with no cue and at least this many known words of its own keeps this share of the weight. */
const FULL_QUESTION_WORDS = 6;
const FULL_QUESTION_SHARE = 0.9;
const MAX_CARRIED = 16;
/** Chinese questions of at most this many characters may leave their subject out (能借多久？, 要在多长时间内报告？). */
const ZH_SHORT = 10;
/** Shown carried words have at least this share of the rarest carried word's idf. */
const SHOWN_IDF_SHARE = 0.5;
/** A title word names its policies when at most this many times as many (plus this many) policies use it. */
const NAMING_SPREAD = 2;
/** BM25 idf 2 ≈ a word in at most one passage in eight. */
const UNNAMED_MIN_IDF = 2;

/** How much an unknown word of the story around a question counts (see story.ts). */
const STORY_WEIGHT = 0.3;
/** How much a known word of the thing asked for counts ("what training", "how many pages"; see answer-type.ts). */
const ASKED_WEIGHT = 2;
/** ...when at least this many words come before the question word. */
const PREAMBLE_WORDS = 3;
/** What an equivalent of a word of the question counts for: English for Chinese (glossary.ts), formal for everyday (synonyms.ts). */
const GLOSS_WEIGHT = 1;

export function rewriteOffline(query: Query, vocab?: Vocab): RewriteResult {
  const idf = (t: string) => vocab?.idf(t) ?? 1;
  // "Different question: …" closes the topic before it: nothing is carried, no policy is in focus.
  const fresh = newTopicCue(query.text);
  // "Is that right?" and the preface "last one," name nothing: what it asks about is all in the thread before it.
  // "How does on-call compensation work?": the closing "work" asks how, like "how soon"; it is not the remote-work kind.
  const asked = withoutPreface(fresh ? query.text.slice(fresh.length) : asksToCheck(query.text) ? "" : query.text).replace(HOW_WORKS, "$1").replace(DO_FIRST, "$1");
  // Words of the story around the question ("…when im dropping in town centres", "on the light rail") that the knowledge base has never seen count for little.
  const story = new Set([...storyTerms(asked), ...circumstanceTerms(asked), ...settingTerms(asked)]);
  // "I'm a new PhD student starting in the lab next week, what training do I need?": after a preamble
  // on who is asking and when, the thing asked for outweighs it. Without one ("what is the hotel
  // limit for sales?") every word is the question's own.
  const askedFor = new Set(terms(askedThing(asked, PREAMBLE_WORDS).join(" ")));
  // "年假有多少天？", "petrol money": equivalents the knowledge base uses are searched too (synonyms.ts).
  const native = uniqueTerms(asked);
  const knowsTerm = vocab && ((t: string) => vocab.knows(t));
  const { terms: gloss, bridged, idiomatic, gaps } = equivalents(asked, knowsTerm);
  // "I'm in Spain on holiday… Can I get those days back?": where the story happens ("abroad") is no subject.
  const askingOnly = askingPart(asked);
  const askedAbroad = askingOnly === undefined || !knowsTerm ? undefined : countryTerms(askingOnly, knowsTerm);
  const sceneAbroad = askedAbroad && knowsTerm ? new Set([...countryTerms(asked, knowsTerm)].filter((t) => !askedAbroad.has(t))) : new Set<string>();
  // "We're having a baby in March, how much leave…", "…this morning": when the story happens is no subject.
  const when = new Set([...(askedFor.size ? whenTerms(asked) : []), ...recentTerms(asked)].filter((t) => !askedFor.has(t)));
  const frame = frameTerms(asked);
  const scene = (t: string) =>
    ((story.has(t) || bridged.has(t)) && vocab && !vocab.knows(t)) || when.has(t) || idiomatic.has(t) || frame.has(t) ? STORY_WEIGHT : askedFor.has(t) && vocab?.knows(t) ? ASKED_WEIGHT : !native.includes(t) && gloss.has(t) ? GLOSS_WEIGHT * (gloss.get(t) ?? 0) * (sceneAbroad.has(t) ? STORY_WEIGHT : 1) : 1;
  const earlier = fresh ? [] : [query.summary, ...query.history.map((m) => m.text), ...query.state.topicTerms].filter(Boolean);
  const unresolved = unresolvedReference(asked, earlier, uniqueTerms);
  // A word in most passages ("the policy", "the company") is the setting itself, not a thing to name.
  const specific = (t: string) => Boolean(vocab?.knows(t)) && idf(t) >= UNNAMED_MIN_IDF;
  const unnamed = unresolved ? undefined : unnamedThing(asked, earlier, uniqueTerms, specific, (t) => vocab?.knows(t) ?? false);
  // An idiom's own words ("take holiday", "sign off") are not what it asks about; its equivalents are.
  // "general staff, not sales" to "which one applies?": what the reply rules out is not searched for.
  const refused = query.state.pendingClarify ? refusedTerms(asked, (p) => [...equivalents(p, knowsTerm).terms.keys()]) : new Set<string>();
  const own = [...native.filter((t) => !idiomatic.has(t)), ...[...gloss.keys()].filter((t) => !native.includes(t))].filter((t) => !refused.has(t));
  const tellsWho = !EN_QUESTION.test(asked) && readerRoles(asked).length > 0;
  const { weights: contextTerms, recurrence, framed } = conversationTerms(query);
  const pending = asksAnew(asked, own, query.state.pendingClarify, vocab) ? undefined : query.state.pendingClarify;
  const base: Omit<RewriteResult, "weights" | "signal" | "ownShare" | "unknownShare" | "unresolved" | "unnamed"> = {
    text: query.text,
    original: query.text,
    isFollowUp: false,
    carriedTerms: [],
    ownTerms: own,
    replacedTerms: [],
    focusPolicies: query.state.policies.slice(0, 2),
    method: "none",
  };
  if (fresh || (!contextTerms.size && !pending)) {
    const focusPolicies = fresh ? [] : leaningOn(base.focusPolicies, "none", query.state);
    // "Do we get a company pension?": a benefit no policy names is what is asked, however common the rest.
    const share = !vocab ? 0 : unknownBenefit(asked, vocab) ? 1 : unknownShare(asked, vocab, gaps);
    return { ...base, focusPolicies, weights: new Map(own.map((t) => [t, scene(t)])), signal: "none", ownShare: 1, unknownShare: share, unresolved, unnamed };
  }

  // Choosing an offered option (a button, its value typed back, or a reply that rules the others out) re-asks the pending question of it.
  const { picked, said, left } = replyChoice(pending, query.text, own, refused, vocab);
  // "both": the pending question, of every option offered.
  const every = picked ? undefined : everyOption(pending?.options, query.text);
  if (pending && (picked?.policyId || every)) {
    // "both actually, my laptop and my ramp card were in it": what follows "both" says what the question is of.
    const retry = rewriteOffline({ ...query, text: every ? `${pending.question} ${query.text}` : pending.question, state: { ...query.state, pendingClarify: undefined } }, vocab);
    return { ...retry, original: query.text, isFollowUp: true, restrictTo: every ?? [picked!.policyId!], everyOption: Boolean(every) };
  }
  // A number is a value ("what about 7,000?"), known or not: it swaps one of the question before.
  const knownOwn = own.filter((t) => isNumberTerm(t) || (vocab?.knows(t) ?? true));
  // Words the knowledge base has never seen do not make a message elliptical: they make it new,
  // unless a pronoun points back ("how long can I keep it?").
  // A short Chinese question drops its subject as a matter of course (能借多久？): its unknown pairs are not a new subject.
  const chinese = cjkRatio(asked) > 0.5;
  const zhShort = chinese && [...asked].filter((c) => isCjk(c)).length <= ZH_SHORT;
  // "What if I run out?" supposes something of the situation just discussed, whatever words it uses.
  const supposes = SUPPOSES.test(asked);
  // A time ("what about on weekends?") says when the same question applies, "how early…?" how far ahead of it, "deadline?" what is asked of it: no new subject.
  const frames = (t: string) => TIME_WORDS.has(t) || (isLeadWord(t) && asksLeadTime(asked)) || namesAnswerKind(t);
  const onlyUnknown = !knownOwn.length && own.some((t) => !frames(t));
  // "Found a laptop under a sofa…, what do I do with it?": a pronoun the message itself names the thing of
  // points back only while the policies in focus use half its words or the person said one before.
  const ownSubject = !pending && vocab?.mentions !== undefined && usedInFocus(knownOwn, base.focusPolicies, vocab) * 2 < knownOwn.length && !repeatsAsker(knownOwn, query.history);
  const pointsBack = refersBack(asked, ownSubject);
  let signal: FollowUpSignal = pending ? "cue" : onlyUnknown && !pointsBack && !zhShort && !tellsWho && !supposes ? "none" : followUpSignal(query.text, knownOwn.length, ownSubject);
  // "Do employees get stock options?" found nothing; "Does the company match pension contributions?"
  // is brief, but with no cue it is the next question, not more of one the policies never answered.
  // "ok." after a miss accepts it: the question after it is new too.
  const afterMiss = lastWasMiss(query) && !pointsBack;
  if (afterMiss) {
    const rest = withoutAcknowledgement(query.text);
    if (rest !== query.text && signal === "cue") signal = followUpSignal(rest, knownOwn.length, ownSubject);
    if (signal === "short") signal = "none";
    // "那每年的学习预算是多少？" after a question nothing answered: a cue word before a subject of its own opens the next question.
    if (signal === "cue" && chinese && knownOwn.length >= 2) signal = "none";
  }
  // "厨房的冷藏冰箱应该保持在几度？" after the bank-holiday pay: few words known, most only another policy's: its own subject.
  const zhSubject = signal !== "cue" && chinese && !zhShort && !pending && !supposes && vocab !== undefined && namesOtherPolicy(knownOwn, base.focusPolicies, vocab);
  if (zhSubject) signal = "none";
  else if (signal === "none" && vocab && soundsGeneric(knownOwn, contextTerms, base.focusPolicies, chinese, vocab)) signal = "short";
  // "our walk in is reading 9 degrees" right after an answer adds to that question; its own words keep a new question's share.
  const remark = signal === "none" && !chinese && !pending && !afterMiss && asksNothing(asked) && query.history.some((m) => m.role === "assistant");
  if (remark) signal = "short";
  const replaced: string[] = [];
  const substitutions: [string, string][] = [];
  const people = peoplesWords(query);
  for (const old of [...contextTerms.keys()]) {
    const by = own.find((t) => (conflicts(t, old) && sameUnit(t, query.text, old, people)) || swapsPeriod(t, query.text, old, people));
    if (by) {
      contextTerms.delete(old);
      replaced.push(old);
      substitutions.push([old, by]);
    }
  }
  // "and sales staff?" after "what about interns?": the reader named now takes the place of the one named before.
  if (signal !== "none" && own.some((t) => isPerson(t))) {
    for (const old of [...contextTerms.keys()]) if (isPerson(old) && !own.includes(old)) contextTerms.delete(old);
  }
  for (const t of own) contextTerms.delete(t);
  // "And for phones?" after a question about the bike allowance: a word that names another policy
  // switches the subject, so the words that named the old one are dropped and its prior with them; zhSubject leaves the prior too.
  let focusPolicies = zhSubject ? [] : base.focusPolicies;
  // After a clarifying question the message does not answer, the policies it offered are what it leaves.
  const offered = query.state.pendingClarify && !pending ? query.state.pendingClarify.options.flatMap((o) => (o.policyId ? [o.policyId] : [])) : [];
  const focus = new Set([...focusPolicies, ...offered]);
  // "find" in "Help finding proof of ID" names nothing: policies everywhere use it. A word names the
  // policies whose titles hold it only when few others use it too.
  const livesIn = (t: string, named: number) => (vocab?.policiesUsing?.(t) ?? 0) <= NAMING_SPREAD * named + NAMING_SPREAD;
  // A word naming another of the current policy's family ("sales" after the interns' rules) names it
  // however many other policies use it: the family's rules differ by who asks.
  const kin = vocab?.references ? new Set([...focus].flatMap((id) => [...familyOf(id, vocab)])) : new Set<string>();
  // The member the current policy hands the word's readers over to is what the conversation is about now.
  const handedTo: string[] = [];
  // "ok what if im a phd student" after the lab rules: who asks moves the talk only within the policy's family.
  const role = new Set(ownRole(asked));
  const switchedTo = own.flatMap((t) => {
    // A thing put in place of the last one, in words one policy alone uses, names that policy too.
    const titled = vocab?.policiesNamedBy?.(t) ?? [];
    if (role.has(t) && !titled.some((id) => kin.has(id))) return [];
    const named = titled.length || !vocab ? titled : soleUserNamed(t, asked, knownOwn, [...focus], vocab);
    // A word shared by many titles ("benefits", "leave") names no one policy in particular.
    const elsewhere = named.length && named.length <= 3 && !named.some((id) => focus.has(id)) && (livesIn(t, named.length) || named.some((id) => kin.has(id)));
    // ...and only if the current policy does not talk about it at all, other than to hand those readers
    // over to their own member ("Students … follow the Student Conference Travel Grants policy").
    const kinNamed = named.filter((id) => kin.has(id));
    const handed = kinNamed.length > 0 && [...focus].some((id) => vocab?.handsOver?.(id, t));
    if (elsewhere && handed) handedTo.push(...kinNamed);
    return elsewhere && ![...focus].some((id) => vocab?.mentions?.(id, t) && !handed) ? named : [];
  });
  // A title or tag said word for word ("annual leave") names its policy, though each word alone is common;
  // not in a reply to "which one?", nor in "I'm academic staff", which says who asks, nor beside a thing never named.
  const namesAnew = !pending && !unnamed && !unresolved && (asksAnywhere(asked) || cjkRatio(asked) > 0.3);
  // ...unless the policy being discussed uses those words too.
  const usedHere = (id: string) => {
    const words = own.filter((t) => vocab?.policiesNamedBy?.(t)?.includes(id));
    return [...focus].some((f) => words.every((t) => vocab?.mentions?.(f, t)));
  };
  if (namesAnew) switchedTo.push(...(vocab?.policiesNamedByPhrase?.(terms(asked)) ?? []).filter((id) => !focus.has(id) && !usedHere(id)));
  // ...but not when a pronoun says the subject stays ("By when do I have to use them?": "use" is a
  // title word of another policy, yet "them" are the days just discussed).
  // "And if I add a few vacation days?" supposes more of the trip just discussed: a word another policy's
  // title uses does not move it there, unless it names another member of the current policy's family.
  const staysOn = supposes && !switchedTo.some((id) => kin.has(id));
  if (signal !== "none" && focus.size && switchedTo.length && !pointsBack && !staysOn) {
    const keeps = (t: string) => (vocab?.policiesNamedBy?.(t) ?? []).some((id) => switchedTo.includes(id));
    for (const t of [...contextTerms.keys()]) {
      const named = vocab?.policiesNamedBy?.(t) ?? [];
      if (named.some((id) => focus.has(id)) && !keeps(t)) {
        contextTerms.delete(t);
        replaced.push(t);
      }
    }
    focusPolicies = [...new Set(handedTo)];
    // The subject changed and nothing but brevity said "go on": the rest of the old conversation
    // counts as little as for a new question. "And if I add vacation days?" still goes on.
    if (signal === "short") signal = "none";
  }
  // A CJK pair cut across two words (欢神 in 喜欢神雕) is rare, so it would look most specific: discount it.
  const carried = [...contextTerms.entries()]
    .map(([t, w]): [string, number] => [t, w * (vocab?.cohesion?.(t) ?? 1)])
    .filter(([t, w]) => (vocab?.knows(t) ?? true) && w > 0)
    .sort((a, b) => b[1] * idf(b[0]) - a[1] * idf(a[0]))
    .slice(0, MAX_CARRIED);

  const isFollowUp = signal !== "none" && carried.length > 0;
  let text = query.text;
  // Shown first: terms that recur (the subject), then the heaviest.
  // A carried word far more common than the subject's rarest one ("learn" beside "GMO") is talk around
  // the subject: it is searched, not shown.
  const rarest = Math.max(0, ...carried.map(([t]) => idf(t)));
  const subject = carried
    .filter(([t]) => idf(t) >= SHOWN_IDF_SHARE * rarest && !framed.has(t))
    .map(([t, w]) => ({ t, key: (recurrence.get(t) ?? 0) >= 2 ? 1 : 0, w: w * idf(t) }))
    .sort((a, b) => b.key - a.key || b.w - a.w)
    .map((x) => x.t);
  // "我是实习生" after a choice between the general and the sales policy: the reply names a policy that was
  // not offered (the interns' one); the pending question is asked of it instead.
  const other = pending && !said ? unofferedNamed(pending.options, own, livesIn, vocab) : [];
  let referent: string | undefined;
  let resolved: boolean | undefined;
  // What a pronoun stands for may be any word the people used that the knowledge base knows, carried or not.
  const knows = (t: string) => vocab?.knows(t) ?? true;
  const namable = [...contextTerms.keys()].filter(knows);
  if (isFollowUp) ({ text, referent, resolved } = standaloneText(query, subject, substitutions, namable, knows));
  // "How often does it need to be redone?": what "it" clearly stands for is part of the question itself.
  const stands = referent && resolved ? uniqueTerms(referent).filter((t) => contextTerms.has(t) && !own.includes(t)) : [];
  const asking = [...own, ...stands];
  // A new question after a miss owes nothing to the one that found nothing: "leave" from "maternity
  // leave?" would pull "visitors are asked to leave the bay" into "can my mum visit the maternity ward?".
  const searched = afterMiss && signal === "none" ? [] : carried.filter(([t]) => !stands.includes(t) && !framed.has(t));

  // "Who needs to sign off on a business trip that lasts 7 working days?" after the password answer: a
  // question that says this much of its own owes the conversation less.
  const saysItAll = signal === "none" && EN_QUESTION.test(asked) && knownOwn.length >= FULL_QUESTION_WORDS;
  let ownShare = asking.length ? (saysItAll ? FULL_QUESTION_SHARE : remark ? OWN_SHARE.none : OWN_SHARE[signal]) : 0;
  if (!searched.length) ownShare = 1;
  const weights = searchWeights(asking, searched, ownShare, scene, vocab);
  return {
    ...base,
    focusPolicies: leaningOn(focusPolicies, signal, query.state),
    text,
    isFollowUp,
    carriedTerms: carried.map(([t]) => t).filter((t) => !framed.has(t)),
    replacedTerms: replaced,
    restrictTo: said ? [said] : other.length ? other : pending ? left.map((o) => o.policyId!) : undefined,
    method: "offline",
    weights,
    signal,
    ownShare,
    // "I paid for groceries with it": new words around a pronoun for the subject describe a situation
    // the subject's policy may cover; they do not make the question about something else.
    // "I'm a doctor, F1": a reply that only says who is asking describes the reader, not a new subject.
    // ...but "can I appeal it?" asks to do what no policy names: the pronoun keeps the subject, not the act.
    unknownShare: vocab && (!(isFollowUp && (pointsBack || zhShort || tellsWho || supposes || own.every((t) => frames(t) || vocab.knows(t)))) || unknownAct(asked, vocab)) ? unknownShare(asked, vocab, gaps) : 0,
    unresolved,
    unnamed,
    referent,
  };
}
