import { describe, expect, it } from 'vitest';
import { copyrightTable } from '../../tools/copyright.js';
import { listAnswer } from '../../tools/lists.js';
import { analyseQuestion } from '../../tools/question.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { termEntries } from '../../tools/term-lists.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, twentieth round), each on a small text written here.

describe('change logs: git logs, underlined releases, release lines', () => {
  const commit = (hash: string, author: string, date: string, body: string[]): string =>
    [`commit ${hash}`, `Author: ${author}`, `Date:   ${date}`, '', ...body.map((l) => (l ? `    ${l}` : '    ')), ''].join('\n');
  const gitLog = [
    commit('4f1c0de5a1b2c3d4e5f60718293a4b5c6d7e8f90', 'Ines Farrow <ines@reef.example>', 'Tue Mar 3 10:00:00 2015 +0100', [
      'libreef 1.2.0',
      '',
      'Signed-off-by: Ines Farrow <ines@reef.example>',
    ]),
    commit('5a2d1ef6b2c3d4e5f60718293a4b5c6d7e8f9012', 'Tomas Brandt <tomas@kelp.example>', 'Mon Feb 9 09:30:00 2015 +0100', [
      'config: quote the statements of configure.ac',
      '',
      'Signed-off-by: Tomas Brandt <tomas@kelp.example>',
    ]),
    commit('6b3e2f07c3d4e5f60718293a4b5c6d7e8f901234', 'Ines Farrow <ines.farrow@work.example>', 'Fri Jan 16 18:00:00 2015 +0100', [
      'Do not free the reef cache twice on exit.',
      '',
      'Thanks to Odile Varga <odile@mail.example> for reporting this bug',
      'and a correct fix.',
    ]),
    commit('7c4f30182d4e5f60718293a4b5c6d7e8f9012345', 'Tomas Brandt <tomas@kelp.example>', 'Wed Jan 7 11:00:00 2015 +0100', ['Strip trailing whitespace']),
    commit('8d5041293e5f60718293a4b5c6d7e8f901234567', 'Ines Farrow <ines@reef.example>', 'Sat Dec 6 12:00:00 2014 +0100', ['Initial import of libreef']),
  ].join('\n');

  it('counts the commits of a git log, its "Author:" lines read as the commits\' authors, not as settings', async () => {
    expect(await localAnswer('How many commits are recorded in this change log?', gitLog, 'ChangeLog')).toBe('5');
  });

  it("counts a git log's commits by the author's name, whatever address each commit gives", async () => {
    const q = "Counting commits by the author's name (ignoring differences in e-mail address), who authored the most commits?";
    expect(await localAnswer(q, gitLog, 'ChangeLog')).toBe('Ines Farrow');
  });

  it('answers who is thanked in a commit with the name after "Thanks to", not the commit\'s author', async () => {
    expect(await localAnswer('Who is thanked for reporting the bug where the reef cache was freed twice?', gitLog, 'ChangeLog')).toBe('Odile Varga');
  });

  const history = [
    ' This file is part of reefzip, a compressor.',
    '',
    '',
    '0.9.0',
    '~~~~~',
    'First version.',
    '',
    '',
    '1.0',
    '~~~',
    'Several minor fixes:',
    '',
    '* Large file support.',
    '',
    '',
    '1.0.1',
    '~~~~~',
    '* Added --fast and --best aliases for gzip compatibility.',
    '',
    '',
    '1.0.2 (6 Sept 10)',
    '~~~~~~~~~~~~~~~~~',
    '',
    '* Security fix for CVE-2010-0405.  This was reported by Ana Ruiz.',
    '',
    '* Make the documentation build on newer systems',
    '',
    '1.0.3 (27 Jun 19)',
    '~~~~~~~~~~~~~~~~~',
    '',
    '* Fix a use after free issue with outFile (CVE-2016-3189)',
    '',
    '* Make sure nSelectors is not out of range (CVE-2019-12900)',
    '',
    '1.0.4 (13 Jul 19)',
    '~~~~~~~~~~~~~~~~~',
    '',
    '* This relaxes the fix for CVE-2019-12900 from 1.0.3.',
    '',
  ].join('\n');

  it('reads a version underlined with exactly three tildes as a heading, not as the opening of a code fence', async () => {
    expect(await localAnswer('Which release included the security fix for CVE-2010-0405?', history, 'CHANGES')).toBe('1.0.2');
    expect(await localAnswer('In which release were the --fast and --best aliases added?', history, 'CHANGES')).toBe('1.0.1');
  });

  it('counts the distinct tokens that begin with a quoted prefix, each once however often it is written', async () => {
    expect(await localAnswer('How many distinct identifiers beginning with "CVE-" are mentioned in the change history?', history, 'CHANGES')).toBe('3');
  });

  const changes = [
    '2.06      2011-04-15 12:01:33 Europe/London',
    '    - Code gardening, no functional changes:',
    '    - Moved the old DEBUG framework to Smart::Comments',
    '    - Changes above enforce a requirement of perl 5.8.1',
    '',
    '2.05      2011-02-18 11:28:33 Europe/London',
    '    - Releasing this as a stop gap',
    '    - Changed the repository location',
    '',
    '2.04      2004-06-01   Carla Mendes <carla@cpan.example>',
    '    - just cosmetic doc changes',
    '',
    '2.03      2002-11-22   Carla Mendes <carla@cpan.example>',
    "    - minor bugfix: the lack of \\plain's in Reef::FormatRTF's output was confusing some readers.",
    '',
    '2.01      2002-11-07   Carla Mendes <carla@cpan.example>',
    '    - experimental major version change',
    '    - Added Reef::FormatRTF.',
    '    - Lots of little tidying up in the docs.',
    '',
    '1.24      2002-10-29   Dora Quist <dora@cpan.example>',
    '    - Just taking it over, and releasing this to make sure CPAN registers the change.',
    '',
  ].join('\n');

  it('counts the releases whose heading credits the person named after "credited to"', async () => {
    expect(await localAnswer('How many releases in this changelog are credited to Carla Mendes?', changes, 'Changes')).toBe('3');
  });

  it('reads "which release first added" as framing, the release found by what it added', async () => {
    // (A longer log, whose releases say "release" and "first" often: those words must not pick the release.)
    const chores = [
      '    - Tests reworked to not use subtests.',
      '    - Reworking of a quote issue',
      '    - Typo fixes',
      '    - Minor test fixes',
      '    - Release unchanged',
    ];
    const middle = [12, 11, 10, 9, 8, 7].flatMap((v) => [`2.${String(v).padStart(2, '0')}      2011-07-1${v % 9} 17:07:35 Europe/London`, chores[v % 5]!, '']);
    const old = [53, 52, 51, 50].flatMap((v) => [
      `0.${v}      1999-12-1${v % 9}   Dora Quist <dora@cpan.example>`,
      `    - Release Reef-Format-0.${v}`,
      '    - Added some simple formatter tests.',
      '',
    ]);
    const log = [
      '2.14      2015-10-13 14:46:01+01:00 Europe/London',
      '    - First official release under the new distribution name following the trial release.',
      '',
      '2.13      2015-10-12 16:26:46+01:00 Europe/London (TRIAL RELEASE)',
      '    - Renamed the distribution from Reef-Format to Reef-Formatter',
      '',
      ...middle,
      changes.replace('    - minor bugfix in the RTF output', "    - minor bugfix: the lack of \\plain's in Reef::FormatRTF's output confused some readers."),
      ...old,
    ].join('\n');
    expect(await localAnswer('Which release first added the Reef::FormatRTF module?', log, 'Changes')).toBe('2.01');
  });

  it('answers a least version the anchored release requires, not the release itself', async () => {
    const q =
      'The release that moved the old DEBUG framework to Smart::Comments also raised the minimum Perl version. What minimum Perl version did it require?';
    expect(await localAnswer(q, changes, 'Changes')).toBe('5.8.1');
  });
});

