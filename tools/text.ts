/** Text primitives shared by the local tools: word tokens, stop words, stems, sentences. */

const WORD = /[\p{L}\p{N}]+(?:[.'’_-][\p{L}\p{N}]+)*/gu;

/** Word tokens in order, case preserved (numbers with inner dots or dashes stay whole). */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Word count, the unit of the local engine's `token_used`. */
// (`match` makes no match object per word, as `matchAll` does: twice as fast on the short texts of triples, and as fast on a
// whole document; a hand-written scanner was slower than the regular-expression engine on both.)
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

/**
 * A table of words for lookups by words the question or the document writes: without a prototype, so that "constructor" or
 * "toString" finds nothing rather than a function of `Object.prototype`.
 */
export function lookupTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}

/** Text with the words broken at a line's end whole again ("al‐" / "gorithm") and each run of white space one space. */
export function unbrokenText(text: string): string {
  return text.replace(/[‐-]\s*\n\s*/g, '').replace(/\s+/g, ' ');
}

/** A literal string as a regular-expression source. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Whether `text` holds `phrase` as whole words ("rr" is not in "currently"), case ignored. */
export function mentionsWhole(text: string, phrase: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
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

/** British and American spellings folded together (licence/license, colour/color, organise/organize). */
function foldSpelling(w: string): string {
  if (w.length <= 5) return w;
  return w
    .replace(/ence(s?)$/, 'ense$1')
    .replace(/our(s|ing|ed|ful|ite|ites)?$/, 'or$1')
    .replace(/isation(s?)$/, 'ization$1')
    .replace(/is(e|es|ed|ing)$/, 'iz$1');
}

/** A word without its plural ending ("ids" → "id", "boxes" → "box"), where the stem would cut deeper. */
export function singularOf(word: string): string {
  return word.replace(/(?<=ss|x|ch|sh|z)es$|(?<!s)s$/, '');
}

// Stems already worked out: a few thousand words recur across the questions and documents an agent reads.
const stems = new Map<string, string>();

/** A stem without its final "e", so that "manage" and "managed", "update" and "updated" meet. */
export function verbStem(word: string): string {
  return stem(word.toLowerCase()).replace(/e$/, '');
}

/** A light suffix-stripping stemmer: enough to match plurals, common inflections and spelling variants. */
export function stem(word: string): string {
  let w = stems.get(word);
  if (w === undefined) {
    if (stems.size >= 50_000) stems.clear();
    stems.set(word, (w = stemOf(word)));
  }
  return w;
}

/** Irregular past forms and their verbs: "who wrote luit" meets "written by". */
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    wrote: 'write',
    written: 'write',
    rewrote: 'rewrite',
    rewritten: 'rewrite',
    overwrote: 'overwrite',
    overwritten: 'overwrite',
    chose: 'choose',
    chosen: 'choose',
    began: 'begin',
    begun: 'begin',
    broke: 'break',
    broken: 'break',
    drew: 'draw',
    drawn: 'draw',
    drove: 'drive',
    driven: 'drive',
    froze: 'freeze',
    frozen: 'freeze',
    grew: 'grow',
    grown: 'grow',
    took: 'take',
    taken: 'take',
    shown: 'show',
    spoke: 'speak',
    spoken: 'speak',
    sent: 'send',
    sold: 'sell',
    taught: 'teach',
    brought: 'bring',
    bought: 'buy',
    caught: 'catch',
    kept: 'keep',
    held: 'hold',
    built: 'build',
  }),
);

