import { describe, expect, it } from 'vitest';
import { analyseQuestion, retrievalTerms } from '../../tools/question.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, thirteenth round), each on a small text written here.

describe('tables', () => {
  // A column "module" whose cells include "modules" (the module that holds require and package.*).
  const builtins = table(
    [
      'name,module,position',
      'assert,basic,1',
      'print,basic,2',
      'require,modules,1',
      'package.path,modules,2',
      'math.abs,math,1',
      'math.sin,math,2',
      'math.pi,math,3',
      'utf8.char,utf8,1',
    ].join('\n'),
  );
  it('reads a word that is a column\'s own name as that column, not as a cell in another inflection ("module", "modules")', () => {
    expect(answerTableQuestion('Which Lua module is require listed under?', builtins)?.answer).toBe('modules');
    expect(answerTableQuestion("How many names are listed for Lua's math module?", builtins)?.answer).toBe('3');
    expect(answerTableQuestion('Which module has the fewest names listed?', builtins)?.answer).toBe('utf8');
  });
  it('still reads a cell named in another inflection when no column has that name', () => {
    const t = table(['name,kind', 'a,warnings', 'b,errors', 'c,warnings'].join('\n'));
    expect(answerTableQuestion('How many rows are of the warning kind?', t)?.answer).toBe('2');
  });
  const ups = records([
    { vendor: 'Eaton', usb_vendor_id: '0463', product_ids: ['0001', 'FFFF'], product_count: 2 },
    { vendor: 'Dell', usb_vendor_id: '047C', product_ids: ['FFFF'], product_count: 1 },
    { vendor: 'Arduino', usb_vendor_id: '2341', product_ids: ['0036', '8036'], product_count: 2 },
    { vendor: 'Arduino', usb_vendor_id: '2A03', product_ids: ['0036', '0040', '8036', '8040'], product_count: 4 },
    { vendor: 'IBM', usb_vendor_id: '04B3', product_ids: ['0001'], product_count: 1 },
  ]);
  it('names a list column by its words in the singular ("product ID" for product_ids) and counts the rows whose lists hold that many', () => {
    expect(answerTableQuestion('How many vendor entries list exactly one product ID?', ups)?.answer).toBe('2');
  });
  it('adds up the items of the lists of every row a value picks ("altogether", over two vendor IDs)', () => {
    expect(answerTableQuestion('How many product IDs are listed for Arduino altogether?', ups)?.answer).toBe('6');
    // One row: its own list.
    expect(answerTableQuestion('How many product IDs are listed for Eaton?', ups)?.answer).toBe('2');
  });
  it('reads a Unicode general category by its long name ("not categorised as a lowercase letter")', () => {
    const block = records([
      { codepoint: 'U+0250', name: 'LATIN SMALL LETTER TURNED A', category: 'Ll' },
      { codepoint: 'U+0251', name: 'LATIN SMALL LETTER ALPHA', category: 'Ll' },
      { codepoint: 'U+0294', name: 'LATIN LETTER GLOTTAL STOP', category: 'Lo' },
      { codepoint: 'U+0295', name: 'LATIN LETTER PHARYNGEAL VOICED FRICATIVE', category: 'Ll' },
    ]);
    expect(answerTableQuestion('Only one character in this block is not categorised as a lowercase letter. What is its name?', block)?.answer).toBe(
      'LATIN LETTER GLOTTAL STOP',
    );
    expect(answerTableQuestion('How many characters here are lower-case letters?', block)?.answer).toBe('3');
    // A column of other codes is not read so.
    const other = records([
      { code: 'Ll', label: 'first' },
      { code: 'Xy', label: 'second' },
    ]);
    expect(answerTableQuestion('Which label is not a lowercase letter?', other)?.answer).not.toBe('second');
  });
  it('still counts rows where the column asked about holds no lists', () => {
    expect(answerTableQuestion('How many entries are listed for Arduino?', ups)?.answer).toBe('2');
  });
});

