import { normalizeNumberStr, normalizeStr, splitString } from '../gaia/scorer.js';
import { parsePythonFloat } from '../gaia/python-float.js';

/** How GAIA's scorer judged an answer: the branch the ground truth chose, and both sides as that branch compares them. */
export interface ScorerAccount {
  branch: 'number' | 'list' | 'string';
  expected: string;
  answer: string;
  correct: boolean | null;
}

const show = (x: number | null): string => (x === null || !Number.isFinite(x) ? 'not a number' : String(x));

/**
 * The scorer's account of one result, after questionScorer (gaia/scorer.ts):
 * numbers as Python floats, lists element by element (numbers as numbers,
 * strings without whitespace, lower-cased), strings without whitespace or
 * ASCII punctuation, lower-cased. Null when the task has no ground truth.
 */
export function scorerAccount(answer: string | null, expected: string | null, correct: boolean | null): ScorerAccount | null {
  if (expected === null) return null;
  const a = answer ?? 'None';
  if (parsePythonFloat(expected) !== null)
    return { branch: 'number', expected: show(parsePythonFloat(expected)), answer: show(normalizeNumberStr(a)), correct };
  if (expected.includes(',') || expected.includes(';')) {
    const part = (s: string): string => (parsePythonFloat(s) !== null ? show(parsePythonFloat(s)) : normalizeStr(s, false));
    return {
      branch: 'list',
      expected: JSON.stringify(splitString(expected).map(part)),
      answer: JSON.stringify(
        splitString(a).map((s, i) => (parsePythonFloat(splitString(expected)[i] ?? '') !== null ? show(normalizeNumberStr(s)) : normalizeStr(s, false))),
      ),
      correct,
    };
  }
  return { branch: 'string', expected: normalizeStr(expected), answer: normalizeStr(a), correct };
}
