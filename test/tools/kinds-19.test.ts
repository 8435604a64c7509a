import { describe, expect, it } from 'vitest';
import { podText } from '../../gaia/pod.js';
import { copyrightTable } from '../../tools/copyright.js';
import { outline } from '../../tools/outline.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, nineteenth round), each on a small text written here.

describe('tables: filters, ranks and columns named alike', () => {
  const codes = records([
    { name: 'FAILURE', kind: 'opcode', code: 0 },
    { name: 'ANY', kind: 'opcode', code: 1 },
    { name: 'IN_IGNORE', kind: 'opcode', code: 2 },
    { name: 'LITERAL_IGNORE', kind: 'opcode', code: 3 },
    { name: 'NOT_LITERAL_IGNORE', kind: 'opcode', code: 4 },
    { name: 'AT', kind: 'opcode', code: 5 },
    { name: 'AT_END', kind: 'position code', code: 6 },
    { name: 'RANGE_UNI_IGNORE', kind: 'position code', code: 7 },
    { name: 'CATEGORY_SPACE', kind: 'category code', code: 5 },
    { name: 'CATEGORY_LINEBREAK', kind: 'category code', code: 6 },
  ]);

  it('counts the rows whose name ends in a suffix the question writes in capitals, "in _IGNORE" read as no cell', () => {
    expect(answerTableQuestion("How many entries of kind 'opcode' have a name ending in _IGNORE?", codes)?.answer).toBe('3');
  });

  it("answers with the rows' names where the column the question names is pinned to the number it gives", () => {
    expect(answerTableQuestion('Which category code has the code number 6?', codes)?.answer).toBe('CATEGORY_LINEBREAK');
  });

  it('ranks the rows the conditions pick by "the larger" value, over a column of mixed values', () => {
    const keys = table(
      [
        'schema_id,key,type,default_value',
        'org.reef.mouse,dwell-mode,s,window',
        'org.reef.mouse,dwell-time,d,1.20',
        'org.reef.cache,maximum-age,i,180',
        'org.reef.cache,maximum-size,i,512',
        'org.reef.screen,idle-delay,u,300',
      ].join('\n'),
    );
    expect(answerTableQuestion('In the org.reef.cache schema, which key has the larger default value?', keys)?.answer).toBe('maximum-size');
    expect(answerTableQuestion('In the org.reef.cache schema, which key has the smaller default value?', keys)?.answer).toBe('maximum-age');
  });

  const mirrors = records([
    { country_code: 'AA', mirror_count: 9, http_mirrors: 6, https_mirrors: 3 },
    { country_code: 'BB', mirror_count: 2, http_mirrors: 0, https_mirrors: 2 },
    { country_code: 'CC', mirror_count: 4, http_mirrors: 4, https_mirrors: 0 },
    { country_code: 'DD', mirror_count: 7, http_mirrors: 2, https_mirrors: 5 },
    { country_code: 'EE', mirror_count: 1, http_mirrors: 0, https_mirrors: 1 },
    { country_code: 'FF', mirror_count: 3, http_mirrors: 3, https_mirrors: 0 },
  ]);

  it('reads "second-highest" as the second of the values ranked', () => {
    expect(answerTableQuestion('Which country code has the second-highest number of mirrors?', mirrors)?.answer).toBe('DD');
    expect(answerTableQuestion('Which country code has the third-highest number of mirrors?', mirrors)?.answer).toBe('CC');
  });

  it('takes "HTTPS mirror" for https_mirrors alone, not http_mirrors too', () => {
    expect(answerTableQuestion('How many countries have no HTTPS mirror at all?', mirrors)?.answer).toBe('2');
    expect(answerTableQuestion('How many countries have no HTTP mirror at all?', mirrors)?.answer).toBe('2');
  });

  it('reads "only HTTPS mirrors" as that kind\'s count above zero and every other kind\'s at zero', () => {
    const q = 'Which country codes have only HTTPS mirrors? List them alphabetically, comma-separated.';
    expect(answerTableQuestion(q, mirrors)?.answer).toBe('BB, EE');
  });

  it('names a hyphenated cell by its words ("public domain" for public-domain)', () => {
    const copyright = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'Upstream-Name: reef',
      '',
      'Files: *',
      'Copyright: 2001-2020 Reef Developers',
      'License: LGPL-2.1+',
      '',
      'Files: tools/keymap.c',
      'Copyright: NA',
      'License: public-domain',
      '',
      'Files: tests/*',
      'Copyright: 2014 Coral Labs',
      'License: LGPL-2.1+',
      '',
      'License: LGPL-2.1+',
      ' This library is free software.',
      '',
      'License: public-domain',
      ' This software is in the public domain.',
    ].join('\n');
    const q = 'Which single source file in this copyright file is released into the public domain? Give its path as written.';
    expect(answerTableQuestion(q, copyrightTable(copyright)!)?.answer).toBe('tools/keymap.c');
  });
});

