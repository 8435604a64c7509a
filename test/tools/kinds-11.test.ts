import { describe, expect, it } from 'vitest';
import { askedAbbreviation } from '../../tools/abbreviations.js';
import { entryTable } from '../../tools/entries.js';
import { copyrightTable, directoryStanza, holderByYears } from '../../tools/copyright.js';
import { listAfter } from '../../tools/lead-lists.js';
import { items, outline } from '../../tools/outline.js';
import { analyseQuestion } from '../../tools/question.js';
import { answerTableQuestion, dottedKey } from '../../tools/table-qa.js';
import { withReferred } from '../../tools/table-tree.js';
import { entryHolding, termEntries } from '../../tools/term-lists.js';
import { sentences } from '../../tools/text.js';
import { localAnswer } from '../helpers/local-chain.js';
import { table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, eleventh round), each on a small text written here.

/** A Debian changelog of the entries given, newest first: version, distribution, urgency, change, signer and day. */
function debianLog(entries: [string, string, string, string, string, string][]): string {
  return entries
    .map(([version, dist, urgency, change, who, day]) =>
      [`kelp (${version}) ${dist}; urgency=${urgency}`, '', `  * ${change}`, '', ` -- ${who}  ${day} 10:00:00 +0000`, ''].join('\n'),
    )
    .join('\n');
}

describe('release notes headed by a product and its version, or by a version alone', () => {
  const news = [
    'Lanternfish 3.1',
    '',
    'A bug fix release.',
    '',
    ' * Fix the tide table when the moon is new',
    ' * Fix a crash when the net is empty',
    '',
    'Contributors',
    '',
    '  Ada Winter',
    '  Bo Lindqvist',
    '  Carmen Ortiz',
    '',
    '',
    'Lanternfish 3.0',
    '',
    'Changes at a glance:',
    '  * Depth sounding in fathoms',
    '  * The Meson build replaces the old Makefiles',
    '',
    'Contributors',
    '',
    '  Ada Winter',
    '',
    '',
    'Lanternfish 2.9',
    '',
    'Changes at a glance:',
    '  * First public release of the harbour map',
    '',
  ].join('\n');
  it('reads "Lanternfish 3.1" set apart by blank lines as a release when another line like it follows, its parts below it', () => {
    const found = outline(news).map((s) => [s.depth, s.title, s.version]);
    expect(found).toEqual([
      [1, 'Lanternfish 3.1', '3.1'],
      [2, 'Contributors', null],
      [1, 'Lanternfish 3.0', '3.0'],
      [2, 'Changes at a glance', null],
      [2, 'Contributors', null],
      [1, 'Lanternfish 2.9', '2.9'],
      [2, 'Changes at a glance', null],
    ]);
    // One line of that form is no release heading.
    expect(outline('Lanternfish 3.1\n\nSome text here.\n').map((s) => s.version)).toEqual([]);
  });
  it('answers the oldest release, the release that did something, and counts the people under a release\'s "Contributors"', async () => {
    expect(await localAnswer('What is the oldest Lanternfish version described in these notes?', news, 'NEWS')).toBe('2.9');
    expect(await localAnswer('In which Lanternfish release did the Meson build replace the Makefiles?', news, 'NEWS')).toBe('3.0');
    expect(await localAnswer('How many people are credited as contributors to Lanternfish 3.1?', news, 'NEWS')).toBe('3');
  });
  it('reads a section of short names, one to a line at one indentation, as its items, but not lines laid out in columns', () => {
    expect(items('Contributors\n\n  Ada Winter\n  Bo Lindqvist\n').map((i) => i.text)).toEqual(['Ada Winter', 'Bo Lindqvist']);
    expect(items('Needs:\n\n    npth         (https://example.org/npth/)\n    libfoo       (https://example.org/libfoo/)\n')).toEqual([]);
  });
  const changelog = [
    'Changelog for kelp',
    '==================',
    '',
    '1.2.0',
    '-----',
    '',
    '- Add the frond counter.',
    '',
    '1.0.0',
    '-----',
    '',
    '- Expose the holdfast API.',
    '',
    '1.0 beta 1',
    '----------',
    '',
    '- First cut of kelp.',
    '',
  ].join('\n');
  it('takes a heading that is nothing but a version as a release, "1.0 beta 1" before "1.0.0", and "2.4.1 (stable)" too', async () => {
    expect(outline(changelog).map((s) => s.version)).toEqual([null, '1.2.0', '1.0.0', '1.0 beta 1']);
    expect(await localAnswer('What is the oldest release covered by this changelog? Give the version as written.', changelog, 'CHANGES')).toBe('1.0 beta 1');
    expect(outline('2.4.1 (stable)\n===\n\n- Fix a leak\n\n2.4.0 (development)\n===\n\n- Add a loader\n').map((s) => s.version)).toEqual(['2.4.1', '2.4.0']);
  });
  it('answers the very first change listed under the most recent release, less the references in brackets that close it', async () => {
    const notes = '2.4.1 (stable)\n===\n\n- Search for the frond index [!145, Ada Winter]\n- Translation updates\n\n2.4.0 (stable)\n===\n\n- Add a loader\n';
    expect(await localAnswer('What is the very first change listed under the most recent release in these notes?', notes, 'NEWS')).toBe(
      'Search for the frond index',
    );
  });
});

