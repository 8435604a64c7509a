/** Text primitives shared by the local tools: word tokens, stop words, stems, sentences. */

const WORD = /[\p{L}\p{N}]+(?:[.'’_-][\p{L}\p{N}]+)*/gu;

/** Word tokens in order, case preserved (numbers with inner dots or dashes stay whole). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Word count, the unit of the local engine's `token_used`. */
export function countWords(text: string): number {
  let n = 0;
  for (const _ of text.matchAll(WORD)) n++;
  return n;
}

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are as at be because been before being below between both but by
   can could did do does doing down during each few for from further had has have having he her here hers him his how i
   if in into is it its itself just me more most my no nor not now of off on once only or other our ours out over own
   same she should so some such than that the their theirs them then there these they this those through to too under
   until up very was we were what when where which while who whom why will with would you your yours attached file
   document according give given named name listed list`
    .split(/\s+/)
    .filter(Boolean),
);

/** A light suffix-stripping stemmer: enough to match plurals and common inflections. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 3 || /\d/.test(w)) return w;
  for (const [suffix, repl] of [
    ['ational', 'ate'],
    ['ization', 'ize'],
    ['ies', 'y'],
    ['sses', 'ss'],
    ['ness', ''],
    ['ments', 'ment'],
    ['ings', ''],
    ['ing', ''],
    ['edly', ''],
    ['ed', ''],
    ['es', 'e'],
    ['s', ''],
  ] as const) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, w.length - suffix.length) + repl;
      break;
    }
  }
  return w;
}

/** Content terms of a text: lower-cased, stop words removed, stemmed. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const lower = w.toLowerCase();
    if (STOP_WORDS.has(lower)) continue;
    out.push(stem(lower));
  }
  return out;
}

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|St|vs|No|Inc|Ltd|Co|Jr|Sr|approx|cf|al)\.$/i;

/**
 * Split text into sentences. Line breaks that end a line of a list or table
 * (a short line, or a line followed by a blank line) also end a sentence.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  // Words hyphenated across a line break are joined (U+2010 marks typeset hyphenation).
  const joined = text.replace(/(\p{L})‐\n\s*(\p{Ll})/gu, '$1$2').replace(/(\p{L})-\n\s*(\p{Ll})/gu, '$1-$2');
  for (const block of joined.split(/\n\s*\n/)) {
    const lines = block.split('\n');
    const structured = lines.length > 1 && lines.every((l) => l.trim().length < 100 || /[,;\t|]/.test(l));
    const units = structured ? lines : [lines.join(' ')];
    for (const unit of units) {
      let start = 0;
      const s = unit.replace(/\s+/g, ' ');
      for (const m of s.matchAll(/[.!?](?=\s+["'(]?[A-Z0-9])/g)) {
        const end = m.index! + 1;
        if (ABBREVIATIONS.test(s.slice(Math.max(0, end - 8), end))) continue;
        if (/\d\.$/.test(s.slice(0, end)) && /^\s*\d/.test(s.slice(end))) continue;
        out.push(s.slice(start, end).trim());
        start = end;
      }
      const rest = s.slice(start).trim();
      if (rest) out.push(rest);
    }
  }
  return out.filter((x) => /[\p{L}\p{N}]/u.test(x));
}
