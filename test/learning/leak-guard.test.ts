import { describe, expect, it } from 'vitest';
import { RECORD_VOCABULARY, distinctiveTerms, leakReason } from '../../learning/leak-guard.js';
import { newRecord } from '../helpers/gap-records.js';

const QUESTION = 'According to the "Tide Ledger" sheet, how many ships docked at Velmarra harbour before 1887?';
const record = (over: Parameters<typeof newRecord>[0] = {}) => newRecord({ source_question: QUESTION, source_expected: 'Seven Sisters', ...over });

describe('leak guard', () => {
  it('accepts a record written in generic words only', () => {
    expect(leakReason(record())).toBeNull();
    expect(
      leakReason(
        record({
          features: ['how many', 'before a year', 'sheet rows'],
          pattern: 'Counting the rows of a sheet before a given year: the earliest rows were left out',
          diagnosis: 'search kept the latest rows only; the count missed the first entries',
          advice: { answer_type: 'number', breadth: 'wide', prefer: ['count_matching_rows'], avoid: ['first_number'] },
        }),
      ),
    ).toBeNull();
  });

  it('refuses the expected answer in any text, as whole words, whatever the case and punctuation', () => {
    expect(leakReason(record({ pattern: 'The answer was SEVEN-sisters, not a count' }))).toMatch(/pattern contains the expected answer \("seven sisters"\)/);
    expect(leakReason(record({ advice: { prefer: ['pick seven sisters'] } }))).toMatch(/advice\.prefer contains the expected answer/);
    // Part of a word is not the word.
    expect(leakReason(record({ source_expected: 'row', pattern: 'the rows were miscounted' }))).toBeNull();
    // Each item of a list answer.
    expect(leakReason(record({ source_expected: 'Ostrava, Quay', diagnosis: 'ostrava was skipped' }))).toMatch(/expected answer \("ostrava"\)/);
  });

  it('refuses the expected number by value, whatever its form', () => {
    expect(leakReason(record({ source_expected: '1,250', diagnosis: 'the sum reached 1250.0 instead' }))).toMatch(
      /diagnosis contains the expected answer's number 1250/,
    );
    expect(leakReason(record({ source_expected: '$12.50', features: ['12.5'] }))).toMatch(/features contains the expected answer's number 12.5/);
  });

  it('refuses a distinctive term of the question: a number, a capitalised name, a quoted label, a word outside the vocabulary', () => {
    expect(leakReason(record({ diagnosis: 'years up to 1887 were kept' }))).toMatch(/diagnosis contains the number 1887 from its question/);
    expect(leakReason(record({ features: ['velmarra'] }))).toMatch(/features contains "velmarra", a distinctive term of its question/);
    expect(leakReason(record({ pattern: 'the ledger sheet was misread' }))).toMatch(/"ledger"/);
    expect(leakReason(record({ pattern: 'ship counts were off' }))).toMatch(/"ship", a distinctive term of its question \("ships"\)/);
    expect(leakReason(record({ pattern: 'harbours were listed twice' }))).toMatch(/"harbours"/);
    expect(leakReason(record({ diagnosis: 'docking rows were skipped' }))).toMatch(/"docking"/);
    // The question type is a text of the record too (an LLM Overseer writes it freely).
    expect(leakReason(record({ question_type: 'velmarra ships count' }))).toMatch(/question_type contains "velmarra"/);
    // The local question types and Overseer words are generic.
    expect(
      leakReason(
        record({ question_type: 'prose:define:text', pattern: 'with normal retrieval the candidates strategy gave a wrong answer, lost at the reason stage' }),
      ),
    ).toBeNull();
  });

  it('takes a vocabulary word as distinctive when the question quotes or capitalises it mid-sentence', () => {
    const q = 'Which Version of the tool added the "total" flag?';
    expect(leakReason(newRecord({ source_question: q, source_expected: 'x9', pattern: 'the version was read from a heading' }))).toMatch(/"version"/);
    expect(leakReason(newRecord({ source_question: q, source_expected: 'x9', pattern: 'a total was computed' }))).toMatch(/"total"/);
    // At the start of a sentence a capital says nothing.
    expect(leakReason(newRecord({ source_question: 'Which row is last? Count it.', source_expected: 'x9', pattern: 'which count was last' }))).toBeNull();
  });

  it('finds the terms: numbers by value, words as stems, stop words never', () => {
    const { words, numbers } = distinctiveTerms('In the COVID-19 table, which Region had the most Sales in Q3 2021?');
    expect(numbers.map(Math.abs)).toEqual([19, 3, 2021]);
    expect([...words.values()].sort()).toEqual(['covid', 'region', 'sales']);
  });

  it('keeps a closed vocabulary of generic words: a question made of them has no distinctive word', () => {
    for (const w of ['how', 'many', 'first', 'last', 'total', 'sum', 'difference', 'average', 'before', 'after', 'table', 'column', 'row', 'section']) {
      expect(RECORD_VOCABULARY.has(w), w).toBe(true);
    }
    expect([...RECORD_VOCABULARY].filter((w) => !/^[a-z]+$/.test(w))).toEqual([]);
    expect(distinctiveTerms('How many rows of the table come before the first section? What is the total of the last column?').words.size).toBe(0);
  });
});
