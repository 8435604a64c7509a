import { describe, expect, it } from 'vitest';
import { mean, percentile, round } from '../../hub/stats.js';

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

describe('percentile: the p50 and p99 that perf reports', () => {
  it('gives exact values on 1..100 and on a skewed latency sample', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50.5);
    expect(percentile(xs, 99)).toBeCloseTo(99.01, 10);
    // 98 fast deliveries and two slow ones: p99 sits between the slow ones.
    const lat = [...Array.from({ length: 98 }, () => 80), 1000, 3000];
    expect(percentile(lat, 50)).toBe(80);
    expect(percentile(lat, 99)).toBeCloseTo(1000 + 0.01 * 2000, 10);
  });
});
