import { describe, expect, it } from 'vitest';
import { analyseQuestion } from '../../tools/question.js';
import { answerTableQuestion, columnMentions } from '../../tools/table-qa.js';
import { outline } from '../../tools/outline.js';
import { termEntries } from '../../tools/term-lists.js';
import { copyrightTable, withLicenceIds } from '../../tools/copyright.js';
import { liveSettings, settingAnswer } from '../../tools/config.js';
import { sentences } from '../../tools/text.js';
import { localAnswer } from '../helpers/local-chain.js';
import { table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, fifth round), each on a small text written here.

const answer = localAnswer;

const shapes = table(`
figure,parent,parts,fill,size
shape,,outline;area,fx-NONE,0
circle,shape,radius,fx-SOLID,3
square,shape,side;area,fx-HATCH,4
oval,shape,width;height;area,fx-SOLID,5
line,,length,fx-NONE,1
arrow,line,length;head,fx-SOLID,2
`);

describe('tables: a value several columns hold, parts of cells, positions', () => {
  it('gives a value that is also a row name to the column named beside it, not to the noun asked about', () => {
    expect(answerTableQuestion('How many figures have shape as their parent?', shapes)?.answer).toBe('3');
    expect(answerTableQuestion('Some figure has line as its parent. What is that figure called?', shapes)?.answer).toBe('arrow');
  });
  it('names a cell by what follows a prefix all its column shares', () => {
    expect(answerTableQuestion('How many figures are drawn with a SOLID fill?', shapes)?.answer).toBe('3');
  });
  it('names an item of a list cell beside its column, and leaves it out when negated', () => {
    expect(answerTableQuestion('How many figures whose parent is shape do not have an area part?', shapes)?.answer).toBe('1');
    expect(answerTableQuestion('Which figure has the largest number of parts?', shapes)?.answer).toBe('oval');
  });
  it('counts the rows strictly between two named rows, in table order', () => {
    expect(answerTableQuestion('How many figures lie strictly between circle and arrow in this list?', shapes)?.answer).toBe('3');
  });
  it('keeps the first (or last) of several rows a lookup finds', () => {
    expect(answerTableQuestion('What is the first figure with a SOLID fill in this list?', shapes)?.answer).toBe('circle');
    expect(answerTableQuestion('What is the last figure with a SOLID fill?', shapes)?.answer).toBe('arrow');
  });
  it('asks for the possessed column of a possessive ("which glyph\'s name"), though the key sits in it', () => {
    const glyphs = table('glyph,name\n★,BLACK STAR\n☆,WHITE STAR\n☉,SUN');
    expect(answerTableQuestion("Which glyph's name comes right after the BLACK STAR?", glyphs)?.answer).toBe('WHITE STAR');
  });
});

const news = [
  'GNU Kiln NEWS -- history of user-visible changes.',
  '',
  'version 2.3 - Ada Quill, 2022-03-04',
  '',
  '* Fix the cooling timer',
  '',
  '* Faster glaze checks',
  '',
  '* Drop the old serial port driver',
  '',
  '',
  'version 2.2 - Ada Quill, 2021-08-09',
  '',
  '* Support for celadon glazes',
  '',
  'New option --celadon fires celadon glazes at the right heat.',
  'The option is also set when the glaze list names celadon.',
  '',
  '* Fix the door sensor',
  '',
  '',
  'version 2.1 - Ada Quill, 2020-01-02',
  '',
  '* Support for two kilns',
  '',
  'A second kiln may now be driven from the same controller, with its own support timer.',
].join('\n');

describe('release notes whose entries are starred lines under a release line', () => {
  it('nests the starred entries under their release', () => {
    const sections = outline(news);
    const release = sections.find((s) => s.version === '2.3')!;
    const entries = sections.filter((s) => s.start > release.start && s.start < release.end);
    expect(entries.map((s) => s.title)).toEqual(['Fix the cooling timer', 'Faster glaze checks', 'Drop the old serial port driver']);
  });
  it('finds the release by the word of the question only one release holds', async () => {
    expect(await answer('Which kiln release first added support for celadon glazes? Answer with the version number only.', news, 'NEWS')).toBe('2.2');
  });
  it('reads the last entry listed under the most recent release', async () => {
    expect(await answer('What is the final item listed under the most recent release in these notes?', news, 'NEWS')).toBe('Drop the old serial port driver');
  });
  it('takes the answer type from an instruction to answer with a version', () => {
    expect(analyseQuestion('Which kiln release first added support for X? Answer with the version number only.').type).toBe('version');
    expect(analyseQuestion('Which kiln release first added support for X?').head).toBe('release');
  });
});

