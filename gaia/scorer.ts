import { PY_WHITESPACE_RE, parsePythonFloat } from './python-float.js';

/**
 * Scorers. Pure functions over strings:
 * - questionScorer: GAIA's official scorer (leaderboard scorer.py), ported faithfully;
 * - exactMatch: trimmed, case-sensitive equality;
 * - rougeL: F1 of the longest common subsequence over lower-cased word tokens;
 * - qualityScore: (exact match + ROUGE-L) / 2.
 */

/** Lower-cased word tokens for ROUGE-L. */
export function rougeTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function exactMatch(answer: string | null, expected: string): boolean {
  return answer !== null && answer.trim() === expected.trim();
}

/** Length of the longest common subsequence of two token lists (O(n·m) time, O(m) space). */
export function lcsLength(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  let cur = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length]!;
}

/** ROUGE-L F1 in [0, 1]; 0 when either side has no tokens. */
export function rougeL(answer: string | null, expected: string): number {
  const a = rougeTokens(answer ?? '');
  const e = rougeTokens(expected);
  const lcs = lcsLength(a, e);
  if (lcs === 0) return 0;
  const precision = lcs / a.length;
  const recall = lcs / e.length;
  return (2 * precision * recall) / (precision + recall);
}

export function qualityScore(em: boolean, rouge: number): number {
  return ((em ? 1 : 0) + rouge) / 2;
}

// ---- GAIA's official question scorer -------------------------------------

const ASCII_PUNCTUATION = /[!"#$%&'()*+,\-./:;<=>?@[\\\]^_`{|}~]/g;

/** scorer.py normalize_number_str: drop `$`, `%` and `,`, then Python float(); unparseable → Infinity. */
export function normalizeNumberStr(numberStr: string): number {
  return parsePythonFloat(numberStr.replace(/[$%,]/g, '')) ?? Infinity;
}

/** scorer.py normalize_str: remove all whitespace, lower-case, and (optionally) ASCII punctuation. */
export function normalizeStr(input: string, removePunct = true): string {
  const lowered = input.replace(PY_WHITESPACE_RE, '').toLowerCase();
  return removePunct ? lowered.replace(ASCII_PUNCTUATION, '') : lowered;
}

/** scorer.py split_string: split on `,` or `;`, keeping empty pieces. */
export function splitString(s: string): string[] {
  return s.split(/[,;]/);
}

const isFloat = (s: string): boolean => parsePythonFloat(s) !== null;

/** What the list branch reports when the lengths differ (scorer.py warns and returns False). */
export type ScorerWarn = (message: string) => void;

/**
 * GAIA's question_scorer. The ground truth decides the branch: a number
 * (Python float rules), a list (contains `,` or `;`: element-wise, numbers as
 * numbers, strings without whitespace, lower-cased, punctuation kept), or a
 * string (whitespace and ASCII punctuation removed, lower-cased). A null
 * answer is the string "None".
 */
export function questionScorer(modelAnswer: string | null, groundTruth: string, warn: ScorerWarn = () => {}): boolean {
  const answer = modelAnswer ?? 'None';
  if (isFloat(groundTruth)) return normalizeNumberStr(answer) === parsePythonFloat(groundTruth);
  if (groundTruth.includes(',') || groundTruth.includes(';')) {
    const gt = splitString(groundTruth);
    const ma = splitString(answer);
    if (gt.length !== ma.length) {
      warn(`answer lists have different lengths (${ma.length} vs ${gt.length}), returning false`);
      return false;
    }
    return gt.every((g, i) => {
      const m = ma[i]!;
      if (isFloat(g)) return normalizeNumberStr(m) === parsePythonFloat(g);
      return normalizeStr(m, false) === normalizeStr(g, false);
    });
  }
  return normalizeStr(answer) === normalizeStr(groundTruth);
}