describe('spans of a kind the question names', () => {
  it('answers the kind a phrase names, not the words that repeat what the question calls them ("Qt applications")', async () => {
    const text = [
      'The standard client library is libkelp. If you cannot use it, use the next one.',
      '',
      'There is also a libfoo-1 based library. It does not depend on libbar,',
      'but still depends on libbaz. It is not recommended to use this library',
      'unless you have a legacy dependency on libfoo-1 (such as in Tk',
      'applications).',
    ].join('\n');
    const question =
      'The README discourages the libfoo-1 based library unless you have a legacy dependency on libfoo-1. What kind of applications does it give as an example of that?';
    expect(await localAnswer(question, text)).toBe('Tk');
  });
  it('answers a program a sentence says is used for what the question wants done', async () => {
    const text = [
      'The kelp program will not report any mismatch between the cache and the index files.',
      'The kelpck can be used to check for this kind of mismatch.',
      'The kelp program requires an index file to be available.',
    ].join('\n');
    expect(
      await localAnswer('kelp does not report mismatches between the cache and the index. Which program does the manual suggest for checking that?', text),
    ).toBe('kelpck');
  });
  it('keeps to the modifier when no sentence says what a program is used for', async () => {
    const text = 'The kelp program reads the index. The kelpd daemon serves it over the network.';
    expect(await localAnswer('Which program serves the index over the network?', text)).not.toBe('it');
  });
  it('answers an option written with its dash before "option"', async () => {
    const text = [
      'The kelp command is restricted to the root user, except for the -s option, which may be used by an unprivileged user',
      'to find out how full their quota is.',
      'The MAX_FILL option is the number of blocks a user may fill before a warning.',
    ].join('\n');
    expect(await localAnswer('Which kelp option may a user without root privileges run to find out how full their quota is?', text)).toBe('-s');
  });
});

describe('lists', () => {
  it("reads a term list to its end when an entry's description is as long as a line of prose", async () => {
    const text = [
      'KELP(1)                       User Commands                      KELP(1)',
      '',
      'DESCRIPTION',
      '       Valid format sequences for queues:',
      '',
      '       %a     free slots available to non-owners',
      '',
      '       %b     total slots in queue',
      '',
      '       %t     queue type in hex',
      '',
      '       %T     queue type in a form that people can easily read',
      '',
      '   --terse is equivalent to the following FORMAT:',
      '              %a %b %t %T',
      '',
    ].join('\n');
    expect(await localAnswer('How many different format sequences does kelp accept for queues?', text)).toBe('4');
  });
});

describe('Debian copyright files', () => {
  const file = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Name: kelp',
    '',
    'Files: *',
    'Copyright: Copyright 1998-2022 The Kelp Foundation.',
    'License: Kelp-1.0',
    '',
    'Files: tools/kelpcat.c',
    'Copyright: Copyright 1998-2022 The Kelp Foundation.',
    '           Portions Copyright 2003 Ada Lovelace.',
    'License: Kelp-1.0',
    '',
    'Files: tools/kelpgrep.c',
    'Copyright: Copyright 1998-2022 The Kelp Foundation.',
    '           Portions Copyright 1998-2001 Net Boolean Incorporated.',
    '           Portions Copyright 2002, F9 Systems, Inc, All rights reserved.',
    'License: Kelp-1.0',
    '',
    'License: Kelp-1.0',
    ' Permission is granted to use this software.',
  ].join('\n');
  it('picks the stanza whose holders include a name the question writes, and gives a file name without its directory', async () => {
    expect(
      await localAnswer('Which of the tool sources contains portions copyrighted in 2002 by F9 Systems? Give the file name only.', file, 'copyright'),
    ).toBe('kelpgrep.c');
    expect(await localAnswer('Which of the tool sources contains portions copyrighted by Ada Lovelace?', file, 'copyright')).toBe('tools/kelpcat.c');
  });
});