describe('change logs, manual pages and READMEs', () => {
  const changes = [
    'Revision history for Perl extension Reef::Parser.',
    '',
    '2.46 2019-09-24 (by Ada Quill)',
    '    - use foreach not for',
    '',
    '2.44 2015-01-12 (by Ada Quill)',
    '    - Revert an error message',
    '',
    '2.40_02 2011-05-31 (by Ada Quill)',
    '    - TODO some tests',
    '',
    '2.40_01 2011-05-24 (by Ada Quill)',
    '    - better installation instructions',
    '',
    '2.40  2010-09-16 (by Ben Okafor)',
    '    - Add windows-1251.enc',
    '',
    '2.35   (mostly by Ben Okafor)',
    '    - Works in 5.10',
    '',
    '1.00 March 1998',
    "    - Carla Mendes's original version",
  ].join('\n');

  it('counts the release headings that credit a name, "2.40_01" and "2.40_02" apart', async () => {
    expect(await localAnswer('How many release headings in this changelog are marked as being by Ada Quill?', changes, 'Changes.txt')).toBe('4');
  });

  it('gives a name without the possessive it is written with', async () => {
    expect(await localAnswer('Whose original version is recorded as release 1.00 of the module?', changes, 'Changes.txt')).toBe('Carla Mendes');
  });

  const readme = [
    'Reef Pixbuf',
    '===========',
    '',
    'Reef Pixbuf is a library for image loading and manipulation.',
    '',
    'Building',
    '--------',
    '',
    'Requirements:',
    '',
    ' - A C11-compliant compiler and toolchain',
    ' - Meson',
    ' - GLib',
    '',
    'Then run:',
    '',
    '    $ meson setup _build .',
    '    $ meson compile -C _build',
    '',
    'Changes in this release',
    '-----------------------',
    '',
    ' o adds OpenSSH agent support on Windows',
    ' o adds ECDSA key support using the Wolf Crypt backend',
    ' o adds ECDSA cert authentication',
  ].join('\n');

  it('reads the standard glued before "-compliant" for "which standard must the compiler comply with"', async () => {
    expect(
      await localAnswer('Which C language standard must the compiler comply with to build Reef Pixbuf, according to the README?', readme, 'README.md'),
    ).toBe('C11');
  });

  it('reads the capitalised name written right before the head noun of the question ("the Wolf Crypt backend")', async () => {
    expect(await localAnswer('Which crypto backend gained ECDSA key support in this release?', readme, 'README.md')).toBe('Wolf Crypt');
  });

  const page = [
    'REEF-TREE(1)                      Reef Manual                     REEF-TREE(1)',
    '',
    'NAME',
    '       reef-tree - Manage multiple working trees',
    '',
    'DESCRIPTION',
    '       To prevent a $REEF_DIR/trees entry from being pruned (which can be',
    '       useful in some situations), use the reef tree lock command, which adds a',
    '       file named held to the entry\u2019s directory. The file contains the',
    '       reason in plain text.',
    '',
    'OPTIONS',
    '       -f, --force',
    '           By default, remove refuses to remove an unclean tree unless --force',
    '           is used. To remove a locked tree, specify --force twice.',
    '',
    '       --[no-]guess-origin',
    '           With tree add <path>, base the new branch on the origin branch',
    '           of the same name.',
    '',
    '           This can also be set up as the default behaviour by using the',
    '           tree.guessOrigin config option.',
    '',
    '       --no-checkout',
    '           By default, add checks out the branch, however, --no-checkout can be',
    '           used to suppress checkout.',
  ].join('\n');

  it('reads the configuration key the entry of the option the question writes names', async () => {
    const q = 'Which configuration option makes the --guess-origin behaviour of reef tree add the default?';
    expect(await localAnswer(q, page, 'reef-tree.1.txt')).toBe('tree.guessOrigin');
  });

  it('reads the name after "a file named" for "what is the name of the file"', async () => {
    const q = "When you run reef tree lock, what is the name of the file that gets created in the tree's administrative directory?";
    expect(await localAnswer(q, page, 'reef-tree.1.txt')).toBe('held');
  });

  it('reads "twice" as a number of times', async () => {
    expect(await localAnswer('How many times do you have to pass --force to reef tree remove to delete a locked tree?', page, 'reef-tree.1.txt')).toBe('2');
  });
});

describe('POD: items as perldoc sets them', () => {
  const pod = [
    '=head1 NAME',
    '',
    'Reef::Sender - send simple messages',
    '',
    '=head1 DESCRIPTION',
    '',
    'Sends messages using any of the built-in methods.  As TYPE argument',
    'to L<new()|Reef::Sender/"Constructors">, you can specify any of',
    '',
    '=over 4',
    '',
    '=item C<pigeon>',
    '',
    'Use the C<pigeon> program to deliver the message.',
    '',
    '=item C<relay>',
    '',
    'Use the C<relay> protocol. The server to use can be given with',
    '',
    " $sender = Reef::Sender->new('relay', Server => $server);",
    '',
    'The relay sender does not handle C<Cc> lines.',
    '',
    '=item C<bottle>',
    '',
    'Use a bottle.',
    '',
    '=item C<testfile>',
    '',
    'Used for debugging; no message is ever sent.',
    '',
    '=back',
    '',
    'Reef::Sender will search for programs in the above order.',
    '',
    '=head1 METHODS',
    '',
    'Nothing else.',
  ].join('\n');

  it("sets an item's first paragraph right under its term, and a code example under the item as deep as its text", () => {
    const text = podText(pod);
    expect(text).toContain('\n  pigeon\n      Use the pigeon program to deliver the message.\n');
    expect(text).toContain("\n       $sender = Reef::Sender->new('relay', Server => $server);\n");
  });

  it('counts the items of a list in a POD section', async () => {
    const q = 'How many sender types are listed in the DESCRIPTION of Reef::Sender as possible TYPE arguments to new()?';
    expect(await localAnswer(q, podText(pod), 'Reef-Sender.pod.txt')).toBe('4');
  });
});

