import { describe, expect, it } from 'vitest';
import { appearsIn, lenientMatch, resolutionOf, type ScoredAttempt, type ToolOutputs } from '../../learning/resolution.js';

const doc = 'The Riverside Bridge opened in 1887. It is 1,250 metres long and was designed by Ada Brown.';
const tools = (over: Partial<ToolOutputs> = {}): ToolOutputs => ({
  document: doc,
  search: ['The Riverside Bridge opened in 1887.', 'It is 1,250 metres long and was designed by Ada Brown.'],
  extract: ['opened in 1887', 'designed by Ada Brown'],
  triples: null,
  ...over,
});
const wrong = (answer: string | null, expected: string | null): ScoredAttempt => ({ tag: 'WRONG_ANSWER', answer, expected });

describe('resolutionOf', () => {
  it('says correct for a correct attempt', () => {
    expect(resolutionOf({ tag: 'CORRECT', answer: '1887', expected: '1887' }, tools())).toBe('correct');
  });

  it('maps the error tags: HARNESS_ERROR → harness_error, ADAPTER_ERROR → tool_limit', () => {
    expect(resolutionOf({ tag: 'HARNESS_ERROR', answer: null, expected: '1887' }, tools())).toBe('harness_error');
    expect(resolutionOf({ tag: 'ADAPTER_ERROR', answer: null, expected: '1887' }, tools())).toBe('tool_limit');
  });

  it('says no_answer when the mesh answered nothing', () => {
    expect(resolutionOf({ tag: 'NO_ANSWER', answer: null, expected: '1887' }, tools())).toBe('no_answer');
  });

  it('says format_error when only the lenient comparison passes', () => {
    expect(resolutionOf(wrong('1250 m', '1,250'), tools())).toBe('format_error');
    expect(resolutionOf(wrong('The Riverside-Bridge.', 'riverside bridge'), tools())).toBe('format_error');
  });

  it('says retrieval_failure when the answer is in the document but not in what search returned', () => {
    expect(resolutionOf(wrong('Ada Brown', '1887'), tools({ search: ['It is 1,250 metres long and was designed by Ada Brown.'] }))).toBe('retrieval_failure');
  });

  it('says extraction when search returned it but the events lost it', () => {
    expect(resolutionOf(wrong('Ada Brown', '1250'), tools())).toBe('extraction');
  });

  it('says reasoning_gap when the answer reached the reasoner (events or triples)', () => {
    expect(resolutionOf(wrong('1250', 'Ada Brown'), tools())).toBe('reasoning_gap');
    expect(resolutionOf(wrong('Ada Brown', '1250'), tools({ triples: ['bridge length 1,250 metres'] }))).toBe('reasoning_gap');
  });

  it('says undetermined without an expected answer, a known output, or an answer in the document', () => {
    expect(resolutionOf({ tag: 'UNSCORED', answer: 'x', expected: null }, tools())).toBe('undetermined');
    expect(resolutionOf(wrong('1887', '3'), tools())).toBe('undetermined');
    expect(resolutionOf(wrong('1887', 'Ada Brown'), tools({ search: null }))).toBe('undetermined');
    expect(resolutionOf(wrong('1887', 'Ada Brown'), tools({ document: null }))).toBe('undetermined');
    expect(resolutionOf(wrong('1887', 'Ada Brown'), tools({ extract: null }))).toBe('undetermined');
  });
});

describe('lenientMatch and appearsIn', () => {
  it('compares lists item by item and numbers by value, not words that merely contain them', () => {
    expect(lenientMatch('apples; Pears', 'apple, pears')).toBe(false);
    expect(lenientMatch('Apples;  pears', 'apples, pears')).toBe(true);
    expect(lenientMatch('$12,000', '12000')).toBe(true);
    expect(lenientMatch('12 and 13', '12')).toBe(false);
    expect(lenientMatch('an apple', 'apple')).toBe(true);
  });

  it('finds whole words and equal numbers only', () => {
    expect(appearsIn('Ada', ['Adam Brown'])).toBe(false);
    expect(appearsIn('1250', ['length 1,250.'])).toBe(true);
    expect(appearsIn('125', ['length 1,250.'])).toBe(false);
    expect(appearsIn('Ada Brown, 1887', ['by Ada Brown', 'in 1887'])).toBe(true);
    expect(appearsIn('Ada Brown, 1888', ['by Ada Brown', 'in 1887'])).toBe(false);
  });
});
