import { describe, expect, it } from 'vitest';
import { nounPhrases } from '../../tools/phrases.js';
import { entryTable } from '../../tools/entries.js';
import { items, namedSections, outline } from '../../tools/outline.js';
import { localAnswer } from '../helpers/local-chain.js';

// Capabilities for documents the engine has not seen (issue 18), each on a small document written here.

const answer = localAnswer;

describe('numbers glued to their unit in prose', () => {
  const doc = [
    'Benchmarks',
    '',
    'The loader was timed on a laptop with 16 GB of memory and a disk rated at 3 years of warranty.',
    'On the build server the cold start took 180ms over 12 runs, and the warm start took 35ms.',
  ].join('\n');
  it('reads the number whose unit the question asks for', async () => {
    expect(await answer('How long, in ms, did the cold start take on the build server?', doc)).toBe('180');
  });
});

describe('Markdown tables in prose, found without the question calling them a table', () => {
  const readme = [
    '# quillpack',
    '',
    'quillpack packs quills. It was measured on a workstation with the following results:',
    '',
    '| Packer        | Level | Packing  | Unpacking |',
    '| ------------- | ----- | -------- | --------- |',
    '| **quillpack** | 3     | 420 kB/s | 900 kB/s  |',
    '| [featherz]    | 1     | 310 kB/s | 700 kB/s  |',
    '| nibpack       | 5     | 515 kB/s | 650 kB/s  |',
    '| inkzip        | 2     | 450 kB/s | 980 kB/s  |',
    '',
    'Ports were tried on these platforms:',
    '',
    '| Board    | System  | Toolchain |',
    '|----------|---------|-----------|',
    '| Pi 4     | Linux   | GCC       |',
    '| Pi 4     | NetBSD  | Clang     |',
    '| Jetson   | Linux   | Clang     |',
    '',
    'Send patches to the list.',
  ].join('\n');
  it('counts rows by a comparative on cells that carry a unit', async () => {
    expect(await answer('How many packers pack faster than 430 kB/s?', readme, 'README.md')).toBe('2');
  });
  it('counts rows holding a value the question names', async () => {
    expect(await answer('How many of the ports were built with the Clang toolchain?', readme, 'README.md')).toBe('2');
  });
});

describe('noun-phrase answers from part-of-speech tags', () => {
  const manual = [
    'BIRDTAB(5)                File Formats                BIRDTAB(5)',
    '',
    'DESCRIPTION',
    '       Each line of birdtab describes one nest box. Fields are separated by tabs.',
    '',
    '       The first field (box_id).',
    '              A unique label for the box.',
    '',
    '       The second field (nest_kind).',
    '              The kind of nest expected in the box.',
    '',
    '       The third field (last_check).',
    '              This field is read by perchd(8) to decide the order in which boxes are visited on survey days.',
  ].join('\n');
  it('reads an identifier given in parentheses after the phrase the question names', async () => {
    expect(await answer('What is the name of the second field of a birdtab line?', manual)).toBe('nest_kind');
  });
  it('answers "which X" with the noun phrase that does not echo the question, not the whole sentence', async () => {
    expect(await answer('Which program reads the third birdtab field to decide the order in which boxes are visited?', manual)).toBe('perchd');
  });
});

describe('noun phrases', () => {
  it('keeps lowercase phrases and identifiers whole, drops determiners and adjective-only runs, marks appositions', () => {
    const ps = nounPhrases('The survey boxes are checked at noon by perchd(8) and the reset flag (rst_flag) is done.');
    expect(ps.map((p) => p.text)).toEqual(['survey boxes', 'noon', 'perchd', 'reset flag', 'rst_flag']);
    expect(ps.filter((p) => p.apposition).map((p) => p.text)).toEqual(['rst_flag']);
  });
});

describe('definitions in their usual phrasings', () => {
  const agreement = [
    'GARDEN PLOT AGREEMENT',
    '',
    'This agreement is made between the town council of Elsby (the "Council") and the resident who rents a plot',
    'of the allotment (the "Tenant"). The plot may be used only for growing food and flowers.',
    '"Season" means the period from the first of March to the last day of October in any year.',
    'Water drawn from the shared tap is called Common Water and may not be sold.',
  ].join('\n');
  it.each([
    ['What does the agreement call the resident who rents a plot?', 'Tenant'],
    ['What does the agreement call the town council of Elsby?', 'Council'],
    ['What term does the agreement use for the period from March to October?', 'Season'],
    ['What is the water drawn from the shared tap called?', 'Common Water'],
  ])('%s → %s', async (q, expected) => {
    expect(await answer(q, agreement)).toBe(expected);
  });
});