describe('manual pages and term lists', () => {
  const page = [
    'FILES',
    '       /proc/net/stat/reef_cache',
    '              Reef cache statistics. reef_cache is for IPv4,',
    '              ndisc_reef is the same for IPv6.',
    '',
    '              entries Number of entries in the reef table.',
    '',
    '              allocs How many reef entries have been allocated.',
    '',
    '              rcv_probes_mcast  How many multicast solicitations were',
    '              received. (IPv6 only.)',
    '',
    '              rcv_probes_ucast How many unicast  solicitations  were',
    '              received. (IPv6 only.)',
    '',
    '       /proc/net/stat/kelp_cache',
    '              Kelp cache statistics.',
    '',
    '              entries Number of entries in the kelp cache.',
    '',
    '              in_hit  Number of kelp cache hits for incoming packets. Depre‐',
    '              cated since the kelp cache removal, therefore always zero.',
    '',
    '              in_slow Number of kelp cache entries added for input.',
    '',
    '              gc_total Total number of garbage collection runs. Deprecated',
    '              since the kelp cache removal, therefore always zero.',
    '',
    '              out_hit  Number of kelp cache hits for outgoing packets. Depre‐',
    '              cated since the kelp cache removal, therefore always zero.',
    '',
  ].join('\n');

  it('reads paragraphs that each open with a lowercase key and its capitalised description as a term list', () => {
    const keys = termEntries(page).map((e) => e.term);
    expect(keys).toEqual(expect.arrayContaining(['allocs', 'rcv_probes_mcast', 'in_hit', 'gc_total']));
    expect(termEntries(page).find((e) => e.term === 'in_hit')?.description).toMatch(/Deprecated since the kelp cache removal/);
  });

  it('counts and lists the keys whose description says what the question says they are marked as', async () => {
    const q1 = 'How many of the kelp_cache keys are marked as deprecated since the kelp cache removal?';
    expect(await localAnswer(q1, page, 'reefstat.8.txt')).toBe('3');
    const q2 = 'Which two keys does the page mark as IPv6 only? List them in the order they appear.';
    expect(await localAnswer(q2, page, 'reefstat.8.txt')).toBe('rcv_probes_mcast, rcv_probes_ucast');
  });

  const arp = [
    'OPTIONS',
    '       -H type, --hw-type type',
    '              When setting or reading the cache, this  optional  parameter',
    '              tells  reefarp  which class of entries it should check for.  The de‐',
    '              fault value of this parameter is kelp (i.e. hardware code  0x01).',
    '',
    '       -f filename, --file filename',
    '              Similar to the -s option, only this time the address info is',
    '              taken from file filename.  If no filename',
    '              is specified /etc/reefs is used as default.',
    '',
    '       Each complete entry in the cache will be marked with the C flag.',
    '       Permanent entries are marked with M and published entries have the P',
    '       flag.',
    '',
  ].join('\n');

  it('reads "the default value of this parameter is X" for the default asked, not the word after "of"', async () => {
    expect(await localAnswer('What is the default hardware type (the value of -H) that reefarp uses?', arp, 'reefarp.8.txt')).toBe('kelp');
  });

  it('reads "given without a filename" as asking for the default, and "X is used as default"', async () => {
    expect(await localAnswer('If reefarp -f is given without a filename, which file does it read?', arp, 'reefarp.8.txt')).toBe('/etc/reefs');
  });

  it('answers which mark marks the things named with what they "are marked with"', async () => {
    expect(await localAnswer("In reefarp's output, which letter flag marks permanent entries?", arp, 'reefarp.8.txt')).toBe('M');
  });

  it('takes the name right after a head noun that opens the sentence ("Function hypot gives …")', async () => {
    const bugs = [
      'Known bugs:',
      '',
      '* Some functions do not use the save macros, thus do not behave',
      '  correctly in a reduced exponent range.',
      '',
      '* Function reefmul gives an incorrect result when the difference between',
      "  its parameters' exponents is near 2*EMAX.",
      '',
      'Potential bugs:',
      '',
      '* Possible incorrect results if the underflow occurs at the last function call.',
      '',
      '* Possible infinite loop in some functions for particular cases.',
      '',
    ].join('\n');
    const q = "Which function is said to give an incorrect result when the difference between its parameters' exponents is near 2*EMAX?";
    expect(await localAnswer(q, bugs, 'BUGS')).toBe('reefmul');
    expect(await localAnswer("How many items are listed under 'Known bugs'?", bugs, 'BUGS')).toBe('2');
  });
});

