import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { copyrightTable } from '../../tools/copyright.js';
import { inAskedUnit, unitOf } from '../../tools/units.js';
import { formAsked } from '../../tools/answer-form.js';
import { analyseQuestion } from '../../tools/question.js';
import { localAnswer } from '../helpers/local-chain.js';
import { table, records } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, seventh round), each on a small text written here.

describe('tables: one-letter codes, filled-in columns, exact rows, format words', () => {
  const shapes = records([
    { codepoint: 'U+25A0', char: '■', name: 'BLACK SQUARE', width: 'A' },
    { codepoint: 'U+25A1', char: '□', name: 'WHITE SQUARE', width: 'A' },
    { codepoint: 'U+25AB', char: '▫', name: 'WHITE SMALL SQUARE', width: 'N' },
    { codepoint: 'U+25FD', char: '◽', name: 'WHITE MEDIUM SMALL SQUARE', width: 'W' },
    { codepoint: 'U+25FE', char: '◾', name: 'BLACK MEDIUM SMALL SQUARE', width: 'W' },
  ]);
  it('reads a one-letter code the question writes in capitals as a value of the code column', () => {
    expect(answerTableQuestion('How many characters have a width other than A?', shapes)?.answer).toBe('3');
    expect(answerTableQuestion('Going in code point order, what is the name of the first character whose width is N?', shapes)?.answer).toBe(
      'WHITE SMALL SQUARE',
    );
  });
  it('answers with the column an instruction names, though the order and the separator follow it', () => {
    expect(answerTableQuestion('Which characters have a width of W? Give their names in code point order, separated by commas.', shapes)?.answer).toBe(
      'WHITE MEDIUM SMALL SQUARE, BLACK MEDIUM SMALL SQUARE',
    );
  });
  it('keeps a sentence-opening "A" as English', () => {
    expect(answerTableQuestion('A question: which character is named BLACK SQUARE? Give its code point.', shapes)?.answer).toBe('U+25A0');
  });

  const languages = table(`
alpha_3,alpha_2,bibliographic,name,common_name
ben,bn,,Bengali,Bangla
deu,de,ger,German,
fra,fr,fre,French,
gmh,,,German; Middle High,
nds,,,Low German; Saxon; Low,
ace,,,Achinese,
`);
  it('takes "have a separate X" and "is given a X" as the column filled in', () => {
    expect(answerTableQuestion('How many of the languages listed have a separate bibliographic code?', languages)?.answer).toBe('2');
    expect(answerTableQuestion('Only one language here is also given a common name. What is that common name?', languages)?.answer).toBe('Bangla');
  });
  it('looks up the row a cell names whole before the rows that only list it, and reads a format word after a column as describing it', () => {
    expect(answerTableQuestion('What is the bibliographic three-letter code for German?', languages)?.answer).toBe('ger');
    expect(answerTableQuestion('Which three-letter code does German have?', languages)?.answer).toBe('deu');
  });

  const keymaps = records([
    { keymap: 'sg', layout: 'ch', options: 'terminate:ctrl_alt_bksp' },
    { keymap: 'mk-utf', layout: 'mk,us', options: 'terminate:ctrl_alt_bksp,grp:shifts_toggle,grp_led:scroll' },
    { keymap: 'ua-utf', layout: 'ua,us', options: 'terminate:ctrl_alt_bksp,grp:shifts_toggle' },
    { keymap: 'ru', layout: 'ru', options: 'terminate:ctrl_alt_bksp,grp:alt_shift_toggle' },
    { keymap: 'nl', layout: 'nl', options: 'terminate:ctrl_alt_bksp' },
    { keymap: 'fr', layout: 'fr', options: 'terminate:ctrl_alt_bksp' },
    { keymap: 'de', layout: 'de', options: 'terminate:ctrl_alt_bksp' },
  ]);
  it('reads words joined by bare commas as a list, though most cells hold one word', () => {
    expect(answerTableQuestion('How many entries include grp:shifts_toggle among their options?', keymaps)?.answer).toBe('2');
  });
});

describe('copyright: years between two holders, and the longest span among the packagers', () => {
  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    'Files: *',
    'Copyright: 2009, 2011, 2016 Ada Quill <ada@example.org>',
    '           2001 The Quarry Foundation, Inc.',
    'License: BSD',
    '',
    'Files: debian/*',
    'Copyright: 2001-2005 Ivo Kan',
    '           2004 Mia Sol',
    '           2009-2018 Ben Tor',
    'License: GPL-2+',
  ].join('\n');
  const t = copyrightTable(copyright)!;
  it("counts the years between two named holders' notices, each from its start unless the most recent year is asked", () => {
    expect(
      answerTableQuestion("How many years lie between the Quarry Foundation's copyright year and the most recent year in Ada Quill's notice?", t)?.answer,
    ).toBe('15');
    expect(answerTableQuestion("How many years after the start of Ivo Kan's period is Mia Sol's year?", t)?.answer).toBe('3');
  });
  it('takes "the first one\'s" and "the second one\'s" in the order of the one stanza the question picks', () => {
    expect(
      answerTableQuestion("People hold copyright on the Debian packaging files. How many years after the first one's year is the second one's year?", t)
        ?.answer,
    ).toBe('3');
  });
  it('ranks the packagers by the span of their years, asked as "which one\'s"', () => {
    expect(
      answerTableQuestion("Among the people credited with copyright on the Debian packaging, which one's copyright covers the longest span of years?", t)
        ?.answer,
    ).toBe('Ben Tor');
  });
});