const manual = [
  'KILN(5)                    File Formats Manual                    KILN(5)',
  '',
  'NAME',
  '       kiln - firing schedule file',
  '',
  'DESCRIPTION',
  '       Each line of this file contains 4 fields, separated by colons, in',
  '       the following order:',
  '',
  '       name of the firing',
  '           A word naming the firing.',
  '',
  '       top temperature',
  '           The hottest the kiln gets, in degrees.',
  '',
  '       hours at the top',
  '           How long the kiln stays there.',
  '',
  '       date of the last firing',
  '           The day it last ran.',
  '',
  'SEE ALSO',
  '       glaze(1), kilnctl(8), kiln(1), timer(3), cool(8), fire(8)',
  '',
].join('\n');

describe('lists a sentence leads in a manual page', () => {
  it('reads terms of up to six words', () => {
    expect(termEntries(manual).map((e) => e.term)).toContain('date of the last firing');
  });
  it('trusts the count the lead states', async () => {
    expect(await answer('How many colon-separated fields make up each line of the file?', manual, 'kiln.5')).toBe('4');
  });
  it('reads an item of the list by its place', async () => {
    expect(await answer('Counting in the order the page describes them, what is the third field of a line?', manual, 'kiln.5')).toBe('hours at the top');
  });
  it('counts the page references of one manual section', async () => {
    expect(await answer('How many of the pages referred to at the end of this manual belong to section 8?', manual, 'kiln.5')).toBe('3');
  });
});

const copyright = [
  'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
  'Upstream-Name: kilnctl',
  '',
  'Files: *',
  'Copyright: 2001-2020, Ada Quill <ada@example.org>',
  'License: MIT',
  '',
  'Files: src/glaze/celadon.c',
  ' src/glaze/celadon.h',
  'Copyright: 2019 - 2021, Tom Post,',
  '           Copyright (C) 2022 Mara Lind <mara@example.org>',
  'License: BSD-3-clause',
  '',
  'Files: debian/*',
  'Copyright: 2023, Kiln Packagers',
  'License: MIT',
  '',
  'License: MIT',
  ' Permission is hereby granted, free of charge, to any person obtaining a copy',
  ' of this software.',
  '',
].join('\n');

describe('a machine-readable Debian copyright file', () => {
  it('reads its Files stanzas as a table of patterns, holders and licences', () => {
    const t = copyrightTable(copyright)!;
    expect(t.columns).toEqual(['files', 'copyright', 'license', 'years']);
    expect(t.rows[1]).toMatchObject({ files: 'src/glaze/celadon.c; src/glaze/celadon.h', copyright: 'Tom Post; Mara Lind', license: 'BSD-3-clause' });
    expect(copyrightTable('Files: one\nLicense: MIT\n')).toBeNull();
  });
  it('names a file by its stem and answers who holds it, though a licence is named first', async () => {
    expect(
      await answer('Looking at the licensing notes, who is named as the copyright holder of the Celadon glaze source files?', copyright, 'copyright'),
    ).toBe('Tom Post; Mara Lind');
    expect(await answer('Which licence applies to celadon.h?', copyright, 'copyright')).toBe('BSD-3-clause');
  });
});

describe('a value from the entry of the term a question names', () => {
  const page = [
    'FEATURES',
    '       glazebox',
    '              Lets the kiln hold a second glaze tray. Added long ago, and the',
    '              tray holds 12 pots.',
    '',
    'KERNEL SUPPORT',
    '       This section lists the driver and the controller version where each feature came.',
    '',
    '       glazebox            kiln3, 4.7',
    '',
    '       slowcool            kiln2, 2.1.0',
    '',
  ].join('\n');
  it('reads the version in the tersest entry for the term, wherever the list is', async () => {
    expect(await answer('According to the support list, in which controller version did kiln3 gain support for the glazebox feature?', page, 'kiln.5')).toBe(
      '4.7',
    );
  });
});

