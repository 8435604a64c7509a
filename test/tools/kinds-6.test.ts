import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { outline } from '../../tools/outline.js';
import { copyrightTable } from '../../tools/copyright.js';
import { sentences } from '../../tools/text.js';
import { entryTable } from '../../tools/entries.js';
import { localAnswer } from '../helpers/local-chain.js';
import { table, records } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, sixth round), each on a small text written here.

describe('tables: words that only name the subject, columns named apart or by initials, counts', () => {
  const codes = table(`
name,code,kind,description
ECHO,1,option,Gopher Remote Echo
TLS,46,option,Gopher Start TLS
WIDTH,8,option,line width
HOLD,8,signal,line width
BEL,7,signal,bell
`);
  it('drops a word that only begins some cells ("Gopher") when the other conditions still name one row', () => {
    expect(answerTableQuestion('What numeric code does Gopher use for the line width option?', codes)?.answer).toBe('8');
  });
  it('keeps such a word when dropping it would leave a class of rows, not one', () => {
    const features = table(`
what,status,warning
fallback-format,deprecated,program
forget-old,obsolete,program
tar-check,removed,program
822-date (program),removed,
`);
    expect(answerTableQuestion('The 822-date program was dropped. What status does it have?', features)).toBeNull();
  });

  const domains = table(`
tld,icann_rules,icann_wildcard,icann_exception,private_rules
top,1,0,0,0
domains,1,0,0,2
jp,1791,1,5,10
ck,2,1,1,0
de,1,0,0,74
uk,20,0,0,120
`);
  it('names a column by the initials of hyphenated words, and the words inside that phrase name no row', () => {
    expect(answerTableQuestion('How many top-level domains have more than 10 rules in the ICANN section?', domains)?.answer).toBe('2');
  });
  it('names a column by its words apart ("rules in the ICANN section"), which then ranks the rows', () => {
    expect(answerTableQuestion('Which top-level domain has the largest number of rules in the ICANN section of the list?', domains)?.answer).toBe('jp');
  });
  it('reads a count column named by all its words after "how many", though the question says "are there"', () => {
    expect(answerTableQuestion('How many private-section rules are there under the .de top-level domain?', domains)?.answer).toBe('74');
  });
  it('takes "has any" over a column of counts as above zero, and "exception" as the column\'s word, not an odd one out', () => {
    expect(answerTableQuestion('Other than jp, which top-level domain has any ICANN exception rules?', domains)?.answer).toBe('ck');
  });
});

describe('tables: cells that list items', () => {
  const classes = records([
    { name: 'Fault', bases: ['object'], depth: 0, description: 'Root of all faults.' },
    { name: 'Exception', bases: ['Fault'], depth: 1, description: 'Common faults.' },
    { name: 'IOFault', bases: ['Exception'], depth: 2, description: 'Input or output failed.' },
    { name: 'DiskFull', bases: ['IOFault'], depth: 3, description: 'No room left.' },
    { name: 'Unplugged', bases: ['IOFault'], depth: 3, description: 'Device went away.' },
    { name: 'FaultGroup', bases: ['Fault'], depth: 1, description: 'Several faults.' },
    { name: 'ExceptionGroup', bases: ['FaultGroup', 'Exception'], depth: 2, description: 'Several exceptions.' },
  ]);
  it('counts the rows whose list cell holds a name, named after words meaning that column ("inherit from")', () => {
    expect(answerTableQuestion('How many of these exception classes inherit directly from IOFault?', classes)?.answer).toBe('2');
  });
  it('picks the row whose list cell holds that many items, and "what are they" asks for the items', () => {
    expect(answerTableQuestion('One exception class here has two direct base classes. What are they? List them in the order given.', classes)?.answer).toBe(
      'FaultGroup, Exception',
    );
  });
  it('still answers a list column for a row named by a cell that is also an item ("the Exception class")', () => {
    expect(answerTableQuestion('What bases does the IOFault class have?', classes)?.answer).toBe('Exception');
  });
});