describe('numbers', () => {
  it('reads a number glued to its unit\'s symbol as the measure the question asks for ("100ms" for milliseconds)', async () => {
    const text = [
      'Kelp is less than 10 times slower than a plain file read in simple setups.',
      'On some file systems kelpd will call fsync() for every write, which can introduce a latency of up',
      'to 250ms. This latency is hidden by the client library.',
    ].join('\n');
    expect(await localAnswer('On some file systems kelpd calls fsync() for every write. Up to how many milliseconds of latency can that add?', text)).toBe(
      '250',
    );
  });
  it('multiplies the two sides of a size a sentence gives when the question asks how many cells it holds', async () => {
    const text = [
      'Each test profile must set the terminal up the same way.',
      'The terminal must be configured so that its geometry is 100 characters wide',
      'and 30 rows tall. Fonts are not checked.',
    ].join('\n');
    expect(await localAnswer('Each test profile fixes the terminal size. How many character cells does a screen of that size hold?', text)).toBe('3000');
    expect(await localAnswer('How many rows tall must the terminal be?', text)).toBe('30');
  });
});

describe('dates', () => {
  it('answers a full date over a year alone when a date is asked', async () => {
    const text = [
      'Copyright: Copyright 1999-2021 The Kelp Foundation.',
      'License: Kelp-3.1',
      '',
      'The Kelp Public License',
      '  Version 3.1, 4 March 2005',
      '',
      'Redistribution and use of this software, with or without modification, are permitted.',
    ].join('\n');
    expect(await localAnswer('On what date was the revision of the Kelp Public License reproduced in this copyright file issued?', text)).toBe('4 March 2005');
    // A year alone still answers where no sentence gives a full date.
    expect(await localAnswer('In what year was the Kelp Foundation copyright first claimed?', 'Copyright: Copyright 1999-2021 The Kelp Foundation.')).toBe(
      '1999',
    );
  });
});

describe('quoted values beside their explanations', () => {
  it("answers the quoted value whose explanation holds the question's words", async () => {
    const text = [
      'Options',
      '',
      '   Variable               Value   Explanation',
      '   *g:kelp_listoptions*    "Ptf"   used to get a list of contents',
      '   *g:kelp_readoptions*    "OPxf"  used to extract a file from an archive',
      '   *g:kelp_cmd*            "kelp"  the name of the kelp program',
    ].join('\n');
    expect(await localAnswer("Among the plugin's variables, what is the default option string used to extract a file from an archive?", text)).toBe('OPxf');
    expect(await localAnswer("Among the plugin's variables, what is the default option string used to get a list of contents?", text)).toBe('Ptf');
  });
});

describe('who wrote it', () => {
  it('looks for "Written by" after a lead-in too ("According to this manual page, who wrote …")', () => {
    expect(retrievalTerms('According to this manual page, who wrote the kelp program?')).toContain('written');
    expect(retrievalTerms('Who wrote the kelp program?')).toContain('written');
  });
  it("answers the byline under a document's title when the question asks who wrote the document", async () => {
    const text = [
      '                         The Kelp Library',
      '                            Version 1.2',
      '                             2004-3-9',
      '                          Ada Lovelace',
      '                        ada@example.org',
      '',
      '1. Introduction',
      '',
      'The Kelp library is a small interface to the Kelp protocol. Grace Hopper designed the protocol.',
    ].join('\n');
    expect(await localAnswer('Who is the author of this description of the Kelp library?', text)).toBe('Ada Lovelace');
    // Who designed the protocol is not who wrote the document.
    expect(await localAnswer('Who designed the Kelp protocol?', text)).toBe('Grace Hopper');
  });
});