describe('Markdown sections numbered inside an anchor', () => {
  const readme = [
    '# README: Kiln',
    '',
    '## Contents',
    ' 1. [Introduction](#intro)',
    ' 2. [Mailing list](#list)',
    ' 3. [Thanks](#thanks)',
    '',
    '## <a id="intro">1.</a> Introduction',
    'Kiln drives pottery kilns.',
    '',
    '## <a id="list">2.</a> Mailing list',
    'There is a mailing list, kiln-users, for questions about glazes and firing.',
    '',
    '## <a id="thanks">3.</a> Thanks',
    'Thanks to everyone who fired a pot.',
  ].join('\n');
  it('reads the number and the title without the tags', () => {
    const sections = outline(readme);
    expect(sections.map((s) => [s.number, s.title])).toContainEqual(['2', 'Mailing list']);
  });
  it('answers with the number of the section that talks about a thing', async () => {
    expect(await answer('Under which section number does the README talk about the mailing list for glaze questions?', readme, 'README.md')).toBe('2');
  });
});

describe('change logs: the name an entry credits, and the time after a date', () => {
  const log = [
    '2022-12-14   9:24  Ada Quill  <ada@example.org>',
    '',
    '\t* Handle cracked pots so that the kiln does not stop',
    '\t  when they are found (Tom Post)',
    '',
    '2022-10-23  10:21  Ada Quill  <ada@example.org>',
    '',
    '\t* Restore the ability to read glaze lists from stdin.',
    '',
    '2022-09-01  08:00  Mara Lind  <mara@example.org>',
    '',
    '\t* Faster cooling.',
  ].join('\n');
  it('answers whom the entry credits, not its writer', async () => {
    expect(await answer('Who is credited in the changelog for the change that handles cracked pots?', log, 'ChangeLog')).toBe('Tom Post');
  });
  it('keeps the time of day out of the writer name', async () => {
    expect(await answer('Who wrote the entry that restores reading glaze lists from stdin?', log, 'ChangeLog')).toBe('Ada Quill');
  });
});

describe('a sample configuration file', () => {
  const conf = [
    '# Kiln settings',
    '',
    '# Sets how loud the alarm is.  Valid levels are quiet,',
    '# normal, loud and deafening.',
    '#alarm_level = normal',
    '',
    '# How many trays to use.',
    '#trays = 2',
    '',
    '# Cool slowly after firing.',
    'slow_cool = on',
    '',
    '#door_lock = on',
    '#timer = 60',
  ].join('\n');
  it('reads the comment over the setting the question names', async () => {
    expect(
      await answer('Which values does the file say are valid for the alarm_level setting? List them in the order the file gives them.', conf, 'kiln.conf'),
    ).toBe('quiet, normal, loud, deafening');
  });
  it('names the only setting left in effect', async () => {
    expect(await answer('Which setting is the only one actually in effect? Give the setting name.', conf, 'kiln.conf')).toBe('slow_cool');
    expect(liveSettings(conf)?.rows).toEqual([{ setting: 'slow_cool', value: 'on' }]);
    expect(liveSettings('a = 1\nb = 2\n')).toBeNull();
  });
});

const pigments = table(`
pigment,red,green,blue,rfc,family
soot,0,0,0,,carbon
bone black,0,0,0,RFC9,carbon
ochre,204,119,34,,earth
ochre2,210,120,30,RFC12,earth
Deep Umber,99,81,71,,earth
Deep Blue1,10,20,250,,mineral
Deep Cobalt,0,71,171,RFC4,mineral
ash,178,190,181,,carbon
`);

describe('tables: filled columns, words inside cells, equal values, digits, and exclusions', () => {
  it('counts the rows that cite a value in a column', () => {
    expect(answerTableQuestion('How many of the listed pigments cite an RFC?', pigments)?.answer).toBe('3');
  });
  it('filters on a word inside the cells of the column named after "in"', () => {
    expect(answerTableQuestion('How many pigments have the word Deep in the pigment name?', pigments)?.answer).toBe('3');
  });
  it('reads several columns equal to one number', () => {
    expect(answerTableQuestion('Which pigments have red, green and blue values all equal to zero? List them in the order they appear.', pigments)?.answer).toBe(
      'soot, bone black',
    );
  });
  it('leaves out names with digits and answers with the name of the row a column ranks', () => {
    expect(
      answerTableQuestion('Among the pigments whose names start with "Deep" and contain no digit, which one has the largest blue value?', pigments)?.answer,
    ).toBe('Deep Cobalt');
  });
  it('leaves a value out of the column the question asks about', () => {
    expect(answerTableQuestion('Other than earth, which family has the most pigments?', pigments)?.answer).toBe('carbon');
  });
});

