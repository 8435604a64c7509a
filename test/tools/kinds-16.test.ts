import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { copyrightTable } from '../../tools/copyright.js';
import { stem } from '../../tools/text.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, sixteenth round), each on a small text written here.

describe('tables: the column asked for', () => {
  const ciphers = table(
    ['kind,constant,algorithm,id', 'cipher,K_NONE,NONE,0', 'cipher,K_REEF,REEF,7', 'cipher,K_KELP,KELP,31', 'hash,K_SHELL,SHELL,40'].join('\n'),
  );
  it('answers from a column the question names as the one to give ("Give the value from the algorithm column")', () => {
    expect(answerTableQuestion('Which cipher has the highest id in the table? Give the value from the algorithm column.', ciphers)?.answer).toBe('KELP');
  });
  it('answers from the column a second sentence tells it to give, but not for a word naming the kind of value', () => {
    const atoms = records([
      { macro: 'XA_REEF', atom_name: 'REEF', atom_id: 1 },
      { macro: 'XA_KELP_FOR', atom_name: 'KELP_FOR', atom_id: 9 },
      { macro: 'XA_SHELL', atom_name: 'SHELL', atom_id: 4 },
    ]);
    expect(answerTableQuestion('Which predefined atom has the highest atom ID? Give the atom name without the XA_ prefix.', atoms)?.answer).toBe('KELP_FOR');
    const dates = table(['codename,release_date,end_date', 'Kelp,2021-08-14,2026-06-30', 'Frond,2023-06-10,2028-06-30'].join('\n'));
    expect(answerTableQuestion('When does support (end_date) end for Frond? Give the date as written in the table.', dates)?.answer).toBe('2028-06-30');
  });
  it('reads a column named by the verb a wh-word follows, and lists its identifiers comma-separated when asked', async () => {
    const actions = JSON.stringify([
      { action_id: 'org.reef.set-time', description: 'Set reef time', implies: 'org.reef.set-zone org.reef.set-tide' },
      { action_id: 'org.reef.set-zone', description: 'Set reef zone', implies: '' },
    ]);
    expect(
      await localAnswer(
        'The action described as "Set reef time" implies which other actions? Give their action ids in the order listed, comma-separated.',
        actions,
        'actions.json',
      ),
    ).toBe('org.reef.set-zone, org.reef.set-tide');
  });
  it('reads the head word of the phrase after a superlative as the numeric column ("device ID" over id_decimal)', () => {
    const ids = table(['macro,id_kind,id_decimal,id_hex', 'ID_NET,device,1,0x0001', 'ID_KELP,device,41,0x0029', 'ID_OLD,transitional,4096,0x1000'].join('\n'));
    expect(answerTableQuestion('Which macro has the highest regular (non-transitional) reef device ID?', ids)?.answer).toBe('ID_KELP');
  });
  it('gives every row tied at an extreme where a plural is asked with its own verb', () => {
    const units = records([
      { unit: 'reef.service', documentation: ['man:a', 'man:b'] },
      { unit: 'kelp.service', documentation: ['man:a', 'man:b'] },
      { unit: 'shell.service', documentation: ['man:a'] },
    ]);
    expect(
      answerTableQuestion('Which service units list the largest number of documentation references? Give their unit names in alphabetical order.', units)
        ?.answer,
    ).toBe('kelp.service, reef.service');
  });
});

