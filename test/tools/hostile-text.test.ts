import { describe, expect, it } from 'vitest';
import { performance } from 'node:perf_hooks';
import { localAnswer } from '../helpers/local-chain.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { sentences } from '../../tools/text.js';
import { xmlText } from '../../gaia/attachments.js';

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

  // Shapes a review of the fifth round measured at 28-98 s (tables), 59 s (release notes) and 25-42 s (questions).
  const timedTable = (question: string, table: { columns: string[]; rows: Record<string, string>[] }): number => {
    const t0 = performance.now();
    answerTableQuestion(question, table);
    return performance.now() - t0;
  };
  it('a 100,000-row table of prefixed cells or file paths', () => {
    const prefixed = Array.from({ length: 100_000 }, (_, i) => ({ name: `kx-alg${i}`, bits: String(i) }));
    expect(timedTable('How many bits does alg77 use?', { columns: ['name', 'bits'], rows: prefixed })).toBeLessThan(BOUND_MS);
    const paths = Array.from({ length: 100_000 }, (_, i) => ({ file: `lib/d${i % 100}/file${i}.c`, owner: `Person ${i % 50}` }));
    expect(timedTable('Who owns file77.c?', { columns: ['file', 'owner'], rows: paths })).toBeLessThan(BOUND_MS);
  });
  it('a question repeating a phrase or a pair of rows many times', () => {
    const colours = {
      columns: ['name', 'code'],
      rows: [
        { name: 'Black', code: '1' },
        { name: 'White', code: '2' },
      ],
    };
    expect(timedTable(`How many lie between ${'Black and White '.repeat(2000)}?`, colours)).toBeLessThan(BOUND_MS);
    const names = Array.from({ length: 20_000 }, (_, i) => ({ code: String(i), name: `LATIN CAPITAL LETTER X NUMBER ${i} SIGN` }));
    expect(timedTable(`Which code has the ${'letter with sign '.repeat(200)}?`, { columns: ['code', 'name'], rows: names })).toBeLessThan(BOUND_MS);
  });
  it('release notes with 20,000 starred entries under one release line', async () => {
    const news = `version 1.0 - A Writer, 2020-01-01\n\n${Array.from({ length: 20_000 }, (_, i) => `* Support for feature ${i}\n`).join('\n')}`;
    expect(await timed('Which release first added support for feature 77?', news)).toBeLessThan(BOUND_MS);
  });
  it('a copyright holder line, a licence name and a list lead with long runs', async () => {
    const copyright = `Files: *\nCopyright: 2001 a${' '.repeat(N)}b\nLicense: MIT\n\nFiles: x/*\nCopyright: 2002 ${'‹'.repeat(N / 5)}\nLicense: MIT\n`;
    expect(await timed(`Who holds the copyright on x/? Under version 2${' '.repeat(N / 5)} of the GNU General Public License?`, copyright)).toBeLessThan(
      BOUND_MS,
    );
    const lead = `The tools listed are: pwck grpck ${'a+'.repeat(N / 10)} tools.\n\nMore prose.\n`;
    expect(await localAnswer('Which tool is listed fourth?', lead, 'doc.txt')).not.toBeUndefined();
  });

  // Shapes a review of the sixth round measured at 16-60 s on 16,000 rows: a question that repeats a word the rules look
  // up in every cell ("with zzzq", a cell's value, a directory path), and lines or comments too long to spread.
  it('a long question repeating a word, a value or a path over a 16,000-row table', () => {
    const rows = Array.from({ length: 16_000 }, (_, i) => ({ id: String(i), name: `Item${i}`, path: `src/dir${i % 50}/file${i}.c`, note: `alpha beta ${i}` }));
    const t = { columns: ['id', 'name', 'path', 'note'], rows };
    expect(timedTable(`Which item ${'with zzzq '.repeat(5000)}?`, t)).toBeLessThan(BOUND_MS);
    expect(timedTable(`Which item is ${'Item5 '.repeat(8000)}?`, t)).toBeLessThan(BOUND_MS);
    expect(timedTable(`Which files are under ${'foo/bar '.repeat(6000)}?`, t)).toBeLessThan(BOUND_MS);
  });
  it('a line with 200,000 gaps between its words, and an XML comment of 200,000 lines', async () => {
    expect(sentences(`short intro line here.\n${'word '.repeat(N)}\n${'word '.repeat(N)}`).length).toBeGreaterThan(0);
    expect(xmlText(`<a><!--\n${'   line of comment\n'.repeat(N)}--><b>x</b></a>`)).toContain('a/b: x');
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

  // A word of the question once looked up in a plain object found Object.prototype's function ("the Buffer() constructor"
  // threw `.some is not a function`).
  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'])(
    'a question writing "%s" over a table and over prose',
    async (word) => {
      const csv = `code,number,api,type\nDEP0005,5,Buffer() ${word},Runtime\nDEP0046,46,util.isBuffer(),Documentation-only\nDEP0100,100,${word} hidden,yes\n`;
      const questions = [
        `Which deprecation code covers the Buffer() ${word}?`,
        `How many ${word} rows are larger than the ${word}?`,
        `What is the ${word} of the ${word} with the most ${word}s, in ${word} order?`,
        `Is the ${word} hidden, and which ${word} is the opposite of ${word}?`,
      ];
      for (const question of questions) {
        await expect(localAnswer(question, csv, 'deprecations.csv')).resolves.not.toThrow();
        await expect(
          localAnswer(question, `The ${word} option sets ${word}. See ${word}(3).\n\n${word}\n  ${word} ${word}\n`, 'notes.txt'),
        ).resolves.not.toThrow();
      }
      expect(await localAnswer(questions[0]!, csv, 'deprecations.csv')).toBe('DEP0005');
    },
  );
});
