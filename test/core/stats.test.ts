import { describe, expect, it } from 'vitest';
import { mean, percentile, round } from '../../core/stats.js';

describe('percentile', () => {
  it('interpolates between closest ranks (numpy default)', () => {
    const xs = [15, 20, 35, 40, 50];
    expect(percentile(xs, 0)).toBe(15);
    expect(percentile(xs, 50)).toBe(35);
    expect(percentile(xs, 100)).toBe(50);
    expect(percentile(xs, 40)).toBeCloseTo(29, 10);
    expect(percentile(xs, 99)).toBeCloseTo(49.6, 10);
  });

  it('does not depend on input order and does not mutate it', () => {
    const xs = [4, 1, 3, 2];
    expect(percentile(xs, 50)).toBe(2.5);
    expect(xs).toEqual([4, 1, 3, 2]);
  });

  it('handles one sample, no samples and bad q', () => {
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('mean and round', () => {
    expect(mean([1, 2, 3, 4])).toBe(2.5);
    expect(round(1.23456, 2)).toBe(1.23);
  });
});
