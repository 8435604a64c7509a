import { describe, expect, it } from 'vitest';
import { listAfter, numberedParagraph } from '../../tools/lead-lists.js';
import { textTables } from '../../tools/table.js';
import { runningLines, sentences } from '../../tools/text.js';
import { localAnswer } from '../helpers/local-chain.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { findDate } from '../../tools/outline.js';
import { analyseQuestion } from '../../tools/question.js';
import { termEntries } from '../../tools/term-lists.js';
import { table } from '../helpers/tables.js';
import { copyrightTable, directoryStanza, holderOfStanza } from '../../tools/copyright.js';
import { creditedNames } from '../../tools/term-lists.js';
import { outline } from '../../tools/outline.js';
import { normaliseAnswer } from '../../gaia/answer.js';
import { xmlText } from '../../gaia/attachments.js';
import { xmlRecords } from '../../tools/xml-records.js';

// Kinds of question the engine generalises to (issue 18, ninth round), each on a small text written here.

describe('lists: marked items, headings, siblings, numbered rules', () => {
  const readme = [
    '# quillpack',
    '',
    'A small library for packing quills.',
    '',
    '## Highlights',
    ' - Portable C11 code',
    ' - No global state - safe across threads',
    ' - Streaming reader',
    ' - Tiny footprint',
    '',
    '## Building',
    '',
    '- clone the tree',
    '- run make',
    '',
  ].join('\n');
  it('counts every item of a marked list, one of which reads "term - description", and stops at the next heading', async () => {
    expect(await localAnswer('How many items does the README list as quillpack highlights?', readme, 'README.md')).toBe('4');
    expect(listAfter(readme, '## Highlights')?.items).toHaveLength(4);
  });
  it('takes an item of a marked list for no lead: the marked lines after it are its siblings', () => {
    const notes = ['Changes in 2.0:', '- many fixes and other improvements.', '- new function qp_open.', '- new function qp_close.', ''].join('\n');
    expect(listAfter(notes, '- many fixes and other improvements.')).toBeNull();
    expect(listAfter(notes, 'Changes in 2.0:')?.items).toHaveLength(3);
  });
  const rules = [
    'LOOKUP',
    '       A short name is resolved by taking the first match in the following rules:',
    '',
    '        1. If $HOME/<name> exists, that is what you mean;',
    '',
    '        2. otherwise, keys/<name> if it exists;',
    '',
    '        3. otherwise, keys/shared/<name> if it exists;',
    '',
    '        4. otherwise, keys/archived/<name> if it exists.',
    '',
  ].join('\n');
  it("reads the number opening a numbered line as that line's number, not the one above", () => {
    expect(numberedParagraph(rules, '3. otherwise, keys/shared/<name> if it exists;')).toBe('3');
  });
  it('answers "the number of the rule that …" with the number of the rule that says it', async () => {
    expect(
      await localAnswer('A short name is resolved by a numbered list of rules. What is the number of the rule that looks among the archived keys?', rules),
    ).toBe('4');
  });
});