describe('kinds from rounds 93 and 94', () => {
  it('reads the head noun after a proper name in a which-phrase ("Which Kelp icon directory contains the most icon files")', () => {
    const t = table(['directory,context,icon_files', '8x8/emblems,Emblems,5', '48x48/legacy,Legacy,332', '16x16/apps,Applications,40'].join('\n'));
    expect(answerTableQuestion('Which Kelp icon directory contains the most icon files?', t)?.answer).toBe('48x48/legacy');
    expect(answerTableQuestion('How many icon files does the 16x16/apps directory contain?', t)?.answer).toBe('40');
  });
  const labels = table(
    [
      'position,label,encoding',
      '1,utf-8,utf-8',
      '2,utf8,utf-8',
      '3,unicode-1-1-utf-8,utf-8',
      '4,arabic,iso-8859-6',
      '5,iso-8859-6,iso-8859-6',
      '6,iso_8859-6,iso-8859-6',
      '7,x-user-defined,x-user-defined',
    ].join('\n'),
  );
  it('counts the rows per value for "the largest number of labels", not the numeric column', () => {
    expect(answerTableQuestion('Which target encoding has the largest number of labels in this table?', labels)?.answer).toBe('iso-8859-6, utf-8');
    // A numeric column asked for by "the highest number" alone still ranks.
    expect(answerTableQuestion('Which label has the highest position?', labels)?.answer).toBe('x-user-defined');
  });
  it('puts a value held by two columns on the one not counted ("how many labels resolve to iso-8859-6")', () => {
    expect(answerTableQuestion('How many labels in this table resolve to iso-8859-6?', labels)?.answer).toBe('3');
    expect(answerTableQuestion('What position does the label iso-8859-6 have?', labels)?.answer).toBe('5');
  });
  it('reads "the U+XXXXX form" as the form of the answer, not a value', () => {
    const keys = records([
      { key_sequence: 'a', codepoint: 'U+10C00' },
      { key_sequence: 'ag', codepoint: 'U+10C0D' },
      { key_sequence: 'U', codepoint: 'U+10C06' },
    ]);
    expect(answerTableQuestion('What code point does the key sequence ag produce? Answer in the U+XXXXX form used in the table.', keys)?.answer).toBe(
      'U+10C0D',
    );
  });
  it('answers a number asked as "that article\'s number" or "Give the PEP number", from a link\'s path or a role', async () => {
    const conf = [
      '# See sysctl.conf (5) for information.',
      '#',
      '# Uncomment the next line to enable TCP/IP SYN cookies',
      '# See http://lwn.net/Articles/123456/',
      '#net.ipv4.tcp_syncookies=1',
    ].join('\n');
    expect(await localAnswer("The comment about TCP/IP SYN cookies points to an LWN article. What is that article's number?", conf)).toBe('123456');
    const readme = 'Release schedule\n----------------\n\nSee :pep:`999` for Kelp 3.1 release details.\n';
    expect(await localAnswer('Which PEP does the README point to for the 3.1 release schedule? Give the PEP number.', readme)).toBe('999');
  });
  it('answers the value a commented line assigns to the key that answers "what value"', async () => {
    const conf = [
      '# Uncomment the next line to enable packet forwarding for IPv4',
      '#net.ipv4.ip_forward=1',
      '',
      '# Log Martian Packets',
      '#net.ipv4.conf.all.log_martians = 1',
      '#',
      '',
      '###################################################################',
      '# Magic system request Key',
      '# 0=disable, 1=enable all, >1 bitmask of sysrq functions',
      '# See https://www.kernel.org/doc/html/latest/admin-guide/sysrq.html',
      '# for what other values do',
      '#kernel.sysrq=438',
    ].join('\n');
    expect(await localAnswer('What value does this file suggest (commented out) for the magic SysRq key setting?', conf)).toBe('438');
    expect(await localAnswer('Which kernel parameter would you uncomment to enable packet forwarding for IPv4?', conf)).toBe('net.ipv4.ip_forward');
  });
  it('leaves the date out of a change log line that credits a name', async () => {
    const log = [
      'Sun Aug 20 2017 Bo Li',
      '\t* add ca, fr, ro translations',
      '',
      'Sun Jul 16 2017  Ana Pérez',
      '\t* full Catalan translation',
      '',
      'Mon Jul 10 2017 Jo Smith',
      '\t* correct build command for freebsd',
    ].join('\n');
    expect(await localAnswer('Which contributor is credited in the changelog with the full Catalan translation?', log)).toBe('Ana Pérez');
  });
});