describe('a change log as a table of dated, signed entries', () => {
  const changelog = [
    '2021-03-09  Mira Holm  <mira@example.org>',
    '',
    '\tAdd the --dry-run option to the sync command',
    '',
    '2021-02-14  Otto Lind  otto@example.org',
    '',
    '\tFix a crash when the cache directory is missing',
    '\tUpdate the manual page',
    '',
    '2020-12-30  Mira Holm  <mira@example.org>',
    '',
    '\tPort the build to Meson',
    '',
    '2020-11-02  Mira Holm  <mira@example.org>',
    '',
    '\tFirst import of the sources',
  ].join('\n');
  it('reads GNU headers and Debian trailers', () => {
    expect(entryTable(changelog)!.rows.map((r) => `${r.date} ${r.author}`)).toEqual([
      '2021-03-09 Mira Holm',
      '2021-02-14 Otto Lind',
      '2020-12-30 Mira Holm',
      '2020-11-02 Mira Holm',
    ]);
    const debian = [
      'pkg (2-1) unstable; urgency=low',
      '',
      '  * New upstream release.',
      '',
      ' -- Ana Ruiz <ana@example.org>  Sat, 04 Jul 2015 10:00:00 +0200',
      '',
    ].join('\n');
    const t = entryTable(
      [debian, debian.replace('2-1', '1-2').replace('04 Jul', '01 Jun'), debian.replace('2-1', '1-1').replace('Ana Ruiz', 'Bo Li')].join('\n'),
    )!;
    // The first line of a Debian entry names its version, distribution and urgency; the date is the day written, not
    // shifted to UTC.
    expect(t.columns).toEqual(['date', 'version', 'author', 'email', 'text', 'distribution', 'urgency']);
    expect(t.rows.map((r) => `${r.date} ${r.version} ${r.author} ${r.text}`)).toEqual([
      '2015-07-04 2-1 Ana Ruiz * New upstream release.',
      '2015-06-01 1-2 Ana Ruiz * New upstream release.',
      '2015-07-04 1-1 Bo Li * New upstream release.',
    ]);
    const late = entryTable([debian, debian, debian].join('\n').replace(/Sat, 04 Jul 2015 10:00:00 \+0200/g, 'Fri, 13 Sep 2002 21:00:15 -0400'))!;
    expect(late.rows[0]!.date).toBe('2002-09-13');
  });
  it.each([
    ['How many entries in the ChangeLog were written by Mira Holm?', '3'],
    ['How many days separate the earliest and the most recent dates in the ChangeLog?', '127'],
    ['According to the ChangeLog, who added the --dry-run option to the sync command?', 'Mira Holm'],
    ['Who fixed the crash when the cache directory is missing?', 'Otto Lind'],
  ])('%s → %s', async (q, expected) => {
    expect(await answer(q, changelog, 'ChangeLog')).toBe(expected);
  });
});

describe('a Markdown table taken unasked must be able to hold the answer', () => {
  const readme = [
    '# burrow',
    '',
    '| Board   | System | Toolchain |',
    '|---------|--------|-----------|',
    '| Pi 4    | Linux  | GCC       |',
    '| Jetson  | Linux  | Clang     |',
    '| Rock 5  | BSD    | Clang     |',
    '',
    'Release history',
    '',
    'burrow 2.0 was released in 2019 and added the Jetson board. burrow 1.0 was released in 2016.',
  ].join('\n');
  it('answers a year question from the prose, not from a table without years', async () => {
    expect(await answer('In what year was the burrow release that added the Jetson board published?', readme, 'README.md')).toBe('2019');
  });
});

describe('lists in their various punctuations', () => {
  it('reads roman numerals of several letters followed by a dot or a parenthesis as one list', () => {
    const section = [
      '2. Grants.',
      '  i. the right to sow;',
      ' ii. the right to harvest;',
      'iii. the right to sell produce at the gate;',
      ' iv) the right to keep bees; and',
      '  v. other similar rights.',
      'Mix. is not a marker.',
    ].join('\n');
    const found = items(section);
    expect(found.map((i) => `${i.kind}:${i.marker}`)).toEqual(['roman:i.', 'roman:ii.', 'roman:iii.', 'roman:iv)', 'roman:v.']);
  });
  it('reads a marked list under a "the following:" line, with its wrapped lines as part of each item', () => {
    const section = [
      '1. Grants. The Tenant receives rights that include, but are not',
      'limited to, the following:',
      '',
      '  i. the right to sow, to weed and to water',
      '     the plot in any season;',
      ' ii. the right to harvest;',
      'iii. the right to sell produce at the gate.',
      '',
      'Nothing else is granted.',
    ].join('\n');
    expect(items(section).map((i) => `${i.kind}:${i.marker}:${i.label ?? ''}`)).toEqual([
      'roman:i.:limited to, the following',
      'roman:ii.:limited to, the following',
      'roman:iii.:limited to, the following',
    ]);
  });
  it('counts the items a named section lists', async () => {
    const doc = [
      'ALLOTMENT RULES',
      '',
      '1. Grants. The Tenant receives the following rights ("Plot Rights"):',
      '',
      '  i. the right to sow;',
      ' ii. the right to harvest;',
      'iii. the right to sell produce at the gate;',
      ' iv. the right to keep bees; and',
      '  v. other similar rights.',
      '',
      '2. Duties. The Tenant keeps the paths clear.',
    ].join('\n');
    expect(await answer('How many rights does the text list as Plot Rights in the Grants section?', doc)).toBe('5');
  });
});

describe('a section named by its whole title, without the word "section"', () => {
  it('takes a numbered title of three or more words spelled as the document writes it', () => {
    const doc = ['RULES', '', '1. Tenancy and Plot Rights. The tenant may sow.', '', '2. Paths. Keep them clear.', ''].join('\n');
    const secs = outline(doc).map((s, id) => ({ ...s, id }));
    expect(namedSections('How many rights are included in Tenancy and Plot Rights?', secs).map((s) => s.title)).toEqual(['Tenancy and Plot Rights']);
    // Lower case, or a short title, is not a reference to a section.
    expect(namedSections('How many rights are included in tenancy and plot rights?', secs)).toEqual([]);
    expect(namedSections('Are the paths clear?', secs)).toEqual([]);
  });
});