describe('after the first looks of rounds 159 and 160', () => {
  const notes = [
    'Version 3.3',
    '===========',
    '',
    'Release date - 17th February, 2020.',
    '',
    'Bug fixes',
    '---------',
    '1. Encoder crash with zones.',
    '2. Integration issues with SVT v1.4.1.',
    '',
    'Version 3.2',
    '===========',
    '',
    'Release date - 21st September, 2019.',
    '',
    'New features',
    '------------',
    '1. New AQ mode.',
    '',
    'Version 2.9',
    '===========',
    '',
    'Release date - 5th October, 2018.',
    '',
    'Bug fixes',
    '---------',
    '1. Fixed a crash with the reef decoder v1.1.',
  ].join('\n');

  it('takes no version written in a heading inside a release for a release of the document', async () => {
    expect(await localAnswer('What is the oldest reefenc version covered by these release notes?', notes, 'reefenc-changelog.txt')).toBe('2.9');
  });

  it('reads a date with an ordinal day and a comma as written', async () => {
    expect(await localAnswer('On what date was version 3.3 released? Give the date as written in the release notes.', notes, 'reefenc-changelog.txt')).toBe(
      '17th February, 2020',
    );
  });

  it("reads a package relation's version, one number shaped like a date", async () => {
    const readme = [
      'Reef certificates for Debian',
      '----------------------------',
      '',
      'An example source package for building a local CA certificate package,',
      'using reef-certificates (>= 20130119) (since it uses triggers) can be',
      'found in /usr/share/doc/reef-certificates/examples/.',
    ].join('\n');
    const q = 'What minimum version of reef-certificates does the example source package for a local CA certificate package depend on?';
    expect(await localAnswer(q, readme, 'README.Debian.txt')).toBe('20130119');
  });

  it('reads the text quoted right after the head noun ("the string "0 but true"")', async () => {
    const doc = [
      'On success the lock() method returns the string "0 but true", i.e., a value that is true in boolean but 0 in numeric',
      'context. If the method fails (as indicated by an undef return value) you can check the error.',
    ].join('\n');
    expect(await localAnswer('In Reef::Lock, what string does the lock() method return when it succeeds?', doc, 'Reef-Lock.txt')).toBe('0 but true');
  });

  it('counts the names in a list whose entries hold several names each', async () => {
    const pod = [
      '=head1 EXPORT',
      '',
      'The package exports the following constants:',
      '',
      '=over 2',
      '',
      '=item R_GETLK R_SETLK R_SETLKW',
      '',
      '=item R_RDLCK R_WRLCK',
      '',
      '=item SEEK_SET SEEK_CUR SEEK_END',
      '',
      '=back',
    ].join('\n');
    expect(await localAnswer('How many constants does the Reef::Lock package export?', podText(pod), 'Reef-Lock.pod.txt')).toBe('8');
  });

  it('reads "exactly two" in a column of counts that holds a word in a cell, and drops a prefix the answer is asked without', () => {
    const rows = ['alias,type_parameters,instantiable'];
    for (let i = 0; i < 12; i++) rows.push(`reef.A${i},${i % 3},${i % 4 === 0 ? 'no' : 'yes'}`);
    rows.push('reef.Tuple,variable,no');
    const aliases = table(rows.join('\n'));
    expect(answerTableQuestion('How many aliases take exactly two type parameters?', aliases)?.answer).toBe('4');
    const q = "Which aliases are marked as not instantiable? Give the names without the 'reef.' prefix, in alphabetical order.";
    expect(answerTableQuestion(q, aliases)?.answer).toBe('A0, A4, A8, Tuple');
  });

  const fields = records([
    { field: 'Architecture', allowed_in: ['CTRL_INFO', 'CTRL_INDEX', 'CTRL_BUILDINFO'], dep_order: null },
    { field: 'Files', allowed_in: ['CTRL_CHANGES'], dep_order: null },
    { field: 'Source', allowed_in: ['CTRL_INFO', 'CTRL_INDEX', 'CTRL_BUILDINFO'], dep_order: null },
    { field: 'Depends', allowed_in: ['CTRL_INFO', 'CTRL_INDEX'], dep_order: 3 },
    { field: 'Pre-Depends', allowed_in: ['CTRL_INFO'], dep_order: 12 },
    { field: 'Checksums', allowed_in: ['CTRL_BUILDINFO', 'CTRL_CHANGES'], dep_order: null },
  ]);

  it('ranks by the items of the one list column the question names, "alphabetical order" naming no column', () => {
    const q = 'Which fields are allowed in the largest number of control types? List them in alphabetical order.';
    expect(answerTableQuestion(q, fields)?.answer).toBe('Architecture, Source');
  });

  it('reads no capitalised cell from a lowercase word in a gloss in brackets ("(.buildinfo files)")', () => {
    expect(answerTableQuestion('How many fields are allowed in CTRL_BUILDINFO (.buildinfo files)?', fields)?.answer).toBe('3');
  });

  it('reads the bound of the range an option\'s term line writes ("--blength[=0-2000]")', async () => {
    const page = [
      'OPTIONS',
      '       --blength[=0-2000]',
      '           Sets the bell duration in milliseconds. Without an argument, it',
      '           defaults to 0. Virtual consoles only.',
      '',
      '       --blink on|off',
      '           Turns blink mode on or off.',
    ].join('\n');
    expect(await localAnswer("What is the largest bell duration, in milliseconds, that reefterm's --blength option accepts?", page, 'reefterm.1.txt')).toBe(
      '2000',
    );
  });

  const guide = [
    '# Reef C++ style guide',
    '',
    'See also the [C++ codebase README](../README.md) for C++ idioms in the Reef codebase.',
    '',
    '## Table of contents',
    '',
    '* [Guides and references](#guides-and-references)',
    '* [Formatting](#formatting)',
    '  * [C++ style comments](#c-style-comments)',
    '* [Memory management](#memory-management)',
    '  * [Memory allocation](#memory-allocation)',
    '',
    '## Guides and references',
    '',
    'Coding guidelines are based on the following guides (highest priority first):',
    '',
    '1. This document.',
    '2. The [Coral C++ Style Guide][].',
    '3. The ISO [C++ Core Guidelines][].',
    '',
    '## Formatting',
    '',
    "Unfortunately, the C++ linter (based on [Coral's `cpplint`][]), which can be",
    'run explicitly via `make lint-cpp`, does not currently catch a lot of rules.',
    '',
    '### C++ style comments',
    '',
    'Use C++ style comments for normal code comments.',
    '',
    '## Memory management',
    '',
    '### Memory allocation',
    '',
    'Use the allocators the platform gives.',
  ].join('\n');

  it('reads the item at a rank of a list whose lead says how it is ranked ("highest priority first")', async () => {
    const q = 'In the Reef C++ style guide, which guide has the second-highest priority among the coding guidelines it is based on?';
    expect(await localAnswer(q, guide, 'reef-cpp-style-guide.md')).toBe('Coral C++ Style Guide');
  });

  it('takes no bullet or numbered item of a Markdown document for a heading (a table of contents of links)', async () => {
    expect(await localAnswer('What make command runs the C++ linter mentioned in the Reef C++ style guide?', guide, 'reef-cpp-style-guide.md')).toBe(
      'make lint-cpp',
    );
  });

  it('names the rows under a directory written with its slash alone ("under po/")', () => {
    const copyright = ['Files: *', 'Copyright: Reef', 'License: LGPL-2.1+', '']
      .concat(['ca', 'cs', 'de'].flatMap((l) => [`Files: po/${l}.po`, `Copyright: 2009 Translator ${l}`, 'License: LGPL-2.1+', '']))
      .concat(['Files: src/po.c', 'Copyright: Reef', 'License: LGPL-2.1+', '', 'License: LGPL-2.1+', ' Free software.'])
      .join('\n');
    const q = 'How many separate Files paragraphs in this copyright file cover translation files under po/?';
    expect(answerTableQuestion(q, copyrightTable(copyright)!)?.answer).toBe('3');
  });

  it('names a section by its title followed by the product and version the notes are about', async () => {
    const notes2 = [
      'Reef-utils 2.21 Release Notes',
      '=============================',
      '',
      'Release highlights',
      '------------------',
      '',
      'chcore(8):',
      '   - this NEW COMMAND can modify the state of cores.',
      '',
      'plimit(1):',
      '   - this NEW COMMAND is a command line interface to plimit(2).',
      '',
      'login(1):',
      '   - the command has been rewritten.',
      '',
      'Changes between v2.20 and v2.21',
      '-------------------------------',
      '',
      'build-sys:',
      '   - add new command to the ChangeLog and ReleaseNotes',
    ].join('\n');
    const q = 'Which two commands are announced as new commands in the release highlights of reef-utils 2.21? Give them in the order they appear.';
    expect(await localAnswer(q, notes2, 'reef-utils-v2.21-ReleaseNotes.txt')).toBe('chcore, plimit');
  });

  it('reads lines marked with a lowercase "o" as bullets, and counts the ones that open with a word', async () => {
    const notes = [
      'reef 1.10',
      '',
      'This release includes the following enhancements and bugfixes:',
      '',
      ' o adds agent forwarding support',
      ' o adds cert authentication',
      ' o fixes a key exchange on Windows builds',
      ' o improves portability of the tests',
      ' o fixes a crash when the agent is gone',
      ' o fixes the build with newer compilers',
      '',
      'This release would not have looked like this without help from:',
      '',
      '  Ada Quill, Ben Okafor',
    ].join('\n');
    const q = 'How many bullet points in the list of enhancements and bugfixes start with the word "fixes"?';
    expect(await localAnswer(q, notes, 'RELEASE-NOTES.txt')).toBe('3');
    expect(await localAnswer('How many enhancements and bugfixes does this release include?', notes, 'RELEASE-NOTES.txt')).toBe('6');
  });

  it("reads the number whose unit the question's own verb follows, and a version written as the product's package name", async () => {
    const page = [
      'BUGS',
      '       Reefconfig uses the ioctl interface, which limits hardware addresses to 8 bytes. Because a Coral',
      '       hardware address has 20 bytes, only the first 8 bytes are displayed correctly.',
    ].join('\n');
    const q = 'The reefconfig manual warns that Coral hardware addresses are shown incompletely. How many bytes of such an address are displayed correctly?';
    expect(await localAnswer(q, page, 'reefconfig.8.txt')).toBe('8');
    const readme = [
      'Reef compilers for Debian',
      '',
      'Debian uses a default version of Reef for most packages.',
      '',
      'The default compiler versions for Debian GNU/Linux on amd64 are',
      '(minor version numbers omitted):',
      '',
      '\treef\t\t: reef-14',
      '',
      'Starting in Debian 6.0, there is now a reef-defaults package set.',
    ].join('\n');
    expect(await localAnswer("According to Debian's Reef README, which Reef version is the default on amd64?", readme, 'README.Debian.txt')).toBe('reef-14');
  });
});