describe('release notes underlined at several levels, with labelled lists', () => {
  const news = [
    'Version 0.3.1',
    '-------------',
    'Released: 2022-07-13',
    '',
    'Bug fixes:',
    ' - Ensure the kiln cools after a power cut (#19)',
    '',
    'Version 0.3.0',
    '~~~~~~~~~~~~~',
    'Released: 2021-02-01',
    '',
    'New Features:',
    ' - Port to the new glaze bus (Ada Quill)',
    ' - Add support for two trays (Tom Post)',
    '',
    'Version 002',
    '~~~~~~~~~~~',
    'Released: 2020-11-13',
    '',
    ' - Fix the door sensor (Mara Lind)',
    '',
    'Version 001',
    '~~~~~~~~~~~',
    'Released: 2020-09-02',
    '',
    '- Initial proof of concept version',
  ].join('\n');
  it('reads "~" underlines and bare version numbers as release headings', () => {
    const releases = outline(news).filter((s) => s.version);
    expect(releases.map((s) => [s.version, s.date])).toEqual([
      ['0.3.1', '2022-07-13'],
      ['0.3.0', '2021-02-01'],
      ['002', '2020-11-13'],
      ['001', '2020-09-02'],
    ]);
  });
  it('answers the first release, with the answer-form instruction qualifying nothing', async () => {
    expect(await answer('What is the release date of the very first version recorded in these release notes? Answer in YYYY-MM-DD form.', news, 'NEWS')).toBe(
      '2020-09-02',
    );
  });
  it('counts the days to the release right after the one that did something', async () => {
    expect(
      await answer('How many days passed between the kiln release that was ported to the glaze bus and the release that came right after it?', news, 'NEWS'),
    ).toBe('527');
  });
});

describe('dates given as a month and a year', () => {
  it('answers "month and year" with the month and year the text gives', async () => {
    const text = 'Kiln was written at Bell Labs. The Glaze Company released the kiln code as free software in April 2000, after long talks.';
    expect(await answer('When did the Glaze Company make the kiln code free software? Give the month and year.', text)).toBe('April 2000');
  });
});

describe('Debian copyright files: licences named in words, directories by their slash', () => {
  const copy = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    'Files: *',
    'Copyright: 2001 Ada Quill',
    'License: GPL-2.0+',
    '',
    'Files: lib/*',
    'Copyright: 2002 Tom Post',
    'License: LGPL-2.1+',
    '',
    'Files: include/*',
    'Copyright: 2003 Tom Post',
    'License: LGPL-2.1+',
    '',
    'Files: debian/*',
    'Copyright: 2010 Mara Lind',
    '           2012 Joe Bloggs',
    'License: GPL-2.0+',
  ].join('\n');
  it('reads a GNU licence named in words as its short name', () => {
    const t = copyrightTable(copy)!;
    expect(withLicenceIds('How many groups are under version 2.1 (or later) of the GNU Lesser General Public License?', t)).toBe(
      'How many groups are under LGPL-2.1+?',
    );
    expect(withLicenceIds('Which files use the GNU General Public License, version 3?', t)).toBe('Which files use the GNU General Public License, version 3?');
  });
  it('counts the file groups under a licence named in words, and the holders of a directory', async () => {
    expect(
      await answer(
        'How many of the file groups in this copyright file are released under version 2.1 (or later) of the GNU Lesser General Public License?',
        copy,
        'copyright',
      ),
    ).toBe('2');
    expect(await answer('How many individual people hold copyright on the Debian packaging (the debian/ directory)?', copy, 'copyright')).toBe('2');
  });
});

describe('tables: a value inside a range, a column of codes, an exclusion opening the clause', () => {
  const blocks = table('name,first,last\nBasic Kiln,U+0000,U+007F\nGlaze Marks,U+0080,U+00FF\nTray Symbols,U+0100,U+017F');
  it('finds the row whose bounds hold a value no cell holds', () => {
    expect(answerTableQuestion('In which block does the code point U+00C4 fall?', blocks)?.answer).toBe('Glaze Marks');
  });
  const langs = table('alpha_3,alpha_2,name,inverted_name,type\nakk,,Akkadian,,Ancient\nlat,la,Latin,,Ancient\ntlh,,Klingon,,Constructed');
  it('answers a code question from a column of codes, the one whose number the question gives', () => {
    expect(answerTableQuestion('What is the ISO 639-3 code for Klingon?', langs)?.answer).toBe('tlh');
  });
  it('leaves out a value named in a clause that opens with an excluding phrase', () => {
    const tokens = table('name,number\nEQUAL,22\nPLUSEQUAL,37\nMINEQUAL,38\nLESS,20');
    expect(answerTableQuestion('Leaving out the plain assignment token EQUAL itself, how many names end in "EQUAL"?', tokens)?.answer).toBe('2');
  });
});