describe('lists under underlined headings, and terms set off by a dash', () => {
  const relnotes = [
    'Kelp v2.1 Release Notes',
    '=======================',
    '',
    'UI, Workflows & Features',
    '------------------------',
    '',
    ' * "kelp grow" learned the --tide option.',
    '',
    ' * "kelp prune" can now prune',
    '   several fronds at once.',
    '',
    ' * "kelp map" shows the holdfast.',
    '',
    'Performance and Internal Implementation',
    '---------------------------------------',
    '',
    ' * The frond cache is smaller.',
    '',
    ' * Tests run in parallel.',
    '',
  ].join('\n');
  it('ends the list under a heading where the next underlined heading begins', () => {
    expect(listAfter(relnotes, 'UI, Workflows & Features')?.items).toHaveLength(3);
  });
  it('counts the items of a list whose terms are set off by a dash, right-aligned and indented with tabs', async () => {
    const readme = [
      '     --enable-tide=MODE',
      '                     Force the tide model MODE.  Default is the',
      '\t\t     auto mode.  Possible values for MODE are:',
      '\t\t       moon - Use the lunar tables only.',
      '\t\t      solar - Use the solar tables, which are',
      '\t\t\t     slower.',
      '\t\t      mixed - Use both tables and pick the closer one at each step.',
      '                      auto - Pick at runtime.',
      '',
    ].join('\n');
    expect(listAfter(readme, 'Possible values for MODE are:')?.items).toEqual(['moon', 'solar', 'mixed', 'auto']);
    expect(await localAnswer('The configure option for forcing a tide model accepts a MODE. How many possible values for MODE are listed?', readme)).toBe('4');
  });
  it('keeps "a - b" inside a sentence, and a dash before a lowercase word, in the sentence', () => {
    expect(sentences('We map x - the frond count - to y.\nThen we stop.')).toEqual(['We map x - the frond count - to y.', 'Then we stop.']);
  });
});

describe('sentences and spans', () => {
  it('runs a short line that stops on a function word on into the lowercase line below it', () => {
    const text = ' * Neither the name of kelp nor the\n   names of its contributors may be used to endorse products.\n';
    expect(sentences(text)).toEqual(['* Neither the name of kelp nor the names of its contributors may be used to endorse products.']);
    // A short line that ends a thought still ends its sentence.
    expect(sentences('Kelp grows fast\nin warm water it slows.')).toHaveLength(2);
  });
  it('answers the thing a question stands in for with "a particular", from the words before it', async () => {
    const licence = [
      'Redistribution and use in source and binary forms are permitted provided that:',
      '    * Neither the name of kelp-tools nor the',
      '      names of its contributors may be used to endorse or promote products',
      '      derived from this software without specific prior written permission.',
    ].join('\n');
    expect(analyseQuestion('The text says the name of a particular project may not be used to endorse products. Which project is named?').before).toBe(
      'the name of',
    );
    expect(await localAnswer('The text says the name of a particular project may not be used to endorse products. Which project is named?', licence)).toBe(
      'kelp-tools',
    );
  });
  it('reads the head of "from which version onward", and "who prepared" as asking for the one named after "by"', async () => {
    expect(analyseQuestion('From which kelp version onward was the patent claim dropped?').type).toBe('version');
    const text =
      'This package was fetched from\nhttps://example.org/kelp/\n\nPackaged for Debian by Ada Winter <ada@example.org>.\n\nCopyright 2001 The Kelp Group\n';
    expect(await localAnswer('Who prepared this package for Debian?', text)).toBe('Ada Winter');
  });
  it('takes the new version of a "from … to …" change for "new", the old for "previous"', async () => {
    const text = 'Kelp 4.0\n\n * The minimum tide library version was raised from 1.2.3 to 1.4.0\n * Faster maps\n';
    expect(await localAnswer('Kelp 4.0 raised the minimum tide library version. What is the new minimum version?', text)).toBe('1.4.0');
    expect(await localAnswer('Kelp 4.0 raised the minimum tide library version. What was the previous minimum version?', text)).toBe('1.2.3');
  });
  it('takes the ends of a range for the highest and lowest values', async () => {
    const text = 'Frond pruning is skipped for the fastest modes (speed setting 1 to 4). Slower modes prune every frond.';
    expect(await localAnswer('What is the highest speed setting that counts as one of the fastest modes?', text)).toBe('4');
    expect(await localAnswer('What is the lowest speed setting that counts as one of the fastest modes?', text)).toBe('1');
  });
  it('reads how much a figure grew between the values two parts of a sentence give it', async () => {
    const text = '(The default frond buffer was 512 at first, 1024 since 1.3.2, 4096 since 2.0.7.) Use -b to set another size.';
    expect(await localAnswer('By how much did the default frond buffer grow from its very first value to the value it got in 2.0.7?', text)).toBe('3584');
  });
  it('gives a street address from a number and a street', async () => {
    const text = 'A commercial licence may be had from Kelp Works, Inc., 221 Harbour Avenue, Port Kelp, CA 90000, or by mail.';
    expect(await localAnswer('What street address does the text give for Kelp Works (street number and street only)?', text)).toBe('221 Harbour Avenue');
  });
  it('answers the options a sentence says another implies, in its order', async () => {
    const text =
      ' * "kelp grow --tide" used to ignore the moon.  The --tide\n   option now implies --lunar and --no-sun options.\n\n * Two new words, "frond" and "holdfast", are defined.\n';
    expect(await localAnswer('Which two options does "kelp grow --tide" now imply? List them in order, separated by a comma.', text)).toBe('--lunar, --no-sun');
  });
});

