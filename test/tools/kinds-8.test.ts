import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { configTable } from '../../tools/config.js';
import { analyseQuestion, mainWh } from '../../tools/question.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, eighth round), each on a small text written here.

describe('tables: codes spelled like words, shapes, shared values, groups', () => {
  const marks = records([
    { code: 'U+2E80', name: 'RADICAL ONE', category: 'So', bidi: 'ON', lowercase: '', decimal: '11904' },
    { code: 'U+2E81', name: 'RADICAL TWO', category: 'So', bidi: 'L', lowercase: '', decimal: '11905' },
    { code: 'U+2E82', name: 'TALL MARK', category: 'Lu', bidi: 'ON', lowercase: 'U+2E83', decimal: '11906' },
    { code: 'U+2E83', name: 'SMALL MARK', category: 'Ll', bidi: 'L', lowercase: '', decimal: '11907' },
    { code: 'U+2E84', name: 'PLAIN MARK', category: 'Lo', bidi: 'ON', lowercase: 'U+2E85', decimal: '11912' },
  ]);
  it('reads a code spelled like an English word ("So", "ON") as a value where its capitals or its column say so', () => {
    expect(answerTableQuestion('Which mark has the general category Lu? Give its name.', marks)?.answer).toBe('TALL MARK');
    expect(answerTableQuestion('How many marks with bidi class ON are not in the general category So?', marks)?.answer).toBe('2');
    expect(answerTableQuestion('So, which mark is SMALL MARK? Give its code.', marks)?.answer).toBe('U+2E83');
  });
  it('subtracts one value from another when asked to', () => {
    expect(answerTableQuestion('Take the decimal of PLAIN MARK and subtract the decimal of RADICAL ONE. What is the result?', marks)?.answer).toBe('8');
  });
  it('answers "the code point of the lowercase form" from the column written as code points', () => {
    expect(answerTableQuestion('What is the code point of the lowercase form of TALL MARK?', marks)?.answer).toBe('U+2E83');
    expect(answerTableQuestion('What is the code point of TALL MARK?', marks)?.answer).toBe('U+2E82');
  });
  it('names the row next to a named one in the column the instruction asks for', () => {
    expect(answerTableQuestion('Which mark comes immediately after TALL MARK in this list? Give its name.', marks)?.answer).toBe('SMALL MARK');
  });

  const names = table(`
function,name,code
sysconf,SC_ARG_MAX,0
sysconf,SC_PAGESIZE,30
sysconf,SC_PAGE_SIZE,30
sysconf,SC_OPEN_MAX,4
`);
  it('finds the other rows that share a value with the named one', () => {
    expect(answerTableQuestion('SC_PAGESIZE shares its code with another name. Which one?', names)?.answer).toBe('SC_PAGE_SIZE');
    expect(answerTableQuestion('Which name has the same code as SC_PAGE_SIZE?', names)?.answer).toBe('SC_PAGESIZE');
    expect(answerTableQuestion('Which name has the same code as SC_OPEN_MAX?', names)?.answer).not.toMatch(/^SC_/);
  });

  const places = table(`
code,name,type,parent_name
R1,Northland,Region,
R2,Southland,Region,
P1,Alder,Province,Northland
P2,Birch,Metropolitan city,Northland
P3,Cedar,Province,Northland
P4,Dunes,Province,Southland
P5,Elm,Metropolitan city,Southland
`);
  it('counts rows per parent when the asked column names each row once', () => {
    expect(answerTableQuestion('Which region has the largest number of subdivisions listed under it?', places)?.answer).toBe('Northland');
  });
  it("counts under a value that names a parent, and reads a plural of a cell's words as that cell", () => {
    expect(answerTableQuestion('How many of the subdivisions that belong to Northland are not metropolitan cities?', places)?.answer).toBe('2');
  });

  const stops = table(`
language,word
danish,og
danish,i
danish,jeg
english,i
english,me
turkish,ve
`);
  it("groups by the possessor's column when the asked one is nearly unique", () => {
    expect(answerTableQuestion("Which language's word list has the fewest entries?", stops)?.answer).toBe('turkish');
  });

  const casing = records([
    { code: 'U+FB00', name: 'SMALL LIGATURE FF', upper: '["U+0046","U+0046"]', condition: '' },
    { code: 'U+FB01', name: 'SMALL LIGATURE FI', upper: '["U+0046","U+0049"]', condition: '' },
    { code: 'U+0049', name: 'CAPITAL I', upper: '["U+0049"]', condition: 'tr' },
  ]);
  it('keeps the asked column when the instruction only names the kind of value it holds', () => {
    expect(answerTableQuestion('What is the upper mapping of SMALL LIGATURE FI? Give the code points in order, separated by commas.', casing)?.answer).toBe(
      'U+0046, U+0049',
    );
  });
  it('reads "a non-empty X" as the column filled in', () => {
    expect(answerTableQuestion('How many entries have a non-empty condition?', casing)?.answer).toBe('1');
  });
});

