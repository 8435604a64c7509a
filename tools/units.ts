/**
 * Units of time and size, and the conversion of a number the document gives
 * in one of them into the unit a question asks for ("the default is 112640
 * bytes … expressed in KiB" → 110).
 */

interface Unit {
  dimension: 'time' | 'size';
  /** Seconds or bytes in one of it. */
  factor: number;
}

const TIME: [RegExp, number][] = [
  [/^(?:ns|nsecs?|nanoseconds?)$/i, 1e-9],
  [/^(?:us|µs|usecs?|microseconds?)$/i, 1e-6],
  [/^(?:ms|msecs?|milliseconds?)$/i, 1e-3],
  [/^(?:s|secs?|seconds?)$/i, 1],
  [/^(?:mins?|minutes?)$/i, 60],
  [/^(?:h|hrs?|hours?)$/i, 3600],
  [/^days?$/i, 86400],
  [/^weeks?$/i, 604800],
];
const SIZE: [RegExp, number][] = [
  [/^(?:bytes?|B)$/, 1],
  [/^(?:KiB|kibibytes?)$/i, 1024],
  [/^(?:MiB|mebibytes?)$/i, 1024 ** 2],
  [/^(?:GiB|gibibytes?)$/i, 1024 ** 3],
  [/^(?:kB|KB|kilobytes?)$/, 1000],
  [/^(?:MB|megabytes?)$/, 1000 ** 2],
  [/^(?:GB|gigabytes?)$/, 1000 ** 3],
];

/** The unit a word names, or null. */
export function unitOf(word: string): Unit | null {
  for (const [re, factor] of TIME) if (re.test(word)) return { dimension: 'time', factor };
  for (const [re, factor] of SIZE) if (re.test(word)) return { dimension: 'size', factor };
  return null;
}

const UNIT_WORD = String.raw`(nanoseconds?|microseconds?|milliseconds?|seconds?|minutes?|hours?|days?|weeks?|bytes?|KiB|MiB|GiB|kB|KB|MB|GB|kibibytes?|mebibytes?|gibibytes?|kilobytes?|megabytes?|gigabytes?)`;
/** Where a question asks for its unit: "how many hours", "in milliseconds?", "expressed in KiB", "answer in seconds". */
const WANTED = new RegExp(
  String.raw`\bhow many\s+${UNIT_WORD}\b|\b(?:expressed|given|answer(?:ed)?|converted|written|measured|it|that|this)\s+in\s+${UNIT_WORD}\b|\bin\s+${UNIT_WORD}\s*(?:[?)]|$)`,
  'i',
);
/** Where a question names the unit the document uses: "is set in microseconds", "in seconds". */
const GIVEN = new RegExp(String.raw`\b(?:set|given|specified|stated|written|defined|expressed|listed|measured)?\s*in\s+${UNIT_WORD}\b`, 'gi');

/**
 * `answer` in the unit the question asks for, when the document gives it
 * in another unit of the same kind: the unit written right after the
 * number in the evidence, or else the one the question says the document
 * uses. Unchanged when the question asks for no unit, the units agree, or
 * the number's unit is unknown.
 */
export function inAskedUnit(question: string, answer: string, evidence: readonly string[]): { answer: string; why: string } | null {
  const value = Number(answer.replace(/,/g, ''));
  if (!/^\d[\d,]*(?:\.\d+)?$/.test(answer.trim()) || !Number.isFinite(value)) return null;
  const wanted = WANTED.exec(question);
  const wantedWord = wanted ? (wanted[1] ?? wanted[2] ?? wanted[3])! : null;
  const target = wantedWord ? unitOf(wantedWord) : null;
  if (!wanted || !target) return null;
  // The unit after the number where the evidence writes it ("112640 bytes", "5000 us").
  const escaped = answer.trim().replace(/[.]/g, '\\.');
  let sourceWord: string | null = null;
  for (const text of evidence) {
    const m = new RegExp(String.raw`(?<![\w.])${escaped}\s*([A-Za-zµ]+)`).exec(text);
    if (m && unitOf(m[1]!)) {
      sourceWord = m[1]!;
      break;
    }
  }
  // Else the unit the question says the value is in, other than the one it wants.
  if (!sourceWord)
    for (const m of question.matchAll(GIVEN)) {
      if (m.index! >= wanted.index && m.index! < wanted.index + wanted[0].length) continue;
      sourceWord = m[1]!;
      break;
    }
  const source = sourceWord ? unitOf(sourceWord) : null;
  if (!source || source.dimension !== target.dimension || source.factor === target.factor) return null;
  const converted = (value * source.factor) / target.factor;
  const rounded = Math.round(converted * 1e6) / 1e6;
  return { answer: String(rounded), why: `${answer} ${sourceWord} in ${wantedWord}` };
}