describe('tables: conditions', () => {
  it('reads "consist of three code points" as the number of codes a cell lists between spaces', () => {
    const seqs = records([
      { name: 'REEF A', group: 'REEF', code_points: 'U+0041 U+0300' },
      { name: 'REEF B', group: 'REEF', code_points: 'U+0042 U+0300 U+0301' },
      { name: 'REEF C', group: 'REEF', code_points: 'U+0043 U+0300 U+0302' },
      { name: 'KELP A', group: 'KELP', code_points: 'U+0041 U+0303 U+0304' },
    ]);
    expect(answerTableQuestion('How many sequences in the REEF group consist of three code points?', seqs)?.answer).toBe('2');
  });
  it('reads "a value of 4 bytes" as the numeric column the unit names', () => {
    const sizes = records([
      { variable: 'SIZEOF_INT', measure: 'size', bytes: 4 },
      { variable: 'SIZEOF_LONG', measure: 'size', bytes: 8 },
      { variable: 'SIZEOF_FLOAT', measure: 'size', bytes: 4 },
      { variable: 'ALIGNOF_INT', measure: 'alignment', bytes: 4 },
    ]);
    expect(answerTableQuestion('How many entries with measure "size" have a value of 4 bytes?', sizes)?.answer).toBe('2');
  });
  it('reads "have exactly one match pattern" over a column that counts them', () => {
    const vendors = table(['vendor,match_patterns,key_assignments', 'Reef,1,4', 'Kelp,2,9', 'Shell,1,0', 'Frond,3,1'].join('\n'));
    expect(answerTableQuestion('How many vendor sections in the table have exactly one match pattern?', vendors)?.answer).toBe('2');
  });
  it('reads an ordinal in a column of positions ("12th in the help order")', () => {
    const rows = ['help_order,command,class_name', ...Array.from({ length: 14 }, (_, i) => `${i + 1},cmd${i + 1},Cmd${i + 1}Command`)].join('\n');
    expect(answerTableQuestion("What is the class name of the command that is 12th in the tool's help order?", table(rows))?.answer).toBe('Cmd12Command');
  });
  it('does not read a plural word of the columns\' names as a cell ("atoms" over a cell ATOM)', () => {
    const atoms = records([
      { macro: 'XA_ATOM', atom_name: 'ATOM', atom_id: 1 },
      { macro: 'XA_WM_NAME', atom_name: 'WM_NAME', atom_id: 2 },
      { macro: 'XA_WM_ICON', atom_name: 'WM_ICON', atom_id: 3 },
    ]);
    expect(answerTableQuestion('How many of the predefined atoms have names beginning with "WM_"?', atoms)?.answer).toBe('2');
  });
  it('joins a yes/no column to another condition with "both"', () => {
    const tags = records([
      { element: 'area', is_empty_element: true, boolean_attributes: ['nohref'] },
      { element: 'td', is_empty_element: false, boolean_attributes: ['nowrap'] },
      { element: 'br', is_empty_element: true, boolean_attributes: [] },
    ]);
    expect(answerTableQuestion('Which elements are both empty elements and have at least one boolean attribute? List them alphabetically.', tags)?.answer).toBe(
      'area',
    );
  });
});

describe('copyright files', () => {
  const dep5 = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Name: reef',
    'Source: https://ftp.example.org/pub/reef/reef-2.7.tar.gz',
    'Comment:',
    ' Reef is a program that counts fish.  It was written by Ada Kelp.  It',
    ' was subsequently maintained by Tom Frond.',
    ' .',
    ' This package was put together by Ola Shell from the previous package.',
    '',
    'Files: *',
    'Copyright: 2019 Ada Kelp',
    'License: GPL-3+',
    '',
    'Files: waf waflib/* wscript',
    'Copyright: 2005-2018 Thomas Reef',
    'License: BSD-3-clause',
    '',
    'Files: pyreef* tools/python.py',
    'Copyright: Copyright Mia Coral, 2014 (mcoral)',
    'License: LGPL-3+',
    '',
    'Files: debian/*',
    'Copyright: 2021 Ola Shell',
    'License: GPL-3+',
    '',
  ].join('\n');
  it('names a stanza by one of the patterns it lists, however short ("the bundled waf files")', () => {
    expect(answerTableQuestion('Under which licence are the bundled waf build-system files distributed?', copyrightTable(dep5)!)?.answer).toBe('BSD-3-clause');
  });
  it('reads "the main reef source code" as the catch-all stanza', () => {
    expect(answerTableQuestion('Who holds the copyright on the main reef source code?', copyrightTable(dep5)!)?.answer).toBe('Ada Kelp');
  });
  it('drops years and a nickname written after a holder, and prefers the pattern the question writes', () => {
    const t = copyrightTable(dep5)!;
    expect(answerTableQuestion('Who is named as the copyright holder of the pyreef* files?', t)?.answer).toBe('Mia Coral');
    expect(answerTableQuestion('Under which licence are the Python bindings (the pyreef* files)?', t)?.answer).toBe('LGPL-3+');
  });
  it("reads the header's prose and fields for what no stanza holds: the original author, the Source tarball's version", async () => {
    expect(await localAnswer('Who is named as the original author of the reef program in this Debian copyright file?', dep5, 'reef-copyright.txt')).toBe(
      'Ada Kelp',
    );
    expect(
      await localAnswer("Which version of reef does the upstream tarball named in the copyright file's Source field have?", dep5, 'reef-copyright.txt'),
    ).toBe('2.7');
  });
  const notices = [
    'Source: http://reefcommon.org/',
    '',
    'Copyright 1985, 1988  The Kelp Group',
    'Copyright 2008, 2009  Dan Frond',
    '',
    'Permission is hereby granted, free of charge, to any person obtaining a copy.',
    '',
    'Copyright (c) 1993, 1996 by Coral Graphics Systems, Inc.',
    '',
    'Permission to use, copy and modify this software is granted.',
    '',
    'Copyright 1987, 1990 by Shell Equipment Corporation, Maynard, Massachusetts.',
    '',
  ].join('\n');
  it('reads notices in prose: the holder with the earliest year, a holder without "by" or the place the question gives', async () => {
    expect(await localAnswer('Of the copyright holders named in this file, which one has the earliest copyright year?', notices, 'reef-copyright.txt')).toBe(
      'Kelp Group',
    );
    expect(
      await localAnswer('Which company, based in Maynard, Massachusetts, is one of the copyright holders in this file?', notices, 'reef-copyright.txt'),
    ).toBe('Shell Equipment Corporation');
  });
  it("gives a link's domain name, never the (c) of a notice", async () => {
    expect(await localAnswer('What is the domain name of the upstream source website given at the top of this file?', notices, 'reef-copyright.txt')).toBe(
      'reefcommon.org',
    );
  });
});