describe('header fields, copyright files, manual pages', () => {
  const header = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Name: quill',
    'Upstream-Contact: Ada Quill <ada at example dot org>',
    'Source: https://example.org/quill',
    '',
    'Files: *',
    'Copyright: 2011-2019 Ada Quill',
    'License: ISC',
    '',
    'Files: debian/*',
    'Copyright: 2015—2022 Tom Berg <tom@example.org>',
    'License: ISC',
    '',
    'License: ISC',
    ' Permission to use, copy, modify, and/or distribute this software for any',
    ' purpose with or without fee is hereby granted.',
  ].join('\n');
  it('keeps header fields, one a line, as sentences of their own', () => {
    expect(sentences('Upstream-Name: quill\nUpstream-Contact: Ada Quill <ada at example dot org>\nSource: https://example.org/quill')).toHaveLength(3);
  });
  it("answers a who-question from a field's value, never with the field's name", async () => {
    expect(await localAnswer("Who is given as the project's upstream contact?", header, 'copyright')).toBe('Ada Quill');
  });
  it('strips a year range written with an em dash, and names the debian/* stanza as the packaging', () => {
    expect(copyrightTable(header)?.rows.find((r) => r.files === 'debian/*')?.copyright).toBe('Tom Berg');
    expect(answerTableQuestion('Who holds the copyright on the Debian packaging files?', copyrightTable(header)!)?.answer).toBe('Tom Berg');
  });

  const page = [
    'KILN(1)                      User Commands                      KILN(1)',
    '',
    'NAME',
    '       kiln - fire a batch of jobs',
    '',
    'DESCRIPTION',
    '       kiln runs each job in turn.',
    '',
    '   Batch size',
    '       A batch holds at most 64 jobs; older releases had other limits; see',
    '       BUGS.',
    '',
    '   BUGS',
    '       Before   release   3.1,   kiln   counted   the   queue   limits',
    '       against  the  wrong  user,  so  a  batch  could  not  shrink.',
    'EXIT STATUS',
    '       0      Success.',
    '       1      Failure.',
    'NOTES',
    '       The screen is not redrawn after the terminal is resized.',
    '',
    'kiln 3.2                         2023-01-02                      KILN(1)',
  ].join('\n');
  it("finds a manual page's sections without blank lines around them, and its indented subsections", () => {
    const titles = outline(page).map((s) => `${s.depth}:${s.title}`);
    expect(titles).toEqual(['1:NAME', '1:DESCRIPTION', '2:Batch size', '2:BUGS', '1:EXIT STATUS', '1:NOTES']);
  });
  it('names the section a question describes, following a "see BUGS" to the section that explains', async () => {
    expect(await localAnswer('Under which section heading does this page mention that the screen is not redrawn after a resize?', page, 'kiln.1.txt')).toBe(
      'NOTES',
    );
    expect(
      await localAnswer(
        'Which section of this manual page explains the problems with the queue limits before release 3.1? Give the section name.',
        page,
        'kiln.1.txt',
      ),
    ).toBe('BUGS');
  });
  it('reads fully justified lines as prose, not as columns', () => {
    expect(sentences('Before   release   3.1,   kiln   counted   the   queue   limits\nagainst  the  wrong  user,  so  a  batch  could  not  shrink.')).toEqual(
      ['Before release 3.1, kiln counted the queue limits against the wrong user, so a batch could not shrink.'],
    );
  });
});

