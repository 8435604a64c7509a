import type { Events } from '../wire/packet.js';
import { terms } from './text.js';

type Event = Events['events'][number];

/**
 * What a "what does the text call X" question describes: X. Also "what is X
 * called", "what term/word/name does it use for X".
 */
export function describedThing(question: string): string | null {
  const m =
    /\bwhat (?:does|do|did) .+? (?:call|term|name|designate)s? (.+?)\s*\?*$/i.exec(question) ??
    /\bwhat (?:is|are|was|were) (.+?) (?:called|termed|referred to as|known as)\b/i.exec(question) ??
    /\bwhat (?:term|word|name|expression) (?:does|do|is) .*?\b(?:for|to (?:refer to|describe|designate|mean)) (.+?)\s*\?*$/i.exec(question) ??
    // "Which defined term in this license covers distributing the code …?"
    /\b(?:which|what)\s+(?:defined\s+|special\s+)?(?:term|word|name|expression|phrase)\b.*?\b(?:covers?|means?|refers? to|describes?|denotes?|designates?|is used for|stands? for)\s+(.+?)\s*\?*$/i.exec(
      question,
    );
  return m ? m[1]!.trim() : null;
}

/** A defined term in a text, with the words that describe it (before it, or after it for "X means …"). */
interface Definition {
  term: string;
  describedBy: string;
}

const QUOTED_TERM = String.raw`["“'‘]([^"”'’]{1,40})["”'’]`;
/** '(the "Affirmer")', '(hereinafter "the Seller")', '(referred to as "Licensor")': the term names what precedes it. */
const PARENTHETICAL = new RegExp(
  String.raw`\((?:each |the |a |an )?(?:hereinafter |hereafter |herein |together |collectively )?(?:called |referred to as |the |a )?${QUOTED_TERM}\)`,
  'g',
);
/** '"Licensor" means …', '"You" (or "Your") shall mean …': the term names what follows it. */
const MEANS = new RegExp(String.raw`${QUOTED_TERM}(?:\s*\([^)]*\))?\s+(?:shall mean|means|refers to|is defined as|denotes)\s+`, 'g');
/**
 * '… is called "X"', '… known as X', '… is said to be a dangling link.': the term names what precedes it (in lower case,
 * up to three words closing the clause).
 */
const CALLED =
  /\b(?:is|are|be) (?:called|termed|known as|referred to as|said to be) (?:an? |the )?(?:["“]([^"”]{1,50})["”]|([A-Z][\w-]*(?: [A-Z][\w-]*){0,3})|([a-z](?:[\w.-]*[\w-])?(?: [a-z](?:[\w.-]*[\w-])?){0,2}?)(?=\s*(?:[.;:,)](?:\s|$)|$)))/g;

export function definitionsIn(text: string): Definition[] {
  const out: Definition[] = [];
  for (const m of text.matchAll(PARENTHETICAL)) out.push({ term: m[1]!, describedBy: text.slice(Math.max(0, m.index! - 160), m.index!) });
  // (What a term is called for lies in its own sentence: "A hook that runs after it is called post-commit", not the one
  // before; "e.g. Kelp" ends none.)
  for (const m of text.matchAll(CALLED)) {
    const before = text.slice(Math.max(0, m.index! - 160), m.index!);
    const own = before.split(/(?<!\b(?:e\.g|i\.e|etc|vs|cf|approx|[A-Z])\.)(?<=[.!?])\s+(?=[A-Z])/).at(-1)!;
    out.push({ term: (m[1] ?? m[2] ?? m[3])!, describedBy: own });
  }
  for (const m of text.matchAll(MEANS)) out.push({ term: m[1]!, describedBy: text.slice(m.index! + m[0].length, m.index! + m[0].length + 160) });
  return out;
}

/**
 * "What does the licence call the person who …": the term defined for the
 * thing the question describes, in any of the usual phrasings of a
 * definition; the one whose description shares most of its words (and at
 * least half) wins, the nearer the description's words the better.
 */
export function definitionAnswer(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  const thing = describedThing(question);
  if (!thing) return null;
  const want = [...new Set(terms(thing))];
  if (want.length === 0) return null;
  // Ties go to the description sharing more of the thing's words as written, "after" and "before" too.
  const plain = new Set(thing.toLowerCase().match(/[a-z0-9]+/g) ?? []);
  let best: { term: string; score: number; words: number } | null = null;
  for (const e of evidence) {
    if (e.kind !== 'sentence') continue;
    for (const d of definitionsIn(e.text.replace(/\s+/g, ' '))) {
      const have = new Set(terms(d.describedBy));
      const score = want.filter((t) => have.has(t)).length / want.length;
      const words = new Set(d.describedBy.toLowerCase().match(/[a-z0-9]+/g) ?? []);
      const shared = [...plain].filter((w) => words.has(w)).length;
      if (score >= 0.5 && (!best || score > best.score || (score === best.score && shared > best.words))) best = { term: d.term, score, words: shared };
    }
  }
  return best ? { answer: best.term, why: `the term defined for "${thing}" (${Math.round(best.score * 100)}% of its words)` } : null;
}