describe('Debian copyright files', () => {
  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    'Files: *',
    'Copyright: 2001-2011 Kelp Foundation',
    'License: Kelp',
    '',
    'Files: debian/*',
    'Copyright:',
    ' 1996, Ada Winter <ada@example.org>',
    ' 2004-2009, Bo Lindqvist <bo@example.org>',
    ' 2012, Carmen Ortiz <carmen@example.org>',
    'License: BSD-4-clause',
    '',
    'Files: lib/frond.h',
    'Copyright: 1993, Dan Reef',
    'License: BSD-4-clause',
    '',
    'Files: tools/prune.pl',
    'Copyright: 2005, Eve Shoal',
    'License: GPL-2+',
    '',
    'Files: lib/map.c',
    'Copyright: 1998, Map Inc.',
    'License: mapping',
    '',
    'License: mapping',
    ' A different licence can be obtained from Map Inc., 1401 Kelp Avenue,',
    ' Harbour City, CA 90000.',
    '',
  ].join('\n');
  it('answers the one holder whose years are the range the question writes, in any stanza', async () => {
    expect(await localAnswer('Which packager holds the copyright on the packaging for the years 2004 to 2009?', copyright, 'copyright')).toBe('Bo Lindqvist');
    const t = copyrightTable(copyright)!;
    expect(holderByYears('Who holds the copyright for the years 2004 to 2009?', t)?.answer).toBe('Bo Lindqvist');
    expect(holderByYears('Who holds the copyright for the years 2004 to 2010?', t)).toBeNull();
    expect(holderByYears('Which files date from 2004 to 2009?', t)).toBeNull();
  });
  it('finds the one stanza whose files sit in the folder the question names, and counts stanzas under a licence named in words', async () => {
    expect(await localAnswer("What licence covers the Perl script in kelp's tools folder?", copyright, 'copyright')).toBe('GPL-2+');
    expect(await localAnswer('How many file groups in this copyright file are under the four-clause BSD licence?', copyright, 'copyright')).toBe('2');
    // A folder no stanza's files sit in is no folder of the table's.
    const t = copyrightTable(copyright)!;
    expect(answerTableQuestion('How many file groups in this copyright file are under the four-clause BSD licence?', t)?.answer).toBe('2');
  });
  it('reads an address asked for from the licence texts, not the stanzas', async () => {
    expect(
      await localAnswer(
        'The mapping licence says another licence can be had by post. What street address does it give (street number and street)?',
        copyright,
        'copyright',
      ),
    ).toBe('1401 Kelp Avenue');
  });
  it('counts holders of the debian/ directory rather than naming them', async () => {
    expect(await localAnswer('How many individual people hold copyright on the Debian packaging (the debian/ directory)?', copyright, 'copyright')).toBe('3');
  });
});

describe('tables: values on one row, words in names, rows referred to, dotted keys', () => {
  const places = table(
    [
      'code,name,type',
      'KL-A,Frondia,Province',
      'KL-B,Holdfast,Province',
      'KL-C,Reef City,City',
      'KL-D,Tideland,Province',
      'KL-E,Shoal,Federal district',
      'KL-F,Kelp Bay,Province',
    ].join('\n'),
  );
  it('lists or counts the values of a column that occur on exactly one row', () => {
    expect(answerTableQuestion('Some subdivision types appear on only one row of this file. List those types in alphabetical order.', places)?.answer).toBe(
      'City, Federal district',
    );
    expect(answerTableQuestion('How many types occur exactly once?', places)?.answer).toBe('2');
  });
  it('counts the rows whose names hold the word the question spells out', () => {
    const hexes = table(
      ['number,name', '1,HEXAGRAM FOR GREAT POWER', '2,HEXAGRAM FOR SMALL POWER', '3,HEXAGRAM FOR GREATNESS', '4,HEXAGRAM FOR THE GREAT TAMING'].join('\n'),
    );
    expect(answerTableQuestion('How many hexagram character names include the word GREAT?', hexes)?.answer).toBe('2');
  });
  it('keeps the rows that a named row refers to, so a question can follow the reference', async () => {
    const csv = [
      'type,description,subclass_of',
      'video/x-reef,Reef video,',
      'video/x-kelp,Kelp video,video/x-reef',
      'video/x-tide,Tide video,video/x-reef',
    ].join('\n');
    const mimes = table(csv);
    expect(withReferred(mimes, [1], [1])).toEqual([0, 1]);
    expect(withReferred(mimes, [0, 1, 2, 3].slice(0, 3), [0, 1, 2, 0])).toEqual([0, 1, 2]);
    expect(
      await localAnswer('The Kelp video type is declared as a subclass of another type. What is the description of that parent type?', csv, 'mimes.csv'),
    ).toBe('Reef video');
  });
  it('answers a dotted key named by its parts, and only when its last part is what the question asks for', () => {
    const props = table(
      ['name,kelp.log.FileSink.formatter,kelp.log.ConsoleSink.formatter,kelp.auth.password.file', ',kelp.log.XmlFormat,kelp.log.PlainFormat,pw.txt'].join('\n'),
    );
    expect(dottedKey('Which formatter class does the FileSink use by default?', props)?.answer).toBe('kelp.log.XmlFormat');
    expect(dottedKey('What hash replaces the clear passwords in the password file?', props)).toBeNull();
    expect(dottedKey('Which formatter does the sink use?', props)).toBeNull();
  });
});