describe('tables: rows that refer to rows, lengths, words inside cells, names for codes', () => {
  const glyphs = records([
    { codepoint: 'U+2260', name: 'NOT EQUAL TO', decomposition: '003D 0338', mirrored: 'N' },
    { codepoint: 'U+003D', name: 'EQUALS SIGN', decomposition: '', mirrored: 'N' },
    { codepoint: 'U+0338', name: 'COMBINING LONG SOLIDUS OVERLAY', decomposition: '', mirrored: 'N' },
    { codepoint: 'U+222D', name: 'TRIPLE INTEGRAL', decomposition: '<compat> 222B 222B 222B', mirrored: 'Y' },
    { codepoint: 'U+222B', name: 'INTEGRAL', decomposition: '', mirrored: 'Y' },
    { codepoint: 'U+222E', name: 'CONTOUR INTEGRAL', decomposition: '', mirrored: 'Y' },
  ]);
  it('follows a cell that names other rows by their keys ("the first of them", "that other character")', () => {
    expect(answerTableQuestion('The character NOT EQUAL TO decomposes into two code points. What is the name of the first of them?', glyphs)?.answer).toBe(
      'EQUALS SIGN',
    );
    expect(
      answerTableQuestion("TRIPLE INTEGRAL decomposes into three copies of another character here. What is that other character's name?", glyphs)?.answer,
    ).toBe('INTEGRAL');
  });
  it('reads "the word X in their name" as inside a cell, left out where the question leaves one out', () => {
    expect(answerTableQuestion('Apart from the character named just INTEGRAL, how many characters have the word INTEGRAL in their name?', glyphs)?.answer).toBe(
      '2',
    );
  });
  it('ranks by the length of a text column, answering with the column the question asks for', () => {
    expect(answerTableQuestion('Which character has the longest name? Give its code point in the form U+XXXX.', glyphs)?.answer).toBe('U+0338');
  });
  it('reads a yes/no column named inside a hyphenated word ("not bidi-mirrored")', () => {
    expect(answerTableQuestion('How many of these characters are not bidi-mirrored?', glyphs)?.answer).toBe('3');
  });
  it('finds the code points missing from a run, written as the column writes them', () => {
    const block = table('codepoint,name\nU+2000,EN QUAD\nU+2001,EM QUAD\nU+2003,EM SPACE\nU+2004,THREE-PER-EM SPACE');
    expect(answerTableQuestion('Which code point is missing from this list? Answer in the form U+XXXX.', block)?.answer).toBe('U+2002');
    const bytes = table('byte_hex,name\n0x7E,TILDE\n0x80,EURO SIGN\n0x82,LOW QUOTE\n0x83,SMALL F');
    expect(answerTableQuestion('Which byte values have no character assigned? List them in hex, separated by commas.', bytes)?.answer).toBe('0x7F, 0x81');
  });
  it('counts the rows whose cells hold a word among others ("letters with a caron")', () => {
    const letters = table(
      'byte,name\n0x8A,LATIN CAPITAL LETTER S WITH CARON\n0x9A,LATIN SMALL LETTER S WITH CARON\n0xC0,LATIN CAPITAL LETTER A WITH GRAVE\n0x41,LATIN CAPITAL LETTER A',
    );
    expect(answerTableQuestion('How many letters with a caron does this code page contain?', letters)?.answer).toBe('2');
  });
  it('answers a code column\'s rows with their names, and a list column right after "the most" ranks by its items', () => {
    const classes = records([
      { class: '01', name: 'Audio', subclasses: [{ name: 'Control' }, { name: 'Streaming' }] },
      { class: '02', name: 'Communications', subclasses: [{ name: 'Direct Line' }, { name: 'Modem' }, { name: 'Telephone' }] },
      { class: 'E0', name: 'Wireless', subclasses: [{ name: 'Radio', protocols: ['Bluetooth'] }] },
    ]);
    expect(answerTableQuestion('Which device class has the most subclasses listed?', classes)?.answer).toBe('Communications');
  });
  it('names a column by a word with its first six letters, and dates given by the year alone rank among full dates', () => {
    const former = records([
      { name: 'Upper Volta', withdrawal_date: '1984' },
      { name: 'Netherlands Antilles', withdrawal_date: '2010-12-15' },
      { name: 'Zaire', withdrawal_date: '1997-07-14' },
      { name: 'Burma', withdrawal_date: '1989-12-05' },
    ]);
    expect(answerTableQuestion('Which former country on this list was withdrawn most recently?', former)?.answer).toBe('Netherlands Antilles');
    expect(answerTableQuestion('How many of these were withdrawn in 1984?', former)?.answer).toBe('1');
  });
  it('takes the item of a list cell the question names, and its code when a code is asked for', () => {
    const pci = table('subclass_name,interfaces\nUSB controller,00 UHCI; 10 OHCI; 20 EHCI; 30 XHCI; FE USB Device\nSerial controller,00 8250; 01 16450');
    expect(answerTableQuestion('For a USB controller, what programming interface code stands for XHCI?', pci)?.answer).toBe('30');
  });
  it('reads British spellings of column names and a determiner before a possessive ("that style\'s")', () => {
    const styles = table('name,background_color,highlight_color\nsolarized-dark,#002b36,#073642\nmonokai,#272822,#49483e');
    expect(answerTableQuestion("One style has the background colour #002b36. What is that style's highlight colour?", styles)?.answer).toBe('#073642');
  });
});