describe('prose: notices, paths, running heads, clauses', () => {
  it('answers the copyright holder from the notice, not from licence prose about "copyright holders"', async () => {
    const text = [
      '# tallyho',
      '',
      'Counts things.',
      '',
      '## License',
      '',
      'Copyright (c) Ida Marsh-Lowe, 2011-2019',
      '',
      'THE SOFTWARE IS PROVIDED "AS IS". IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,',
      'DAMAGES OR OTHER LIABILITY.',
      '',
    ].join('\n');
    expect(await localAnswer('Who is named as the copyright holder of tallyho?', text, 'README.md')).toBe('Ida Marsh-Lowe');
  });
  it('picks, of several notices run together, the one with the year the question names', async () => {
    const text = [
      'This file is derived from an older one.',
      '',
      'Copyright 1990-1994 Northwind Systems, Inc. Copyright 2004 Bellweather Labs Ltd.',
      '',
      'Permission is granted to copy it.',
      '',
    ].join('\n');
    expect(await localAnswer('Who holds the copyright on the 2004 changes?', text)).toBe('Bellweather Labs Ltd.');
  });
  it('joins a path the layout broke after a slash', async () => {
    const text = [
      'Packaging rules',
      '',
      'Only a few helper packages may ship wheels. When these packages are installed, *.whl files must be placed in the /',
      'usr/share/helper-wheels directory. Nothing else may be put there, and nothing else may read it.',
      '',
    ].join('\n');
    expect(await localAnswer('In which directory must the .whl files of the helper packages be placed?', text)).toBe('/usr/share/helper-wheels');
  });
  const page = [
    'SOCKX(7)                 Miscellaneous Information Manual                SOCKX(7)',
    '',
    'DESCRIPTION',
    '       The sx_family field always contains AF_SOCKX.  On  Linux,  sx_path  is',
    '       64 bytes in size.',
    '',
    'NOTES',
    '       Portable programs should keep in mind that some implementations have',
    '       sx_path as short as 40 bytes.',
    '',
    'Linux man-pages 9.01              2031-02-10                         SOCKX(7)',
  ].join('\n');
  it("takes a manual page's running header and footer for no evidence, and a line opening with a number for a wrapped one", async () => {
    expect([...runningLines(page)]).toEqual(['SOCKX(7) Miscellaneous Information Manual SOCKX(7)', 'Linux man-pages 9.01 2031-02-10 SOCKX(7)']);
    expect(sentences(page)).toContain('On Linux, sx_path is 64 bytes in size.');
    expect(await localAnswer('How many bytes longer is sx_path on Linux than on the shortest implementations?', page, 'sockx.7.txt')).toBe('24');
  });
  it('keeps "3 Usage" a unit of its own: a bare number opens one before a capital', () => {
    expect(sentences('See below for details\n3 Usage\nRun it.')).toEqual(['See below for details', '3 Usage', 'Run it.']);
  });
  it('answers from the clause of a sentence that says what the question says', async () => {
    const text = [
      'Which versions are affected?',
      '',
      '    Versions 2.0.1 and before leaked memory on exit, and versions 2.3.4 and 2.3.5',
      '    crashed when reading empty input.',
      '',
    ].join('\n');
    expect(await localAnswer('Which two versions crashed when reading empty input? Lowest first, comma-separated.', text)).toBe('2.3.4, 2.3.5');
  });
  it('ranks, inside the release a relative clause finds, what the "also" clause asks about', async () => {
    const news = [
      '* Noteworthy changes in release 3.2 (2030-05-01)',
      '',
      '  The reader no longer mishandles trailing zeros in padded records.',
      '',
      '  When converting from MTIME to local time, values that do not fit are now clamped, as per Internet RFC 9999.',
      '',
      '  Support for Plan9 and BeOS has been removed.',
      '',
      '* Noteworthy changes in release 3.1 (2029-01-01)',
      '',
      '  Faster reading.',
      '',
    ].join('\n');
    expect(
      await localAnswer(
        'The release that fixed the mishandling of trailing zeros in padded records also dropped support for two platforms. Which two? Alphabetically, comma-separated.',
        news,
        'NEWS.txt',
      ),
    ).toBe('BeOS, Plan9');
  });
});

describe('tables laid out in prose: tabs, capitals, two columns', () => {
  it('expands tabs and takes a column name in capitals a little longer than usual', () => {
    const text = [
      'NORMAL NAME\tOUR NAME\tDIFFERENCE OF OUR VERSION',
      'free()\t\tour_free()\tChecks for NULL',
      'memset()\tour_memset()\tSame on all systems',
      'strchr()\tour_strchr()\tAccepts special keys',
      '',
    ].join('\n');
    const [t] = textTables(text);
    expect(t?.columns).toEqual(['NORMAL NAME', 'OUR NAME', 'DIFFERENCE OF OUR VERSION']);
    expect(t?.rows[1]).toEqual({ 'NORMAL NAME': 'memset()', 'OUR NAME': 'our_memset()', 'DIFFERENCE OF OUR VERSION': 'Same on all systems' });
  });
  it('answers "instead of memset()" from such a table in prose', async () => {
    const text = [
      'COMMON FUNCTIONS',
      '',
      'Some common functions have a version of our own. Always use our version.',
      '',
      'NORMAL NAME\tOUR NAME\tDIFFERENCE OF OUR VERSION',
      'free()\t\tour_free()\tChecks for NULL',
      'memset()\tour_memset()\tSame on all systems',
      'strchr()\tour_strchr()\tAccepts special keys',
      '',
    ].join('\n');
    expect(await localAnswer('Which function should a developer call instead of memset()?', text)).toBe('our_memset()');
  });
  const calls = [
    'DESCRIPTION',
    '       Most library interfaces are implemented on top of system calls of the same name. The exceptions are in this table:',
    '',
    '              Library interface    System call',
    '              qx_close(3)          close(2)',
    '              qx_getattr(3)        qx_attr(2)',
    '              qx_open(3)           qx_open(2)',
    '              qx_setattr(3)        qx_attr(2)',
    '',
    '       Queues have been supported since Linux 9.1.',
    '',
  ].join('\n');
  it('reads a table of two columns set apart in prose, and no justified prose as one', () => {
    const found = textTables(calls);
    expect(found).toHaveLength(1);
    expect(found[0]!.columns).toEqual(['Library interface', 'System call']);
    expect(found[0]!.rows).toHaveLength(4);
    expect(textTables('Intro\n\nThe minimum    value is 2\nthe maximum    is 9 here\nand after    that none\n')).toHaveLength(0);
  });
  it('answers which functions share a call the question writes as a page reference, named without their section', async () => {
    expect(
      await localAnswer(
        'Which two library functions are implemented on top of the same system call, qx_attr(2)? Alphabetical order, comma-separated.',
        calls,
        'qx.7.txt',
      ),
    ).toBe('qx_getattr, qx_setattr');
  });
});