describe('term entries: short descriptions, names shaped as code, versions they arrived in', () => {
  const page = [
    'NAME',
    '       reeflink - talk to the reef',
    '',
    'DESCRIPTION',
    '       The currently assigned reef families are:',
    '',
    '       REEF_ROUTE',
    '              Receives routing and link updates.',
    '',
    '       REEF_TIDE (since Reef 2.6.14)',
    '              Tide tables and their updates.',
    '',
    '       REEF_SEAL',
    '              IPsec.',
    '',
    '       REEF_MOON (since Reef 2.6.14)',
    '              Lunar event notifications.',
    '',
    '       REEF_SUN (since Reef 3.1)',
    '              Solar event notifications.',
    '',
    '   Socket options',
    '       REEF_PKTINFO (since Reef 2.6.14)',
    '              Enable packet information.',
    '',
    'SEE ALSO',
    '       reef(7)',
  ].join('\n');
  it('finds the entry holding a short sentence where one entry alone holds it', () => {
    expect(entryHolding(termEntries(page), 'IPsec.')?.term).toBe('REEF_SEAL');
    expect(entryHolding(termEntries(page), 'Updates.')).toBeNull();
  });
  it('answers the code-shaped term whose one-word description holds the best evidence', async () => {
    expect(await localAnswer('If I want reef messages about IPsec, which reef family constant should I use?', page, 'reeflink.7.txt')).toBe('REEF_SEAL');
  });
  it('counts the terms a list says arrived in a version, in the list of the kind asked', async () => {
    expect(await localAnswer('How many reef families does the page list as having been added in Reef 2.6.14?', page, 'reeflink.7.txt')).toBe('2');
  });
});

describe('abbreviations in phrasing the tenth round did not cover', () => {
  it('still finds hyphenated abbreviations after the token was simplified', () => {
    expect(askedAbbreviation('What is the expansion of REEF-IO in this page?')).toBe('REEF-IO');
  });
});

describe('places the eleventh round rules must not fire (review of 67f1ffa)', () => {
  it('reads no release from a product and version named on two lines, in install steps or in a textbook', async () => {
    const readme = '# Frob\n\nPython 3.11\n\nSupported.\n\nPython 3.12\n\nSupported.\n\nThe 4.0 release of this library dropped Python 3.8.\n';
    expect(await localAnswer('Which release dropped Python 3.8?', readme, 'README')).toBe('4.0');
    const install =
      'Installation\n============\n\nUbuntu 22.04\n\n    sudo apt install foo\n\nUbuntu 20.04\n\n    sudo apt install foo-legacy\n\nUbuntu 18.04\n\n    sudo apt install foo-old\n';
    expect(outline(install).filter((s) => s.version)).toEqual([]);
    const book = 'Chapter 2\n=========\n\nExample 2.1\n\n    x = 1  # a new value\n\nExample 2.2\n\n    y = 2  # a new value\n\nExample 2.3\n\n    z = 3\n';
    expect(outline(book).filter((s) => s.version)).toEqual([]);
  });
  it('keeps a line of references separated by commas one line, and counts subsections as subsections', async () => {
    expect(items('SEE ALSO\n       grob(1), blob(5), frob.conf(5), knob(8)\n')).toEqual([]);
    const doc = [
      'Configuration',
      '=============',
      '',
      'Configuration file',
      '------------------',
      '',
      ' * one',
      ' * two',
      ' * three',
      '',
      'Environment variables',
      '---------------------',
      '',
      'Set FROB_HOME.',
      '',
      'Command-line flags',
      '------------------',
      '',
      'See --help.',
      '',
    ].join('\n');
    expect(await localAnswer('How many subsections does the Configuration section have?', doc, 'README')).toBe('3');
  });
  it('aligns "a particular X" only in a sentence that says what the question says after it', async () => {
    const text = 'Write the name of your project in project.toml.\n\nLogging verbosity is controlled by a particular setting called log_level.\n';
    expect(await localAnswer('What is the name of a particular setting that controls logging verbosity?', text)).toBe('log_level');
  });
  it('reads "twice or more" as no exact count, and a figure beside a version as the figure', async () => {
    const art = table('title,artist\nA,Ann\nB,Ann\nC,Cid\nD,Cid\nE,Cid\nF,Bob');
    expect(answerTableQuestion('Which artists appear twice or more?', art)?.answer).not.toBe('Ann');
    const text = 'In 1.2 the default buffer was 4096 bytes, in 1.5 it was 8192 bytes, and in 2.0 it is 16384 bytes.';
    expect(await localAnswer('By how many bytes did the default buffer size increase from 1.2 to 2.0?', text)).toBe('12288');
    expect(
      await localAnswer(
        'What is the upper limit for the number of threads?',
        'The pool grows from 2 to 8 threads when busy; the hard upper limit for the number of threads is 64.',
      ),
    ).toBe('64');
  });
  it("answers a directory's licence from a stanza for the directory, not from one file in it", () => {
    const t = copyrightTable(
      'Files: *\nCopyright: 2001 Kelp Foundation\nLicense: GPL-2+\n\nFiles: doc/frob.texi\nCopyright: 2005 Doc Writers\nLicense: GFDL-1.3\n',
    )!;
    expect(directoryStanza('What license applies to the doc directory?', t)).toBeNull();
    expect(directoryStanza('What license covers the manual file in the doc folder?', t)?.answer).toBe('GFDL-1.3');
  });
  it('brings at most twenty rows a named row refers to', () => {
    const keys = Array.from({ length: 60 }, (_, i) => `key${i}`);
    const refs = table(['name,refs', `hub,${keys.join(' ')}`, ...keys.map((k) => `${k},`)].join('\n'));
    expect(withReferred(refs, [0], [0])).toHaveLength(21);
  });
  it('runs no line on into the next after a capitalised word, and splits no prose at a lone "word - Capital"', () => {
    expect(sentences('Appendix A\nlists the error codes.')).toHaveLength(2);
    expect(
      sentences('The old Makefiles were removed, and the build moved\nentirely - The new system uses Meson instead of make\nfor every target.'),
    ).toHaveLength(1);
  });
  it('leaves out of a list of options only those the question writes whole', async () => {
    const text = 'The --verbose option now implies -v and -d options.\n';
    expect(await localAnswer('Which two options does --verbose now imply? List them separated by a comma.', text)).toBe('-v, -d');
  });
  it('takes a release candidate for older than its release when naming the most recent release', async () => {
    const news =
      'kelp NEWS\n=========\n\n1.2.0\n-----\n\n- Add the frond counter.\n\n1.2.0rc1\n--------\n\n- Preview the frond counter.\n\n1.1.0\n-----\n\n- First stable release.\n';
    expect(await localAnswer('What is the first change listed under the most recent release?', news, 'NEWS')).toBe('Add the frond counter.');
  });
});