describe('a configuration of comments over directive lines', () => {
  const rc = [
    '# Kiln controller defaults',
    '# Copyright the kiln makers.',
    '',
    '# Set glaze naming style',
    'glazes short',
    '',
    '# Set path where the kiln plugins are installed',
    'plugin_dirs ../plugins:../plugins32:../plugins64',
    '',
    '# Set the default tray count',
    'trays 2',
  ].join('\n');
  it('keeps a comment and the setting under it as separate sentences', () => {
    expect(sentences('# Set path where the kiln plugins are installed\nplugin_dirs ../plugins:../plugins32')).toEqual([
      '# Set path where the kiln plugins are installed',
      'plugin_dirs ../plugins:../plugins32',
    ]);
  });
  it('answers with the value of the setting the comment over it describes', async () => {
    expect(await answer('What glaze naming style does this kiln configuration choose?', rc, 'kiln.rc')).toBe('short');
    expect(
      await answer('Which directories does the file give as the places where the kiln plugins are installed? List them comma-separated.', rc, 'kiln.rc'),
    ).toBe('../plugins, ../plugins32, ../plugins64');
  });
  it('answers nothing from a two-word line that no comment describes', () => {
    expect(
      settingAnswer('What style is chosen?', false, [
        { text: 'Bug fixes', score: 3 },
        { text: 'Other text', score: 1 },
      ]),
    ).toBeNull();
  });
});

describe('a table laid out with spaces in a manual page, powers written in words, the column an instruction names', () => {
  const page = [
    'KILNUNITS(7)',
    '',
    'DESCRIPTION',
    '   Decimal prefixes',
    '       The kiln units use prefixes that indicate powers of ten.',
    '',
    '              Prefix   Name     Value',
    '              q        quecto   10^-30 = 0.000000000000000000000000000001',
    '              r        ronto    10^-27 = 0.000000000000000000000000001',
    '              y        yocto    10^-24 = 0.000000000000000000000001',
    '              k        kilo     10^3 = 1000',
    '',
  ].join('\n');
  it('reads "ten to the power of minus 27" as 10^-27 and answers with the column "give its name" asks for', async () => {
    expect(await answer('Which prefix stands for ten to the power of minus 27? Give its name.', page, 'kilnunits.7')).toBe('ronto');
  });
});

describe('entries that each name one of a plural noun of the question', () => {
  const news = [
    'Version 0.9.0',
    '~~~~~~~~~~~~~',
    'Released: 2010-02-01',
    '',
    'Translations:',
    ' - Add Swedish translation (Ada Quill)',
    ' - Added Italian translation (Tom Post)',
    ' - Add Polish translation (Mara Lind)',
    '',
    'Bugfixes:',
    ' - Fix the door sensor (Ada Quill)',
  ].join('\n');
  it('answers with the word each entry sets before the noun', async () => {
    expect(await answer('The 0.9.0 release added three translations. Which languages were they? List them in the order given.', news, 'NEWS')).toBe(
      'Swedish, Italian, Polish',
    );
  });
});

describe('dates written day-month-year with hyphens, and as the log writes them', () => {
  const log = [
    'Changes in 20.2 (18-OCT-2001)',
    '=============================',
    ' - Added translations',
    '',
    'Changes in 20.1 (31-MAR-2001)',
    '=============================',
    ' - Switched the licence to the GPL',
    '',
  ].join('\n');
  it('reads 18-OCT-2001 as a date', () => {
    expect(outline(log).map((s) => s.date)).toEqual(['2001-10-18', '2001-03-31']);
  });
  it('counts days between releases dated so, and answers a date as written when asked to', async () => {
    expect(await answer('How many days passed between the release of version 20.1 and the release of version 20.2?', log, 'ChangeLog')).toBe('201');
    expect(
      await answer('On what date was the release that switched the licence to the GPL? Give the date exactly as the log writes it.', log, 'ChangeLog'),
    ).toBe('31-MAR-2001');
  });
  it('folds British spellings with endings ("colouring" is "coloring")', async () => {
    const news = 'Changes in 2.1\n==============\n * tree: Add color\n\nChanges in 2.0\n==============\n * tree: Sort processes by age\n';
    expect(await answer('In which release did tree start colouring processes?', news, 'NEWS')).toBe('2.1');
  });
});