describe('ninth round, second part: forms, credits, dates, identifiers, exclusions', () => {
  it('gives just the number when asked, without the label before it', async () => {
    const text = ['tcp_abc (integer; default: 0)', '       Controls the Appropriate Byte Count defined in RFC 3465. It is off by default.', ''].join('\n');
    expect(await localAnswer('Appropriate Byte Count is defined in which RFC? Give just the number.', text)).toBe('3465');
    expect(await localAnswer('Appropriate Byte Count is defined in which RFC?', text)).toBe('RFC 3465');
  });
  it('credits the name in brackets closing an entry, not the label before its colon', async () => {
    const news = ['1.2.4: May 3 2030', '', '- Documentation: man page fix (Greta Holloway).', '- Portability: build on Haiku (Oren Tal).', ''].join('\n');
    expect(await localAnswer('Who is credited with the man page fix in 1.2.4?', news, 'NEWS.txt')).toBe('Greta Holloway');
  });
  it('reads a day, a month and a two-digit year ("6-Jun-97")', () => {
    expect(findDate('Version 1.48 (6-Jun-97)')).toBe('1997-06-06');
    expect(findDate('Version 3.1 (30-Jul-03)')).toBe('2003-07-30');
    expect(findDate('build 6-Jun-97-2')).toBeNull();
  });
  it('types "which CVE number" as an identifier and prefers one of that scheme', async () => {
    expect(analyseQuestion('Which CVE number was fixed in the newest release?').type).toBe('id');
    expect(analyseQuestion('Which number was fixed in the newest release?').type).toBe('number');
    const notes = [
      'Changes from 2.0.0 to 2.0.1:',
      '',
      '* Fix an overflow with very long lines (bug 42).',
      '  CVE-2031-10042',
      '',
      'Changes from 1.9.0 to 2.0.0:',
      '',
      '* New tool qx-lint(1).',
      '',
    ].join('\n');
    expect(await localAnswer('Which CVE number was fixed in the newest release described in these notes?', notes, 'NEWS.txt')).toBe('CVE-2031-10042');
  });
  const requests = table(`
extension,code,request
core,1,X_Create
core,2,X_Change
core,3,X_Destroy
core,4,X_Map
PEXT,1,PEXT_Open
PEXT,2,PEXT_Close
PEXT,3,PEXT_Draw
SHAPE,1,SHAPE_Query
SHAPE,2,SHAPE_Rect
BIGREQ,1,BIGREQ_Enable
`);
  it('leaves out what "leaving aside" names', () => {
    expect(answerTableQuestion('Leaving aside the core protocol, which extension has the most requests listed?', requests)?.answer).toBe('PEXT');
    expect(answerTableQuestion('Which extension has the most requests listed?', requests)?.answer).toBe('core');
  });
  it('counts the rows that "have X in their name"', () => {
    expect(answerTableQuestion('How many of the listed requests have PEXT in their name?', requests)?.answer).toBe('3');
  });
  it('takes, of a sentence whose clauses each list values, the clause after a colon that says what is asked', async () => {
    const text = ['History', '', 'Version 2.20 (30-Jul-93): changes since 2.17: Versions 2.18 and 2.19 were never made public.', ''].join('\n');
    expect(await localAnswer('Which two version numbers were never made public? Ascending order, comma-separated.', text)).toBe('2.18, 2.19');
  });
  it('answers a default "back in" an older version from the sentence that gives that time\'s default', async () => {
    const text = [
      'OPTIONS',
      '       qx_fin_wait (integer; default: 60; since Linux 2.2)',
      '              How many seconds to wait for a final packet.  In Linux 2.2, the default value was 180.',
      '',
    ].join('\n');
    expect(await localAnswer('What was the default value of qx_fin_wait back in Linux 2.2?', text)).toBe('180');
    expect(await localAnswer('What is the default value of qx_fin_wait?', text)).toBe('60');
  });
  const page = [
    'QXSET(1)                        User Commands                        QXSET(1)',
    '',
    'AUTHORS',
    '       Written by Ada Quill.',
    '',
    'COPYRIGHT',
    '       Copyright © 2011 Ada Quill.',
    '',
    'util-qx 3.1                       2029-05-11                          QXSET(1)',
  ].join('\n');
  it('takes the date of the manual page from its running footer when asked about the page itself', async () => {
    expect(
      await localAnswer(
        'How many years separate the copyright year given for the author and the year in which this manual page is dated?',
        page,
        'qxset.1.txt',
      ),
    ).toBe('18');
  });
  it('counts the things a lead names in a run of commas closed by the noun asked about', async () => {
    const text = [
      'It contains the qa, qb, qc, qd',
      'applications',
      '',
      'qa:',
      '  Copyright 1990 The Quill Group',
      '',
      'qb:',
      '  Copyright 1991 The Quill Group',
      '',
      'qc:',
      '  Copyright 1995 by Tomas Verne, Oslo.',
      '',
      'qd:',
      '  Copyright 1996 by Tomas Verne, Oslo.',
      '',
    ].join('\n');
    expect(await localAnswer('How many separate applications does the package contain?', text, 'copyright')).toBe('4');
    expect(termEntries(text).map((e) => e.term)).toEqual(['qa', 'qb', 'qc', 'qd']);
    expect(await localAnswer('Which programs are copyrighted by Tomas Verne? List them in alphabetical order, comma-separated.', text, 'copyright')).toBe(
      'qc, qd',
    );
  });
  it('takes "Example:" over a block for no term, unlike a lowercase name', () => {
    expect(termEntries('Example:\n    run it\n').map((e) => e.term)).toEqual([]);
  });
  it('reads "the oldest section" of release notes as the oldest release, the document\'s own title qualifying nothing', async () => {
    const notes = [
      'Changes from previous version of qxconf',
      '========================================',
      '',
      'Changes from 1.1.0 to 1.2.0:',
      '',
      '* Faster.',
      '',
      'Changes from 1.0.0 to 1.1.0:',
      '',
      '* Smaller.',
      '',
      'Changes from 0.9.0 to 1.0.0:',
      '',
      '* First stable.',
      '',
    ].join('\n');
    expect(await localAnswer('The oldest section of these notes describes the changes leading to which qxconf version?', notes, 'NEWS.txt')).toBe('1.0.0');
  });
});

