/**
 * Scorers. Pure functions over strings:
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
