/** What the question asks of the answer beyond its words (compose.ts reads it). */
import type { AnswerType } from "./answer-type.js";
import type { Quantity } from "./quantity.js";

/** What the question asks for beyond its words, and what the conversation has already said. */
export interface AnswerShape {
  /** A figure is wanted; "quantity" when asked for outright ("how much", 多少), "limit" when a limit is. See asksForNumber (question-shape.ts). */
  wantsNumber?: boolean | "quantity" | "limit";
  /** The bot's recent replies: their sentences are not quoted again unless asked for anew. */
  said?: string;
  /** The kind of answer asked for ("how long" → duration). */
  type?: AnswerType;
  /** A pronoun keeps the subject ("it was reading 11"): the section just quoted stays. */
  pointsBack?: boolean;
  /** Terms the conversation carries, whether or not this message follows up on them. */
  context?: string[];
  /** Amounts the question states ("a gift worth 150 CNY"): a line whose limit they fall within applies. */
  amounts?: Quantity[];
  /** The message swaps a value of the last question ("那一线城市呢？"): the line just quoted may hold for it too. */
  swapped?: boolean;
  /** The people's messages, newest first: who is asking ("I'm a nurse"). */
  askers?: string[];
  /** A follow-up that asks nothing of its own ("I'm academic staff"): the last question still stands. */
  asksNothing?: boolean;
  /** A message that states and asks nothing ("our walk-in is reading 9 degrees"): what applies to its amount is the answer. */
  saysOnly?: boolean;
  /** A follow-up whose only words ask for a figure or compare one ("til when?", "can it ever be more?"). */
  asksOfSaid?: boolean;
  /** The passages the last answer quoted. */
  saidChunks?: string[];
  /** The question is asked outside working hours (clock.ts). */
  outOfHours?: boolean;
  /** Numbers the question says with a unit of time ("4 years"): "4 weeks" does not match them. */
  timeUnits?: Map<string, string>;
  /** Words of a tag the question says word for word ("work from home"): they name the policy as its title does. */
  namedBy?: string[];
  /** The message as the person wrote it. */
  message?: string;
  /** The question asks what to do ("what do I do?"): a section headed with what happened lists the steps (steps.ts). */
  asksSteps?: boolean;
  /** The question asks a maximum ("最多多少钱？", "what's the max?"): a line that sets one ("at most 200 CNY") answers. */
  asksLimit?: boolean;
  /** The question asks what a word means ("what counts as restricted data?"): a line led by the word ("Restricted: …") defines it. */
  asksDefinition?: boolean;
  /** A follow-up that compares the figure just said ("what if we need more?"): a line on going beyond it answers. */
  comparesSaid?: boolean;
}
