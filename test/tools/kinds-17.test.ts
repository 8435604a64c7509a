import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { copyrightTable } from '../../tools/copyright.js';
import { boxTables, textTables } from '../../tools/table.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, seventeenth round), each on a small text written here.

describe('tables: conditions', () => {
  const images = table(
    [
      'alias,project,family,hidden',
      'reef-6,reef-cloud,reef-6,no',
      'reef-7,reef-cloud,,no',
      'kelp-1,kelp-cloud,kelp-1,no',
      'kelp-old,kelp-cloud,,yes',
      'frond-2,frond-cloud,,yes',
    ].join('\n'),
  );
  it('counts the rows of a flag with the rest where the question says they are included', () => {
    expect(answerTableQuestion('How many aliases in the table (hidden ones included) have no family?', images)?.answer).toBe('3');
    expect(answerTableQuestion('How many aliases, including hidden ones, have no family?', images)?.answer).toBe('3');
    // (Without the words, the flag still picks its rows.)
    expect(answerTableQuestion('How many hidden aliases have no family?', images)?.answer).toBe('2');
  });

  it('reads "expand to exactly one" as the number of items a listing cell holds', () => {
    const scopes = records([
      { alias: 'reef', scope_urls: ['https://x.example/auth/reef'] },
      { alias: 'kelp', scope_urls: ['https://x.example/auth/kelp', 'https://x.example/auth/kelp.read'] },
      { alias: 'frond', scope_urls: ['https://x.example/auth/frond'] },
    ]);
    expect(answerTableQuestion('How many of the scope aliases expand to exactly one scope URL?', scopes)?.answer).toBe('2');
    expect(answerTableQuestion('Which alias maps to two scope URLs?', scopes)?.answer).toBe('kelp');
  });

  const configs = records([
    { configuration: 'reef', stem_dictionary: 'reef_stem', stopwords: 'reef', asciiword_dictionary: 'english_stem' },
    { configuration: 'kelp', stem_dictionary: 'kelp_stem', stopwords: '', asciiword_dictionary: 'kelp_stem' },
    { configuration: 'english', stem_dictionary: 'english_stem', stopwords: 'english', asciiword_dictionary: 'english_stem' },
    { configuration: 'frond', stem_dictionary: 'english_stem', stopwords: '', asciiword_dictionary: 'frond_stem' },
  ]);
  it('names a column by a closed compound of its name written as words apart ("stop-word list", "ASCII words")', () => {
    expect(answerTableQuestion('How many configurations have a stop-word list?', configs)?.answer).toBe('2');
    expect(answerTableQuestion('Which configurations use frond_stem for ASCII words?', configs)?.answer).toBe('frond');
  });

  it('leaves out only the value after the excluding words, not a later one the question asks about', () => {
    expect(answerTableQuestion("Which configurations other than 'english' use english_stem for ASCII words?", configs)?.answer).toBe('reef');
    // (A list after the excluding words is left out whole.)
    expect(answerTableQuestion('How many configurations other than reef and kelp are listed?', configs)?.answer).toBe('2');
  });

  it('counts the tokens of a cell listed between spaces under a plural name ("exactly two file extensions")', () => {
    const types = table(['mime_type,extensions', 'reef/x-a,rfa rfb', 'reef/x-b,rfc', 'reef/x-c,kla klb klc', 'reef/x-d,kld kle'].join('\n'));
    expect(answerTableQuestion('How many reef MIME types in the table have exactly two file extensions?', types)?.answer).toBe('2');
  });

  it('picks the rows of a flag named by its thing after a verb like its own ("need the Alt key" over uses_alt)', () => {
    const keys = table(['key,uses_alt,name', 'h,no,haa', '<M-v>,yes,joiner', '<M-b>,yes,non-joiner', 'r,no,raa'].join('\n'));
    expect(answerTableQuestion('How many of the mappings in the keymap table need the Alt (Meta) key?', keys)?.answer).toBe('2');
  });

  it('finds a row by a value whose column name is a JavaScript word ("the Buffer() constructor")', () => {
    const deprecations = table(['code,api,type', 'DEP0005,Buffer() constructor,Runtime', 'DEP0046,util.isBuffer(),Documentation-only'].join('\n'));
    expect(answerTableQuestion('Which deprecation code covers the Buffer() constructor?', deprecations)?.answer).toBe('DEP0005');
  });
});