describe('kinds from rounds 95 and 96', () => {
  it('ends a which-phrase at "version" when a verb follows ("which Kelp version crashes when …")', async () => {
    const text = 'Apr 15, 2009:  test_kelp causes Kelp 3.1.1 to fail (crash). test_socket_ssl should be skipped too.';
    expect(analyseQuestion('According to the note dated Apr 15, 2009, which Kelp version crashes when running test_kelp?').type).toBe('version');
    expect(await localAnswer('According to the note dated Apr 15, 2009, which Kelp version crashes when running test_kelp?', text)).toBe('3.1.1');
  });
  it('answers the value of a header field the question writes as the document does', async () => {
    const text = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'Upstream-Name: kelpobject',
      'Upstream-Contact: Ada Lovelace <ada@example.org>',
      'Source: https://example.org/sources/kelpobject/',
      '',
      'Files: *',
      'Copyright: Copyright (c) 2010 Kelp Ltd. <http://www.example.org/>',
      'License: LGPL-2.1+',
    ].join('\n');
    expect(await localAnswer('Which upstream project does this Debian copyright file name as its Upstream-Name?', text, 'copyright')).toBe('kelpobject');
  });
  it('answers a quoted name set before words the question uses and its head ("the \'max_tries\' constructor argument")', async () => {
    const text = "By increasing the 'max_tries' constructor argument, we can make the application try more often.";
    expect(await localAnswer('Which constructor argument lets the client retry more times than the default?', text)).toBe('max_tries');
  });
  it('counts rows whose lists hold one item where a word stands between the number and the column ("one Debian mirror")', () => {
    const mirrors = records([
      { country_code: 'AM', mirror_count: 2, mirrors: [{ host: 'ftp.am.debian.org' }, { host: 'mirrors.asnet.am' }] },
      { country_code: 'AR', mirror_count: 1, mirrors: [{ host: 'debian.unnoba.edu.ar' }] },
      { country_code: 'FR', mirror_count: 3, mirrors: [{ host: 'ftp.fr.debian.org' }, { host: 'debian.apt-mirror.de' }, { host: 'deb.example.fr' }] },
      { country_code: 'BY', mirror_count: 1, mirrors: [{ host: 'ftp.by.debian.org' }] },
    ]);
    expect(answerTableQuestion('How many countries in the list have exactly one Debian mirror?', mirrors)?.answer).toBe('2');
    expect(answerTableQuestion('Under which country code is the mirror host debian.apt-mirror.de listed?', mirrors)?.answer).toBe('FR');
  });
  it('reads a capital word every name starts with as what the rows are, not a condition ("ARPHRD entries")', () => {
    const types = records([
      { name: 'ARPHRD_ETHER', value: 1, alias_of: null },
      { name: 'ARPHRD_SLIP', value: 256, alias_of: null },
      { name: 'ARPHRD_CSLIP', value: 257, alias_of: null },
      { name: 'ARPHRD_HDLC', value: 513, alias_of: 'ARPHRD_CISCO' },
    ]);
    expect(answerTableQuestion('How many ARPHRD entries in the table have a value from 256 to 300 inclusive?', types)?.answer).toBe('2');
    // A part only some names have still picks them.
    expect(answerTableQuestion('How many entries concern SLIP lines?', types)?.answer).toBe('1');
  });
  it('reads a single capitalised name after "which" as no condition on the cells that hold it ("Which Kelp version …")', () => {
    const policies = records([
      { policy: 'KP0001', introduced_in: '3.0', summary: 'Old Kelp syntax is dropped.' },
      { policy: 'KP0002', introduced_in: '3.0', summary: 'Targets are checked.' },
      { policy: 'KP0003', introduced_in: '3.0', summary: 'Paths are normalised.' },
      { policy: 'KP0004', introduced_in: '2.6.0', summary: 'Version files are read by Kelp.' },
      { policy: 'KP0005', introduced_in: '3.24', summary: 'Tools are checked by Kelp.' },
    ]);
    expect(answerTableQuestion('Which Kelp version introduced more policies than any other version?', policies)?.answer).toBe('3.0');
  });
  it('keeps a common noun of "this table of …" out of the conditions ("sequences for currency symbols")', () => {
    const compose = table(
      ['keysym,unicode_name,sequence', 'EuroSign,EURO SIGN,C =', 'EuroSign,EURO SIGN,= E', 'currency,CURRENCY SIGN,o x', 'sterling,POUND SIGN,L -'].join('\n'),
    );
    expect(
      answerTableQuestion('In this table of compose sequences for currency symbols, how many different sequences produce the euro sign?', compose)?.answer,
    ).toBe('2');
  });
  it("reads on an entry's description where the justified layout set a line back to the term's indent", async () => {
    const text = [
      'ROUND TRIP TIME PARAMETERS',
      '       metro',
      '            For traffic mostly within a single city.  Equivalent to rtt',
      '       10ms.',
      '',
      '       regional',
      '            For traffic mostly within a European-sized country.  Equivalent to',
      '       rtt 30ms.',
      '',
      '       internet',
      '            This is suitable for most Internet traffic.  Equivalent to rtt',
      '       100ms.',
    ].join('\n');
    expect(await localAnswer('What round-trip time, in milliseconds, does the "regional" keyword stand for? Give just the number.', text)).toBe('30');
  });
});