describe('kinds from round 74: hierarchies at any depth, lists in one cell, values inside an option, numbered paragraphs', () => {
  const classes = table(
    [
      'class,parent',
      'FatalError,BaseError',
      'ClientError,FatalError',
      'RequestError,FatalError',
      'MissingIdError,RequestError',
      'BadUriError,RequestError',
      'TimeoutError,BaseError',
    ].join('\n'),
  );
  it('counts every row below a named one, at any depth, where a parent column names a root outside the table', () => {
    expect(answerTableQuestion('How many error classes inherit from FatalError, either directly or through an intermediate class?', classes)?.answer).toBe('4');
    expect(answerTableQuestion('How many classes have FatalError as their parent?', classes)?.answer).toBe('2');
  });
  it('lists the items of one cell joined by bare semicolons', async () => {
    const desktop = '[Desktop Entry]\nName=Kelp Monitor\nName[de]=Kelp-Monitor\nName[fr]=Moniteur Kelp\nType=Application\nCategories=System;Monitor;GTK;\n';
    expect(
      await localAnswer('Which menu categories is this entry assigned to? List them in the order given, separated by commas.', desktop, 'kelp.desktop'),
    ).toBe('System, Monitor, GTK');
  });
  it('reads "which maintainer" as asking who, in a log of signed entries', async () => {
    const log = debianLog([
      ['1.2-1', 'unstable', 'low', 'New upstream release.', 'Ada Winter <ada@example.org>', 'Mon, 03 Jan 2022'],
      ['1.1-1', 'unstable', 'low', 'Initial release.', 'Bo Lindqvist <bo@example.org>', 'Tue, 02 Feb 2021'],
      ['1.0-1', 'experimental', 'low', 'First upload.', 'Carmen Ortiz <carmen@example.org>', 'Wed, 03 Mar 2020'],
    ]);
    expect(await localAnswer('Which Debian maintainer signed the oldest entry in this changelog?', log, 'changelog')).toBe('Carmen Ortiz');
  });
  it('answers the value listed inside the entry of the option the question names', async () => {
    const page = [
      'OPTIONS',
      '       -m, --mode mode',
      '           Go into the given sleep state. Valid values for mode are:',
      '',
      '           light',
      '               Tide state T1. This state saves a little power.',
      '',
      '           deep',
      '               Tide state T4 (sleep-to-sand). This state saves the most power.',
      '',
      '       -v, --verbose',
      '           Say more.',
      '',
    ].join('\n');
    expect(await localAnswer('If I want the machine in tide state T4, which value should I pass to --mode?', page, 'kelp.8.txt')).toBe('deep');
  });
  it('reads "1. A long first sentence.  More text" as a numbered paragraph under its heading, not as a heading', async () => {
    const guide = [
      'Sending patches',
      '---------------',
      '',
      '1. When you are happy with your patches wait overnight.  This is not a',
      'joke: fresh eyes find mistakes.',
      '',
      '2. Send the series.',
      '',
    ].join('\n');
    expect(outline(guide).map((s) => s.title)).toEqual(['Sending patches', 'Send the series']);
    expect(await localAnswer('Under which section heading does the guide recommend waiting overnight before sending patches?', guide, 'HOWTO')).toBe(
      'Sending patches',
    );
  });
});