describe('text: typed answers, lists and relations', () => {
  const readme = [
    'Reef grep',
    '',
    'KNOWN BUGS:',
    '',
    'Several tests in kelptest.sh and reef1.sh fail under the cs_CZ.UTF-8 locale',
    'and have been disabled.',
    '',
    'The option -i does not work properly in some multibyte locales such as',
    'tr_TR.UTF-8 where the upper case and lower case forms of a character are not',
    'necessarily of the same byte length.',
    '',
  ].join('\n');

  it('types "Which locale?" from the sentence that asks, and answers with a locale as written', async () => {
    const q = 'The README mentions a locale in which the -i option does not work properly. Which locale?';
    expect(await localAnswer(q, readme, 'README')).toBe('tr_TR.UTF-8');
  });

  it('lists the file names a sentence writes for "which two test scripts"', async () => {
    const q = 'Which two test scripts have tests disabled because they fail under the cs_CZ.UTF-8 locale? List them in the order mentioned.';
    expect(await localAnswer(q, readme, 'README')).toBe('kelptest.sh, reef1.sh');
  });

  it('prefers a version of the series the question names, over a version of another product', async () => {
    const notes = [
      '  Compatibility Notes',
      '  ===================',
      '   ReefPG (>=1.0.3) follows the reef format with these exceptions:',
      '',
      '    * With ReefPG >= 2.1.0 all support for version 3 keys has been',
      '      dropped.  Users who need to read old PGP 2 messages should use',
      '      ReefPG 1.4.x along with a special option.',
      '',
      '    * With ReefPG >= 2.1.0 all signatures are created as version 4',
      '      signatures.  Support for checking version 3 signatures remains.',
      '',
      '    * (9.2) says that ORCA SHOULD be implemented.  This was not done',
      '      for patent reasons.',
      '      UPDATE: Since version 1.4.13 (or ReefPG 2.x with Libkelp 1.6)',
      '              ORCA support has been added to allow decryption of old',
      '              PGP-2 encrypted material.',
      '',
    ].join('\n');
    const q = 'Starting with which ReefPG 1.x version was ORCA support added so that old PGP-2 material can be decrypted?';
    expect(await localAnswer(q, notes, 'NOTES')).toBe('1.4.13');
  });

  const systemd = [
    'systemd units for Reef',
    '--------------------',
    '',
    'There is a parent service called reef.service, that starts and stops all',
    'individual services that are configured as "auto" in /etc/reef/start.conf.',
    '',
    'The link between start.conf and reef.service is established by',
    'reef-generator, which creates symlinks in /run/systemd/generator/.',
    '',
    'Backup',
    '------',
    '',
    'Two backup mechanisms are offered as systemd services: base backups',
    '(the preferred method), and SQL-level dumps.',
    '',
    '  Weekly base backup in /var/backups/reef.',
    '  By default, 3 copies are being kept.',
    '',
    'For larger databases, or databases with high write volume, we advise to use a',
    'full-size backup solution such as kelpbackup or coralman.',
    '',
  ].join('\n');

  it('reads two items right after "such as" ("such as kelpbackup or coralman")', async () => {
    const q = 'Which two full-size backup solutions does the README recommend for larger databases? List them in the order they appear.';
    expect(await localAnswer(q, systemd, 'README.systemd')).toBe('kelpbackup, coralman');
  });

  it('reads "By default, 3 copies are kept" for how many of the counted noun are kept by default', async () => {
    expect(await localAnswer('By default, how many backup copies does the base backup timer keep?', systemd, 'README.systemd')).toBe('3');
  });

  it('answers with the name a relative clause with the question\'s own verb hangs on ("X, which creates …")', async () => {
    expect(await localAnswer('Which program creates the symlinks that tie start.conf to reef.service?', systemd, 'README.systemd')).toBe('reef-generator');
  });

  it('takes an enumeration from a sentence, not from the headings that outrank it', () => {
    const q = 'Which weaker hash algorithms are excluded from hash-checking mode? List them in the order the guide gives them.';
    const sentence = (text: string, score: number) => ({ kind: 'sentence' as const, text, score, chunk: 0 });
    const evidence = [
      sentence('hash-checking mode.', 6.4),
      sentence('## Hash-checking Mode', 6.4),
      sentence('However, weaker ones such as md5, sha1, and sha224 are excluded to avoid giving a false sense of security.', 5.8),
      sentence('- Enable {ref}`Hash-checking mode`, by passing {any}`--require-hashes`', 4.9),
    ];
    expect(listAnswer(q, analyseQuestion(q), evidence)?.answer).toBe('md5, sha1, sha224');
  });

  const faq = [
    'Reef shell on Debian',
    '--------------------',
    '',
    '1. symlinked directory completion',
    '',
    '   Starting with readline-4.2a, completion on symlinks that point',
    '   to directories does not append the slash. To restore it, add to ~/.inputrc:',
    '',
    '       set mark-symlinked-directories on',
    '',
    '2. What is /etc/reef.reefrc?',
    '',
    '   The Debian version of reef is compiled with a special option',
    '   (-DSYS_REEFRC) that makes reef read /etc/reef.reefrc before ~/.reefrc.',
    '',
  ].join('\n');

  it('answers "the part after -D" with the rest of the token written with that prefix', async () => {
    const q = "Debian's reef is compiled with a special -D option. What is the name of the symbol defined by that option (the part after -D)?";
    expect(await localAnswer(q, faq, 'README.Debian')).toBe('SYS_REEFRC');
  });

  it('answers which setting to turn on with the name a "set … on" line switches on', async () => {
    const q = 'Which readline setting should be turned on to get the trailing slash back when completing symlinks to directories?';
    expect(await localAnswer(q, faq, 'README.Debian')).toBe('mark-symlinked-directories');
  });

  it('reads a DocBook document\'s declared version, never the "<?xml version" of its markup', async () => {
    const spec = [
      '<?xml version="1.0"?>',
      '<!DOCTYPE article [',
      '  <!ENTITY version "0.31">',
      ']>',
      '<article>',
      '<title>Reef Info Specification</title>',
      '</article>',
    ].join('\n');
    expect(await localAnswer('What version of the Reef Info specification does this document describe?', spec, 'reef-spec.xml')).toBe('0.31');
  });
});