describe('text: who, what and how many', () => {
  it('reads "who originally wrote" and "the original author" over "written by", past a later maintainer', async () => {
    const page = [
      'AUTHOR',
      '       The version of Reef in this release was orig‐',
      '       inally written by  Ada  Kelp  <ada@example.org>  and later maintained by Tom Frond.',
      '',
    ].join('\n');
    expect(await localAnswer('Who originally wrote reef, according to its manual page?', page, 'reef.1.txt')).toBe('Ada Kelp');
    expect(stem('wrote')).toBe(stem('written'));
  });
  it('gives the one argument of a shell line running the tool the question names', async () => {
    const readme = ['Grey windows', '', 'Mask your window manager with the wmname tool:', '   $ wmname REEF3D', ''].join('\n');
    expect(await localAnswer('What name does the README suggest giving to the window manager with the wmname tool?', readme)).toBe('REEF3D');
  });
  it('gives the variable a text sets to the value the question names', async () => {
    const readme = [
      'Two solutions:',
      '1. set the environment variable _REEF_NONREPARENTING:',
      '   $ export _REEF_NONREPARENTING=true',
      '',
      'For plugin problems, start with the environment variable REEFPLUGIN_DEBUG set.',
      '',
    ].join('\n');
    expect(await localAnswer('Which environment variable should be set to true so that reef windows are not grey?', readme)).toBe('_REEF_NONREPARENTING');
  });
  it('reads "rename X option to Y" as a renaming', async () => {
    const notes = ['reefclock:', '   - fix debug regression  [Ada Kelp]', '   - rename --debug option to --verbose  [Ada Kelp]', ''].join('\n');
    expect(await localAnswer('In the reefclock changes, the old --debug option was renamed. What is its new name?', notes)).toBe('--verbose');
  });
  it('reads a spelled number counting the noun asked about ("Up to eight keysyms"), below a number in digits', async () => {
    const page = ['keycode NUMBER = NAME ...', '       Up to eight reefsyms may be at‐', '       tached to a key.', ''].join('\n');
    expect(await localAnswer('What is the maximum number of reefsyms that may be attached to a single key?', page, 'reef.1.txt')).toBe('8');
    const sched = 'Each unit of difference in the nice values of two processes results in a factor of 1.25 in the weight of the reef process.\n';
    expect(await localAnswer('Each one-unit difference in nice value between two processes changes the weight by what factor?', sched)).toBe('1.25');
  });
  it('keeps the Debian revision of a package version', async () => {
    expect(
      await localAnswer(
        'Starting with which reef-data package version were all files moved to /usr/share/reef?',
        'Since 0.8-3, all the files in /etc/reef were moved to /usr/share/reef.\n',
      ),
    ).toBe('0.8-3');
  });
  it("reads a manual page's footer for its version", async () => {
    const page = [
      'REEFMAP(1)                General Commands Manual               REEFMAP(1)',
      '',
      'NAME',
      '       reefmap - map reefs',
      '',
      'X Version 11                    reefmap 1.0.10                      REEFMAP(1)',
      '',
    ].join('\n');
    expect(await localAnswer('Which version of reefmap does this manual page belong to, according to its footer?', page, 'reefmap.1.txt')).toBe('1.0.10');
  });
  it('gives the package a text names for a file or a use', async () => {
    const readme = [
      'You have the following variants:',
      '',
      '/usr/bin/reef-gnome',
      "    Graphical entry that uses GNOME's prompter.  It is the preferred",
      '    reef for desktop systems (package reef-gnome).',
      '',
      '/usr/bin/reef-gtk-2',
      '    Graphical entry that uses GTK+ 2 (package reef-gtk2).',
      '',
    ].join('\n');
    expect(await localAnswer('Which Debian package provides /usr/bin/reef-gtk-2?', readme)).toBe('reef-gtk2');
    expect(await localAnswer('Which package is needed to mount reef volumes?', 'To mount reef volumes, the reefsetup package must be installed.\n')).toBe(
      'reefsetup',
    );
  });
});