describe('ninth round, third part: quoted terms, unstated options, stranded prepositions', () => {
  it('answers what the text says the head is, when it quotes it', async () => {
    const text = ['Terms', '', '       The preferred term for the byte with the value 0 is "nul mark".  Avoid other spellings.', ''].join('\n');
    expect(await localAnswer('What term does the guide prefer for the byte with the value 0?', text)).toBe('nul mark');
  });
  it('reads "when -E isn\'t given" as asking for the default', async () => {
    const text = [
      'OPTIONS',
      '       -E, --exit-code number',
      '           The exit status used when the lock is held elsewhere. The default value is 3. The number has to be in the range of 0 to 255.',
      '',
    ].join('\n');
    expect(await localAnswer("What exit status does it return when the lock is held elsewhere and -E isn't given?", text)).toBe('3');
  });
  it("answers a question ending on its verb and preposition with what follows them, not with the question's own noun", async () => {
    const text = ['Packaging', '', 'Applications need to depend on libqx-runtime to guarantee that /etc/qx.d/common-* exist.', ''].join('\n');
    expect(await localAnswer('To be sure the shared /etc/qx.d/common-* files exist, which package should an application depend on?', text)).toBe(
      'libqx-runtime',
    );
    const log = ['Commits', '', 'The one-line summary usually starts with a keyword to identify the area.', '', '- ui :: The user interface', ''].join('\n');
    expect(await localAnswer('Which keyword should the one-line summary start with?', log)).not.toBe('keyword');
  });
});

