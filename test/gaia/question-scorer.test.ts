import { describe, expect, it } from 'vitest';
import { normalizeNumberStr, normalizeStr, questionScorer } from '../../gaia/scorer.js';
import { parsePythonFloat } from '../../gaia/python-float.js';

// [model answer, ground truth, verdict]. Every verdict was produced by the
// official scorer.py logic under CPython 3.11, not written by hand.
const TABLE: [string | null, string, boolean][] = [
  ['$1,000', '1000', true],
  ['1 000', '1000', false],
  ['sea gull', 'Seagull', true],
  ['b, a', 'a, b', false],
  ['1000', '1,000', false],
  ['1000', '1000', true],
  ['1000.0', '1e3', true],
  [' 42 ', '42', true],
  ['42', '+42', true],
  ['1_000', '1000', true],
  ['1000', '1_000', true],
  ['inf', 'inf', true],
  ['anything', 'inf', true],
  ['nan', 'nan', false],
  ['0x10', '16', false],
  ['16', '0x10', false],
  ['', '0', false],
  ['None', 'None', true],
  [null, 'None', true],
  [null, '0', false],
  ['12%', '12', true],
  ['12 %', '12', true],
  ['$ 5', '5', true],
  ['5 km', '5', false],
  ['3.14', '3.140', true],
  ['-0', '0', true],
  ['1e3', '1000', true],
  ['Paris.', 'Paris', true],
  ['St. Louis', 'St Louis', true],
  ['NEW-YORK', 'new york', true],
  ['the Beatles', 'Beatles', false],
  ['a, b', 'a,b', true],
  ['a;b', 'a, b', true],
  ['1, 2', '1;2', true],
  ['1,2,', '1,2', false],
  ['$1, 2%', '1, 2', true],
  ['A. B, c', 'a b, c', false],
  ['A.B, c', 'a. b, c', true],
  ['x, 2.0', 'X,2', true],
  ['x', 'x, y', false],
  ['Paris, Rome; Oslo', 'paris,rome,oslo', true],
  ['١٢٣', '123', true],
  ['123', '١٢٣', true],
  ['1.', '1', true],
  ['.5', '0.5', true],
  ['1__0', '10', false],
  ['10', '1__0', true],
  ['Infinity', 'inf', true],
  ['sea gull', 'seagull', true],
  ['fish & chips', 'fish and chips', false],
  ['fish&chips', 'fish chips', true],
  ['abc', 'ab c!', true],
];

describe('questionScorer (GAIA official scorer)', () => {
  it.each(TABLE)('%j vs ground truth %j → %s', (answer, truth, verdict) => {
    expect(questionScorer(answer, truth)).toBe(verdict);
  });

  it('warns when list lengths differ', () => {
    const warnings: string[] = [];
    expect(questionScorer('a, b, c', 'a, b', (m) => warnings.push(m))).toBe(false);
    expect(warnings).toEqual([expect.stringContaining('different lengths')]);
  });
});

describe('Python float rules', () => {
  it.each([
    ['1_000', 1000],
    ['1e3', 1000],
    ['  +7\n', 7],
    ['-inf', -Infinity],
    ['INFINITY', Infinity],
    ['1.', 1],
    ['.5', 0.5],
    ['1_0.0_1e1_0', 10.01e10],
  ])('accepts %j', (s, n) => expect(parsePythonFloat(s)).toBe(n));

  it('reads nan as NaN', () => expect(parsePythonFloat('nan')).toBeNaN());

  it.each(['', ' ', '0x10', '1 000', '1e', 'e3', '.', '_1', '1_', '1__0', '1._5', '1,000', 'in f', '--1'])('rejects %j', (s) => {
    expect(parsePythonFloat(s)).toBeNull();
  });

  it('normalises numbers and strings as scorer.py does', () => {
    expect(normalizeNumberStr('$1,234.5%')).toBe(1234.5);
    expect(normalizeNumberStr('twelve')).toBe(Infinity);
    expect(normalizeStr(' Sea-Gull! ')).toBe('seagull');
    expect(normalizeStr(' Sea-Gull! ', false)).toBe('sea-gull!');
    expect(normalizeStr('Ünïcödé — dash')).toBe('ünïcödé—dash');
  });
});