describe('kinds from round 73: release lines of CPAN Changes, commented options, answers shaped like an example', () => {
  const changes = [
    'Revision history for Perl module Kelp',
    '',
    '0.46 2022-10-18 20:23:00 ada',
    '  - fix compatibility with older perls',
    '',
    '0.45 2020-04-23 14:46:00 bo',
    '  - bump a requirement',
    '',
    '0.44 2020-04-20 11:30:00  bo',
    '  - support perls without copy-on-write',
    '',
    '0.06  Thu May 25 17:48:59 2000 GMT',
    '  - first release to CPAN',
    '',
  ].join('\n');
  it('reads "0.46 2022-10-18 20:23:00 ada" lines as entries with a version, a date and who released them', () => {
    const t = entryTable(changes)!;
    expect(t.rows.map((r) => [r.version, r.date, r.author])).toEqual([
      ['0.46', '2022-10-18', 'ada'],
      ['0.45', '2020-04-23', 'bo'],
      ['0.44', '2020-04-20', 'bo'],
      ['0.06', '2000-05-25', ''],
    ]);
  });
  it('answers who released the newest version, and counts the releases one person made', async () => {
    expect(await localAnswer('Which CPAN author released the newest version recorded in this history?', changes, 'Changes')).toBe('ada');
    expect(await localAnswer('How many of the listed releases name bo as the person who made the release?', changes, 'Changes')).toBe('2');
  });
  const conf = [
    '# Configuration for the kelp lock.',
    '#',
    '# The directory where the lock files are kept.',
    '# The default is /run/kelp.',
    '# dir = /run/kelp',
    '#',
    "# Don't print informative messages.",
    '# Enabled if option is present.',
    '# silent',
    '#',
    '# Only lock accounts listed in /etc/passwd and ignore ones from a directory',
    '# service (LDAP and the like), so no one is locked out twice.',
    '# Enabled if option is present.',
    '# local_only',
    '#',
    '# Deny access after n failures.',
    '# The default is 3.',
    '# deny = 3',
    '',
  ].join('\n');
  it("reads a configuration file's commented options as entries, each described by the comment above it", async () => {
    expect(termEntries(conf).map((e) => e.term)).toEqual(['dir', 'silent', 'local_only', 'deny']);
    expect(await localAnswer('Which option should be turned on so that users from a directory service are not locked out twice?', conf, 'kelp.conf')).toBe(
      'local_only',
    );
  });
  it('gives a default the text quotes, even where the question uses the same word', async () => {
    const page = 'OPTIONS\n       -n, --table-name name\n           Specify the table name used for JSON output. The default is "table".\n';
    expect(await localAnswer("If I ask for JSON output but don't give the table a name, what name ends up being used?", page, 'kelp.1.txt')).toBe('table');
  });
  it('reads "v2.30" as a version, a name glued to a release number the question names, and a pronoun as the end of the head', async () => {
    expect(
      await localAnswer('Since which version has the old name been deprecated?', 'The old name of this option is --cols; this name is deprecated since v2.30.'),
    ).toBe('2.30');
    expect(await localAnswer('In which BSD release did this command first appear?', 'HISTORY\n       The kelp command appeared in 4.3BSD-Reno.\n')).toBe(
      '4.3BSD-Reno',
    );
    expect(analyseQuestion('What is the oldest kernel version you can use?').type).toBe('version');
  });
  it("answers with the token shaped like the question's example where the answer found is a phrase of words", async () => {
    const readme = [
      'WHAT IS THERE',
      '',
      '- the library source code including support for all the processors listed below',
      '',
      'The current version can handle:',
      '',
      '\tKelp64 Fam10h (Reef)',
      '\tKelp64 Fam15h (Tide) (core and uncore) Kelp64 Fam16h (Jaguar)',
      '',
    ].join('\n');
    expect(await localAnswer('Under which family designation is the Jaguar processor supported? Give it as written, e.g. Fam10h.', readme)).toBe('Fam16h');
    // A one-word answer of another shape stands: the example is how to write it, not what it is.
    const licence = 'Kelp is released under the MIT license. Its test data comes from the GPL-3.0 project Reefdata.';
    expect(await localAnswer('Under which license is kelp released? Give the SPDX identifier, e.g. GPL-2.0.', licence)).toBe('MIT');
  });
});