describe('an item named by the place the question says after the verb', () => {
  const page = [
    'The following sections are defined:',
    '',
    '   •  KILN_HEAT',
    '',
    '   •  KILN_COOL',
    '',
    '   •  KILN_GLAZE',
    '',
    'Other text follows here.',
  ].join('\n');
  it('answers "which one is listed third"', async () => {
    expect(await answer('Among the sections this page says are defined, which one is listed third?', page, 'kiln.5')).toBe('KILN_GLAZE');
  });
});

describe('tables: a number after a column name, a negation in the relative clause, the least item of a cell', () => {
  const locales = table(
    'locale,territory,currency,paper_height,measurement\naa_DJ,Djibouti,DJF,297,1\nen_US,United States,USD,279,2\nes_EC,Ecuador,USD,297,1\nes_US,United States,USD,279,2',
  );
  it('reads "measurement system 2" as a condition on that column', () => {
    expect(answerTableQuestion('Which locales use measurement system 2? List them in alphabetical order.', locales)?.answer).toBe('en_US, es_US');
  });
  it('negates the value a relative clause says is not used', () => {
    expect(answerTableQuestion('Among the locales whose currency is USD, which territories do not use a paper height of 279?', locales)?.answer).toBe(
      'Ecuador',
    );
  });
  it('answers the least version among those one cell lists', () => {
    const ext = table('extension,versions\nhstore,1.3; 1.1; 1.2\ncube,1.0');
    expect(answerTableQuestion('What is the lowest version number among the versions listed for hstore?', ext)?.answer).toBe('1.1');
  });
});