describe('copyright holders ranked by their years', () => {
  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    'Files: *',
    'Copyright: 1991-2002 Tom Lane',
    '           1994-2002 Harbor Laboratory',
    '           1999-2001 Ann Roe',
    'License: BSD',
    '',
    'Files: debian/*',
    'Copyright: 2003 Ivo Kan',
    '           2006-2021 Mia Sol',
    '           2019-2020 Ben Tor',
    'License: GPL-2+',
  ].join('\n');
  it("keeps each holder's years beside the holders", () => {
    expect(copyrightTable(copyright)?.rows[1]).toMatchObject({ copyright: 'Ivo Kan; Mia Sol; Ben Tor', years: '2003; 2006-2021; 2019-2020' });
  });
  it('answers whose copyright goes back furthest in the main block, and whose range is longest in a named stanza', () => {
    const t = copyrightTable(copyright)!;
    expect(answerTableQuestion('Of the people credited in the main copyright block, whose copyright goes back the furthest?', t)?.answer).toBe('Tom Lane');
    expect(answerTableQuestion('Several people hold copyright on the debian/* packaging files. Whose range of years is the longest?', t)?.answer).toBe(
      'Mia Sol',
    );
  });
});

describe('change logs, release notes, copyright stanzas and e-mail addresses', () => {
  const log = [
    'Thu Jan 22 22:28:35 2015  Ada Quill <ada@example.org>',
    '\t* Version 2.1.',
    '',
    'Fri Dec 21 23:00:00 2012  Ada Quill <ada@example.org>',
    '\t* Version 2.0.',
    '\t* Moved to GPL v3',
    '',
    'Wed Apr  1 14:52:10 1992  Tom Berg  (tom at kiln.example.edu)',
    '\t* kiln.c (handler_t): Renamed from signal_t.',
    '',
    'Sat Feb  8 09:14:11 1991  Ada Quill  (ada at frob)',
    '\t* Version 1.0.',
  ].join('\n');
  it('reads old GNU ChangeLog headers with "(user at host)" and entries that open with "* Version X."', () => {
    const t = entryTable(log)!;
    expect(t.rows.map((r) => `${r.date} ${r.version} ${r.author}`)).toEqual([
      '2015-01-22 2.1 Ada Quill',
      '2012-12-21 2.0 Ada Quill',
      '1992-04-01  Tom Berg',
      '1991-02-08 1.0 Ada Quill',
    ]);
    expect(answerTableQuestion('How many distinct version releases are recorded in this ChangeLog?', t)?.answer).toBe('3');
    expect(answerTableQuestion('Which contributor renamed signal_t to handler_t in kiln.c?', t)?.answer).toBe('Tom Berg');
    expect(
      answerTableQuestion("The project moved to GPL v3 in one of the versions listed in this log. On what date was that version's entry written?", t)?.answer,
    ).toBe('2012-12-21');
  });
  it('reads "0.16 (…, 2020/07/26)" headings as releases with their dates, not as numbered sections', () => {
    const notes = [
      '',
      '0.16 (up to commit 66dcdf5, 2022/04/13)',
      '========================================',
      '',
      'New features',
      '------------',
      '* None.',
      '',
      '0.15 (up to commit 870965e, 2020/07/26)',
      '========================================',
      '',
      '* Faster.',
    ].join('\n');
    expect(outline(notes).map((s) => `${s.depth} ${s.version} ${s.date}`)).toEqual(['1 0.16 2022-04-13', '2 null null', '1 0.15 2020-07-26']);
  });
  it('names translations by their language, a directory by its path, and drops "All rights reserved" from holders', () => {
    const c = [
      'Files: *',
      'Copyright: 2009 Ann Roe. All rights reserved.',
      'License: GPL-2+',
      '',
      'Files: man/po4a/it*',
      'Copyright: 2012 Bea Torre',
      'License: GPL-2+',
      '',
      'Files: man/po4a/de*',
      'Copyright: 2013 Hans Kreutz',
      'License: GPL-2+',
    ].join('\n');
    const t = copyrightTable(c)!;
    expect(t.rows[0]!.copyright).toBe('Ann Roe');
    expect(answerTableQuestion('Who holds the copyright on the Italian translation of the manual pages?', t)?.answer).toBe('Bea Torre');
    expect(answerTableQuestion('How many languages of man page translations (the man/po4a files) get their own entry?', t)?.answer).toBe('2');
  });
  it('asks inside the latest release when the question wants something mentioned under it', async () => {
    const news = [
      'Changelog',
      '=========',
      '',
      '3.2.2 (2022-10-17)',
      '------------------',
      '* CVE-2022-36087',
      '',
      '3.2.1 (2022-09-09)',
      '------------------',
      '* Fix a parser bug.',
    ].join('\n');
    expect(await localAnswer('Which CVE identifier is mentioned under the most recent release in this changelog?', news, 'CHANGELOG.txt')).toBe(
      'CVE-2022-36087',
    );
  });
  it('answers "which e-mail address" with the address written out', async () => {
    const readme =
      'REPORTING BUGS\n\nIf you find a bug in the library, please tell us about it.\n\nReport bugs to kiln-bugs@example.org. Say which version you run.\n';
    expect(await localAnswer('To which e-mail address should bugs in Kiln be reported?', readme, 'README')).toBe('kiln-bugs@example.org');
  });
});

