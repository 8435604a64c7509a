import { describe, expect, it } from 'vitest';
import { GAIA_SYSTEM_PROMPT, extractFinalAnswer, normaliseAnswer } from '../../gaia/answer.js';

describe('FINAL ANSWER extraction', () => {
  it('takes the text after the last marker, to the end of its line', () => {
    expect(extractFinalAnswer('Thinking... FINAL ANSWER: 42')).toBe('42');
    expect(extractFinalAnswer('final answer: draft\nMore thought.\nFINAL ANSWER:   Paris \nThanks')).toBe('Paris');
    expect(extractFinalAnswer('Final Answer:\nOslo')).toBe('Oslo');
    expect(extractFinalAnswer('no marker here')).toBeNull();
  });

  it('ships the official system prompt', () => {
    expect(GAIA_SYSTEM_PROMPT).toMatch(/^You are a general AI assistant\./);
    expect(GAIA_SYSTEM_PROMPT).toContain('FINAL ANSWER: [YOUR FINAL ANSWER]');
    expect(GAIA_SYSTEM_PROMPT).toContain("don't use articles, neither abbreviations");
  });
});

describe('normaliseAnswer', () => {
  it.each([
    ['$1,000', 'How much did it cost?', '1000'],
    ['1 870 metres', 'How long is it?', '1870'],
    ['30 %', 'What percentage?', '30'],
    ['about 4.5 km', 'How far?', '4.5'],
    ['**42**', 'How many?', '42'],
    ['"Mozilla Foundation".', 'Which organisation?', 'Mozilla Foundation'],
    ['The Beatles', 'Which band?', 'Beatles'],
    ['an apple, the pear, a fig', 'List the fruits, comma-separated.', 'apple, pear, fig'],
    ['1,000, 2,000', 'List the amounts, comma-separated.', '1000, 2000'],
    ['b;c', 'Which two?', 'b; c'],
    ['12, 7', 'Give the two counts, comma-separated.', '12, 7'],
    ['5 km', 'How far? Answer with the units.', '5 km'],
    ['3.1.0', 'Which version?', '3.1.0'],
    ['1B', 'What hexadecimal code?', '1B'],
    ['12%', 'What share?', '12'],
    ['14 June 1991', 'When?', '14 June 1991'],
    ['Washington D.C.', 'Which city?', 'Washington D.C.'],
    ['', 'anything', null],
  ])('%j for %j → %j', (answer, question, expected) => {
    expect(normaliseAnswer(answer, question)).toBe(expected);
  });

  it('keeps null as null', () => expect(normaliseAnswer(null, 'q')).toBeNull());
});
