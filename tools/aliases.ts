import type { Events } from '../wire/packet.js';
import { terms } from './text.js';

type Event = Events['events'][number];

/** "What other name …", "what else is X called", "also known as what": the question asks for a thing's second name. */
const ASKS_ALIAS =
  /\b(?:what|which|an?|any)\s+(?:other|another|alternative|alternate)\s+(?:name|term|word)\b|\b(?:what|which)\s+(?:name|term)\s+(?:else|besides)\b|\bwhat else is\b[^?]*\bcalled\b|\balso (?:known|called|referred to)\b|\bsynonym\b|\bby what name\b/i;

/** "X, sometimes called a read lock", "also known as Y", "a.k.a. Y", "otherwise called Y": the name after the phrase. */
const CALLED =
  /\b(?:(?:sometimes|also|often|commonly|usually|otherwise|informally|traditionally|more commonly)\s+(?:called|known as|referred to as|named|termed)|a\.k\.a\.?|aka|or,? as it is (?:also )?called,?)\s+["“'‘]?((?:(?:a|an|the)\s+)?[\w-]+(?:\s+[\w-]+){0,3}?)["”'’]?(?=\s*[.,;:)]|\s+(?:and|or|by|in|because|when|which|that)\b|$)/i;

/**
 * "What other name does the manual give for a shared lock?" over "Obtain a
 * shared lock, sometimes called a read lock.": the name a sentence gives the
 * thing after "sometimes called", "also known as", "a.k.a."; of several, the
 * one whose sentence holds most of the question's words. The article is not
 * part of the name. Null when the question asks for no other name or no
 * sentence gives one.
 */
export function aliasAnswer(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!ASKS_ALIAS.test(question)) return null;
  const want = new Set(terms(question));
  let best: { name: string; score: number; sentence: string } | null = null;
  for (const e of evidence) {
    if (e.kind !== 'sentence') continue;
    const text = e.text.replace(/\s+/g, ' ');
    const m = CALLED.exec(text);
    if (!m) continue;
    const name = m[1]!.replace(/^(?:a|an|the)\s+/i, '');
    // The thing named is in the words before the phrase; the question must name it too.
    const score = new Set(terms(text.slice(0, m.index)).filter((t) => want.has(t))).size;
    // A name the question already uses is the thing asked about, not its other name.
    if (score === 0 || terms(name).every((t) => want.has(t))) continue;
    if (!best || score > best.score) best = { name, score, sentence: text };
  }
  return best ? { answer: best.name, why: `the other name given in "${best.sentence.slice(0, 80)}"` } : null;
}

/** "0 is SIGEV_SIGNAL; 1 is SIGEV_NONE; and 2 is SIGEV_THREAD": one code and what it stands for (group 1, group 2). */
const CODE_PAIR =
  /(?:^|[;,:]\s*|\(\s*)(?:and\s+|or\s+)?(-?\d{1,4}|0x[0-9a-f]+)\s+(?:means that|is|means|=|indicates|selects|for)\s+(?:the\s+)?([^;,.()]{1,60}?)\s*(?=[;,.)]|$)/gi;

/**
 * "When the NOTIFY field shows 2, which notification method is in use?":
 * a sentence that lists codes and what each stands for ("0 is SIGEV_SIGNAL;
 * 1 is SIGEV_NONE; and 2 is SIGEV_THREAD"), at least two of them, read at
 * the number the question gives; of several such sentences, the one sharing
 * most of the question's words. Null when the question gives no number or
 * no sentence lists codes.
 */
export function codeMeaning(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (
    !/^\s*(?:when|if|where)\b[^?]*\b(?:which|what)\b|\b(?:which|what)\b[^?]*\b(?:shows?|is set to|has the value|holds|reads|equals?|value of|code)\s+-?\d/i.test(
      question,
    )
  )
    return null;
  const numbers = new Set([...question.matchAll(/(?<![\w.])(-?\d{1,4}|0x[0-9a-f]+)(?![\w.])/gi)].map((m) => m[1]!.toLowerCase()));
  if (numbers.size === 0) return null;
  const want = new Set(terms(question));
  let best: { answer: string; score: number; sentence: string } | null = null;
  for (const e of evidence) {
    if (e.kind !== 'sentence') continue;
    const text = e.text.replace(/\s+/g, ' ');
    const pairs = [...text.matchAll(CODE_PAIR)];
    if (pairs.length < 2) continue;
    const hit = pairs.find((p) => numbers.has(p[1]!.toLowerCase()));
    if (!hit) continue;
    const score = new Set(terms(text).filter((t) => want.has(t))).size;
    if (score > 0 && (!best || score > best.score)) best = { answer: hit[2]!.trim(), score, sentence: text };
  }
  return best ? { answer: best.answer, why: `the code the question gives, as "${best.sentence.slice(0, 80)}" lists it` } : null;
}