describe('after the first looks of rounds 161 and 162', () => {
  const ioctls = table(
    [
      'request,code_hex,code_decimal,direction,description',
      'REEFCOMMIT,0x8B00,35584,set,Commit pending changes to driver',
      'REEFGPRIV,0x8B0D,35597,get,get private ioctl interface info',
      'REEFGAPLIST,0x8B17,35607,get,Deprecated in favor of scanning',
      'REEFSESSID,0x8B1A,35610,set,set ESSID (network name)',
      'REEFGESSID,0x8B1B,35611,get,get ESSID',
    ].join('\n'),
  );

  it('picks the row whose own words the question holds the more of, and reads what a column\'s cell "says"', () => {
    expect(answerTableQuestion('What is the decimal request code of the ioctl that gets the ESSID?', ioctls)?.answer).toBe('35611');
    const q = 'What is the hexadecimal code (as written in the code_hex column) of the only request whose description says it is deprecated?';
    expect(answerTableQuestion(q, ioctls)?.answer).toBe('0x8B17');
  });

  it('reads a value "shared by two different" rows, a count in seconds asked in minutes, and "use a" as a filled-in cell', () => {
    const accel = records([
      { constant: 'REEF_ACCEL_NONE', value: 0 },
      { constant: 'REEF_ACCEL_A', value: 1 },
      { constant: 'REEF_ACCEL_B', value: 53 },
      { constant: 'REEF_ACCEL_C', value: 53 },
    ]);
    expect(answerTableQuestion('Which numeric value is shared by two different REEF_ACCEL constants in this table?', accel)?.answer).toBe('53');
    const zones = table(['abbreviation,utc_offset_seconds,daylight_saving', 'ACST,34200,no', 'AWST,28800,no', 'AEST,36000,no'].join('\n'));
    expect(answerTableQuestion('By how many minutes is ACST ahead of AWST?', zones)?.answer).toBe('90');
    const locales = records([
      { locale: 'af', cjk_override_table: '' },
      { locale: 'ja', cjk_override_table: 'ja_table' },
      { locale: 'ko', cjk_override_table: 'ko_table' },
      { locale: 'nl', cjk_override_table: '' },
    ]);
    expect(answerTableQuestion('How many locales in the file use a CJK override table?', locales)?.answer).toBe('2');
  });

  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Contact: Ada Quill <ada@reef.example>',
    '                  Ben Okafor <ben@reef.example>',
    'Source: http://reef.example/',
    'Upstream-Name: reef library',
    '',
    'Files: *',
    'Copyright: (C) 1999-2000 Ada Quill. All Rights Reserved.',
    'License: MIT/X11',
    ' Permission is hereby granted.',
    '',
    'Files: debian/*',
    'Copyright: 2003 Carla Mendes',
    'License: GPL-2+',
    ' This package is free software.',
  ].join('\n');

  it('names a row by a field written as the file writes it ("(Files: *)")', () => {
    const q =
      'According to this Debian copyright file, under which licence is the main reef library code (Files: *) distributed? Give the licence name as written.';
    expect(answerTableQuestion(q, copyrightTable(copyright)!)?.answer).toBe('MIT/X11');
  });

  it('reads the other people a header field names, the field ending where the next one starts', async () => {
    expect(await localAnswer('Besides Ada Quill, who is listed as an upstream contact for reef?', copyright, 'reef-copyright.txt')).toBe('Ben Okafor');
  });

  const page = [
    'MAKE(1)                      User Commands                      MAKE(1)',
    '',
    'NAME',
    '       make - GNU make utility to maintain groups of programs',
    '',
    'DESCRIPTION',
    '       If no -f option is present, make will look for the makefiles GNUmakefile,',
    '       makefile, and Makefile, in that order.',
    '',
    'OPTIONS',
    '       --debug[=FLAGS]',
    '            Print debugging information in addition to normal processing.',
    '            FLAGS may be a for all debugging output, b for basic debugging, v',
    '            for more verbose basic debugging, i for showing implicit rules, j',
    '            for details on invocation of commands.',
    '',
    'EXIT STATUS',
    '       GNU make exits with a status of zero if all makefiles were successfully',
    '       parsed.  A status of two will be returned if any errors were encountered.',
    '',
    'GNU                          28 February 2016                   MAKE(1)',
  ].join('\n');

  it('keeps items the question writes in another case, reads a status in words, and takes no page footer for an entry', async () => {
    const q = 'When no -f option is given, which makefile names does make look for? List them in the order in which they are checked, comma-separated.';
    expect(await localAnswer(q, page, 'make.1.txt')).toBe('GNUmakefile, makefile, Makefile');
    expect(
      await localAnswer('According to this make manual page, what exit status does GNU make return when any errors were encountered?', page, 'make.1.txt'),
    ).toBe('2');
  });

  it('reads the letter whose "for …" gloss says what the question asks, in the entry of the option it writes', async () => {
    expect(await localAnswer('Which flag letter do you pass to --debug to show implicit rules?', page, 'make.1.txt')).toBe('i');
  });

  it('reads the exit value whose entry says what the question asks', async () => {
    const groupadd = [
      'OPTIONS',
      '       -f, --force',
      '           This option causes the command to simply exit with success status if the',
      '           specified group already exists.',
      '',
      '       -p, --password PASSWORD',
      '           The encrypted password, as returned by crypt (3).',
      '',
      'EXIT VALUES',
      '       The reefadd command exits with the following values:',
      '',
      '       0',
      '           success',
      '',
      '       3',
      '           invalid argument to option',
      '',
      '       4',
      '           GID is already used (when called without -o)',
      '',
      '       9',
      '           group name is already used',
    ].join('\n');
    expect(await localAnswer('Which exit status does reefadd return when the requested group name is already in use?', groupadd, 'reefadd.8.txt')).toBe('9');
  });

  it('reads a version with its variant before the head noun, and keeps "what type of" questions whole', async () => {
    const readme = ['This package uses 3.0 (quilt) format, which means patches to the upstream source are in debian/patches.'].join('\n');
    expect(await localAnswer('Which Debian source package format does the reef package use?', readme, 'README.source.txt')).toBe('3.0 (quilt)');
    expect(await localAnswer('What type of address does the server listen on by default?', 'By default the server listens on an IPv6 address only.')).toBe(
      'IPv6 address',
    );
  });

  const help = [
    '*pi_reefpat.txt*\tReef pattern plugin',
    '',
    '==============================================================================',
    '2. ReefPat Manual\t\t\t*reefPat-manual*',
    '',
    '\t:ReefPatFlags {search flags}\t\t\t*ReefPat-flags*',
    '\t\tSets the search flags used by :ReefPat.',
    '',
    '\t:RPF {search flags}\t\t\t\t*:RPF*',
    '\t\t:RPF is a shorthand version of :ReefPatFlags.',
    '',
    '\t\t\t\t\t\t\t*ro*',
    '[count]ro\tSame as ":reefget" without range.  The "o" stands for "obtain"',
    '\t\t("rg" can\'t be used, it could be the start of "rgg"!).',
    '',
    '\t\t\t\t\t\t\t*rp*',
    '[count]rp\tSame as ":reefput" without range.',
    '',
    '==============================================================================',
    '3. ReefPat Examples\t\t\t\t\t*reefPat-examples*',
    '',
    '\tReefPat takes Boolean logic arguments and produces a regular expression.',
    '\tReefPat accepts the and, or and not operators.',
    '\tReefPat puts its result in the search register.',
    '\tReefPat can also insert the pattern into the command line.',
    '\tThe pattern ReefPat builds uses very magic mode.',
    '\tA ReefPat pattern may be used with :g and :v.',
    '\tReefPat honours the ignorecase option.',
    '\tReefPat leaves the cursor where it was.',
    '\tReefPat needs no other plugin.',
    '\tReefPat was written in Vim script.',
    '',
    '==============================================================================',
    '5. ReefPat History\t\t\t\t\t*reefPat-history*',
    '',
    '\tv4 Jun 22, 2015 * ReefPat has been picked up for standard',
    '\t\t\t  plugin distribution; hence the name change',
    '\tv3 Sep 25, 2006 * RP_Or() fixed; it now encapsulates its output',
    "\tv2 May 31, 2005\t* RPF and ReefPatFlags commands weren't working",
    '\tv1 May 23, 2005\t* initial release',
  ].join('\n');

  it("reads Vim help's entries under their tags, their tabs set to stops, and a short form a sentence names", async () => {
    expect(await localAnswer('Which two-key normal-mode command does the same as ":reefget" without a range?', help, 'pi_reefpat.txt')).toBe('ro');
    expect(await localAnswer('In the Vim ReefPat plugin, what is the short form of the :ReefPatFlags command?', help, 'pi_reefpat.txt')).toBe(':RPF');
  });

  it('answers with the token shaped like the example where nothing of the type asked is found', async () => {
    const q = 'In which ReefPat version was RP_Or() fixed? Answer with the version label as written in the history (for example v1).';
    expect(await localAnswer(q, help, 'pi_reefpat.txt')).toBe('v3');
  });

  it('reads a Markdown heading right over another as a heading, and the release whose own heading says what is asked', async () => {
    // (Some releases set apart from their first label by a blank line, as such change logs have them.)
    const log = ['# Changelog', '', '## [0.4.0] - 2019-10-02', '', '### Added', '- A decoder', '']
      .concat(
        ['0.3.9', '0.3.8', '0.3.7', '0.3.6'].flatMap((v) => [
          `## [${v}] - 2019-09-0${v.at(-1)}${v === '0.3.7' ? ' - *DO NOT USE THIS VERSION*' : ''}`,
          '### Changed',
          `- Updated the codec to use build ${v}`,
          '',
        ]),
      )
      .join('\n');
    expect(await localAnswer('Which reef version does the changelog explicitly warn people not to use?', log, 'CHANGELOG.md')).toBe('0.3.7');
    expect(
      outline(log)
        .filter((x) => x.version !== null)
        .map((x) => x.version),
    ).toEqual(['0.4.0', '0.3.9', '0.3.8', '0.3.7', '0.3.6']);
  });

  it("reads a group's ID as a number, and counts the lines under the label that names what is counted", async () => {
    const page = [
      'CONFIGURATION',
      '       SYS_GID_MAX (number), SYS_GID_MIN (number)',
      '           Range of group IDs used for the creation of system groups by',
      '           reefadd.',
      '',
      '           The default value for SYS_GID_MIN (resp.  SYS_GID_MAX) is 101',
      '           (resp.  GID_MIN-1).',
    ].join('\n');
    const q = 'If login.defs sets nothing, what is the default lowest group ID used for system groups (SYS_GID_MIN)?';
    expect(await localAnswer(q, page, 'reefadd.8.txt')).toBe('101');
    const notes = [
      'Reef-utils 2.20 Release Notes',
      '=============================',
      '',
      'Release highlights',
      '------------------',
      '',
      'reefblk(8):',
      '  - supports new columns:',
      '      TYPE      - device type',
      '      RQ-SIZE   - queue request size',
      '      STATE     - device state',
      '  - supports new command line option "-D" to print device discard topology',
      '',
      'reefcpu(8):',
      '  - improved support for s390 boxes',
    ].join('\n');
    expect(
      await localAnswer('In the release highlights of reef-utils 2.20, how many new columns are listed for reefblk?', notes, 'v2.20-ReleaseNotes.txt'),
    ).toBe('3');
  });
});