describe('ninth round, fourth part (from rounds 43/44): stanzas, releases, headings, abbreviations, groups', () => {
  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    'Files: *',
    'Copyright: 2001 Quill Project',
    'License: MIT',
    '',
    'Files: debian/*',
    'Copyright: 1996-2004 Ada Marsh <ada@example.org>',
    '           2005-2010, 2014 Pim Kater <pim@example.org>',
    '           2009-2020 Rosa Elling <rosa@example.org>',
    'License: GPL-2+',
    '',
    'Files: perl/port.h',
    'Copyright: 2004-2010, Ulf Berg <ulf@example.org>',
    ' 1999, Kai Moen <kai@example.org> (Version 1.x)',
    'License: Artistic',
    '',
  ].join('\n');
  it('picks one holder of a stanza by the years named, the earliest or latest year, or counts them', async () => {
    const t = copyrightTable(copyright)!;
    expect(holderOfStanza('Who holds copyright on the Debian packaging files for the years 2009-2020?', t, t.rows[1]!.copyright!)?.answer).toBe('Rosa Elling');
    expect(holderOfStanza('Which of them has the earliest copyright year?', t, t.rows[2]!.files!)?.answer).toBe('Kai Moen');
    expect(holderOfStanza('Which of them has the most recent copyright year?', t, t.rows[1]!.copyright!)?.answer).toBe('Rosa Elling');
    expect(holderOfStanza('Who holds the copyright?', t, t.rows[0]!.copyright!)).toBeNull();
    expect(await localAnswer('How many people are credited with copyright on the Debian packaging files?', copyright, 'copyright')).toBe('3');
  });
  it('reads "kmod 30" as a release heading, "Chapter 3" not', () => {
    const news = ['kmod 30', '=======', '', '- Faster depmod.', '', 'kmod 29', '=======', '', '- Add zstd support.', ''].join('\n');
    expect(outline(news).map((s) => s.version)).toEqual(['30', '29']);
    expect(outline('Chapter 3\n=========\n\nText here.\n').map((s) => s.version)).toEqual([null]);
  });
  it('reads a Vim help section "*01.2*  Title" as numbered, its tags dropped', async () => {
    const help = [
      '*usr_01.txt*\tFor Vim version 9.0.',
      '',
      '|01.1|\tManuals',
      '|01.2|\tVim installed',
      '',
      '*01.1*\tManuals',
      '',
      'Text.',
      '',
      '*01.2*\tVim installed\t\t\t*vim-installed*',
      '',
      'More.',
      '',
    ].join('\n');
    expect(await localAnswer('What is the title of section 01.2 of this chapter?', help, 'usr_01.txt')).toBe('Vim installed');
  });
  it('expands the word a question quotes and calls "that abbreviation", from the words in brackets after it', async () => {
    const text = ['Overview', '', 'Most functions are prefixed with "qprt" (QuillPack Run Time) instead of "qp_err".', ''].join('\n');
    expect(await localAnswer('Most functions carry the prefix "qprt". What does that abbreviation stand for?', text)).toBe('QuillPack Run Time');
  });
  it('answers the value quoted after the head noun, a possessive before it being no modifier', async () => {
    const text = ['Doors', '', "Unless Quill's option '--hints=lax-doors' is specified, the default case prints a warning.", ''].join('\n');
    expect(await localAnswer('Which option must be given so that the default case does not print a warning?', text)).toBe('--hints=lax-doors');
  });
  it('answers "a special kind of what?" with what follows "kind of"', async () => {
    const text = ['Notes', '', 'Note that a "door" is just a special kind of system call, really; so it is handled alike.', ''].join('\n');
    expect(await localAnswer('According to this document, a door is really just a special kind of what?', text)).toBe('system call');
  });
  const devices = table(`
vendor_id,device_id,vendor,model
0020,,Nordel,
0020,2280,Nordel,CW1
0089,,Quill Corp.,
0092,,Ardent Inc.,
0092,0001,Ardent Inc.,AR61
0092,0002,Ardent Inc.,AR61
0092,0003,Ardent Inc.,AR62
0093,,Sorn Ltd.,
`);
  it('finds the values that fill more than one row, by the column named after "more than one"', () => {
    expect(answerTableQuestion('Which model name appears under more than one device ID?', devices)?.answer).toBe('AR61');
    expect(answerTableQuestion('How many model names appear under more than one device ID?', devices)?.answer).toBe('1');
  });
  it('lists the groups none of whose rows fills a cell for "without any"', () => {
    expect(answerTableQuestion('Which vendors are listed without any model under them? In the order they appear, comma-separated.', devices)?.answer).toBe(
      'Quill Corp., Sorn Ltd.',
    );
  });
  it('leaves out a value set between "leaving" and "aside"', () => {
    expect(answerTableQuestion('Which vendor has the most rows listed?', devices)?.answer).toBe('Ardent Inc.');
    expect(answerTableQuestion('Leaving Ardent aside, which vendor has the most rows listed?', devices)?.answer).toBe('Nordel');
  });
  it('keeps the full stop of "Corp." in a normalised answer', () => {
    expect(normaliseAnswer('Intel Corp., Siano Mobile Silicon', 'Which vendors? Comma-separated.')).toBe('Intel Corp., Siano Mobile Silicon');
  });
});

describe('ninth round, fifth part (from round 43): directories, proper modifiers, "(ie.", verbs before a clause', () => {
  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    '',
    'Files: *',
    'Copyright: 2010 Quill International',
    'License: LGPL-2.1+',
    '',
    'Files: src/main.c tests/quill.py',
    'Copyright: 2012 Quill International',
    'License: LGPL-2.1+',
    '',
    'Files: contrib/perl/*',
    'Copyright: 2011 Ivo Brandt <ivo@example.org>',
    'License: Artistic',
    '',
    'Files: contrib/perl/port.h',
    'Copyright: 1999 Kai Moen',
    'License: GPL-1+',
    '',
  ].join('\n');
  it('answers for "the contrib/perl directory as a whole" from the stanza of contrib/perl/*', async () => {
    expect(
      await localAnswer('Who holds the copyright on the Perl bindings contributed to Quill (the contrib/perl directory as a whole)?', copyright, 'copyright'),
    ).toBe('Ivo Brandt');
    expect(
      await localAnswer("According to this copyright file, which licence applies to the files in Quill's contrib/perl directory?", copyright, 'copyright'),
    ).toBe('Artistic');
  });
  it('answers with the proper name before words the question already uses ("the Orlov block allocator")', async () => {
    const text = ['ATTRIBUTES', '       A directory marked so is the top of a hierarchy for the purposes of the Tarvo block allocator.', ''].join('\n');
    expect(await localAnswer('Marking a directory gives a hint to a block allocator. What is that allocator called?', text)).toBe('Tarvo');
  });
  it('keeps "(ie. the prefix …)" in its sentence', async () => {
    expect(sentences('For convenience macros are provided to make the migration from stdio easier\n(ie. the prefix "qs_")\n')).toEqual([
      'For convenience macros are provided to make the migration from stdio easier (ie. the prefix "qs_")',
    ]);
    const text = [
      'Features',
      '',
      ' - Replacement functions.  For convenience',
      '   macros are provided to make migration easier',
      '   (ie. the prefix "qs_")',
      '',
    ].join('\n');
    expect(await localAnswer('What prefix do the convenience macros use that ease migration?', text)).toBe('qs_');
  });
  it('answers a verb and preposition before a clause of time, across words between them in the text, and a quoted phrase after a verb', async () => {
    const hook = ['#!/bin/sh', '#', '# An example hook script.', '#', '# To enable this hook, rename this file to "update".', '#', '', 'exit 0', ''].join('\n');
    expect(await localAnswer('What must this hook file be renamed to before git will run it?', hook, 'update.sample')).toBe('update');
    const news = ['Removed', '', "The 822-date program was dropped. Its users should switch to use 'date -R'.", ''].join('\n');
    expect(await localAnswer('The 822-date program was dropped. What command are its users told to switch to?', news)).toBe('date -R');
  });
});