describe('change logs: entries reading a quoted template', () => {
  it('counts the entries whose text holds the template, its placeholders any word', () => {
    const log = table(
      [
        'date,author,text',
        '2018-07-16,Ada Quill,Release 1.6. + commit 7712',
        '2018-07-12,Tom Post,build: create the VERSION file.',
        '2017-06-02,Ada Quill,Release 1.5. + commit 77c0',
        '2017-05-20,Ada Quill,Prepare the release notes for 1.5.',
        '2016-11-22,Ada Quill,Release 1.3.',
      ].join('\n'),
    );
    expect(answerTableQuestion('How many releases are recorded in this ChangeLog (entries reading "Release <version>.")?', log)?.answer).toBe('3');
    expect(answerTableQuestion("Who wrote the entries saying 'Release ...'?", log)?.answer).toBe('Ada Quill');
  });
});

describe('copyright files: years beside their holders', () => {
  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    'Files: *',
    'Copyright: Copyright (c) 1999-2003 Ada Quill <ada@example.org>',
    '           Copyright (c) 2001-2022 Tom Post <tom@example.org>',
    'License: BSD-3-clause',
    '',
    'Files: debian/*',
    'Copyright: 2002-2022 Tom Post',
    'License: GPL-3+',
    '',
  ].join('\n');
  it('reads the years beside the holder the question names, and the end or start of the span when asked', () => {
    const stanzas = copyrightTable(copyright)!;
    expect(answerTableQuestion('Ada Quill holds a copyright on the main sources; in which year does her copyright period end?', stanzas)?.answer).toBe('2003');
    expect(answerTableQuestion('In which year did the copyright of Ada Quill start?', stanzas)?.answer).toBe('1999');
  });
});

describe('tables drawn with box characters', () => {
  const page = [
    'SPECIFIERS',
    '       The following expansions are understood:',
    '',
    '       Table 1. Specifiers available',
    '       ┌──────────┬─────────────────────┬────────────────────────┐',
    '       │Specifier │ Meaning             │ Details                │',
    '       ├──────────┼─────────────────────┼────────────────────────┤',
    '       │"%a"      │ Architecture        │ A short string naming  │',
    '       │          │                     │ the reef architecture. │',
    '       ├──────────┼─────────────────────┼────────────────────────┤',
    '       │"%B"      │ Operating system    │ The build identifier,  │',
    '       │          │ build ID            │ as read from the       │',
    '       │          │                     │ KELP_ID= field of      │',
    '       │          │                     │ /etc/reef-release. A   │',
    '       │          │                     │ long word is hy‐       │',
    '       │          │                     │ phenated.              │',
    '       ├──────────┼─────────────────────┼────────────────────────┤',
    '       │"%%"      │ Single percent sign │ Use "%%" in place of   │',
    '       │          │                     │ "%" to specify a       │',
    '       │          │                     │ single percent sign.   │',
    '       └──────────┴─────────────────────┴────────────────────────┘',
    '',
  ].join('\n');
  it('reads the rows between rules, their lines joined and a word broken at the line end whole again', () => {
    const [t] = boxTables(page);
    expect(t?.columns).toEqual(['Specifier', 'Meaning', 'Details']);
    expect(t?.rows.map((r) => r.Specifier)).toEqual(['%a', '%B', '%%']);
    expect(t?.rows[1]?.Meaning).toBe('Operating system build ID');
    expect(t?.rows[1]?.Details).toContain('A long word is hyphenated.');
    // (The spaced-table reader leaves it alone.)
    expect(textTables(page)).toEqual([]);
  });
  it('reads rows of one line each where rules part only the header, a line with an empty first cell continuing its row', () => {
    const [t] = boxTables(
      [
        '┌─────────┬───────┐',
        '│Space    │ Burst │',
        '├─────────┼───────┤',
        '│<= 1MB   │ 1     │',
        '│<= 16MB  │ 2     │',
        '│         │ (max) │',
        '└─────────┴───────┘',
      ].join('\n'),
    );
    expect(t?.rows).toEqual([
      { Space: '<= 1MB', Burst: '1' },
      { Space: '<= 16MB', Burst: '2 (max)' },
    ]);
  });
  it('leaves alone a table whose header spans columns, and one with no rule under a header', () => {
    expect(boxTables(['┌────┬──────┐', '│ a  │ b    │', '│ c  ├──┬───┤', '├────┼──┼───┤', '│ 1  │2 │ 3 │', '└────┴──┴───┘'].join('\n'))).toEqual([]);
    expect(boxTables(['┌────┬────┐', '│ a  │ b  │', '│ 1  │ 2  │', '└────┴────┘'].join('\n'))).toEqual([]);
  });
  it('answers a count over its rows, and the thing of the kind asked that a cell of the row names', async () => {
    expect(await localAnswer('How many specifiers are listed in the specifier table of this page?', page, 'reef.5.txt')).toBe('3');
    expect(await localAnswer('Which field of /etc/reef-release does the %B specifier read (field name only)?', page, 'reef.5.txt')).toBe('KELP_ID');
  });
});