describe('configuration keys indexed by a name', () => {
  const conf = [
    '# services',
    'skel = /etc/skel',
    'service = web',
    'user[web] = www',
    'mklink[web] = true',
    'linkname[web] = "public_html"',
    '',
    'service = ftp',
    'user[ftp] = ftp',
    'mklink[ftp] = true',
    'linkname[ftp] = "public_ftp"',
    '',
    '#service = gopher',
    '#user[gopher] = gopher',
  ].join('\n');
  it('makes a row per indexed name, typed by the key that introduced it', () => {
    const t = configTable(conf)!;
    expect(t.rows.map((r) => r.name)).toEqual(['', 'web', 'ftp']);
    expect(t.rows.find((r) => r.name === 'ftp')?.service).toBe('ftp');
    expect(t.rows[0]!.service).toBe('');
  });
  it('answers from those rows, an acronym in capitals naming a lowercase cell', () => {
    const t = configTable(conf)!;
    expect(answerTableQuestion('What name is given to the link created by the FTP service?', t)?.answer).toBe('public_ftp');
    expect(answerTableQuestion('How many services does this file enable?', t)?.answer).toBe('2');
  });
});

describe('release notes: same dates, neighbours, releases found by what they did', () => {
  const notes = [
    'tool-1.3 (12 March 2011)',
    '\t- Add Dutch translation.',
    '',
    'tool-1.2 (2 January 2011)',
    '\t- Fix a crash in the parser.',
    '',
    'tool-1.1 (2 January 2011)',
    '\t- Add French translation.',
    '',
    'tool-1.0 (15 December 2010)',
    '\t- First public release.',
    '',
  ].join('\n');
  it('reads "name-version (date)" lines as release headings', async () => {
    expect(await localAnswer('What date is given for the very first release? Write it as it appears in the file.', notes, 'changelog.txt')).toBe(
      '15 December 2010',
    );
  });
  it('finds the two releases of the same release date', async () => {
    expect(await localAnswer('Two versions carry the very same release date. Which versions are they? Lowest first.', notes, 'changelog.txt')).toBe('1.1, 1.2');
  });
  it('counts days between releases found by what they did, and to the release that followed one', async () => {
    expect(
      await localAnswer(
        'How many days passed between the release that added a French translation and the later release that added a Dutch translation?',
        notes,
        'changelog.txt',
      ),
    ).toBe('69');
    expect(await localAnswer('How many days passed between the 1.0 release and the release that followed it?', notes, 'changelog.txt')).toBe('18');
  });
  it('counts the things a release\'s one item lists in brackets across lines, under a "NEW in" heading', async () => {
    const news = [
      'NEW in 0.7.4:',
      '==============',
      '- Translation updates (Malay, Telugu, Uzbek,',
      '  Khmer, Arabic)',
      '',
      'NEW in 0.7.3:',
      '==============',
      '- Fix a leak',
      '',
    ].join('\n');
    expect(await localAnswer('How many languages received translation updates in version 0.7.4?', news, 'NEWS')).toBe('5');
  });
});

