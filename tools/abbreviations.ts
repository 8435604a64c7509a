import type { Events } from '../wire/packet.js';

type Event = Events['events'][number];

/**
 * The abbreviation a question asks to expand: "What does BIND stand for?",
 * "what is the acronym FFDC short for", "what is RPC an abbreviation of",
 * "the expansion of GC". An abbreviation has at least two capitals.
 */
export function askedAbbreviation(question: string): string | null {
  // An abbreviation of two capitals or more, its parts perhaps joined by hyphens ("AT-SPI").
  // The capitals are counted after the match: a pattern that placed them would backtrack
  // cubically on a long run of capitals.
  const token = String.raw`["“'‘\`]?([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)["”'’\`]?`;
  const forms = [
    new RegExp(
      String.raw`\b(?:does|do|did)\s+(?:the\s+)?(?:\w+\s+)?(?:abbreviation|acronym|initialism|term|short form|letters)?\s*${token}\s+(?:stand|stands)\s+for\b`,
    ),
    new RegExp(
      String.raw`\b(?:is|was)\s+(?:the\s+)?(?:abbreviation|acronym|initialism)?\s*${token}\s+(?:short for|an? (?:abbreviation|acronym|initialism) (?:of|for))\b`,
    ),
    new RegExp(String.raw`\b(?:expansion|expanded form|full form|long form)\s+of\s+(?:the\s+)?(?:abbreviation|acronym|initialism)?\s*${token}`),
  ];
  for (const re of forms) {
    const m = re.exec(question);
    if (m && (m[1]!.match(/[A-Z]/g)?.length ?? 0) >= 2) return m[1]!;
  }
  return null;
}

const JOINERS = new Set(['of', 'and', 'for', 'the', 'in', 'on', 'to', 'a', 'an', 'de', 'du', 'la', 'le', 'des', 'und', 'für', '&']);

/** The letters a word can give to an abbreviation: its capitals ("WebAssembly" → wa) or else its first letter. */
function lettersOf(word: string): string[] {
  const caps = word.replace(/[^A-Z]/g, '').toLowerCase();
  const first = word[0]!.toLowerCase();
  return caps.length >= 2 && word[0] === word[0]!.toUpperCase() ? [caps, first] : [first];
}

/**
 * A run of words in `text` whose initials spell `abbreviation` ("Berkeley
 * Internet Name Domain" for BIND), joining words ("of", "and", "the") allowed
 * inside the run, the run itself taken verbatim from the text without
 * Markdown marks. The run nearest an occurrence of the abbreviation wins.
 * Runs start with a capital unless `lowercase` (a sentence that holds the
 * abbreviation may spell it out in lower case: "garbage collection (GC)").
 */
export function expansionIn(abbreviation: string, text: string, lowercase = false): string | null {
  const want = abbreviation.toLowerCase().replace(/[^a-z0-9]/g, '');
  const clean = text.replace(/[[\]*_`]/g, '');
  const tokens = [...clean.matchAll(/[\p{L}\p{N}][\p{L}\p{N}'’]*|&/gu)];
  const near = tokens.filter((t) => t[0] === abbreviation).map((t) => t.index!);
  let best: { value: string; distance: number } | null = null;
  const walk = (i: number, k: number, first: number): void => {
    if (k === want.length) {
      const start = tokens[first]!.index!;
      const last = tokens[i - 1]!;
      const value = clean.slice(start, last.index! + last[0].length);
      const distance = near.length ? Math.min(...near.map((at) => Math.abs(at - start))) : 1e9;
      if (!best || distance < best.distance) best = { value, distance };
      return;
    }
    const t = tokens[i];
    if (!t || t[0] === abbreviation) return;
    const w = t[0];
    for (const letters of /^[\p{L}\p{N}]/u.test(w) ? lettersOf(w) : []) {
      if (want.startsWith(letters, k)) walk(i + 1, k + letters.length, first);
    }
    // A joining word inside the run, or a digit spelled as itself ("W3C").
    if (k > 0 && JOINERS.has(w.toLowerCase())) walk(i + 1, k, first);
  };
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i]![0];
    if (w !== abbreviation && (lowercase || /^[\p{Lu}\p{N}]/u.test(w))) walk(i, 0, i);
  }
  return (best as { value: string } | null)?.value ?? null;
}

/**
 * "What does X stand for": the words whose initials spell X, from the
 * sentences that hold X first, then from any sentence of the evidence.
 */
export function abbreviationAnswer(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  // 'They carry the prefix "gpgrt". What does that abbreviation stand for?': the word the question quotes.
  const referred =
    /\b(?:that|this|the)\s+(?:abbreviation|acronym|prefix|short form|name)\s+stands?\s+for\b|\bdoes\s+(?:that|this|the)\s+(?:abbreviation|acronym|prefix)\s+stand\s+for\b/i.test(
      question,
    )
      ? /["“']([\w-]{2,20})["”']/.exec(question)?.[1]
      : undefined;
  const abbreviation = askedAbbreviation(question) ?? referred ?? null;
  if (!abbreviation) return statedExpansion(question, evidence);
  const sentences = evidence.filter((e) => e.kind === 'sentence');
  // '"gpgrt" (GnuPG Run Time)': the words in brackets right after the abbreviation, when their initials spell it.
  const bracketed = new RegExp(String.raw`(?<![\w-])["“']?${abbreviation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["”']?\s*\(([^()]{2,60})\)`);
  for (const e of sentences) {
    const m = bracketed.exec(e.text);
    if (m && expansionIn(abbreviation, m[1]!, true) !== null) return { answer: m[1]!.trim(), why: `the words in brackets after ${abbreviation}` };
  }
  const holding = sentences.filter((e) => new RegExp(String.raw`(?<![\w-])${abbreviation}(?![\w-])`).test(e.text));
  for (const [group, lowercase] of [
    [holding, true],
    [sentences, false],
  ] as const) {
    for (const e of group) {
      const found = expansionIn(abbreviation, e.text, lowercase);
      if (found) return { answer: found, why: `the words whose initials spell ${abbreviation}` };
    }
  }
  return null;
}

/**
 * "What does the group name "dip" stand for?" where the name has no
 * capitals to spell: the phrase a best sentence says it stands for ("The
 * group's name stands for "Dialup IP"."), quoted or capitalised.
 */
function statedExpansion(question: string, evidence: readonly Event[]): { answer: string; why: string } | null {
  if (!/\bstands?\s+for\b|\bshort\s+for\b|\babbreviation\s+(?:of|for)\b/i.test(question)) return null;
  const ranked = evidence.filter((e) => e.kind === 'sentence').sort((a, b) => b.score - a.score);
  for (const e of ranked.slice(0, 5)) {
    const m = /\b(?:stands?\s+for|is\s+short\s+for|(?:is\s+)?an?\s+abbreviation\s+(?:of|for))\s+(?:["“']([^"”']{2,60})["”']|((?:[A-Z][\w-]*\s?)+))/.exec(
      e.text,
    );
    const phrase = (m?.[1] ?? m?.[2])?.trim();
    if (phrase) return { answer: phrase, why: `what "${e.text.slice(0, 60)}" says it stands for` };
  }
  return null;
}