describe('text: the form and the part of an answer asked for', () => {
  it('gives the short form of an option asked as a "short command-line option", without its argument', async () => {
    const page = [
      'OPTIONS',
      '       -h, --help',
      '              Show a summary of options.',
      '',
      '       -N NSNAME, --net=NSNAME',
      '              Switch to the specified reef namespace name.',
      '',
      '       -a, --all',
      '              Display all sockets.',
    ].join('\n');
    expect(await localAnswer('Which short command-line option makes reef switch to a named reef namespace?', page, 'reef.8.txt')).toBe('-N');
    expect(await localAnswer('Which long command-line option makes reef switch to a named reef namespace?', page, 'reef.8.txt')).toBe('--net');
  });

  it('gives the value a term entry quotes as the default, asked "which … is the default one"', async () => {
    const page = [
      'INFO',
      '       ts     show string "ts" if the timestamp option is set',
      '',
      '       cong_alg',
      '              the congestion algorithm name, the default congestion al‐',
      '              gorithm is "kelp"',
      '',
      '       wscale:<snd>:<rcv>',
      '              window scale factor',
    ].join('\n');
    expect(await localAnswer('According to the reef manual page, which congestion algorithm is the default one?', page, 'reef.8.txt')).toBe('kelp');
  });

  it('gives the name after the class asked where it is one token shaped as code, and keeps a label with its number', async () => {
    const notes = 'Porting. The program gen-reef generates <target>.c for you automatically for many reef systems. Run it once.';
    expect(await localAnswer('Which program can automatically generate <target>.c for many reef systems?', notes, 'PORTING')).toBe('gen-reef');
  });

  it('does not answer with a path or identifier the question writes itself', async () => {
    const readme = 'Building. In particular, you need to run the ./.reefstrap script after checkout and before running ./configure. Then build.';
    expect(await localAnswer('Which script must be run after a checkout and before running ./configure?', readme, 'README')).toBe('./.reefstrap');
  });

  it('gives an error number as the text writes it, with its letter', async () => {
    const help = [
      'Reading the undo file may fail for several reasons:',
      '*E822*  It cannot be opened, because the file permissions do not allow it.',
      '*E832*  The undo file is encrypted but the kelp key is not set.',
      'Use :set undolevels=-1 to turn undo off.',
    ].join('\n');
    expect(await localAnswer('Which error number is given when the undo file is encrypted but the kelp key is not set?', help, 'undo.txt')).toBe('E832');
  });

  it('reads the value a named thing usually has from its own section', async () => {
    const guide = ['BYTES_IN_REEF', '\tNumber of bytes per reef. (Usually 4 but can be 8.)', '', 'KELP_SIZE', '\tSize of a kelp. (Usually 16.)', ''].join('\n');
    expect(await localAnswer('According to the porting notes, what is the usual value of BYTES_IN_REEF?', guide, 'PORTING')).toBe('4');
  });

  it('keeps a word ending in -ing before the auxiliary in the asked phrase, and reads a modifier in backticks', async () => {
    const doc = [
      '### Encoding',
      '',
      'Reef files are `kelp-8` encoding by default and also support comments to change the encoding (i.e.',
      '`# coding: <name>`).',
    ].join('\n');
    expect(await localAnswer('What character encoding does reef assume for reef files by default?', doc, 'reef.md')).toBe('kelp-8');
  });

  it('names the signature a long document ends with, asked "who signed" or "the name at the end"', async () => {
    const body = Array.from({ length: 30 }, (_, i) => `Paragraph ${i} explains how the reef packages are built and kept.`).join('\n\n');
    const readme = `Reef for Debian\n---------------\n\n${body}\n\n    03/09/98\n    Ada Quill <ada@example.org>\n\nLast change: 2001-12-14\n`;
    expect(await localAnswer('Who signed this Debian README for reef (the name at the end of the document)?', readme, 'README.Debian')).toBe('Ada Quill');
  });

  it('does not take a plain word before a plural head for a name ("two main functions")', async () => {
    const readme =
      'The API consists of two main functions, `reef_to_ascii` for converting data to ASCII, and `reef_to_kelp` to convert ACE names into kelp form.';
    expect(await localAnswer('Which reef function converts ACE names into kelp form?', readme, 'README')).not.toBe('main');
  });
});

