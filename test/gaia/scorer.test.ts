import { describe, expect, it } from 'vitest';
import { exactMatch, lcsLength, qualityScore, rougeL } from '../../gaia/scorer.js';

describe('exactMatch', () => {
  it('trims but is case-sensitive', () => {
    expect(exactMatch(' 1991 ', '1991')).toBe(true);
    expect(exactMatch('marta lindqvist', 'Marta Lindqvist')).toBe(false);
    expect(exactMatch(null, '')).toBe(false);
  });
});

describe('rougeL', () => {
  it('is the F1 of the LCS over lower-cased word tokens', () => {
    expect(lcsLength(['a', 'b', 'c', 'd'], ['a', 'c', 'd', 'e'])).toBe(3);
    // answer 4 tokens, expected 2, LCS 2: P = 0.5, R = 1, F1 = 2/3
    expect(rougeL('the Mozilla Foundation inc', 'Mozilla Foundation')).toBeCloseTo(2 / 3, 10);
    expect(rougeL('Central, Riverside, Westgate', 'central riverside westgate')).toBe(1);
    expect(rougeL('nothing shared', 'other words')).toBe(0);
    expect(rougeL(null, 'x')).toBe(0);
  });

  it('quality is the mean of EM and ROUGE-L', () => {
    expect(qualityScore(true, 1)).toBe(1);
    expect(qualityScore(false, 0.5)).toBe(0.25);
  });
});