describe('kinds from rounds 97 and 98', () => {
  const keys = table(
    [
      'keysym_name,evdev_code_hex,evdev_code_dec,kernel_version',
      'XF86XK_Macro1,0x290,656,5.5',
      'XF86XK_Macro30,0x2ad,685,5.5',
      'XF86XK_KbdLcdMenu5,0x2bc,700,5.5',
      'XF86XK_DisplayOff,0x0F5,245,2.6.23',
    ].join('\n'),
  );
  it('reads words two columns share but for a number format as the decimal one, unless hexadecimal is asked', () => {
    expect(answerTableQuestion('Which keysym in the table has the highest evdev code? Give the keysym name as written.', keys)?.answer).toBe(
      'XF86XK_KbdLcdMenu5',
    );
    expect(answerTableQuestion('What is the evdev code of XF86XK_Macro1 in hexadecimal?', keys)?.answer).toBe('0x290');
    expect(answerTableQuestion('What is the evdev code of XF86XK_Macro1?', keys)?.answer).toBe('656');
  });
  it('counts the entries that "define" a column\'s value, as those that have one', () => {
    const locales = records([
      { locale: 'af', am: '', pm: '' },
      { locale: 'es', am: 'a.m.', pm: 'p.m.' },
      { locale: 'fi', am: 'ap.', pm: 'ip.' },
    ]);
    expect(answerTableQuestion('How many locale entries in the file define an AM marker?', locales)?.answer).toBe('2');
  });
  it("lists a licence expression's terms when a list of licences is asked", async () => {
    const file = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'Upstream-Name: kelp',
      '',
      'Files: *',
      'Copyright: 2001 Ada Lovelace',
      'License: LGPL-2+',
      '',
      'Files: tests/fonts/*.otf tests/fonts/*.ttf',
      'Copyright: 2010 Font Makers',
      'License: Apache-2 and Bitstream-Vera and OFL-1.1',
    ].join('\n');
    expect(
      await localAnswer('Which licenses apply to the test font files (tests/fonts/*.otf and *.ttf)? List them in the order they are given.', file, 'copyright'),
    ).toBe('Apache-2, Bitstream-Vera, OFL-1.1');
  });
  it('answers a version series as written ("until kelp 4.0.x")', async () => {
    const text = 'The script s|abc\\|def||g removed either string. While this worked until kelp 4.0.x, newer versions read it as removing the literal string.';
    expect(await localAnswer('Up to which kelp version did the script s|abc\\|def||g remove either string? Give the version as written.', text)).toBe('4.0.x');
  });
});