describe("where this round's rules must not fire (a review)", () => {
  it('keeps numbered headings set apart by paragraphs in a Markdown document, and "#" comment lines out of its outline', async () => {
    const manual = [
      '# Widget Manual',
      '',
      '## Overview',
      '',
      'Widget is a tool for drawing widgets.',
      '',
      '1. Getting started',
      '',
      'Install widget with pip. Then run widget init to create a project.',
      '',
      '2. Drawing',
      '',
      'Use widget draw to render a widget. The default colour is blue.',
      '',
      '3. Exporting',
      '',
      'Use widget export to write a PNG file. The default resolution is 300 dpi.',
    ].join('\n');
    expect(await localAnswer('What is the title of section 2?', manual, 'manual.md')).toBe('Drawing');
    const readme = [
      '# fooserve',
      '',
      '## Installation',
      '',
      'Run make and then make install.',
      '',
      '## Configuration',
      '',
      '# The port to listen on',
      '# Change this when 8080 is taken',
      'port = 8080',
      '',
      '## Usage',
      '',
      'Start the server with fooserve -c fooserve.conf.',
    ].join('\n');
    expect(outline(readme).map((x) => x.title)).toEqual(['fooserve', 'Installation', 'Configuration', 'Usage']);
  });

  it('counts lines where lines are asked, and a capitalised item among "o" bullets, without its marker', async () => {
    const fcntl = [
      'Fcntl - load the C fcntl.h defines',
      '',
      'DESCRIPTION',
      '',
      'This module exports the following constants by default:',
      '',
      '    F_GETLK F_SETLK F_SETLKW',
      '    O_RDONLY O_WRONLY O_RDWR',
      '    FD_CLOEXEC',
    ].join('\n');
    expect(await localAnswer('How many lines of constants are listed?', fcntl, 'fcntl.txt')).toBe('3');
    const notes = [
      'libreef 1.4.0 release notes',
      '',
      'This release includes the following changes:',
      '',
      ' o adds agent forwarding support',
      ' o fixes a crash in the sftp subsystem',
      ' o fixes memory leak in session_free',
      ' o Improved documentation for the build',
      '',
      'Bug fixes:',
      '',
      ' - fixes a race in the scheduler',
      ' - fixes the build on Solaris',
    ].join('\n');
    // (The list the lead "the following changes:" opens, its capitalised item too.)
    expect(await localAnswer('How many changes are listed in the release notes?', notes, 'RELEASE-NOTES.txt')).toBe('4');
    expect(await localAnswer('What is the second change listed?', notes, 'RELEASE-NOTES.txt')).toBe('fixes a crash in the sftp subsystem');
  });

  it('reads a wrapped line that opens with "o" as the sentence it goes on, and keeps names before the head noun to the clause asked', async () => {
    const page = [
      'DESCRIPTION',
      '    The greet program prints a line of text. When the option',
      '    o is given the output goes to a file instead of the terminal.',
      '    The default greeting is "hello world".',
    ].join('\n');
    expect(await localAnswer('What happens when the option o is given?', page, 'greet.1.txt')).not.toBe('greet program');
    const nb = ['mailfilter 2.0', '', 'At startup mailfilter reads the file given with -c, as the FAQ file explains.'].join('\n');
    expect(await localAnswer('Which file does mailfilter read at startup?', nb, 'README')).not.toBe('FAQ');
  });

  it('reads the standard glued before the subject asked, "twice" after the option asked, and the bound asked of an ID', async () => {
    const readme = 'Building requires a C99-compliant compiler and a POSIX-conformant shell.';
    expect(await localAnswer('What standard must the shell conform to?', readme, 'README')).toBe('POSIX');
    const page = [
      'DESCRIPTION',
      '    frob resets the frobnicator. Normally it asks for confirmation once; if',
      '    --force is given twice, no confirmation is asked.',
      '',
      '    The default lowest group ID (SYS_GID_MIN) is 101 and the highest is 999.',
    ].join('\n');
    expect(await localAnswer('How many times must --force be given to skip confirmation?', page, 'frob.8.txt')).toBe('2');
    expect(await localAnswer('What is the highest group ID?', page, 'frob.8.txt')).toBe('999');
  });

  it('gives every row tied at the place asked, and takes no "e.g." for a configuration key', async () => {
    const mirrors = table(['country,mirrors', 'Germany,25', 'France,7', 'Japan,4', 'Brazil,3', 'Chile,7'].join('\n'));
    expect(answerTableQuestion('Which country has the third-largest number of mirrors?', mirrors)?.answer).toBe('France, Chile');
    const page = [
      'OPTIONS',
      '       --color[=WHEN]',
      '              Colorize the output, e.g. always, never or auto. The default',
      '              can be set with the color.ui configuration option.',
      '',
      '       -q, --question',
      '              Same as --dump.',
    ].join('\n');
    expect(await localAnswer('Which config option sets the default for --color?', page, 'reef.1.txt')).toBe('color.ui');
  });
});