describe('places the round 73-74 rules must not fire (review of 83e3722)', () => {
  const changes = [
    'Revision history for Perl module Kelp',
    '',
    '0.46 2022-10-18 20:23:00 ada',
    '  - fix compatibility with older perls',
    '  - bump the manifest',
    '',
    '0.45 2020-04-23 14:46:00 bo',
    '  - move the bug tracker to GitHub',
    '',
    '0.44 2020-04-20 11:30:00  bo',
    '  - support perls without copy-on-write',
    '',
  ].join('\n');
  it('leaves what a release changed to the outline, in a CPAN Changes file read as signed entries', async () => {
    expect(await localAnswer('In which version of the module was the bug tracker moved to GitHub?', changes, 'Changes')).toBe('0.45');
    expect(await localAnswer('How many changes are listed under version 0.46?', changes, 'Changes')).toBe('2');
  });
  it('keeps an answer of one word or with digits over a token shaped like the example', async () => {
    expect(
      await localAnswer('Which RFC do messages follow? Answer in the form e.g. RFC1234.', 'Messages follow RFC 5322 and are signed with SHA256 digests.'),
    ).toBe('RFC 5322');
  });
  it('reads "and do not give" in an instruction on the answer as no question about a default', async () => {
    const man =
      'OPTIONS\n       -z, --compress\n              Compress data during the transfer. The default level is 6.\n\n       -q, --quiet\n              Say less.\n';
    expect(await localAnswer('Which option compresses data during the transfer? Give the long form and do not give the short one.', man, 'kelp.1.txt')).toBe(
      '--compress',
    );
  });
  it('keeps the other entries of a page whose example shows three commented options', () => {
    const page = [
      'OPTIONS',
      '       -v, --verbose',
      '              Say more about what is done.',
      '',
      'EXAMPLES',
      '# The directory where the files are kept.',
      '# dir = /srv/kelp',
      '#',
      '# Print nothing at all.',
      '# silent',
      '#',
      '# Deny access after n failures.',
      '# deny = 3',
      '',
    ].join('\n');
    expect(termEntries(page).map((e) => e.term)).toEqual(['-v, --verbose', 'dir', 'silent', 'deny']);
  });
  it('reads two releases whose bodies list changes, but no install steps as releases', async () => {
    const news = 'Lanternfish 16.1\n\n - Fix a crash in the net module\n - Fix a leak\n\nLanternfish 16.0\n\n - Add support for tides\n - New module\n';
    expect(await localAnswer('What is the first change listed under the most recent release?', news, 'NEWS')).toBe('Fix a crash in the net module');
    const install =
      'Install\n=======\n\nUbuntu 24.04\n\n    sudo apt update\n    sudo apt install kelp\n\nUbuntu 22.04\n\n    sudo apt update\n\nUbuntu 20.04\n\n    sudo apt update\n';
    expect(outline(install).filter((s) => s.version)).toEqual([]);
  });
  it('keeps a numbered Title Case heading a heading whatever follows it on the line', () => {
    const terms =
      'Terms\n=====\n\n1. Definitions. Words mean what they say.\n\n2. Limitation of Liability for Indirect and Consequential Damages. Neither party is liable.\n';
    expect(outline(terms).map((s) => s.title)).toEqual(['Terms', 'Definitions', 'Limitation of Liability for Indirect and Consequential Damages']);
  });
  it('reads "which developer tools" as tools, and a capitalised word in names as the word spelled', () => {
    const tools = table('tool,developer,downloads\nHammer,Alice Smith,1500\nSaw,Bob Jones,2500\nDrill,Alice Smith,300');
    expect(answerTableQuestion('Which developer tools have more than 1000 downloads?', tools)?.answer).toBe('Hammer, Saw');
    const hexes = table('number,name\n1,HEXAGRAM FOR GREAT POWER\n2,HEXAGRAM FOR SMALL POWER\n3,HEXAGRAM FOR THE GREAT TAMING\n4,HEXAGRAM FOR PEACE');
    expect(answerTableQuestion('How many character names include GREAT?', hexes)?.answer).toBe('2');
  });
  it('ranks a bare version over a "v" one in the same sentence, and keeps the digits of a glued release name', async () => {
    expect(
      await localAnswer('Which kelp version added support for the S3 signing scheme?', 'Support for the S3 API v2.0 signing scheme was added in kelp 1.4.'),
    ).toBe('1.4');
    expect(await localAnswer('In which BSD release did this command first appear?', 'HISTORY\n       The kelp command first appeared in 4.4BSD-Lite2.\n')).toBe(
      '4.4BSD-Lite2',
    );
  });
  it('counts rows below a root outside the table, and below a chain deeper than sixteen', () => {
    const cls = table(
      'class,parent\nFatalError,BaseError\nClientError,FatalError\nRequestError,FatalError\nMissingIdError,RequestError\nTimeoutError,BaseError',
    );
    expect(answerTableQuestion('How many error classes inherit from BaseError, either directly or through an intermediate class?', cls)?.answer).toBe('5');
    const chain = table(['name,parent', 'n0,root', ...Array.from({ length: 40 }, (_, i) => `n${i + 1},n${i}`)].join('\n'));
    expect(answerTableQuestion('How many names descend from n0, either directly or through another?', chain)?.answer).toBe('40');
  });
});