describe('ninth round: where the new rules must not fire (from the review)', () => {
  it('answers a copyright holder only to a question asking who', async () => {
    const text = ['# tallyho', '', 'Counts things.', '', '## License', '', 'Copyright (c) Ida Marsh-Lowe, 2011-2019', ''].join('\n');
    expect(await localAnswer("In which year does the copyright holder's notice begin?", text, 'README.md')).not.toBe('Ida Marsh-Lowe');
  });
  it('lists entries naming a person only for a question crediting that person', async () => {
    const page = [
      'OPTIONS',
      '       --version',
      '              Print the version of GNU Qrep and exit.',
      '',
      '       --no-color',
      '              Turn colouring off.',
      '',
    ].join('\n');
    expect(await localAnswer('Which options turn colouring off in GNU Qrep? List them.', page, 'qrep.1.txt')).not.toBe('--version');
  });
  it('takes only capitalised words after a capitalised object, and what a default "was changed to"', async () => {
    const text = ['Packaging', '', 'Applications should depend on Libfoo so that updates reach them.', ''].join('\n');
    expect(await localAnswer('Which package should an application depend on?', text)).toBe('Libfoo');
    const page = ['OPTIONS', '       qx_wait (integer; default: 60)', '              In Linux 2.2, the default value was changed to 180 seconds.', ''].join(
      '\n',
    );
    expect(await localAnswer('What was the default value of qx_wait in Linux 2.2?', page)).toBe('180');
  });
  it('picks the holder whose years are exactly those named before one whose years merely contain them, and a year inside a range', () => {
    const t = {
      columns: ['files', 'copyright', 'license', 'years'],
      rows: [{ files: 'a/*', copyright: 'Ann Lee; Bo Park; Cy Dee', license: 'MIT', years: '1996-2014; 2014; 2015-2020' }],
    };
    expect(holderOfStanza('Who holds it for 2014?', t, 'Ann Lee; Bo Park; Cy Dee')?.answer).toBe('Bo Park');
    expect(holderOfStanza('Who holds the files changed in 2016?', t, 'Ann Lee; Bo Park; Cy Dee')?.answer).toBe('Cy Dee');
  });
});