describe('release notes: sections, credits and series', () => {
  const notes = [
    'Reeftools 2.29 Release Notes',
    '============================',
    '',
    'Changes between v2.28 and v2.29',
    '-------------------------------',
    'lscpu:',
    '   - add --caches  [Ada Kelp]',
    '   - fix typo  [Tom Frond]',
    '   - add s390 topology  [Ada Kelp]',
    'po:',
    '   - merge changes  [Ola Shell]',
    '   - update cs.po (from translationproject.org)  [Petr Reef]',
    '   - update ja.po (from translationproject.org)  [Mia Coral]',
    '   - add ko.po (from translationproject.org)  [Kim Kelp]',
    'rename:',
    '   - fix a typo  [Tom Frond]',
    '',
  ].join('\n');
  it('reads a two-letter section ("the po section") and counts the items listed as a verb', async () => {
    expect(await localAnswer('How many .po files are listed as updated in the po section?', notes, 'reeftools-v2.29-ReleaseNotes.txt')).toBe('2');
  });
  it('counts the entries under a heading that credit the person named', async () => {
    expect(await localAnswer('Under the lscpu heading, how many entries are credited to Ada Kelp?', notes, 'reeftools-v2.29-ReleaseNotes.txt')).toBe('2');
  });
  it('gives the credit in brackets of the entry the question names, the title naming no section', async () => {
    expect(
      await localAnswer('Who is credited with updating the Japanese translation (ja.po) in reeftools 2.29?', notes, 'reeftools-v2.29-ReleaseNotes.txt'),
    ).toBe('Mia Coral');
  });
  const news = [
    'Major changes in 43.0',
    '=====================',
    '- Translation updates',
    '',
    'Major changes in 43.rc.1',
    '========================',
    '- Update default background file extension to webp',
    '',
    'Major changes in 3.13.3',
    '=======================',
    '- Add a key for reef protection',
    '',
    'Major changes in 3.13.2',
    '=======================',
    '- Translation updates',
    '',
    'Major changes in 3.13.1',
    '=======================',
    '- Translation updates',
    '',
    'Version 0.0.1',
    '=============',
    'This is the initial release of reef-desktop-schemas.',
    '',
  ].join('\n');
  it('reads GNOME pre-release headings, leaving the hyphenated project name the attachment bears out of the query', async () => {
    expect(
      await localAnswer('Which reef-desktop-schemas release changed the default background file extension to webp?', news, 'reef-desktop-schemas-NEWS.txt'),
    ).toBe('43.rc.1');
  });
  it('counts the releases of a series', async () => {
    expect(
      await localAnswer('How many releases from the 3.13 series (3.13.x) have their own section in this NEWS file?', news, 'reef-desktop-schemas-NEWS.txt'),
    ).toBe('3');
  });
});