describe('prose: other names, codes, related options, neighbours in a list, names with credits', () => {
  it('gives the other name a sentence gives a thing', async () => {
    const page =
      'OPTIONS\n\n  -s, --shared\n      Obtain a shared lock, sometimes called a read lock.\n\n  -x, --exclusive\n      Obtain an exclusive lock, sometimes called a write lock.\n';
    expect(await localAnswer('What other name does the manual give for a shared lock?', page, 'tool.1.txt')).toBe('read lock');
  });
  it('reads the meaning of the code a question gives from a sentence listing codes', async () => {
    const page = 'The file shows these fields.\n\nMODE   Delivery mode: 0 is PUSH_SIGNAL; 1 is PUSH_NONE; and 2 is PUSH_THREAD.\n';
    expect(await localAnswer('When the MODE field shows 2, which delivery mode is in use?', page, 'queue.7.txt')).toBe('PUSH_THREAD');
    expect(mainWh('When the MODE field shows 2, which delivery mode is in use?')).toBe('which');
    expect(mainWh('When did the MODE field change?')).toBe('when');
  });
  it("answers an option the named option's entry names, in the form asked", async () => {
    const page = [
      'OPTIONS',
      '',
      '   -F, --no-fork',
      '          Do not fork first. This option is incompatible with --close as nothing would hold the lock.',
      '',
      '   -o, --close',
      '          Close the descriptor before running the command.',
      '',
    ].join('\n');
    expect(await localAnswer("Which long option can't be combined with the --no-fork option?", page, 'lock.1.txt')).toBe('--close');
  });
  it('gives the item next to a named one in a list of short lines under a lead', async () => {
    const page = [
      'SECTIONS',
      '       Arrange a new page so that sections are placed in the order shown in the list.',
      '',
      '              NAME',
      '              SYNOPSIS',
      '              DESCRIPTION      [Required]',
      '              BUGS',
      '              SEE ALSO',
      '',
      '       Other text follows here.',
    ].join('\n');
    expect(await localAnswer('In the suggested order of sections, which heading comes immediately before SEE ALSO?', page, 'guide.7.txt')).toBe('BUGS');
    expect(await localAnswer('In the suggested order of sections, which heading comes right after SYNOPSIS?', page, 'guide.7.txt')).toBe('DESCRIPTION');
  });
  it("drops a credit's word and the person's organisation from a person's name", async () => {
    const log = 'Changes\n\n  - Fixed heap overflow in the URI scanner (Thanks\n    Ada Quill of the Example Security Team).\n  - Added tests.\n';
    expect(await localAnswer("A heap overflow fix credits someone from the Example Security Team. What is that person's name?", log, 'changelog.txt')).toBe(
      'Ada Quill',
    );
  });
  it('reads a space-aligned table the question quotes a cell of', async () => {
    const page = [
      'Preferred terms',
      '       The following table lists some preferred terms.',
      '',
      '       Term                 Avoid using              Notes',
      '       ──────────────────────────────────────────────────────',
      '       bit mask             bitmask',
      '       filename             file name',
      '       superuser            super user, super-user',
      '       symbolic link        symlink',
      '',
    ].join('\n');
    expect(await localAnswer('If I write for this project, what should I say instead of "symlink"?', page, 'guide.7.txt')).toBe('symbolic link');
  });
  it('types "which man-pages release" as a version', () => {
    expect(analyseQuestion('From which man-pages release on did the project follow American spelling?').type).toBe('version');
  });
});

describe('where the eighth round must not fire', () => {
  it('counts the rows sharing a value when asked how many', () => {
    const signals = table('name,action\nSIGTERM,Term\nSIGINT,Term\nSIGHUP,Term\nSIGSTOP,Stop\n');
    expect(answerTableQuestion('How many signals have the same action as SIGTERM?', signals)?.answer).toBe('2');
  });
  it('keeps a dotted name whole after "comes right after"', async () => {
    const page = [
      'VERSIONS',
      '       The releases are listed in the order shown in the list.',
      '',
      '              1.9',
      '              2.0.1',
      '              2.1',
      '',
      '       More text.',
    ].join('\n');
    expect(await localAnswer('Which release comes right after 2.0.1?', page, 'guide.7.txt')).toBe('2.1');
  });
  it('does not read "a second word" or "a different name" as asking for another name', async () => {
    const page = 'NAME\n       tar - an archiving utility, also known as the tape archiver.\n\nSYNOPSIS\n       tar -c -f archive.tar file\n';
    expect(await localAnswer('What is the second word of the tar command line in the synopsis?', page, 'tar.1.txt')).not.toBe('tape archiver');
  });
  it('counts a bracketed list only for the thing the item names, and only from three', async () => {
    const news = ['NEW in 1.2:', '==========', '- Fix crash (reported by Alice, Bob)', '', 'NEW in 1.1:', '==========', '- Initial release', ''].join('\n');
    expect(await localAnswer('How many bug fixes are listed in 1.2?', news, 'NEWS')).toBe('1');
  });
  it('keeps the first stanza of a control-style file whole', () => {
    const control = [
      'Package: alpha',
      'Version: 1.0',
      'Section: utils',
      '',
      'Package: beta',
      'Version: 2.0',
      'Section: libs',
      '',
      'Package: gamma',
      'Version: 3.0',
      'Section: net',
      '',
    ].join('\n');
    expect(configTable(control)?.rows[0]?.Package).toBe('alpha');
  });
});