describe('tables: several values of one column', () => {
  const modes = table('name,group,value\nS_IRWXU,permission,448\nS_IRWXG,permission,56\nS_IRWXO,permission,7\nS_IFDIR,type,16384');
  it('adds up the rows several values of one column name, as alternatives', () => {
    expect(answerTableQuestion('Add up the decimal values of S_IRWXU, S_IRWXG and S_IRWXO. What is the total?', modes)?.answer).toBe('511');
  });
  it('keeps both values where a cell lists both', () => {
    const calls = table('name,groups\nsignalfd,"descriptor;signal"\nclose,descriptor\nkill,signal');
    calls.rows = calls.rows.map((r) => ({ ...r, groups: r.groups!.replace(/"/g, '') }));
    expect(answerTableQuestion('Which calls are in both the descriptor group and the signal group?', calls)?.answer).toBe('signalfd');
  });
});

describe('tables: hex codes, empty arguments, the column that writes a value as asked, ties, tails of names', () => {
  const ops = table(
    'name,code_hex,argument,stack_after,proto\nPROTO,80,uint1,,2\nTUPLE,74,,tuple,0\nEMPTY_TUPLE,29,,tuple,1\nFRAME,95,uint8,,4\nMEMOIZE,94,,any,4\nBYTES8,8E,bytes8,bytes,4\nNEXT_BUFFER,97,,any,5\nREADONLY_BUFFER,98,,any,5',
  );
  it('names a hexadecimal code with its 0x prefix, and no noun before it is a value', () => {
    expect(answerTableQuestion('Which opcode is encoded by the byte 0x80?', ops)?.answer).toBe('PROTO');
  });
  it('reads "take no inline argument" as an empty cell', () => {
    expect(answerTableQuestion('How many of the opcodes introduced with protocol 4 take no inline argument?', ops)?.answer).toBe('1');
  });
  it('puts a value in the column that writes it as the question does, not one named in another sentence', () => {
    expect(answerTableQuestion('Which opcodes leave a tuple on the stack? List their names in alphabetical order.', ops)?.answer).toBe('EMPTY_TUPLE, TUPLE');
  });
  it('answers every row tied at an extreme when several are asked for', () => {
    expect(answerTableQuestion('Which opcodes were introduced in the highest protocol? Give their names in alphabetical order.', ops)?.answer).toBe(
      'NEXT_BUFFER, READONLY_BUFFER',
    );
  });
  it('names a row by the last words of its name', () => {
    const chars = table('byte,name\n0xA9,LATIN CAPITAL LETTER S WITH CARON\n0xB9,LATIN SMALL LETTER S WITH CARON');
    expect(answerTableQuestion('Which byte encodes the capital letter S with caron?', chars)?.answer).toBe('0xA9');
  });
});

describe('Debian copyright files: a directory path without its slash, a possessor, the files a stanza lists', () => {
  const copy = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    'Files: *',
    'Copyright: 2001 Ada Quill',
    'License: kiln',
    '',
    'Files: contrib/glazeminus/*',
    'Copyright: 2002 Tom Post',
    'License: expat',
    '',
    'Files: main/timer.c',
    ' main/door.c',
    ' main/tray.c',
    'Copyright: 2003 Mara Lind',
    'License: kiln',
  ].join('\n');
  it('answers the licence of a directory named as "kiln\'s contrib/glazeminus directory"', async () => {
    expect(await answer("Which licence applies to the files in kiln's contrib/glazeminus directory?", copy, 'copyright')).toBe('expat');
  });
  it('counts the files listed together in the stanza that covers one of them', async () => {
    expect(await answer('How many files are listed together in the copyright stanza that covers main/door.c?', copy, 'copyright')).toBe('3');
  });
});

describe('tables: globbed file names, inflected categories, counted rows, column names, who-questions', () => {
  const codes = table(
    'class,class_name,sqlstate,kind\n01,Warning,01000,warning\n01,Warning,01003,warning\n22,Data Exception,22000,error\n22,Data Exception,22001,error\n22,Data Exception,22002,error\n23,Integrity,23000,error',
  );
  it('names a category by its plural, in the column that writes it so', () => {
    expect(answerTableQuestion('How many of the listed codes are warnings?', codes)?.answer).toBe('2');
  });
  it('counts rows per value for "the most <plural noun>" and answers with the column the instruction names', () => {
    expect(answerTableQuestion('Which error class has the most codes? Give the class name as written.', codes)?.answer).toBe('Data Exception');
  });
  it('finds a column named as a longer phrase starting with another column name', () => {
    expect(columnMentions('class name as written', codes.columns).map((m) => m.column)).toEqual(['class_name']);
  });
  it('answers no who-question from a column of file patterns', () => {
    const files = table('files,copyright\nlib/*,Ada Quill\nsrc/dict.*,Tom Post');
    expect(answerTableQuestion('Besides Ada Quill, who is named as one of the original authors of the file system tools?', files)).toBeNull();
    expect(answerTableQuestion('Who holds the copyright on the dictionary sources under src/dict?', files)?.answer).toBe('Tom Post');
  });
});

describe('counting words that are no values, and release questions worded more loosely', () => {
  it('reads "among these 128 characters" as the set, not a cell', () => {
    const chars = table(
      'byte_decimal,unicode,name\n10,U+00C7,LATIN CAPITAL LETTER C WITH CEDILLA\n11,U+25A0,BLACK SQUARE\n12,U+00E9,LATIN SMALL LETTER E WITH ACUTE',
    );
    expect(answerTableQuestion('Among these 12 characters, which one has the highest Unicode code point? Give its name as listed.', chars)?.answer).toBe(
      'BLACK SQUARE',
    );
  });
  const news = [
    'Noteworthy changes in version 0.9.1 (2015-03-18)',
    '------------------------------------------------',
    ' * Fix a crash.',
    '',
    'Noteworthy changes in version 0.9.0 (2015-01-02)',
    '------------------------------------------------',
    ' * New kiln timer.',
    '',
    'Noteworthy changes in version 0.8.4 (2014-09-18)',
    '------------------------------------------------',
    ' * Faster cooling.',
    '',
    'Noteworthy changes in version 0.5.0 (2002-01-04)',
    '------------------------------------------------',
    ' * First release.',
  ].join('\n');
  it('answers the earliest version the file "has an entry for", and counts releases "in the year 2015"', async () => {
    expect(await answer('What is the earliest kiln version this NEWS file has an entry for?', news, 'NEWS')).toBe('0.5.0');
    expect(await answer('How many kiln releases listed here came out in the year 2015?', news, 'NEWS')).toBe('2');
  });
});