describe('after the first looks of rounds 163 and 164', () => {
  it('names arg_count by "arguments", and of the rows a lookup picks, the one the rest of the question describes', () => {
    const helpers = table(['helper_id,function_name,arg_count', '1,reef_lookup,2', '2,reef_update,5', '3,reef_delete,5', '4,reef_probe,3'].join('\n'));
    expect(answerTableQuestion('How many helper functions in the table take exactly five arguments?', helpers)?.answer).toBe('2');
    const icmp = records([
      { category: 'message type', constant: 'REEF_TIME_EXCEEDED', value: 11, description: 'Time Exceeded' },
      { category: 'Time Exceeded code', constant: 'REEF_EXC_TTL', value: 0, description: 'TTL count exceeded' },
      { category: 'Time Exceeded code', constant: 'REEF_EXC_FRAGTIME', value: 1, description: 'Fragment reassembly time exceeded' },
    ]);
    const q = 'Which constant is the Time Exceeded code meaning that the time to reassemble a fragmented packet ran out?';
    expect(answerTableQuestion(q, icmp)?.answer).toBe('REEF_EXC_FRAGTIME');
  });

  it('reads a column\'s name that is also a cell as the column before "of" and after a superlative, and "a length_bytes value of exactly 8"', () => {
    const types = records([
      { oid: 16, type_name: 'bool', length_bytes: 1, category_code: 'B' },
      { oid: 26, type_name: 'oid', length_bytes: 4, category_code: 'N' },
      { oid: 1082, type_name: 'date', length_bytes: 4, category_code: 'D' },
      { oid: 1266, type_name: 'timetz', length_bytes: 12, category_code: 'D' },
      { oid: 1114, type_name: 'timestamp', length_bytes: 8, category_code: 'D' },
      { oid: 2950, type_name: 'uuid', length_bytes: 16, category_code: 'U' },
      { oid: 20, type_name: 'int8', length_bytes: 8, category_code: 'N' },
    ]);
    expect(answerTableQuestion('What is the oid of the uuid type?', types)?.answer).toBe('2950');
    expect(answerTableQuestion('Among the types whose category code is D, which type has the highest oid? Give its type name.', types)?.answer).toBe('timetz');
    expect(answerTableQuestion('How many entries in the catalogue have a length_bytes value of exactly 8?', types)?.answer).toBe('2');
  });
});