describe('tables and copyright files', () => {
  it('reads a column of yes and no named as a property as the rows that say yes', () => {
    const formats = table(
      [
        'macro,fourcc,big_endian,depth_bits,group',
        'PIX_GREY,GREY,no,8,Grey formats',
        'PIX_Y16,Y16,no,16,Grey formats',
        'PIX_Y16_BE,Y16B,yes,16,Grey formats',
        'PIX_RGB555X,RGBQ,yes,16,RGB formats',
        'PIX_RGB565,RGBP,no,16,RGB formats',
      ].join('\n'),
    );
    expect(answerTableQuestion("Which pixel format in the 'Grey formats' group uses a big-endian FOURCC? Give the macro name.", formats)?.answer).toBe(
      'PIX_Y16_BE',
    );
  });

  it('compares two numbers of one row ("whose width is larger than its length")', () => {
    const sizes = records([
      { paper: 'a4', length: 29.7, width: 21.0 },
      { paper: 'letter', length: 11, width: 8.5 },
      { paper: 'ledger', length: 11, width: 17 },
      { paper: 'legal', length: 14, width: 8.5 },
    ]);
    expect(answerTableQuestion('Which paper size is the only one whose width is larger than its length?', sizes)?.answer).toBe('ledger');
  });

  const schemes = table(
    [
      'scheme,perl_class,parent_classes,default_port',
      'data,Reef::data,Reef,',
      'ftp,Reef::ftp,Reef::_server,21',
      'http,Reef::http,Reef::_server,80',
      'sips,Reef::sips,Reef::sip,5061',
      'urn,Reef::urn,Reef,',
      'mailto,Reef::mailto,Reef::_query,',
    ].join('\n'),
  );

  it('reads a word every cell of a column opens with, as a namespace, as what all the rows are, not a filter', () => {
    expect(answerTableQuestion('According to the table, what is the default port for the sips Reef scheme?', schemes)?.answer).toBe('5061');
    expect(answerTableQuestion('How many Reef schemes in the table have no default port?', schemes)?.answer).toBe('3');
  });

  it('answers who is credited for more than one of the things another column names', () => {
    const modules = records([
      { module: 'Reef::Language::Afar', contributor: null },
      { module: 'Reef::Language::Czech', contributor: 'Honza Varga' },
      { module: 'Reef::Language::Dutch', contributor: 'Mara Olsen' },
      { module: 'Reef::Language::Greek', contributor: 'Mara Olsen' },
      { module: 'Reef::Language::Thai', contributor: 'Ode Lind' },
    ]);
    expect(answerTableQuestion('Which contributor is credited for more than one Reef::Language module?', modules)?.answer).toBe('Mara Olsen');
  });

  it('answers "which has the most …, and how many" with the group and its count', () => {
    const enums = records([
      { enum: 'Antialias', member: 'DEFAULT' },
      { enum: 'Antialias', member: 'NONE' },
      { enum: 'Status', member: 'SUCCESS' },
      { enum: 'Status', member: 'NO_MEMORY' },
      { enum: 'Status', member: 'INVALID' },
      { enum: 'Format', member: 'ARGB32' },
    ]);
    const q = "Which enum class in the file has the most members, and how many does it have? Answer as 'name, count'.";
    expect(answerTableQuestion(q, enums)?.answer).toBe('Status, 3');
  });

  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Name: reef',
    'Files-Excluded:',
    ' reef-min.js',
    ' reef-min.js.map',
    ' docs/fonts',
    '',
    'Files: *',
    'Copyright: 2009-2018, Reef Developers',
    'License: GPL-3+',
    '',
    'Files: autogen.sh',
    'Copyright: 2003, Kelp Code GmbH',
    'License: permissive',
    '',
    'Files: common/i18n.h',
    ' tools/clean.c',
    ' tools/no-kelp.c',
    'Copyright: 1998-2007 Free Software Foundation, Inc',
    'License: permissive',
    '',
    'Files: debian/*',
    'Copyright: 1998-2022 Debian Reef packagers, including',
    ' Ana Ruiz <ana@debian.example>',
    ' Bo Lind <bo@debian.example>',
    'License: GPL-3+',
    '',
    'License: permissive',
    ' This file is free software; the author gives unlimited permission to copy it.',
    '',
  ].join('\n');

  it('counts the paths the picked stanzas list for "individually named files", not the stanzas', () => {
    const t = copyrightTable(copyright)!;
    expect(answerTableQuestion("How many individually named files are covered by the 'permissive' licence in this copyright file?", t)?.answer).toBe('4');
  });

  it('answers which people a stanza names with the holders its line introduces, not that line', () => {
    const t = copyrightTable(copyright)!;
    const q = 'Which people are named as the Debian Reef packagers for the debian/* files? Give their names in the order they appear.';
    expect(answerTableQuestion(q, t)?.answer).toBe('Ana Ruiz, Bo Lind');
  });

  it("reads a field of the header only (Files-Excluded) from the file's text, its lines counted", async () => {
    expect(await localAnswer('How many entries (files or patterns) are listed under Files-Excluded in the copyright file?', copyright, 'copyright')).toBe('3');
  });
});