describe('sixteenth round, later pairs: tables', () => {
  it('picks rows by the opposite of a yes/no column ("disabled" over enabled)', () => {
    const events = table(['event,enabled,period', 'reef.Tide,true,10 s', 'reef.Kelp,false,1 s', 'reef.Shell,false,', 'reef.Frond,true,5 s'].join('\n'));
    expect(answerTableQuestion('How many events in this table are disabled?', events)?.answer).toBe('2');
  });
  it('counts a column of numbers that name the rows instead of adding them up ("how many magic numbers")', () => {
    const magic = table(
      ['magic_number,python_release,python_series', '3413,3.10a1,3.10', '3439,3.10b1,3.10', '3450,3.11a1,3.11', '3495,3.11b4,3.11'].join('\n'),
    );
    expect(answerTableQuestion('How many magic numbers belong to the Python 3.10 series?', magic)?.answer).toBe('2');
  });
  it('reads a one-digit number after a word for a code as the row that holds it ("exception code 8")', () => {
    const codes = records([
      { constant: 'REEF_NODE', value: 8, category: 'node type', exception_class: null },
      { constant: 'INDEX_ERR', value: 1, category: 'exception code', exception_class: 'IndexErr' },
      { constant: 'NOT_FOUND_ERR', value: 8, category: 'exception code', exception_class: 'NotFoundErr' },
    ]);
    expect(answerTableQuestion('Which exception class corresponds to DOM exception code 8?', codes)?.answer).toBe('NotFoundErr');
  });
  it('answers the column the asked phrase ends in ("the FreeBSD system call number of socket")', () => {
    const calls = records([
      { number: 97, name: 'socket', freebsd_compat_version: null },
      { number: 98, name: 'connect', freebsd_compat_version: null },
    ]);
    expect(answerTableQuestion('What is the FreeBSD system call number of socket in this table?', calls)?.answer).toBe('97');
    const names = records([
      { code_point: 'U+2118', original_name: 'SCRIPT CAPITAL P', corrected_name: 'WEIERSTRASS ELLIPTIC FUNCTION', first_assigned_in_unicode: '1.1' },
      { code_point: 'U+01A2', original_name: 'LATIN CAPITAL LETTER OI', corrected_name: 'LATIN CAPITAL LETTER GHA', first_assigned_in_unicode: '1.1' },
    ]);
    expect(
      answerTableQuestion('What was the original Unicode name of the character whose corrected name is WEIERSTRASS ELLIPTIC FUNCTION?', names)?.answer,
    ).toBe('SCRIPT CAPITAL P');
  });
});

describe('sixteenth round, later pairs: text', () => {
  it('gives the mailing-list address under the label the question describes', async () => {
    const readme = [
      'Mailing lists:',
      '  general use and discussion:      reef@example.org',
      '  engine internals, porting, etc.: reef-devel@example.org',
      '',
    ].join('\n');
    expect(await localAnswer('Which Reef mailing list address should I use for questions about engine internals and porting?', readme)).toBe(
      'reef-devel@example.org',
    );
  });
  it("ranks a phrasal verb's own particle above another ('turns off' over 'turns on')", async () => {
    const page = [
      'OPTIONS',
      '       -b     Turns on the 64bit feature and moves metadata.',
      '',
      '       -s     Turns off the 64bit feature and frees blocks.',
      '',
    ].join('\n');
    expect(await localAnswer('Which resizefs option turns off the 64bit feature?', page, 'resizefs.8.txt')).toBe('-s');
  });
  it('gives the package the text puts a tool in, and a name set in quotes after the words the question uses', async () => {
    const readme = [
      'update-reefcatalog(8) in the reef-core package and reefcatalog(1) in the',
      'libreef-utils package are incompatible.',
      '',
      "This package contains the debhelper script 'dh_installreefcatalogs' to support packages.",
      '',
    ].join('\n');
    expect(await localAnswer('Which package provides the reefcatalog(1) tool that is said to be incompatible with update-reefcatalog(8)?', readme)).toBe(
      'libreef-utils',
    );
    expect(await localAnswer('What is the name of the debhelper script shipped in the reef-core package?', readme)).toBe('dh_installreefcatalogs');
  });
  it("answers an option used together with -G, not -G's other form", async () => {
    const page = [
      'OPTIONS',
      '       -a, --append',
      '           Add the user to the supplementary group(s). Use only with the -G option.',
      '',
      '       -G, --groups GROUP1[,GROUP2,...]',
      '           A list of supplementary groups.',
      '',
    ].join('\n');
    expect(
      await localAnswer(
        'I want to add a user to extra groups without removing them from current ones. Which option (long form) must I combine with -G?',
        page,
        'usermod.8.txt',
      ),
    ).toBe('--append');
  });
  it('gives the one file name of a setting line when a file name is asked, and the value marked (default)', async () => {
    const pam = ['# Uncomment this to let root use reef without a password', 'auth       sufficient pam_reefok.so', ''].join('\n');
    expect(await localAnswer('Which PAM module file lets root use reef without a password? Give the module file name as written.', pam, 'reef.pam.txt')).toBe(
      'pam_reefok.so',
    );
    const page = [
      '       --round=METHOD',
      '              use METHOD for rounding when scaling; METHOD can be:  up,  down,',
      '              from-zero (default), towards-zero, nearest',
      '',
    ].join('\n');
    expect(await localAnswer('Which rounding method does reeffmt use by default when scaling numbers?', page, 'reeffmt.1.txt')).toBe('from-zero');
  });
  it('reads a header field by the words of its label, and a directory given as the tail of a pattern', async () => {
    const dep5 = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'Upstream-Name: reef-settings',
      'Source: https://example.org/reef',
      '',
      'Files: *',
      'Copyright: 2004 Reef Corporation',
      'License: GPL-2',
      '',
      'Files: reef.inject/src/org/reef/space/asm/*',
      'Copyright: 2000 Kelp Telecom',
      'License: BSD-3-clause',
      '',
    ].join('\n');
    expect(await localAnswer('What is the name of the upstream project the package is built from?', dep5, 'reef-copyright.txt')).toBe('reef-settings');
    expect(await localAnswer('Under which license are the bundled ASM files (the org/reef/space/asm directory) distributed?', dep5, 'reef-copyright.txt')).toBe(
      'BSD-3-clause',
    );
  });
});