describe('units: a value read in one unit and asked for in another', () => {
  it('knows units of time and size', () => {
    expect(unitOf('microseconds')).toEqual({ dimension: 'time', factor: 1e-6 });
    expect(unitOf('KiB')).toEqual({ dimension: 'size', factor: 1024 });
    expect(unitOf('apples')).toBeNull();
  });
  it('converts by the unit written after the number, or else by the one the question says the document uses', () => {
    expect(inAskedUnit('What is the default size limit, expressed in KiB?', '112640', ['Limit to size (default: 112640 bytes).'])?.answer).toBe('110');
    expect(inAskedUnit('The sample gives a Max-Age in seconds. How many hours is that?', '86400', ['Max-Age "86400";'])?.answer).toBe('24');
    expect(inAskedUnit('The period is set in microseconds. What is it in milliseconds?', '5000', ['minperiod 5000'])?.answer).toBe('5');
  });
  it('leaves a value alone when its unit is the one asked, unknown, or of another kind', () => {
    expect(inAskedUnit('How many hours does it wait?', '24', ['It waits 24 hours.'])).toBeNull();
    expect(inAskedUnit('How many hours does it wait?', '24', ['It waits 24 times.'])).toBeNull();
    expect(inAskedUnit('How many bytes is it, in seconds?', '3', ['3 bytes'])).toBeNull();
  });
  it('reads "what is it in milliseconds?" as asking for a number', () => {
    expect(analyseQuestion('The period is set in microseconds. What is it in milliseconds?').type).toBe('number');
  });
  it('converts a value read from the text, end to end', async () => {
    const page = 'OPTIONS\n\n  --maxdict=#\n      Limit dictionary to specified size (default: 112640 bytes).\n';
    expect(await localAnswer('What is the default size limit for a dictionary, expressed in KiB?', page, 'tool.1.txt')).toBe('110');
  });
});

describe('answer forms and defaults asked without the word', () => {
  it("drops what the question asks to leave out, an assignment's value, a block's bracket, and the form of an option not asked for", () => {
    const q = (s: string): ReturnType<typeof analyseQuestion> => analyseQuestion(s);
    const ask1 = 'Which environment variable turns the emoji off? Give the name without the leading $.';
    expect(formAsked(ask1, q(ask1), '$SYSTEMD_EMOJI=0')).toBe('SYSTEMD_EMOJI');
    const ask2 = 'Which PCM device converts everything? Give its name without the "pcm." prefix.';
    expect(formAsked(ask2, q(ask2), 'pcm.plughw {')).toBe('plughw');
    const ask3 = 'Which URI scheme is deprecated? Give the scheme name without the colon.';
    expect(formAsked(ask3, q(ask3), 'nntp:')).toBe('nntp');
    const ask4 = 'Which long option leaves out the first report?';
    expect(formAsked(ask4, q(ask4), '-y, --no-first')).toBe('--no-first');
    const ask5 = 'Which option leaves out the first report?';
    expect(formAsked(ask5, q(ask5), '-y, --no-first')).toBe('-y, --no-first');
    const ask6 = 'What value does the variable take?';
    expect(formAsked(ask6, q(ask6), 'LEVEL=3')).toBe('LEVEL=3');
  });
  it('reads "without specifying a priority" as asking for the default of the option that names it', async () => {
    const page = [
      'OPTIONS',
      '',
      '   -P, --port port',
      '          Use the specified port. When this option is not specified, the port defaults to syslog for udp.',
      '',
      '   -p, --priority priority',
      '          Enter the message into the log with the specified priority. The priority may be given numerically or as a',
      '          facility.level pair. The default is user.notice.',
      '',
    ].join('\n');
    expect(await localAnswer('If I run logger without specifying a priority, what priority does my message get?', page, 'logger.1.txt')).toBe('user.notice');
  });
});

describe('bare-comma lists are not numbers with thousands separators', () => {
  it('does not read "1,234" as a list holding 234', () => {
    const t = {
      columns: ['name', 'size'],
      rows: [
        { name: 'alpha', size: '1,234' },
        { name: 'beta', size: '5,234' },
        { name: 'gamma', size: '234' },
      ],
    };
    expect(answerTableQuestion('How many entries have a size of 234?', t)?.answer).toBe('1');
  });
});