describe('ninth round, sixth part (from rounds 41 and 46): XML records, quoted defaults, dates, synonyms', () => {
  const policy = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<policyconfig>',
    '  <vendor>Quill</vendor>',
    '  <action id="org.quill.halt">',
    '    <description>Halt the system</description>',
    '    <defaults><allow_any>no</allow_any><allow_inactive>no</allow_inactive><allow_active>auth_admin_keep</allow_active></defaults>',
    '  </action>',
    '  <action id="org.quill.inhibit">',
    '    <description>Allow applications to inhibit shutdown</description>',
    '    <defaults><allow_any>yes</allow_any><allow_inactive>yes</allow_inactive><allow_active>yes</allow_active></defaults>',
    '  </action>',
    '  <action id="org.quill.set-reboot-reason">',
    '    <description>Set a reboot reason in the kernel</description>',
    '    <defaults><allow_any>yes</allow_any><allow_inactive>no</allow_inactive><allow_active>yes</allow_active></defaults>',
    '  </action>',
    '</policyconfig>',
    '',
  ].join('\n');
  it('reads the repeated elements of an XML document as a table, one column per attribute and descendant', () => {
    const t = xmlRecords(xmlText(policy))!;
    expect(t.columns).toEqual(['id', 'description', 'allow_any', 'allow_inactive', 'allow_active']);
    expect(t.rows).toHaveLength(3);
    expect(t.rows[2]).toMatchObject({ id: 'org.quill.set-reboot-reason', allow_any: 'yes' });
    expect(xmlRecords('Plain prose.\nNo XML here.\n')).toBeNull();
  });
  it('answers from that table where the question names a column, and reads the file as prose otherwise', async () => {
    const text = xmlText(policy);
    expect(await localAnswer('How many of the actions in this file have allow_any set to yes?', text, 'policy.xml')).toBe('2');
    expect(await localAnswer('Which action lets a caller set the reboot reason in the kernel? Give the full action id.', text, 'policy.xml')).toBe(
      'org.quill.set-reboot-reason',
    );
    expect(await localAnswer('Who is the vendor?', text, 'policy.xml')).toBe('Quill');
  });
  it('reads a quoted default of several words whole, and "unless told otherwise" asks for the default', async () => {
    const schema = [
      'schemalist/schema/key@name: titlebar-font',
      "schemalist/schema/key/default: 'Quill Sans Bold 11'",
      'schemalist/schema/key/summary: Window title font',
      '',
    ].join('\n');
    expect(await localAnswer('If I leave the setting alone, which font is used for window titles?', schema)).toBe('Quill Sans Bold 11');
    const page = [
      'OPTIONS',
      '     -a rounds',
      '             When saving a private key, this option specifies the number of KDF rounds used. The default is 16 rounds.',
      '',
    ].join('\n');
    expect(await localAnswer('Unless told otherwise, how many KDF rounds does the tool use when it saves a private key?', page)).toBe('16');
  });
  it('reads days with an ordinal suffix, and a release date in brackets under the heading', async () => {
    expect(findDate('(released January 6th, 2022)')).toBe('2022-01-06');
    expect(findDate('on the 1st of March 2021')).toBe('2021-03-01');
    const log = [
      'Version 3.1.2',
      '-------------',
      '(released January 6th, 2032)',
      '',
      '- Fix.',
      '',
      'Version 3.1.0',
      '-------------',
      '(released December 30th, 2031)',
      '',
      '- New.',
      '',
    ].join('\n');
    expect(await localAnswer('How many days passed between the release of 3.1.0 and the release of 3.1.2?', log, 'CHANGES')).toBe('7');
  });
  it('compares the smallest allowed with the minimum the text names', async () => {
    const page = [
      'OPTIONS',
      '     -b bits',
      '             Specifies the number of bits. For QX keys, the minimum size is 1024 bits and the default is 3072 bits.',
      '',
    ].join('\n');
    expect(await localAnswer('For QX keys, how many bits larger is the default key size than the smallest size allowed?', page)).toBe('2048');
  });
  it('counts the cells that end with a word, "with" naming no cell', () => {
    const firms = table(`
id,company_name
1,Quill GmbH
2,Withings
3,Marsh GmbH
4,GmbHolding Ltd
`);
    expect(answerTableQuestion('How many company names end with the word GmbH?', firms)?.answer).toBe('2');
  });
});

describe('ninth round, seventh part (from round 48): install commands, quantities after "default", glued names', () => {
  const readme = [
    'Installation',
    '============',
    '',
    '    pip3 install qq',
    '',
    'On macOS, ``qq`` is also available on Homebrew: use ``brew install python-qq``.',
    '',
    'On Debian:',
    '',
    '    sudo apt-get install -y qq-tools',
    '',
    'The ``qq`` package installs an executable, ``tomlqq``, for TOML files.',
    '',
  ].join('\n');
  it('answers what a package manager installs, of the manager the question names', async () => {
    expect(await localAnswer('What Homebrew package name should macOS users install to get this tool?', readme, 'README.rst')).toBe('python-qq');
    expect(await localAnswer('Which package do you install with apt-get on Debian?', readme, 'README.rst')).toBe('qq-tools');
    expect(await localAnswer('What is the name of the executable installed with this package for TOML files?', readme, 'README.rst')).not.toBe('qq');
  });
  it('reads a quantity right after "default" for the thing the question asks about only', async () => {
    const page = [
      'OPTIONS',
      '     buffer=value',
      '             Controls the maximum buffer size for a single read. By default a 32KB buffer is used.',
      '     nrequests=value',
      '             Controls how many requests may be in flight. By default 64 requests may be active.',
      '',
    ].join('\n');
    expect(await localAnswer('By default, how large is the buffer used for a single read? Give the number of KB.', page)).toBe('32KB');
    expect(await localAnswer('Unless told otherwise, how many requests may be in flight at once?', page)).toBe('64');
  });
  it('normalises a unit glued to its number, but not a hex byte', () => {
    expect(normaliseAnswer('32KB', 'How large is the buffer?')).toBe('32');
    expect(normaliseAnswer('10ms', 'How long is the delay?')).toBe('10');
    expect(normaliseAnswer('1B', 'What hexadecimal code does the table give?')).toBe('1B');
  });
  it('names a column written "python3_module" by "Python 3"', () => {
    const moves = table(`
name,kind,python2_module,python3_module
reload_module,function,__builtin__,importlib
getcwd,function,os,os
`);
    expect(answerTableQuestion('Under Python 3, which module does the move called reload_module point to?', moves)?.answer).toBe('importlib');
  });
});