describe('kinds from rounds 75-76: dated releases with a name, same-day releases, "rather than", Debian urgency', () => {
  const log = [
    '2017-02-20 kelp 1.5.2 (National Cherry Pie Day)',
    '\t* Fix: a leak',
    '',
    '2017-01-06 kelp 1.5.1 ("Wheel Of Fortune" debuts on a network)',
    '\t* Fix: a flush',
    '',
    '2016-11-29 kelp 1.5.0 (National Square Dance Day)',
    '\t* New reader',
    '',
    '2011-08-12 Kelp 0.6',
    '\t* Second cut',
    '',
    '2011-08-12 Kelp 0.5',
    '\t* First cut',
    '',
  ].join('\n');
  it('reads a dated release line whose bracketed name runs long, and ranks two releases of one day by version', async () => {
    expect(outline(log).map((s) => s.version)).toEqual(['1.5.2', '1.5.1', '1.5.0', '0.6', '0.5']);
    expect(await localAnswer('How many days passed between the 1.5.0 release and the 1.5.1 release?', log, 'ChangeLog')).toBe('38');
    expect(await localAnswer('What is the oldest version recorded at the bottom of this change log?', log, 'ChangeLog')).toBe('0.5');
  });
  it('reads "rather than" as leaving a value out', () => {
    const t = table(
      'name,country,type\nAddis Ababa,Ethiopia,Administration\nAfar,Ethiopia,Regional state\nDire Dawa,Ethiopia,Administration\nTigrai,Ethiopia,Regional state',
    );
    expect(
      answerTableQuestion('Which Ethiopian subdivisions are classed as administrations rather than regional states? List them alphabetically.', t)?.answer,
    ).toBe('Addis Ababa, Dire Dawa');
  });
  it("keeps a Debian entry's distribution and urgency as columns", async () => {
    const changelog = debianLog([
      ['1.02', 'unstable', 'low', 'Tidy.', 'Ada Winter <ada@example.org>', 'Mon, 03 Jan 2022'],
      ['1.01', 'unstable', 'high', 'Security fix.', 'Ada Winter <ada@example.org>', 'Sun, 02 Jan 2022'],
      ['1.00', 'experimental', 'low', 'First upload.', 'Bo Lindqvist <bo@example.org>', 'Sat, 01 Jan 2022'],
    ]);
    expect(entryTable(changelog)!.rows.map((r) => [r.version, r.distribution, r.urgency])).toEqual([
      ['1.02', 'unstable', 'low'],
      ['1.01', 'unstable', 'high'],
      ['1.00', 'experimental', 'low'],
    ]);
    expect(await localAnswer('Only one kelp release in this history was uploaded with high urgency. What is its version number?', changelog, 'changelog')).toBe(
      '1.01',
    );
  });
});

describe('places the round 75-76 rules must not fire (review of the last change)', () => {
  it('reads "instead of X" as asking about X, and leaves out only the value right after "rather than"', () => {
    const mimes = table('deprecated,replacement\napplication/x-javascript,text/javascript\ntext/x-markdown,text/markdown\naudio/x-wav,audio/wav');
    expect(answerTableQuestion('What should be used instead of application/x-javascript?', mimes)?.answer).toBe('text/javascript');
    const sub = table('name,country,type\nAfar,Ethiopia,Regional state\nDire Dawa,Ethiopia,Administration\nNairobi,Kenya,Administration\nMombasa,Kenya,County');
    expect(answerTableQuestion('Which subdivisions are administrations rather than counties in Kenya?', sub)?.answer).toBe('Nairobi');
  });
  it('reads no prose line with a date, a version and a bracket as a release', () => {
    const news =
      '2020-05-01 kelp 1.5\n- New --json flag.\n\nSupport for Python 2.7 ended on 2020-06-01 (see the announcement)\n- Removed the six dependency.\n\n2020-02-01 kelp 1.4\n- Config reload.\n';
    expect(outline(news).map((s) => s.version)).toEqual(['1.5', '1.4']);
  });
  it('ranks "1.4.0-rc.1" below "1.4.0" on one day, and keeps "top" a word of the question', async () => {
    const rc = '1.4.0 (2020-03-02)\n\n  * Final release.\n\n1.4.0-rc.1 (2020-03-02)\n\n  * Release candidate.\n\n1.3.2 (2020-01-05)\n\n  * Bug fixes.\n';
    expect(await localAnswer('What is the latest version?', rc, 'NEWS')).toBe('1.4.0');
    const procps =
      'procps-ng-4.0.4 (2023-08-15)\n-----------------------------\n  * ps: add --signames option\n\nprocps-ng-4.0.3 (2023-02-22)\n-----------------------------\n  * top: fix crash on resize\n\nprocps-ng-4.0.2 (2022-12-03)\n-----------------------------\n  * pgrep: add --cgroup option\n';
    expect(await localAnswer('What is the latest version that mentions top?', procps, 'NEWS')).toBe('4.0.3');
  });
  it("reads a Debian entry's urgency word in its text as text, not as the urgency", async () => {
    const changelog = debianLog([
      ['1.02', 'unstable', 'low', 'Fix high CPU usage.', 'Ada Winter <ada@example.org>', 'Mon, 03 Jan 2022'],
      ['1.01', 'unstable', 'high', 'Security fix.', 'Ada Winter <ada@example.org>', 'Sun, 02 Jan 2022'],
      ['1.00', 'unstable', 'low', 'First upload.', 'Bo Lindqvist <bo@example.org>', 'Sat, 01 Jan 2022'],
    ]);
    expect(await localAnswer('What is the version of the entry that fixed the high CPU usage?', changelog, 'changelog')).toBe('1.02');
  });
});

describe('an order asked for a list', () => {
  const log = table(
    ['date,version,distribution', '2022-01-03,1.03,unstable', '2021-06-01,1.02,experimental', '2020-01-01,1.01,unstable', '2019-05-05,1.00,experimental'].join(
      '\n',
    ),
  );
  it('lists rows oldest first by the date column, newest first in reverse, and keeps "the oldest" an extreme', () => {
    expect(answerTableQuestion('Which versions were uploaded to experimental? List them oldest first.', log)?.answer).toBe('1.00, 1.02');
    expect(answerTableQuestion('Which versions were uploaded to experimental? List them newest first.', log)?.answer).toBe('1.02, 1.00');
    expect(answerTableQuestion('What is the oldest version uploaded to experimental?', log)?.answer).toBe('1.00');
  });
});