describe("where the thirteenth round's rules must not fire (a review of f5aaf4e)", () => {
  it('keeps a full path asked for, a stated figure over a size or a link, and a decade over a unit', async () => {
    const conf = 'The kelp daemon starts at boot.\nThe configuration is read from /etc/kelp/kelp.conf when the daemon starts.\nLogs go to the system journal.';
    expect(await localAnswer('Which file is the configuration read from? Give the full path, not just the file name.', conf)).toBe('/etc/kelp/kelp.conf');
    expect(
      await localAnswer(
        'How many characters can the comment field hold?',
        'The comment field can hold up to 255 characters.\nThe status window is drawn on a 4 x 64 grid.',
      ),
    ).toBe('255');
    expect(await localAnswer('How many characters does the name buffer hold?', 'The name buffer at address 0x1000 holds 64 characters.')).toBe('64');
    expect(
      await localAnswer(
        'How many lines does the log keep?',
        'The log keeps the last 500 entries.\nSee https://kelp.example.org/faq/1024/ for why the log keeps that many lines.',
      ),
    ).toBe('500');
    expect(
      await localAnswer('How many seconds does kelp wait before retrying?', 'Since the 1990s kelp has waited 30 seconds before retrying a failed transfer.'),
    ).toBe('30');
  });
  it('takes no noun of a longer phrase for a program, and no title line for a byline', async () => {
    expect(
      await localAnswer(
        'Which tool does the manual suggest for checking the configuration?',
        'kelpd reads its configuration at start-up. The --dry-run flag can be used to check the configuration without restarting.',
      ),
    ).toBe('--dry-run');
    expect(
      await localAnswer(
        'Who wrote this guide?',
        'Kelp Quick Start\n\nThis guide was written by Ada Lovelace in 2004.\n\nInstall kelp with your package manager.',
      ),
    ).toBe('Ada Lovelace');
    const described = [
      '                         The Kelp Library',
      '                            Version 1.2',
      '                          Ada Lovelace',
      '',
      '1. Introduction',
      '',
      'The Kelp library was written by Grace Hopper in 1999. This document describes its interface.',
    ].join('\n');
    expect(await localAnswer('Who wrote the library described in this document?', described)).toBe('Grace Hopper');
  });
  it('types only things numbered with digits as numbers, and reads no legend as an assignment', async () => {
    expect(
      await localAnswer(
        'Which part should be ordered as a replacement? Give the part number.',
        'If the fan fails, order replacement part KLP-4471B from your dealer.',
      ),
    ).toBe('KLP-4471B');
    expect(analyseQuestion("What is the project's number one priority?").type).not.toBe('number');
    const legend = 'LogLevel sets the verbosity. For the most detail set LogLevel to DEBUG3.\nDEBUG3 = every packet is logged';
    expect(await localAnswer('What value should LogLevel be set to for the most detail?', legend)).toBe('DEBUG3');
  });
  it('keeps the noun of a kind of one thing, and reads no prose line as a term of a list', async () => {
    expect(await localAnswer('What type of address does the server listen on by default?', 'By default the server listens on an IPv6 address only.')).toBe(
      'IPv6 address',
    );
    const page = [
      'DESCRIPTION',
      '       The following exit codes are used:',
      '',
      '       0      success',
      '       1      minor problems',
      '',
      '       EXAMPLE     kelp -q returns 0 when the queue exists and is readable by the user',
    ].join('\n');
    expect(await localAnswer('How many exit codes does kelp use?', page)).toBe('2');
  });
  it('keeps the numeric column for "the largest number of inhabitants", and counts rows where the question does not write the list column', () => {
    const cities = table(['city,country,population', 'Lagos,Nigeria,15400000', 'Cairo,Egypt,21300000', 'Giza,Egypt,9200000'].join('\n'));
    expect(answerTableQuestion('Which city has the largest number of inhabitants?', cities)?.answer).toBe('Cairo');
    const ups = records([
      { vendor: 'Arduino', usb_vendor_id: '2341', product_ids: ['0036', '8036'] },
      { vendor: 'Arduino', usb_vendor_id: '2A03', product_ids: ['0036', '0040', '8036', '8040'] },
      { vendor: 'Dell', usb_vendor_id: '047C', product_ids: ['FFFF'] },
    ]);
    expect(answerTableQuestion('How many vendor IDs does Arduino have?', ups)?.answer).toBe('2');
    expect(answerTableQuestion('How many distinct product IDs are listed for Arduino?', ups)?.answer).not.toBe('6');
  });
  it('reads a category\'s name that is a column\'s as the column, a copula\'s value on the column counted, and "not" and "or" around a name', () => {
    const uc = table(
      [
        'codepoint,name,category,uppercase',
        'U+0061,LATIN SMALL LETTER A,Ll,U+0041',
        'U+0062,LATIN SMALL LETTER B,Ll,U+0042',
        'U+0041,LATIN CAPITAL LETTER A,Lu,',
      ].join('\n'),
    );
    expect(answerTableQuestion('What is the uppercase letter of U+0061?', uc)?.answer).toBe('U+0041');
    const staff = table(['name,manager,dept', 'Ada,Grace,R&D', 'Grace,Grace,R&D', 'Alan,Grace,Ops', 'Linus,Alan,Ops'].join('\n'));
    expect(answerTableQuestion('How many names are Grace?', staff)?.answer).toBe('1');
    const films = table(
      [
        'title,director,summary',
        'Jaws,Steven Spielberg,A shark terrorises Amity Island',
        'Alien,Ridley Scott,A crew meets a creature in deep space',
        'Duel,Steven Spielberg,A driver is chased by a truck',
        'Hook,Steven Spielberg,A grown-up Peter Pan returns to Neverland',
      ].join('\n'),
    );
    expect(answerTableQuestion('How many films are not set on Amity Island?', films)?.answer).toBe('3');
    expect(answerTableQuestion('How many films mention Peter Pan or Amity Island?', films)?.answer).not.toBe('0');
  });
  it('still types "Give just the number" as a number, and adds list items where only another sentence says "different"', () => {
    expect(analyseQuestion('Which numbered restriction requires that modified versions be plainly marked? Give just the number.').type).toBe('number');
    expect(analyseQuestion('Which numbered paragraph says so? Give the paragraph number.').type).toBe('number');
    expect(analyseQuestion('Which line of the file is rewritten? Give just the line number.').type).not.toBe('number');
    const ups = records([
      { vendor: 'Arduino', usb_vendor_id: '2341', product_ids: ['0036', '8036'] },
      { vendor: 'Arduino', usb_vendor_id: '2A03', product_ids: ['0036', '0040', '8036', '8040'] },
    ]);
    expect(answerTableQuestion('Arduino appears with two different USB vendor IDs. How many product IDs are listed for Arduino altogether?', ups)?.answer).toBe(
      '6',
    );
  });
  it("reads a long question repeating a category's name in linear time", () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: String(i), category: ['Ll', 'Lu', 'Nd', 'Lo', 'Mn'][i % 5]! }));
    let q = 'How many rows are lowercase letters or uppercase letters ';
    while (q.length < 50_000) q += 'or other letters ';
    const t0 = performance.now();
    answerTableQuestion(`${q}?`, { columns: ['id', 'category'], rows });
    expect(performance.now() - t0).toBeLessThan(5_000);
  });
});