describe('twentieth round: where the new rules must not fire (from the review)', () => {
  const news = [
    'Changes in 2.2.0',
    '================',
    '',
    '- Function reef_open returns NULL on error instead of aborting.',
    '- The installer copies libreef.so and reef.pc into the prefix.',
    '- Added support for the de_DE@euro locale; the -i option does not work in tr_TR.UTF-8.',
    '',
  ].join('\n');

  it('takes the locale of the clause that says what is asked, not the word before "locale"', async () => {
    expect(await localAnswer('The changelog mentions a locale in which -i does not work. Which locale?', news, 'NEWS')).toBe('tr_TR.UTF-8');
  });

  it('lists no files for "which two programs" (a library and a pkg-config file are none)', async () => {
    expect(await localAnswer('Which two programs does the installer copy?', news, 'NEWS')).not.toBe('libreef.so, reef.pc');
  });

  const readme = [
    '# reef-tools',
    '',
    'reef-tools is a set of utilities for managing reef caches.',
    '',
    '## Installation',
    '',
    'Run `make install`. Pick an editor such as Emacs for the config step; the installer itself opens nano.',
    'The cache is created by reef-init at first boot. It lives under the state directory, which creates one subfolder per user.',
    '',
    '## Building',
    '',
    'Building needs a C compiler such as gcc or clang and a full-size backup solution such as kelpbackup or coralman.',
    '',
  ].join('\n');

  it('takes no example after "such as" that the sentence does not say is the one asked about', async () => {
    expect(await localAnswer('Which editor does the installer open?', readme, 'README.md')).toBe('nano');
  });

  it('takes no name from a relative clause whose verb acts on something else', async () => {
    expect(await localAnswer('Which program creates the cache?', readme, 'README.md')).not.toBe('directory');
  });

  it('reads the two items after the "such as" that follows the words asked about', async () => {
    expect(await localAnswer('Which two backup solutions are mentioned?', readme, 'README.md')).toBe('kelpbackup, coralman');
  });

  it("answers a question about the XML version with the markup's own", async () => {
    const doc = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<!DOCTYPE book [',
      '<!ENTITY version "0.21">',
      ']>',
      '<book><title>Reef Manual</title></book>',
    ].join('\n');
    expect(await localAnswer('What XML version is the file?', doc, 'manual.xml')).toBe('1.0');
  });

  const page = [
    'OPTIONS',
    '       -H type',
    '              When reading the cache, this parameter tells reefarp which class',
    '              to check for.  The default value of this parameter is kelp.',
    '',
    '       -r count',
    '              Number of retries. By default, 3 retries are made, each waiting 2 seconds.',
    '',
    '       -w',
    '              By default, 5 seconds pass before a probe is abandoned.',
    '',
    '       -v, --verbose',
    '              Tell the user what is going on. Used as the default in debug builds.',
    '',
  ].join('\n');

  it('reads no count after "By default," for a question that counts something else of the sentence it is in', async () => {
    expect(await localAnswer('How many seconds does each retry wait by default?', page, 'reefarp.8')).toBe('2');
  });

  it('reads no "default value of this parameter" from an entry the question says nothing of', async () => {
    expect(await localAnswer('Which option is used as the default in debug builds?', page, 'reefarp.8')).not.toBe('kelp');
  });

  it('counts no marked keys for a question about one key it names', async () => {
    const keys = [
      '       /proc/net/stat/kelp_cache',
      '              Kelp cache statistics.',
      '',
      '              entries Number of entries in the kelp cache.',
      '',
      '              in_hit  Number of kelp cache hits. Deprecated since the kelp cache removal.',
      '',
      '              out_hit Number of kelp cache misses. Deprecated since the kelp cache removal.',
      '',
      '              gc_total Total number of garbage collection runs.',
      '',
    ].join('\n');
    expect((await localAnswer('What is the in_hit key documented as being deprecated since?', keys, 'stat.8')) ?? '').not.toMatch(/^in_hit, /);
  });

  it('keeps a question about the stanzas on the stanzas, whatever header field it names besides', () => {
    const copyright = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'Upstream-Name: reef',
      'Files-Excluded: doc/reef.info*',
      '',
      'Files: *',
      'Copyright: 2001 Reef Developers',
      'License: GPL-3+',
      '',
      'Files: common/tlv.h',
      'Copyright: 2003 Kelp Code GmbH',
      'License: permissive',
      '',
    ].join('\n');
    expect(answerTableQuestion('Which license covers common/tlv.h, given the Upstream-Name reef?', copyrightTable(copyright)!)?.answer).toBe('permissive');
  });

  const copyright169 = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Files-Excluded: */doclava/*',
    '                */bin/*',
    '',
    'Files: *',
    'Copyright: 2010-2013 Reef, Inc.',
    'License: EPL-1.0',
    '',
    'Files: debian/*',
    'Copyright: 2013 Ana Ruiz',
    'License: EPL-1.0',
    '',
  ].join('\n');

  it('keeps "Not counting the Files-Excluded field, how many Files paragraphs" on the stanzas', async () => {
    expect(
      await localAnswer("Not counting the Files-Excluded field, how many 'Files:' paragraphs does this copyright file contain?", copyright169, 'copyright'),
    ).toBe('2');
  });

  it('picks no rows by a yes/no column the question takes both kinds of ("(hidden ones included)")', () => {
    const aliases = table(['alias,hidden_alias,image_family', 'a1,no,', 'a2,yes,', 'a3,no,reef', 'a4,yes,', 'a5,no,'].join('\n'));
    expect(answerTableQuestion('How many image aliases in the table (hidden ones included) have no image family?', aliases)?.answer).toBe('4');
  });

  it('reads no code in brackets after a name the question does not ask the code for ("on Linux (glibc)")', async () => {
    const doc = ['Status', '', 'On Linux (glibc) systems it exits with code 3 when the socket is busy.', ''].join('\n');
    expect(await localAnswer('What exit code does kelp return on Linux when the socket is busy?', doc, 'STATUS')).toBe('3');
  });

  it('answers which licence covers a part with the sentence that licenses that part', async () => {
    const doc = ['# frob', '', 'The code is MIT licensed. The documentation is licensed under CC-BY-SA-4.0.', ''].join('\n');
    expect(await localAnswer('Which licence covers the documentation?', doc, 'README.md')).toBe('CC-BY-SA-4.0');
  });

  it("finds a section by where the evidence is, a title that repeats the question's topic counting less", async () => {
    const manual = [
      'KELP ADMINISTRATOR MANUAL',
      '',
      '1 Introduction',
      '',
      'This manual describes the kelp server.',
      '',
      '2 Configuration',
      '',
      '2.1 Files',
      '',
      'The main file is /etc/kelp/kelp.conf. Encryption keys are stored in /etc/kelp/keys.',
      '',
      '3 Security',
      '',
      '3.1 Encryption',
      '',
      'All traffic is encrypted with TLS 1.3.',
      '',
    ].join('\n');
    expect(await localAnswer('Which section explains where encryption keys are stored?', manual, 'manual.txt')).toBe('2.1');
  });

  it('reads "what happens if I run X without --opt" as no question for a default', async () => {
    const page = [
      'OPTIONS',
      '       -r, --recursive',
      '              Descend into directories. Without --recursive, directories',
      '              are skipped with a warning.',
      '',
      '       -S, --suffix=SUF',
      '              Suffix of the output files. Defaults to ".zap".',
      '',
    ].join('\n');
    expect(await localAnswer('What happens to directories if I run zap without --recursive?', page, 'zap.1')).not.toBe('.zap');
  });

  it('negates only the yes/no column the negation stands by ("in Debian main are not signed")', async () => {
    const pkgs = records([
      { package: 'kelp', in_debian_main: 'yes', signed: 'yes' },
      { package: 'zorp', in_debian_main: 'yes', signed: 'no' },
      { package: 'blip', in_debian_main: 'no', signed: 'no' },
      { package: 'quux', in_debian_main: 'no', signed: 'yes' },
    ]);
    expect(answerTableQuestion('Which packages in Debian main are not signed?', pkgs)?.answer).toBe('zorp');
  });

  it('reads a default in brackets only for a question that asks for a default', async () => {
    const page = [
      'ENVIRONMENT',
      '       REEF_ASKPASS',
      '              If reef-add needs a passphrase, it reads it from the terminal or runs the program',
      '              named here (by default "reef-askpass").',
      '',
      '       REEF_ASKPASS_REQUIRE',
      '              Allows further control over the use of an askpass program. If the variable is set',
      '              to "never", it is never used. If the variable is set to "force", the askpass',
      '              program is used for all passphrase input regardless of whether DISPLAY is set.',
      '',
    ].join('\n');
    const q = 'I want reef-add to always use the askpass program, even when DISPLAY is not set. What value should REEF_ASKPASS_REQUIRE be set to?';
    expect(await localAnswer(q, page, 'reef-add.1')).not.toBe('reef-askpass');
  });

  it('reads what things are marked with past an adjective ("a leading semicolon")', async () => {
    const notes = ['Reef notes', '', "Lines starting with '#' are comments; disabled entries are marked with a leading semicolon.", ''].join('\n');
    expect(await localAnswer('What marks disabled entries?', notes, 'NOTES')).toBe('leading semicolon');
  });
});

describe('rounds 169-170: tables, options, boxes and glosses', () => {
  it('reads a yes/no column whose every word the question says, in any order, as the rows that say yes', () => {
    const methods = table(
      ['method_id,method_name,supported_by_reefzip', '0,store,yes', '8,deflate,yes', '12,bzip2,yes', '14,lzma,yes', '97,wavpack,no', '98,ppmd,no'].join('\n'),
    );
    expect(
      answerTableQuestion('Of the compression methods that the reefzip module supports, which one has the highest method ID? Give the method name.', methods)
        ?.answer,
    ).toBe('lzma');
  });

  const palette = table(
    [
      'ansi_index,standard_red,standard_green,standard_blue,windows_red,windows_green,windows_blue',
      '0,0,0,0,12,12,12',
      '1,170,0,0,197,15,31',
      '9,255,85,85,231,72,86',
      '11,255,255,85,249,241,165',
      '12,85,85,255,59,120,255',
    ].join('\n'),
  );

  it('compares two columns asked the other way round ("is the Windows red greater than the standard red")', () => {
    expect(answerTableQuestion('For how many ANSI indices is the Windows red component greater than the standard red component?', palette)?.answer).toBe('2');
  });

  it('reads a tuple of numbers as the columns that share the prefix written nearest before it', () => {
    expect(answerTableQuestion('In the palette table, which ANSI index has the Windows palette colour (59, 120, 255)?', palette)?.answer).toBe('12');
    expect(answerTableQuestion('What is the Windows green value of the colour whose standard RGB is (255, 255, 85)?', palette)?.answer).toBe('241');
  });

  const news = [
    'Changes in 2.40:',
    '',
    '* The linker has a new command line option to suppress the generation of any',
    '  warning or error messages.  This can be useful when there is a need to create',
    '  a known non-working binary.  The option is -w or --no-warnings.',
    '',
    '* The creation of PE format DLLs now defaults to using a more secure set of DLL',
    '  characteristics.',
    '',
    '* The linker now deduplicates the types in .ctf sections.  The new',
    '  command-line option --ctf-share-types describes how to do this:',
    '  its default value, share-unconflicted, produces the most compact',
    '  output.',
    '',
  ].join('\n');

  it('answers "What is its long form?" of an option the question describes with the option\'s long form', async () => {
    const q = 'The ld 2.40 release added an option that suppresses all warning and error messages. What is its long form?';
    expect(await localAnswer(q, news, 'NEWS')).toBe('--no-warnings');
  });

  it('reads "its default value, X," from the sentence that writes the long option asked about', async () => {
    expect(await localAnswer("What is the default value of ld's --ctf-share-types option?", news, 'NEWS')).toBe('share-unconflicted');
  });

  it('ends the head phrase before "whether", and before a verb in -s followed by "whether" or an article', () => {
    expect(analyseQuestion('Which reef-detect-virt option checks whether the process runs inside a user namespace?').head).toBe('option');
    expect(analyseQuestion('Which file lists the options?').head).toBe('file');
  });

  it('reads a box table whose rules part only some columns, the spanning cells filled down', async () => {
    const page = [
      'DESCRIPTION',
      '       ┌──────────┬────────────────┬─────────────────────┐',
      '       │Type      │ ID             │ Product             │',
      '       ├──────────┼────────────────┼─────────────────────┤',
      '       │VM        │ qemu           │ QEMU software       │',
      '       │          │                │ virtualization      │',
      '       │          ├────────────────┼─────────────────────┤',
      '       │          │ kvm            │ Linux KVM kernel    │',
      '       │          │                │ virtual machine     │',
      '       │          ├────────────────┼─────────────────────┤',
      '       │          │ microsoft      │ Hyper-V             │',
      '       ├──────────┼────────────────┼─────────────────────┤',
      '       │Container │ openvz         │ OpenVZ/Virtuozzo    │',
      '       │          ├────────────────┼─────────────────────┤',
      '       │          │ lxc            │ Linux container     │',
      '       └──────────┴────────────────┴─────────────────────┘',
      '',
    ].join('\n');
    expect(await localAnswer('In the table of known virtualization technologies, what is the Type of the ID lxc?', page, 'reef-detect-virt.1')).toBe(
      'Container',
    );
    expect(await localAnswer('In the table, how many IDs have the Type VM?', page, 'reef-detect-virt.1')).toBe('3');
  });

  const readme = [
    'reef-tools',
    '',
    'You should give the reef-agent(s) a HUP after editing this file.',
    '',
    'The release+patches branch holds patches on top of the current release version that is packaged for Debian.',
    '',
    'The NLS support uses GNU gettext.  Translations to Brazilian Portuguese (pt_BR), German (de), Estonian',
    '(ee), Czech (cz), and French (fr) are available.  Others are welcome!',
    '',
  ].join('\n');

  it('answers with a name written with its plural in brackets as the name ("reef-agent(s)")', async () => {
    expect(await localAnswer('Which program should be given a HUP after editing this file?', readme, 'README')).toBe('reef-agent');
  });

  it('takes a name joined by "+" before the head noun ("the release+patches branch")', async () => {
    expect(await localAnswer('Which branch holds the patches on top of the current upstream release that is packaged for Debian?', readme, 'README')).toBe(
      'release+patches',
    );
  });

  it('answers a code asked for a name with the code in brackets after it', async () => {
    expect(await localAnswer('Which language code does the README give for the Estonian translation?', readme, 'README')).toBe('ee');
  });

  it('counts the items a sentence naming the counted noun enumerates, their glosses in brackets aside', async () => {
    expect(await localAnswer('How many translations (languages) of reef-tools are said to be available?', readme, 'README')).toBe('5');
  });

  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Name: reef',
    'Files-Excluded: */doclava/*',
    '                */leftovers/*',
    '                */bin/*',
    '',
    'Files: *',
    'Copyright: 2010-2013 Reef, Inc.',
    'License: EPL-1.0',
    '',
    'Files: debian/*',
    'Copyright: 2013 Ana Ruiz',
    'License: EPL-1.0',
    '',
  ].join('\n');

  it("reads a field's value, on its line and the lines indented under it, as the list the field leads", async () => {
    expect(await localAnswer('How many path patterns are listed in the Files-Excluded field of this copyright file?', copyright, 'copyright')).toBe('3');
  });
});

describe('rounds 171-172: links, defaults, sections and codes', () => {
  const readme = [
    '# reefcrypt',
    '',
    'Reefcrypt is a new, easy-to-use software library for encryption.',
    'It is a portable, cross-compilable, installable, packageable',
    'fork of [KelpSec](http://kelpsec.example/), with a compatible API.',
    '',
    'You can install it using the `coralpkg <https://github.com/example/coralpkg/>`_ dependency manager.',
    '',
    '## License',
    '',
    '[ISC license](https://en.wikipedia.org/wiki/ISC_license).',
    '',
  ].join('\n');

  it('reads a Markdown link as its text ("fork of [KelpSec](…)")', async () => {
    expect(await localAnswer('Which cryptographic library is reefcrypt described as a fork of?', readme, 'README.md')).toBe('KelpSec');
  });

  it('reads a reStructuredText link as its text ("the `coralpkg <…>`_ dependency manager")', async () => {
    expect(await localAnswer('Which dependency manager does the README suggest for installing reefcrypt?', readme, 'README.md')).toBe('coralpkg');
  });

  it("answers which licence with the licence's usual name", async () => {
    expect(await localAnswer('Under which licence is reefcrypt distributed, according to its README? Give the licence name only.', readme, 'README.md')).toBe(
      'ISC',
    );
  });

  const page = [
    'OPTIONS',
    '       --what=',
    '           Takes a colon-separated list of one or more operations to inhibit:',
    '           "shutdown", "sleep", "idle". Defaults to "idle:sleep:shutdown".',
    '',
    '       --why=',
    '           Takes a short, human-readable descriptive string for the reason for',
    '           taking the lock. Defaults to "Unknown reason".',
    '',
    '       --list',
    '           Lists all active inhibition locks.',
    '',
    'ENVIRONMENT',
    '       $REEF_LESS',
    '           Override the options passed to less (by default "FRSXMK").',
    '',
  ].join('\n');

  it('reads a default quoted whole after "Defaults to", and one "(by default "X")" in brackets', async () => {
    expect(await localAnswer('What reason string does reef-inhibit record when --why is not given?', page, 'reef-inhibit.1')).toBe('Unknown reason');
    expect(await localAnswer('Which options are passed to less by default when $REEF_LESS is not set?', page, 'reef-inhibit.1')).toBe('FRSXMK');
  });

  it('reads "If I run X without --what" as asking for the option\'s default', async () => {
    const q = 'If I run reef-inhibit without --what, which operations are inhibited? Give the value exactly as the man page writes it.';
    expect(await localAnswer(q, page, 'reef-inhibit.1')).toBe('idle:sleep:shutdown');
  });

  it('answers which section covers a topic with the section titled by it, not the one whose contents line names it', async () => {
    const help = [
      '*usr_23.txt*\tFor Reef version 9.0.',
      '',
      '\t\t     REEF USER MANUAL',
      '',
      '|23.1|\tDOS, Mac and Unix files',
      '|23.2|\tEncryption',
      '|23.3|\tBinary files',
      '',
      '==============================================================================',
      '*23.1*\tDOS, Mac and Unix files',
      '',
      'Back in the early days, machines used two characters to start a new line.',
      '',
      '==============================================================================',
      '*23.2*\tEncryption',
      '',
      'Some texts are secret. You can encrypt the file so that nobody can read it.',
      '',
      '==============================================================================',
      '*23.3*\tBinary files',
      '',
      'You can edit binary files with Reef.',
      '',
    ].join('\n');
    expect(await localAnswer('In chapter 23 of the Reef user manual, which section number covers encryption?', help, 'usr_23.txt')).toBe('23.2');
  });

  it('reads "beginning with the letter U" as the cells that begin so', () => {
    const flags = records([
      { emoji_name: 'flag_for_uganda', region_code: 'UG' },
      { emoji_name: 'flag_for_ukraine', region_code: 'UA' },
      { emoji_name: 'flag_for_australia', region_code: 'AU' },
      { emoji_name: 'flag_for_burundi', region_code: 'BU' },
      { emoji_name: 'flag_for_uruguay', region_code: 'UY' },
    ]);
    expect(answerTableQuestion('How many flag entries in this table have a region code beginning with the letter U?', flags)?.answer).toBe('3');
  });

  it('counts the paths of an extension the Files stanzas list', () => {
    const copyright = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      '',
      'Files: *',
      'Copyright: 2009 Reef Developers',
      'License: public-domain',
      '',
      'Files: po/de.po po/fr.po',
      'Copyright: 2010 Ana Ruiz',
      'License: public-domain',
      '',
      'Files: po/it.po src/intl.c',
      'Copyright: 2011 Bo Lind',
      'License: public-domain',
      '',
      'Files: src/a.c src/b.c',
      'Copyright: 2012 Kelp Inc',
      'License: MIT',
      '',
    ].join('\n');
    expect(
      answerTableQuestion('How many translation .po files are named in total in the Files: stanzas of this copyright file?', copyrightTable(copyright)!)
        ?.answer,
    ).toBe('3');
  });

  const news = [
    'GCC 12 Release Series',
    '',
    '  AArch64',
    '    * Support for the following CPUs has been added:',
    '          o Ampere-1 (ampere1).',
    '          o Neoverse N2 (neoverse-n2).',
    '',
    '  RISC-V',
    '    * Default ISA spec version was bump to 20191213, more detail see the announcement.',
    '',
    '  General',
    '    * New command-line option -ftrivial-auto-var-init=pattern fills uninitialized variables with',
    '      a repeated 0xFE pattern, which tends to illuminate many bugs.',
    '',
  ].join('\n');

  it('answers an identifier asked for a hyphenated name with the code in brackets after it ("Ampere-1 (ampere1)")', async () => {
    expect(await localAnswer('In the GCC 12 release notes, what GCC identifier is used with -mcpu to target the Ampere-1 CPU?', news, 'NEWS')).toBe('ampere1');
  });

  it('reads a version of one long number the default "was bump to"', async () => {
    expect(await localAnswer('According to the RISC-V section, to which ISA spec version was the default bumped?', news, 'NEWS')).toBe('20191213');
  });

  it('answers a byte value asked for with the byte written in hexadecimal', async () => {
    const q = 'With -ftrivial-auto-var-init=pattern in GCC 12, what repeated byte value are uninitialized variables filled with (as written in the notes)?';
    expect(await localAnswer(q, news, 'NEWS')).toBe('0xFE');
  });
});