describe('ninth round: where the late rules must not fire (from the second review)', () => {
  it('reads no XML table out of prose with the odd "path: text" line, and ends a value at a blank line', () => {
    const log = [
      'Build log',
      '',
      ...Array.from({ length: 12 }, (_, i) => `src/mod${i}/f.c: warning: unused variable`),
      ...Array.from({ length: 20 }, () => 'Some prose about the build.'),
    ].join('\n');
    expect(xmlRecords(log)).toBeNull();
    const policy = [
      'policyconfig/action@id: org.q.halt',
      'policyconfig/action/defaults/allow_any: no',
      'policyconfig/action/defaults/allow_active: auth_admin_keep',
      '',
      'Suspending is allowed for everyone.',
      '',
      'policyconfig/action@id: org.q.suspend',
      'policyconfig/action/defaults/allow_any: yes',
      'policyconfig/action/defaults/allow_active: yes',
      'policyconfig/action@id: org.q.reboot',
      'policyconfig/action/defaults/allow_any: no',
      'policyconfig/action/defaults/allow_active: yes',
    ].join('\n');
    const t = xmlRecords(policy)!;
    expect(t.rows[0]!.allow_active).toBe('auth_admin_keep');
    expect(answerTableQuestion('How many actions have allow_any set to no?', t)?.answer).toBe('2');
  });
  it('keeps "1990s" and "80s", whose "s" is no unit', () => {
    expect(normaliseAnswer('1990s', 'Which decade?')).toBe('1990s');
    expect(normaliseAnswer('1960s, 1970s', 'Which decades? Comma-separated.')).toBe('1960s, 1970s');
  });
  it('finds the people a question credits after "by the", in a list, or by a verb of authorship', () => {
    expect(creditedNames('Which programs are copyrighted by the Free Software Foundation? List them.')).toEqual(['Free Software Foundation']);
    expect(creditedNames('Which programs were written by Ada Quill or Bob Stone? List them.')).toEqual(['Ada Quill', 'Bob Stone']);
    expect(creditedNames('Which programs did Keith Packard write? List them.')).toEqual(['Keith Packard']);
    expect(creditedNames('Which options turn colouring off in GNU Grep? List them.')).toEqual([]);
  });
  it("answers for a file in a directory from its own stanza, not the directory's", () => {
    const t = {
      columns: ['files', 'copyright', 'license', 'years'],
      rows: [
        { files: 'contrib/perl/*', copyright: 'Alice Perlwright', license: 'Artistic', years: '2011' },
        { files: 'contrib/perl/Makefile.PL', copyright: 'Bob Maker', license: 'GPL-2+', years: '2012' },
      ],
    };
    expect(directoryStanza('Who holds the copyright on Makefile.PL in the contrib/perl directory?', t)).toBeNull();
    expect(directoryStanza('Who holds the copyright on the contrib/perl directory as a whole?', t)?.answer).toBe('Alice Perlwright');
  });
  it('answers "what entity owns the copyright" with the holder, and a year question with none', async () => {
    const text = ['# widget', '', '## License', '', 'Copyright (c) 2019 Acme Widgets Ltd', ''].join('\n');
    expect(await localAnswer('What entity owns the copyright?', text, 'README.md')).toBe('Acme Widgets Ltd');
    expect(await localAnswer('In what year does the copyright notice begin?', text, 'README.md')).not.toBe('Acme Widgets Ltd');
  });
  it('reads the rest of a sentence for a default when its quantity after "default" is another thing\'s', async () => {
    const text = ['OPTIONS', '       By default a 4096 byte block is read, and the default timeout is 30 seconds.', ''].join('\n');
    expect(await localAnswer('What is the default timeout?', text)).toBe('30');
  });
  it('takes the verb right before its preposition before an infinitive "to"', async () => {
    const text = ['Hooks', '', 'To enable it, rename it to make git run it: the pre-commit.sample file must be renamed to pre-commit.', ''].join('\n');
    expect(await localAnswer('What must the pre-commit.sample file be renamed to?', text)).toBe('pre-commit');
  });
  it('takes the package of an install command the question names, never an option', async () => {
    const text = ['Install', '', '    sudo apt-get install -y build-essential libqx-dev', '', '    pip install --user .', ''].join('\n');
    expect(await localAnswer('Which package do you install with apt-get to get libqx?', text)).toBe('libqx-dev');
    expect(await localAnswer('Which package do you install with pip?', text)).not.toBe('--user');
  });
  it('reads a year inside a range written with an en dash', () => {
    const t = {
      columns: ['files', 'copyright', 'license', 'years'],
      rows: [{ files: 'a/*', copyright: 'Ann Lee; Bo Park', license: 'MIT', years: '1996–2004; 2005–2010' }],
    };
    expect(holderOfStanza('Who holds it for the year 2007?', t, 'Ann Lee; Bo Park')?.answer).toBe('Bo Park');
  });
});