describe('rounds 145-146', () => {
  it('counts rows per value for "the largest number of X" where the one numeric column is only a value', () => {
    const types = records([
      { name: 'R_NEWLINK', value: 16, object: 'LINK' },
      { name: 'R_DELLINK', value: 17, object: 'LINK' },
      { name: 'R_GETLINK', value: 18, object: 'LINK' },
      { name: 'R_NEWADDR', value: 20, object: 'ADDR' },
      { name: 'R_NEWTUNNEL', value: 120, object: 'TUNNEL' },
    ]);
    expect(answerTableQuestion('Which object has the largest number of message types in the file?', types)?.answer).toBe('LINK');
  });

  it('ranks the counts per value for "the second-largest number of rows"', () => {
    const names = table(['name,section', 'a,Matching', 'b,Matching', 'c,Matching', 'd,Process', 'e,Process', 'f,Internals'].join('\n'));
    expect(answerTableQuestion('Which section has the second-largest number of rows in the table?', names)?.answer).toBe('Process');
  });

  it('reads a difference with a phrase set off by commas ("the difference, as a decimal number, between")', () => {
    const ioctls = table(['name,value_decimal', 'SIOCGIFNAME,35088', 'SIOCSIFMAP,35185'].join('\n'));
    expect(
      answerTableQuestion('What is the difference, as a decimal number, between the value of SIOCSIFMAP and the value of SIOCGIFNAME?', ioctls)?.answer,
    ).toBe('97');
  });

  it('keeps the items marked as the named one is, where the question asks for its kind', () => {
    const tags = records([
      { tag: ':reef', members: [':msg', ':shm', 'pipe', 'kill'] },
      { tag: ':kelp', members: ['read', 'seek'] },
    ]);
    expect(answerTableQuestion('Which tags does the :reef tag include? List them in the order given.', tags)?.answer).toBe(':msg, :shm');
    expect(answerTableQuestion('Which members does the :reef tag include? List them in the order given.', tags)?.answer).toBe(':msg, :shm, pipe, kill');
  });

  it("reads a command quoted in the old GNU style (`shadowconfig on')", async () => {
    const readme = "The command `reefconfig on' will turn on shadow reef support.\n`reefconfig off' will turn it back off.";
    expect(await localAnswer('What command does this README give for turning on shadow reef support?', readme, 'README')).toBe('reefconfig on');
  });

  it('reads a version of one number after the word "version", and an ISBN after its name', async () => {
    expect(
      await localAnswer(
        'Starting with which version of reef is the source file read by reef itself?',
        'The source file is read by reef version 582 and later. In previous versions a separate program was used.',
        'reef.1',
      ),
    ).toBe('582');
    expect(
      await localAnswer(
        'What ISBN does the README give for the reef textbook?',
        'The reef textbook by Ada Quill, published by Kelp Press, 1993, ISBN 0-442-01272-1. It is long.',
        'README',
      ),
    ).toBe('0-442-01272-1');
  });

  it('reads a title after a run of dashes as a heading ("---Shadow passwords"), but no "- item" bullet', async () => {
    const readme = [
      'Read this file first.',
      '',
      '---Shadow reefs',
      '',
      'The command turns on shadow reef support.',
      '',
      '---General configuration',
      '',
      '- one item',
      '- another item',
      '',
      '--- What to read next?',
      '',
      'The manual pages.',
    ].join('\n');
    expect(await localAnswer('How many sections (headings starting with ---) does this README have?', readme, 'README')).toBe('3');
  });

  it("reads a rename whose old name is glossed in brackets (\"Renamed 'wi' (abbreviation for 'weirdinvert') to 'wiv'\")", async () => {
    const help = "Short names changed.\nRenamed 'to' (abbreviation for 'tildeop') to 'top'. Renamed 'wi' (abbreviation for 'weirdinvert') to 'wiv'.";
    expect(await localAnswer("What is the new short name of the 'weirdinvert' option in Reef 4.0?", help, 'version4.txt')).toBe('wiv');
  });

  it('pairs two lists matched by "respectively" and gives the item beside the one the question names', async () => {
    const page = [
      'CONFIGURATION',
      '       REEF_MIN (number), REEF_MAX (number), REEF_COUNT (number)',
      '           The commands allocate REEF_COUNT unused IDs from the range REEF_MIN to REEF_MAX.',
      '',
      '           The default values for REEF_MIN, REEF_MAX, REEF_COUNT are',
      '           respectively 100000, 600100000 and 65536.',
    ].join('\n');
    expect(await localAnswer('According to the reef man page, what is the default value of REEF_COUNT?', page, 'reef.8')).toBe('65536');
    expect(await localAnswer('According to the reef man page, what is the default value of REEF_MIN?', page, 'reef.8')).toBe('100000');
  });

  it('names rows by the name before an address in their cells ("authored by Daniel Stone")', () => {
    const log = table(
      ['name,Author', 'a,Ada Quill <ada@example.org>', 'b,Ada Quillon <aq@example.org>', 'c,Ada Quill <ada@example.org>', 'd,Tom Post <tom@example.org>'].join(
        '\n',
      ),
    );
    expect(answerTableQuestion('How many commits in this git log are authored by Ada Quill?', log)?.answer).toBe('2');
  });

  it('reads "still have a legacy macro" over has_legacy_macro as its yes rows', () => {
    const modes = table(['mode,speed_mbps,has_legacy_macro', 'a,1000,yes', 'b,56000,yes', 'c,400000,no'].join('\n'));
    expect(answerTableQuestion('Among the link modes that still have a legacy macro, what is the highest speed in Mb/s?', modes)?.answer).toBe('56000');
  });

  it("lists the licences of the main files' expression, and reads the holder of a directory written with an ellipsis", () => {
    const stanzas = copyrightTable(
      [
        'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
        '',
        'Files: *',
        'Copyright: 1998 Reef Corporation',
        'License: MPL-1.1 or GPL-2+ or LGPL-2.1+',
        '',
        'Files: sim/kelp/kelp.c',
        ' sim/kelp/kelp.h',
        'Copyright: 1995 Kelp Machines Ltd',
        'License: GPL-2+',
        '',
        'Files: debian/*',
        'Copyright: 2011 Ada Quill',
        'License: GPL-2+',
        '',
      ].join('\n'),
    )!;
    expect(answerTableQuestion('Under which licences may the main upstream files be used? List them in the order given.', stanzas)?.answer).toBe(
      'MPL-1.1, GPL-2+, LGPL-2.1+',
    );
    expect(answerTableQuestion('Which company holds the copyright on the kelp simulator source files (sim/kelp/...)?', stanzas)?.answer).toBe(
      'Kelp Machines Ltd',
    );
  });
});