describe('sixteenth round, last pairs', () => {
  it('reads a phrase spelling a column as the column, not as the tail of a cell ("daylight saving time")', () => {
    const tz = table(
      ['abbreviation,daylight_saving,description', 'RST,no,Reef Standard Time', 'RDT,yes,Reef Daylight Saving Time', 'KDT,yes,Kelp Daylight Time'].join('\n'),
    );
    expect(answerTableQuestion('How many of the abbreviations in the table are marked as daylight saving time?', tz)?.answer).toBe('2');
  });
  it('ranks by a count column named in two words, counts versions, and reads "widest"', () => {
    const ages = table(['unicode_version,range_count,code_point_count', '1.1,288,33979', '2.0,29,144521', '2.1,2,2', '3.0,1,10307'].join('\n'));
    expect(answerTableQuestion('Which Unicode version assigned the largest number of code points?', ages)?.answer).toBe('2.0');
    expect(answerTableQuestion('How many Unicode versions in the table consist of exactly one code point range?', ages)?.answer).toBe('1');
    const widths = table(
      ['code,character,unicode_name,helvetica', '64,@,COMMERCIAL AT,1.015', '87,W,LATIN CAPITAL LETTER W,0.944', '105,i,LATIN SMALL LETTER I,0.222'].join('\n'),
    );
    expect(
      answerTableQuestion('Which printable ASCII character is the widest in regular Helvetica? Give its Unicode name as listed in the table.', widths)?.answer,
    ).toBe('COMMERCIAL AT');
  });
  it('reads bare versions over lists dotted and indented as releases', async () => {
    const log = [
      '1.3.14',
      '    . Bug fixes',
      '',
      '1.3.13',
      '    . Builds now require C++11',
      '    . Better fuzzing',
      '',
      '1.3.12',
      '    . Add libfuzzer support',
      '',
      '1.3.11',
      '    . Fixes due to a review',
      '',
      '1.3.10',
      '    . Various bug fixes',
      '',
    ].join('\n');
    expect(await localAnswer('Starting with which reefgraph release do builds require C++11?', log, 'reefgraph-changelog.txt')).toBe('1.3.13');
    expect(await localAnswer('How many reefgraph releases have an entry in this changelog?', log, 'reefgraph-changelog.txt')).toBe('5');
  });
  it('reads the bound a text sets on a value ("must not be smaller than 16")', async () => {
    const page = [
      '       ReefIntervalMinSec=',
      '           ReefIntervalMinSec= defaults to 32 seconds and must not be smaller',
      '           than 16 seconds.',
      '',
    ].join('\n');
    expect(await localAnswer('What is the smallest value, in seconds, that ReefIntervalMinSec may be set to?', page, 'reefd.conf.5.txt')).toBe('16');
  });
  it("gives the shell line a sentence ending in a colon introduces, and a keyword argument by the question's noun", async () => {
    const readme = [
      'Usage',
      '-----',
      '',
      '    >>> encoded = reefjwt.encode({"some": "payload"}, "secret", algorithm="HS384")',
      '',
      'Tests',
      '-----',
      '',
      'You can run tests from the project root after cloning with:',
      '',
      '.. code-block:: console',
      '',
      '    $ reeftox',
      '',
    ].join('\n');
    expect(await localAnswer('What command does the README tell you to run from the project root to run the tests?', readme, 'README.rst')).toBe('reeftox');
    expect(await localAnswer("Which signing algorithm does the README's usage example pass to reefjwt.encode?", readme, 'README.rst')).toBe('HS384');
  });
});