describe("the sixth round's rules, where a review found them too wide", () => {
  it('reads two-digit year ends across a century, and "of all the holders" is not the main block', () => {
    const c = [
      'Files: *',
      'Copyright: 1999-2000 Alice Main',
      'License: MIT',
      '',
      'Files: lib/*',
      'Copyright: 1998-02 Bob Old',
      'License: MIT',
      '',
      'Files: src/*',
      'Copyright: 1997-99 Carol Mid',
      'License: MIT',
    ].join('\n');
    const t = copyrightTable(c)!;
    expect(answerTableQuestion('Of all the holders, whose copyright starts earliest?', t)?.answer).toBe('Carol Mid');
    expect(answerTableQuestion('Whose copyright period is the most recent?', t)?.answer).toBe('Bob Old');
  });
  it('answers a column of all-digit codes with the codes, not the names beside them', () => {
    const zips = table('zip,name\n0101,Alpha town\n0202,Beta town\n9999,Gamma town');
    expect(answerTableQuestion('Which ZIP belongs to Beta town?', zips)?.answer).toBe('0202');
  });
  it('leaves out whole words only ("other than the RSA ones" keeps RSASSA)', () => {
    const algs = table('constant,hash\nRSA_WITH_SHA256,sha256\nRSASSA_PSS,sha256\nDSA_WITH_SHA256,sha256\nECDSA_WITH_SHA1,sha1');
    expect(answerTableQuestion('Which constants use the sha256 hash, other than the RSA ones? List them in order.', algs)?.answer).toBe(
      'RSASSA_PSS, DSA_WITH_SHA256',
    );
  });
});
