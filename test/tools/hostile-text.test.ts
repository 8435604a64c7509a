import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { localAnswer } from '../helpers/local-chain.js';
import { answerTableQuestion } from '../../tools/table-qa.js';

// Documents the engine must read in about linear time: each of these shapes once made a pattern backtrack for
// seconds to minutes at this size (a review measured 4-23 s at 100,000 characters). The bound is generous;
// the point is that a hostile line cannot stall a task.
const N = 200_000;
const BOUND_MS = 5_000;

async function timed(question: string, text: string): Promise<number> {
  const t0 = performance.now();
  await localAnswer(question, text, 'doc.txt');
  return performance.now() - t0;
}

describe('hostile text does not stall the local engine', () => {
  it.each([
    ['one long line of words', 'word '.repeat(N / 5)],
    ['a setting followed by a run of spaces', `Note${' '.repeat(N)}end\nkey = value${' '.repeat(N)}x\n`],
    ['a section header with a run of spaces', `[a${' '.repeat(N)}b\n`],
    ['a change-log header with a run of spaces', `2015-07-04 x${' '.repeat(N)}y\nDec 1993 a${' '.repeat(N)}b\n`],
    ['a release heading of digits', `\nchanges from ${'1'.repeat(N)}\n`],
    ['blank-looking lines of spaces', `\n${' '.repeat(N)}x\n`],
    ['a long dotted token', `${'a.'.repeat(N / 2)} is assumed.`],
    ['a long comma run', `${'a,'.repeat(N / 2)} and b.`],
  ])('%s', async (_, text) => {
    expect(await timed('How many releases are listed, and what is the default value of key? List them.', text)).toBeLessThan(BOUND_MS);
  });

  it('a run of dashes as a lead sentence', async () => {
    const text = `Intro\n${'-'.repeat(2000)}\nTotals\n- - - - - x\n  a\n  b\n`;
    expect(await timed('How many items are listed under the totals?', text)).toBeLessThan(BOUND_MS);
  });

  it('a table of 150,000 values answers the value with most rows without overflowing the stack', () => {
    const rows = Array.from({ length: 150_000 }, (_, i) => ({ codec: `codec${i}`, alias: `alias${i}` }));
    expect(() => answerTableQuestion('Which codec has the most aliases?', { columns: ['codec', 'alias'], rows })).not.toThrow();
  });

  it('questions that once threw answer or give up cleanly', () => {
    const fonts = {
      columns: ['family', 'style', 'glyphs'],
      rows: [
        { family: 'DejaVu Sans', style: 'Book', glyphs: '3000' },
        { family: 'DejaVu Sans', style: 'Bold', glyphs: '2900' },
        { family: 'Liberation Sans', style: 'Regular', glyphs: '2600' },
        { family: 'Liberation Sans', style: 'Italic', glyphs: '2500' },
      ],
    };
    expect(() =>
      answerTableQuestion('Looking at glyphs and styles, by how much does DejaVu Sans Book differ from Liberation Sans Regular?', fonts),
    ).not.toThrow();
    const kinds = {
      columns: ['name', 'kind', 'size'],
      rows: [
        { name: 'alpha', kind: ' defaults', size: '10' },
        { name: 'beta', kind: 'custom', size: '20' },
        { name: 'gamma', kind: 'custom', size: '30' },
      ],
    };
    expect(answerTableQuestion('What is the size of the default one?', kinds)?.answer).toBe('10');
  });
});