function stemOf(word: string): string {
  const irregular = IRREGULAR.get(word.toLowerCase());
  if (irregular) return stemOf(irregular);
  // A possessive is its noun: "Vim's" is "vim".
  let w = foldSpelling(word.toLowerCase().replace(/['’]s$/, ''));
  if (w.length <= 3 || /\d/.test(w)) return w;
  for (const rule of [
    ['ational', 'ate'],
    ['ization', 'ize'],
    ['ies', 'y'],
    ['sses', 'ss', 1],
    // "class" and "classes", "alias" and "aliases" meet at the singular.
    ['iases', 'ias', 1],
    ['ss', 'ss', 1],
    ['ias', 'ias', 1],
    ['shes', 'sh', 2],
    ['ches', 'ch', 2],
    ['xes', 'x', 2],
    ['zes', 'z', 2],
    ['ness', ''],
    ['ments', 'ment'],
    ['ings', ''],
    ['ing', ''],
    ['edly', ''],
    ['ed', ''],
    ['es', 'e'],
    ['s', ''],
  ] as const) {
    const [suffix, repl, min = 3] = rule as readonly [string, string, number?];
    if (w.endsWith(suffix) && w.length - suffix.length >= min) {
      w = w.slice(0, w.length - suffix.length) + repl;
      break;
    }
  }
  return w;
}

/**
 * Content terms of a text: lower-cased, stop words removed, stemmed. A
 * token joined by hyphens or dots ("CVE-2010-0001", "command-line") gives
 * itself and its parts.
 */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    const lower = w.toLowerCase();
    if (STOP_WORDS.has(lower)) continue;
    out.push(stem(lower));
    if (/[-.]/.test(lower)) {
      for (const part of lower.split(/[-.]/)) if (part.length >= 2 && !STOP_WORDS.has(part)) out.push(stem(part));
    }
  }
  return out;
}

const ABBREVIATIONS = /\b(?:e\.g|i\.e|etc|Mr|Mrs|Ms|Dr|St|vs|No|Inc|Ltd|Co|Jr|Sr|approx|cf|al)\.$/i;

// A bare section number ("3 Usage") marks a new unit before a capital; "108 bytes in size" wraps a sentence on; so
// does "(ie. the prefix …)", which is no lettered item.
const LIST_MARKER =
  /^\s*(?!\(?(?:ie|eg|cf|viz|i\.e|e\.g)\.)(?:[-*•+]\s|\(?[a-zA-Z0-9]{1,3}[.)]\s|\(?[ivxIVX]{1,4}\)\s|\d+(?:\.\d+)*\.\s|\d+(?:\.\d+)*\s+(?=[^a-z\s])|#+\s|\*+\s)/;
/** " o adds agent forwarding": a lowercase "o" set in from the margin marks an item, as curl's and libssh2's notes write. */
const O_BULLET = /^\s+o\s+(?=\p{L})/u;
/**
 * A line laid out as columns: a gap of four or more spaces inside it (after
 * its indentation), or two gaps of three. Justified prose stretches its
 * spaces too ("data.   You  can  use"): a gap after a sentence's or clause's
 * punctuation is justification, not a column.
 */
function isColumns(line: string): boolean {
  // Fully justified prose ("Before   Linux   4.9,   some   bugs  affected"): every gap between its words is stretched,
  // all by about as much; a row of columns keeps single spaces inside its cells.
  const all = [...line.trim().matchAll(/(?<=\S)( +)(?=\S)/g)].map((m) => m[1]!.length);
  // (Folded, not spread: a line may hold more gaps than a call takes arguments.)
  const least = all.reduce((a, b) => Math.min(a, b), Infinity);
  const most = all.reduce((a, b) => Math.max(a, b), 0);
  if (all.length >= 4 && least >= 2 && most - least <= 1) return false;
  const gaps = [...line.trim().matchAll(/(?<=\S)( {3,}|\t+)(?=\S)/g)].filter((m) => !/[.?!:;,)]$/.test(line.trim().slice(0, m.index!)));
  return gaps.some((g) => g[1]!.length >= 4 || g[1]!.startsWith('\t')) || gaps.length >= 2;
}

/** A header field's line, as in mail, Debian control and copyright files ("Upstream-Contact: …"). */
const FIELD_LINE = /^[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)*:(?:[ \t]|$)/;

/**
 * A block whose every line is a comment ("# …", "// …", "; …", as in
 * configuration files) read as the prose it holds: the markers go, so its
 * wrapped sentences join up again. A lone "# Title" line is left alone.
 */
function uncommented(block: string): string {
  const lines = block.split('\n').filter((l) => l.trim() !== '');
  const marker = /^\s*(#+|\/\/|;+)(?:\s|$)/.exec(lines[0] ?? '')?.[1];
  if (!marker || lines.length < 2 || !lines.every((l) => l.trimStart().startsWith(marker))) return block;
  return lines.map((l) => l.trimStart().slice(marker.length).replace(/^ /, '')).join('\n');
}

/**
 * The units of a block of lines: wrapped prose is joined back into one
 * unit; a new unit starts at a list marker or heading, after a short line
 * (a list or table row), and at every line laid out as columns.
 */
/** "  egd - Use the module …": a one-word term, a dash and its description, one entry of a list. */
export const TERM_DASH = /^\s*[\w.+/-]{1,20} - [A-Z]/;

const RUNS_ON = /\s(?:the|a|an|of|and|or|nor|to|in|for|with|by|from|that|its|their)\s*$/;

function blockUnits(block: string): string[] {
  const lines = block.split('\n').filter((l) => l.trim() !== '');
  if (lines.length === 0) return [];
  // The block's usual line width: a line lengthened by rejoining a hyphenated word does not set it.
  const lengths = lines.map((l) => l.trimEnd().length).sort((a, b) => a - b);
  const width = lengths[Math.floor((lengths.length - 1) * 0.8)]!;
  const units: string[] = [];
  // "egd - Use …" opens an entry only in a block that holds two lines of that form ("Monday - Friday" in prose does not).
  const dashed = lines.filter((l) => TERM_DASH.test(l)).length;
  // A block of one item a line ("Treat branches as callchains: perf report --branch-history" over "To count events in
  // every 1000 msec: perf stat -I 1000"): three or more lines at one indent, each beginning with a capital and none
  // running on (a comma, a function word) into the next, is no wrapped paragraph. (One in ten may end so: "CSV format
  // with: perf stat -x,".)
  const indent = (l: string): number => l.length - l.trimStart().length;
  // (Wrapped prose breaks each line where the next word would not fit in the widest; items a line leave room for it.)
  const widest = Math.max(...lines.map((l) => l.trimEnd().length));
  const filled = lines.slice(0, -1).every((l, i) => l.trimEnd().length + 1 + (lines[i + 1]!.trim().split(/\s+/)[0]?.length ?? 0) > widest);
  const oneALine =
    lines.length >= 3 &&
    !filled &&
    lines.every((l) => indent(l) === indent(lines[0]!) && /^\s*\p{Lu}/u.test(l)) &&
    lines.filter((l) => /,\s*$/.test(l) || RUNS_ON.test(l.trimEnd())).length <= Math.floor(lines.length / 10);
  let current = '';
  /** The first line of the unit being read. */
  let first = '';
  lines.forEach((line, i) => {
    const prev = lines[i - 1];
    // A comment line and a line of code or settings next to it ("# Set path …" over "libdirs ../lib") are no one sentence.
    const comment = (l: string): boolean => /^\s*(?:#|\/\/|;)/.test(l);
    const startsNew =
      i === 0 ||
      oneALine ||
      // A label set out of a marked item's indent ends the item ("   - fix label use  [Karel Zak]" over "libfdisk:"); a
      // numbered paragraph's wrapped lines run back to the margin ("  3. You may opt to …" over "License instead of …").
      (LIST_MARKER.test(first) && indent(line) < indent(first) && /:\s*$/.test(line)) ||
      LIST_MARKER.test(line) ||
      // (Only after a line that ends a sentence or is such an item itself: "When the option" / "o is given …" goes on.)
      (O_BULLET.test(line) && (prev === undefined || /[.:!?]\s*$/.test(prev) || O_BULLET.test(prev))) ||
      (TERM_DASH.test(line) && dashed >= 2) ||
      // Header fields, one a line ("Upstream-Contact: Frank Denis" over "Source: https://…"), are no one sentence.
      (prev !== undefined && FIELD_LINE.test(line) && FIELD_LINE.test(prev)) ||
      isColumns(line) ||
      (prev !== undefined &&
        (isColumns(prev) ||
          comment(prev) !== comment(line) ||
          // A short line that stops on a function word ("* Neither the name of cereal nor the") runs on into a
          // lowercase line.
          (prev.trimEnd().length < Math.max(40, 0.6 * width) && !(RUNS_ON.test(prev) && /^\s*\p{Ll}/u.test(line)))));
    if (startsNew && current) {
      units.push(current);
      current = '';
    }
    if (!current) first = line;
    current = current ? `${current} ${line.trim()}` : line.trim();
  });
  if (current) units.push(current);
  return units;
}

/**
 * Split text into sentences. Wrapped lines are joined first (words
 * hyphenated across a break are rejoined); list items, headings, short
 * lines and column-laid rows stay units of their own.
 */
export function sentences(text: string): string[] {
  const out: string[] = [];
  // Words hyphenated across a line break are joined (U+2010 marks typeset hyphenation).
  const joined = text
    .replace(/(\p{L})‐\n\s*(\p{Ll})/gu, '$1$2')
    .replace(/(\p{L})-\n\s*(\p{Ll})/gu, '$1-$2')
    // A link's markup, Markdown's "[NaCl](http://nacl.cr.yp.to/)" or reStructuredText's "`vcpkg <https://…>`_", reads as
    // its text with the address after it in brackets (an image's, "![logo](…)", stays as written).
    .replace(/(?<![!\]])\[([^[\]\n]{1,80})\]\((https?:\/\/[^)\s]{1,300})\)/g, '$1 ($2)')
    .replace(/`([^`<\n]{1,80}?)\s*<(https?:\/\/[^>\s]{1,300})>`_{1,2}/g, '$1 ($2)');
  // A line that is only a comment marker separates paragraphs of a comment, as a blank line does.
  for (const block of joined.replace(/^[ \t]*(?:#+|\/\/|;+)[ \t]*$/gm, '').split(/\n\s*\n/)) {
    for (const unit of blockUnits(uncommented(block))) {
      let start = 0;
      const s = unit.replace(/\s+/g, ' ');
      for (const m of s.matchAll(/[.!?](?=\s+["'(]?[A-Z0-9])/g)) {
        const end = m.index! + 1;
        if (ABBREVIATIONS.test(s.slice(Math.max(0, end - 8), end))) continue;
        if (/(?:^|\s)[A-Z]\.$/.test(s.slice(0, end))) continue;
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

/**
 * Two dotted numbers or versions compared part by part ("1.10" after "1.9",
 * "v2.6.10" after "2.6.9"; a missing or non-numeric part counts as 0), then
 * as text when the parts tie.
 */
export function compareDotted(a: string, b: string): number {
  const parts = (x: string): number[] =>
    x
      .replace(/^v/i, '')
      .split(/[.-]/)
      .map((p) => parseInt(p, 10) || 0);
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) if ((pa[i] ?? 0) !== (pb[i] ?? 0)) return (pa[i] ?? 0) - (pb[i] ?? 0);
  return a.localeCompare(b);
}

/** Ordinal words in order: ORDINAL_WORDS[n - 1] is the word for n. */
export const ORDINAL_WORDS: readonly string[] = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
];

/** Cardinal numbers in words and their values ("seven" → 7). */
export const NUMBER_WORD_VALUES: Record<string, number> = lookupTable({
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
});

/** The number an ordinal word stands for ("fourth" → 4); undefined for another word. */
export function ordinalNumber(word: string): number | undefined {
  const i = ORDINAL_WORDS.indexOf(word.toLowerCase());
  return i < 0 ? undefined : i + 1;
}

/**
 * A rendered manual page's running header and footer ("UNIX(7)  Miscellaneous Information Manual  UNIX(7)",
 * "Linux man-pages 6.03  2023-02-10  UNIX(7)"): the document's first and last lines when they end with the page's
 * name and section, squeezed as sentences are. They are about the page, not evidence for a question about its subject.
 */
export function runningLines(doc: string): Set<string> {
  const lines = doc.split('\n').filter((l) => l.trim() !== '');
  const out = new Set<string>();
  for (const line of [lines[0], lines.at(-1)]) {
    if (line && /\S\s{2,}.*\b[\w.+:-]+\(\d\w{0,6}\)\s*$/.test(line.slice(-300))) out.add(line.trim().replace(/\s+/g, ' '));
  }
  return out;
}
