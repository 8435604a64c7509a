import { describe, expect, it } from 'vitest';
import { copyrightTable } from '../../tools/copyright.js';
import { analyseQuestion, retrievalTerms } from '../../tools/question.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { textTables } from '../../tools/table.js';
import { definitionsIn } from '../../tools/definitions.js';
import { stem } from '../../tools/text.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, twelfth round), each on a small text written here.

/** A Debian copyright file of the stanzas given: file patterns, holders (one per line) and licence. */
function copyrightFile(stanzas: [string, string[], string][]): string {
  const head = ['Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/', 'Upstream-Name: kelp', ''];
  return [
    ...head,
    ...stanzas.flatMap(([files, holders, licence]) => [
      `Files: ${files}`,
      `Copyright: ${holders[0]}`,
      ...holders.slice(1).map((h) => `           ${h}`),
      `License: ${licence}`,
      '',
    ]),
  ].join('\n');
}

describe('words and stems', () => {
  it('meets "class" and "classes", "alias" and "aliases" at the singular, and reads "Vim\'s" as "vim"', () => {
    expect(stem('classes')).toBe(stem('class'));
    expect(stem('aliases')).toBe(stem('alias'));
    expect(stem('passes')).toBe(stem('pass'));
    expect(stem("Vim's")).toBe('vim');
    // Plain plurals are untouched.
    expect(stem('uses')).toBe('use');
    expect(stem('bias')).not.toBe(stem('bia'));
  });
  it('types "separated by commas" and "which ones" as asking for a list', () => {
    expect(analyseQuestion('Which values does it accept? Give them separated by commas.').list).toBe(true);
    expect(analyseQuestion('Two sizes are allowed. Which ones?').list).toBe(true);
    expect(analyseQuestion('Which value does it accept?').list).toBe(false);
  });
});

describe('lists', () => {
  it('keeps an enumerated value that a word of the question merely contains ("rr" in "currently")', async () => {
    const text = 'The --mode option selects how kelp schedules work. The currently supported modes are batch, idle and rr.';
    expect(await localAnswer('Which modes does the --mode option currently support? List them in order, separated by commas.', text)).toBe('batch, idle, rr');
  });
  it('counts the entries of a list that hold a word the question names, only some of them holding it', async () => {
    const text = [
      'Kelp runs on the following targets:',
      '',
      '- ARM/Linux',
      '- ARM/FreeBSD',
      '- MIPS/Linux',
      '- RISCV/Linux',
      '- X86/Solaris',
      '',
      'Other targets may work but are not tested.',
    ].join('\n');
    expect(await localAnswer('How many of the targets kelp runs on are Linux ones?', text)).toBe('3');
    expect(await localAnswer('How many targets does kelp run on?', text)).toBe('5');
  });
  it('answers the values of a key whose parts the question names ("two static device nodes")', async () => {
    const text = [
      '# Tape drives',
      'SUBSYSTEM=="tape", TAG+="seat", \\',
      '  OPTIONS+="static_node=st0", OPTIONS+="static_node=nst0"',
      '',
      '# Scanners',
      'ENV{ID_SCANNER}=="1", TAG+="seat"',
    ].join('\n');
    expect(
      await localAnswer('For tape drives the rules also request two static device nodes. Which ones? Give them in order, separated by commas.', text),
    ).toBe('st0, nst0');
  });
  it('answers values of a type asked for, not the words set before that noun ("which two versions")', async () => {
    const text = [
      'Is the Java version of kelp affected? No. The DLL version is a separate build.',
      '',
      'Versions 2.0 and before had a leak, and versions 2.3 and 2.4 crashed on empty input.',
    ].join('\n');
    expect(await localAnswer('Which two kelp versions crashed on empty input? Give them lowest first, comma-separated.', text)).toBe('2.3, 2.4');
  });
});

describe('spans of a kind the question names', () => {
  it('answers a commit asked for by its short hash, a script as written, and a key server by its host', async () => {
    const text = [
      'The test files were regenerated because the old ones embedded a copyrighted font; changelog.gz (commit 4be07c1) explains why.',
      '',
      'To build from Git: 1. cd into the checkout. 2. Run ./bootstrap.sh to create the configure script.',
      '',
      'Fetch my key from a key server. Old key servers drop photo IDs. I use keys.example.net for mine.',
    ].join('\n');
    expect(await localAnswer('The test files were regenerated. Which commit (short hash) explains why?', text)).toBe('4be07c1');
    expect(await localAnswer('When building from Git, which script do you run after changing into the checkout?', text)).toBe('./bootstrap.sh');
    expect(await localAnswer('Which key server does the author use?', text)).toBe('keys.example.net');
  });
  it('answers the code under a comment that says what the question says, and keeps a program a sentence names', async () => {
    const rules = [
      '# Label printers and plotters',
      'ENV{ID_LABEL_PRINTER}=="?*", TAG+="seat"',
      '',
      '# Barcode scanners',
      'ENV{ID_BARCODE}=="1", TAG+="seat"',
    ].join('\n');
    expect(await localAnswer('Which device property is checked to give users access to label printers and plotters?', rules)).toBe('ID_LABEL_PRINTER');
    const prose = 'The sixth field (check_order). This field is used by kfsck(8) to decide the order of the checks at boot.';
    expect(await localAnswer('Which program uses the sixth field to decide the order of the checks at boot?', prose)).toBe('kfsck');
  });
  it('answers the term standing alone over the description that says what the question asks', async () => {
    const text = [
      'Environment variables',
      '---------------------',
      '',
      'KELP_RUNNER',
      '',
      '    Read by "make check" to replace the default runner (run-all.sh).',
      '',
      'KELP_FLAGS',
      '',
      '    Read by "make check" to pass flags to run-all.sh.',
    ].join('\n');
    expect(await localAnswer('Which environment variable makes "make check" use something other than its default runner run-all.sh?', text)).toBe(
      'KELP_RUNNER',
    );
  });
  it('answers the name and addresses given together, and a path a file is given as', async () => {
    const notes = [
      'Kelp Release Notes',
      'First Amiga release, Kelp version 1.0',
      '',
      'Dana Whitfield',
      '<dana@kelp.example.org>, <dw@example.com>',
      '12 Harbour Road',
    ].join('\n');
    expect(await localAnswer("Whose name and e-mail addresses appear in the release notes of Kelp's first Amiga release?", notes)).toBe('Dana Whitfield');
    const rc = '# You may want to keep your own shortcuts in a separate file like ~/.kelp_shortcuts, rather than here.';
    expect(await localAnswer('To keep my own shortcuts out of this file, which file does it suggest putting them in?', rc)).toBe('~/.kelp_shortcuts');
  });
});

describe('definitions and defaults', () => {
  it('reads "is said to be a dangling link" as a term defined for what precedes it', async () => {
    expect(definitionsIn('A pointer that refers to a record which does not exist is said to be a stale pointer.')).toEqual([
      { term: 'stale pointer', describedBy: 'A pointer that refers to a record which does not exist ' },
    ]);
    const text = [
      'Kelp pointers',
      '',
      'There is no rule that a record a pointer names must exist.  A pointer that refers to a record which does not exist is said',
      'to be a stale pointer.',
    ].join('\n');
    expect(await localAnswer('What does this page call a pointer that points at a record which does not exist?', text)).toBe('stale pointer');
  });
  it('looks for what the document calls the default when the question leaves a setting out', () => {
    expect(retrievalTerms('If I give a size but no mode option, which mode is used?')).toContain('default');
    expect(retrievalTerms('Which mode is used for large files?')).not.toContain('default');
  });
  it('answers the policy an option entry names, its version since, and the default when none is given', async () => {
    const page = [
      'POLICIES',
      '       -n, --normal',
      '           Set the queue policy to QUEUE_NORMAL (shared time).',
      '',
      '       -u, --urgent',
      '           Set the queue policy to QUEUE_URGENT (first come). When no',
      '           policy is given, QUEUE_URGENT is used as the default.',
      '',
      '       -l, --lazy',
      '           Set the queue policy to QUEUE_LAZY (spare cycles). Supported',
      '           since 4.2.',
      '',
      '       -s, --strict',
      '           Set the queue policy to QUEUE_STRICT (deadlines). Supported',
      '           since 5.7.',
    ].join('\n');
    expect(await localAnswer('Since which version has the lazy queue policy been supported?', page, 'kq.1')).toBe('4.2');
    expect(
      await localAnswer('Among the policies for which the page says since which version they are supported, which one needs the newest version?', page, 'kq.1'),
    ).toBe('QUEUE_STRICT');
    expect(await localAnswer('If I queue a job and give no policy option, which queue policy will it get?', page, 'kq.1')).toBe('QUEUE_URGENT');
  });
});

describe('Debian copyright files', () => {
  const file = copyrightFile([
    ['*', ['2001-2020 Kelp Authors'], 'GPL-3+'],
    ['lib/*', ['2005 Ada Winter', '2007 Bo Lindqvist', '2009 Carmen Ortiz'], 'LGPL-2.1+'],
    ['tools/gen.c', ['1996 Dan Okafor'], 'GPL-3+'],
    ['tools/old.c', ['1999 Eve Marsh'], 'GPL-3'],
    ['debian/*', ['2012 Fay Nguyen'], 'GPL-2+'],
  ]);
  it('names a GNU licence by its short name and version in words ("GPL version 3 or later")', () => {
    const t = copyrightTable(file)!;
    expect(answerTableQuestion('How many of the file groups are covered by GPL version 3 or later?', t)?.answer).toBe('2');
    expect(answerTableQuestion('How many file groups are under LGPLv2.1+?', t)?.answer).toBe('1');
  });
  it('counts the people a stanza lists', () => {
    const t = copyrightFile([
      ['*', ['2006 Ada Winter', '1999 Bo Lindqvist', '2010 Carmen Ortiz'], 'PD'],
      ['debian/*', ['2012 Fay Nguyen'], 'PD'],
    ]);
    expect(answerTableQuestion('The catch-all stanza credits several copyright holders. How many people are listed there?', copyrightTable(t)!)?.answer).toBe(
      '3',
    );
  });
  it('answers the file group whose years reach furthest back, leaving the catch-all aside where asked', async () => {
    const q = 'Leaving aside the entry that covers all files by default, which file or path has the earliest copyright year listed?';
    expect(await localAnswer(q, file, 'copyright')).toBe('tools/gen.c');
    expect(await localAnswer('Which file or path has the most recent copyright year listed?', file, 'copyright')).toBe('*');
  });
});

describe('tables', () => {
  const constants = table(
    [
      'constant,value,kind,default_limit',
      'KV_DENY,1,return value,',
      'KV_CREATE_TEMP_INDEX,3,action,',
      'KV_CREATE_INDEX,4,action,',
      'KV_DROP_TEMP_TABLE,5,action,',
      'KV_DROP_TABLE,6,action,',
      'KV_LIMIT_ATTACHED,7,limit,12',
      'KV_LIMIT_VARIABLE_NUMBER,8,limit,9999',
      'KV_LIMIT_LENGTH,9,limit,1000',
    ].join('\n'),
  );
  it('picks rows by a word in capitals that is one part of their names, but not a word that names a column', () => {
    expect(answerTableQuestion('How many of the action codes concern temporary (TEMP) objects?', constants)?.answer).toBe('2');
    const codes = table(['sqlstate,condition,macro', '40P01,deadlock_detected,ERR_DEADLOCK', '2201B,bad_regex,ERR_BAD_SQLSTATE_PATTERN'].join('\n'));
    expect(answerTableQuestion('What condition name goes with SQLSTATE 40P01?', codes)?.answer).toBe('deadlock_detected');
  });
  it('reads a row named by the parts of its key, ties going to the key with fewer parts unsaid', () => {
    expect(answerTableQuestion('What is the default limit on the number of attached databases?', constants)?.answer).toBe('12');
  });
  it('ORs the values of the rows named for "combine … flags", and adds them otherwise', () => {
    const flags = table(['name,value', 'K_CREAT,64', 'K_EXCL,128', 'K_TRUNC,512', 'K_APPEND,1024'].join('\n'));
    expect(answerTableQuestion('If you combine K_CREAT, K_EXCL and K_TRUNC into one flags value, what decimal number do you get?', flags)?.answer).toBe('704');
    const sizes = table(['name,value', 'alpha,3', 'beta,5', 'gamma,4'].join('\n'));
    expect(answerTableQuestion('If you combine alpha and beta, what do their values come to?', sizes)?.answer).toBe('8');
  });
  it('adds up a numeric column named before "add up to"', () => {
    const signs = table(['name,numeric_value', 'KELP ONE,1', 'KELP TEN,10', 'REEF ONE,1', 'KELP FIFTY,50'].join('\n'));
    expect(answerTableQuestion('What do the numeric values of all the KELP signs add up to?', signs)?.answer).toBe('61');
  });
  it('reads "at most once" on a column of limits, and "are aliases for" as the column filled', () => {
    const headers = table(['header,max_count', 'subject,1', 'to,', 'date,1', 'resent-to,', 'cc,'].join('\n'));
    expect(answerTableQuestion('How many of these headers are limited to appearing at most once in a message?', headers)?.answer).toBe('2');
    const keys = table(['key_name,keycode,alias_of', 'AE01,10,', 'AE02,11,', 'MENU,135,COMP', 'HZTG,49,TLDE', 'AC12,51,BKSL'].join('\n'));
    expect(answerTableQuestion('How many of the key names are just aliases for another key?', keys)?.answer).toBe('3');
  });
  it('answers the row that binds a key chord written "Alt+F8", one of several in its cell, and Ctrl as Primary', () => {
    const bindings = records([
      { name: 'begin-move', default: "['<Alt>F7']", summary: 'Move window' },
      { name: 'begin-resize', default: "['<Alt>F8']", summary: 'Resize window' },
      { name: 'unmaximize', default: "['<Super>Down','<Alt>F5']", summary: 'Restore window' },
      { name: 'close', default: "['<Primary>q']", summary: 'Close window' },
      ...Array.from({ length: 8 }, (_, i) => ({ name: `switch-to-${i + 1}`, default: `['<Super>${i + 1}']`, summary: `Switch to workspace ${i + 1}` })),
    ]);
    expect(answerTableQuestion('Which action is bound to Alt+F8 by default?', bindings)?.answer).toBe('begin-resize');
    expect(answerTableQuestion('Which action is bound to Ctrl+Q?', bindings)?.answer).toBe('close');
    expect(answerTableQuestion('Which action is bound to Super+Down?', bindings)?.answer).toBe('unmaximize');
    expect(answerTableQuestion('Which action is bound to Alt+F9?', bindings)).toBeNull();
  });
  it('reads a parent cell written without the prefix its own row\'s key has ("L" under "KA-ALK" is "KA-L")', () => {
    const islands = table(
      [
        'country,code,name,type,parent',
        'KA,KA-L,Leeward chain,Chain,',
        'KA,KA-W,Windward chain,Chain,',
        'KA,KA-ALK,Alka,Atoll,L',
        'KA,KA-BRN,Baran,Atoll,L',
        'KA,KA-CRU,Crux,Atoll,W',
        'KB,KB-L,Lowland,Region,',
        'KB,KB-ORA,Ora,District,L',
      ].join('\n'),
    );
    expect(answerTableQuestion('How many of the atolls belong to the Leeward chain?', islands)?.answer).toBe('2');
  });
  it('does not read justified prose as a table, and leaves to the text a question a table does not fit', async () => {
    const prose = [
      '       Because  a  pointer  and  its  record  live  in  the  same',
      '       name  space,  confusion  can  arise  between  the  two.',
      '       Calls  that  act  on  the  pointer  itself  are  said  to',
      '       leave it alone.',
    ].join('\n');
    expect(textTables(prose)).toEqual([]);
  });
});

describe('rounds 81 and 82', () => {
  it('finds the doer a document names with a noun ("the maintainer, Ada Winter") or a participle ("Written by")', async () => {
    const readme = [
      'Reef',
      '====',
      '',
      'Reef draws tide charts.',
      '',
      'Contributing',
      '------------',
      '',
      'Send patches to the list, and cc the reef',
      'maintainer, Ada Winter <ada@example.org>.',
    ].join('\n');
    expect(await localAnswer('Who maintains reef, according to this document?', readme)).toBe('Ada Winter');
    const page = ['NAME', '   reef - draw tide charts', '', 'AUTHOR', '', 'Written by Bo Lindqvist <bo@example.org>'].join('\n');
    expect(await localAnswer('Who wrote reef?', page)).toBe('Bo Lindqvist');
    expect(retrievalTerms('Who maintains reef?')).toContain('maintainer');
    expect(retrievalTerms('Which file does reef read?')).not.toContain('maintainer');
  });
  it('answers the commit the text sets after the words the question asks with ("as of which commit")', async () => {
    const text = 'The charts code (commit 1a2b3c4) was merged into reef as of commit 9f8e7d6, after which it lived in the tree.';
    expect(await localAnswer('As of which commit was the charts code merged into reef? Give the abbreviated commit id.', text)).toBe('9f8e7d6');
  });
  it('answers a format sequence from its entry, a short term not mistaken for a letter of the question', async () => {
    const page = [
      'FORMAT',
      '       Interpreted sequences are:',
      '',
      '       %d     day of month (e.g., 01)',
      '',
      '       %q     quarter of year (1..4)',
      '',
      '       %w     day of week (0..6); 0 is Sunday',
    ].join('\n');
    expect(await localAnswer('Which format sequence should I use to print which quarter of the year it is?', page, 'reef.1')).toBe('%q');
  });
  it('reads an AsciiDoc labelled list ("add <x>::") as a section\'s items, and counts the different commands', async () => {
    const doc = [
      'COMMANDS',
      '--------',
      'add <commit>::',
      'add <repository> <ref>::',
      '\tCreate the subtree.',
      '',
      'merge <commit>::',
      '\tMerge recent changes.',
      '',
      'push <repository> [+][<commit>:]<ref>::',
      '\tPush the subtree.',
      '',
      'OPTIONS',
      '-------',
      '-q::',
      '\tBe quiet.',
    ].join('\n');
    expect(await localAnswer('How many different subcommands does the COMMANDS section describe?', doc, 'reef.txt')).toBe('3');
  });
  it('names a licence "with three clauses", a file by its stem before "utility", and gives hexadecimal values asked for', async () => {
    const file = copyrightFile([
      ['*', ['2001 Kelp Authors'], 'BSD-2'],
      ['src/tide.*', ['2011 Ada Winter', '2002 Bo Lindqvist', '1992 Carmen Ortiz'], 'GPL-2.0+'],
      ['src/chart.c', ['1990 The Regents of the Sea'], 'BSD-3'],
    ]);
    const t = copyrightTable(file)!;
    expect(answerTableQuestion('Only one file is under a BSD licence with three clauses rather than two. Who holds the copyright on it?', t)?.answer).toContain(
      'Regents of the Sea',
    );
    expect(await localAnswer('How many people are credited with copyright on the source of the tide utility?', file, 'copyright')).toBe('3');
    const page = 'On a PC, reef can read the clock directly, by doing I/O to Ports 0x70\nand 0x71. This needs root.';
    expect(await localAnswer('Which I/O ports does reef use to read the clock directly? Give both, separated by a comma.', page)).toBe('0x70, 0x71');
  });
  it('reads the column named beside the value the question gives it, and a column named in brackets after "no"', () => {
    const schemes = records([
      { scheme: 'posix', scripts: '{base}/bin', platinclude: '{base}/include' },
      { scheme: 'local', scripts: '{base}/local/bin', platinclude: '{base}/local/include' },
      { scheme: 'nt', scripts: '{base}/Scripts', platinclude: '' },
      { scheme: 'user', scripts: '{userbase}/Scripts', platinclude: '' },
    ]);
    expect(answerTableQuestion('Which install scheme puts scripts in {base}/local/bin?', schemes)?.answer).toBe('local');
    expect(answerTableQuestion('How many of the schemes have no platform-specific include (platinclude) path?', schemes)?.answer).toBe('2');
  });
  it('answers a key as written, the one set before "instead of" the key the question names', async () => {
    const text =
      'Interrupting\n\nUse CTRL-Break instead of CTRL-C to stop a long redraw. Reef does not see the CTRL-C until it reads a key; Alt-F4 closes the window.';
    expect(await localAnswer('Which key should you press instead of CTRL-C to stop a long redraw?', text)).toBe('CTRL-Break');
  });
  it('answers the title of the manual section that writes the phrase the question quotes', async () => {
    const page = [
      'NAME',
      '       reef - draw tide charts',
      '',
      'DESCRIPTION',
      '       Draw a chart of the tides for a date string such as a weekday name.',
      '',
      'TIDE STRING',
      '       The --when=STRING is a free format tide string such as "spring high" or',
      '       even "next neap".  An empty string means now.',
      '',
      'SEE ALSO',
      '       tide(5)',
    ].join('\n');
    expect(
      await localAnswer('What is the title of the manual section that explains free-form inputs such as "next neap" for the --when option?', page, 'reef.1'),
    ).toBe('TIDE STRING');
  });
  it('answers the letter of the lettered item that says what the question describes', async () => {
    const licence = [
      '4. MODIFICATIONS',
      '',
      'In addition, you must do these things in the Modified Version:',
      '',
      'A. Use a title distinct from that of the Document.',
      'B. List on the Title Page the names of the authors.',
      'C. Delete any section Entitled "Acknowledgements".',
      'D. Preserve the network locations given in the Document.',
    ].join('\n');
    expect(await localAnswer('Which letter is the item that requires you to delete any section Entitled "Acknowledgements"?', licence)).toBe('C');
    expect(await localAnswer('Which letter is the item that requires you to preserve the network locations?', licence)).toBe('D');
  });
  it('retrieves a rare word of the question a chunk boundary cuts in two', async () => {
    const filler = Array.from(
      { length: 40 },
      (_, i) => `       %${String.fromCharCode(65 + (i % 26))}${i}     print field number ${i} of the date record`,
    ).join('\n\n');
    const page = `FORMAT\n       Interpreted sequences are:\n\n${filler}\n\n       %Q     semester of the year (1..2)\n\n${filler}`;
    expect(await localAnswer('Which format sequence should I use to print the semester of the year?', page, 'reef.1')).toBe('%Q');
  });
});

describe('twelfth round: where the new rules must not fire (from the review)', () => {
  it('leaves a CSV question the table does not fit unanswered, rather than reading its first row as text', async () => {
    const csv = 'planet,moons,radius_km\nMercury,0,2440\nVenus,0,6052\nEarth,1,6371\nMars,2,3390\n';
    expect(await localAnswer('Which planet has rings?', csv, 'planets.csv')).toBeNull();
  });
  it('keeps the other words of a copyright question when it ranks stanzas by year, and "all files under X" is no catch-all', async () => {
    const file = copyrightFile([
      ['*', ['2010-2022 Zorp Developers'], 'MIT'],
      ['src/net/*', ['2003 Ivo Petrov', '2011 Lena Brandt'], 'LGPL-2.1+'],
      ['contrib/*', ['2015 Ola Nordmann'], 'GPL-3+'],
      ['debian/*', ['1998-2001 Deb Packer'], 'MIT'],
    ]);
    expect(await localAnswer('Among the files licensed under GPL-3+, which path has the earliest copyright year?', file, 'copyright')).toBe('contrib/*');
    expect(await localAnswer('Excluding the debian/* stanza, which file or path has the earliest copyright year listed?', file, 'copyright')).toBe('src/net/*');
    expect(await localAnswer('Who holds the copyright in the stanza that covers all files under src/net/?', file, 'copyright')).toBe('Ivo Petrov; Lena Brandt');
  });
  it('answers a web server by its name, a dotted name called so whole, and no hex-shaped word the text does not call a commit', async () => {
    expect(
      await localAnswer(
        'Which web server does the README recommend?',
        'Zorp\n\nWe recommend nginx as the web server. The default listen address is 0.0.0.0:8080.',
      ),
    ).toBe('nginx');
    expect(
      await localAnswer('What is the real build script called?', 'Building\n\nThe Makefile only wraps it; the real build script is called build.zorp.'),
    ).toBe('build.zorp');
    const log = 'Changes\n\nThe parser crash on empty input was fixed in commit r1893 by Ada.\nBuild ids now use the format deadbeef1 for test builds.';
    expect(await localAnswer('Which commit fixed the parser crash on empty input?', log)).toBe('r1893');
  });
  it('ranks the default only where the question leaves a setting out in a condition, not "which option takes no argument"', async () => {
    expect(retrievalTerms('Which option takes no argument?')).not.toContain('default');
    const page = [
      'OPTIONS',
      '       -q, --quiet',
      '              Print nothing. Takes no argument.',
      '',
      '       -j, --jobs N',
      '              Run N jobs. Without an argument, the default is one job per CPU.',
    ].join('\n');
    expect(await localAnswer('Which option takes no argument?', page, 'zorp.1')).toBe('-q, --quiet');
  });
  it('counts entries by a capitalised name only, and not under "not" or "or"; a count word names nothing', async () => {
    const list = ['Kelp', '', 'Subcommands:', '', '- kelp-init', '- kelp-build', '- kelp-run', '- clean', '- help', '', 'That is all.'].join('\n');
    expect(await localAnswer('How many of the subcommands does kelp provide?', list)).toBe('5');
    const targets = ['Targets:', '', '- ARM/Linux', '- ARM/NetBSD', '- PPC/Linux', '- X86/Linux', '', 'Others are untested.'].join('\n');
    expect(await localAnswer('How many of the targets are not Linux ones?', targets)).not.toBe('3');
    const prose = 'Zorp\n\nThe package provides three programs: zorp-cat, zorp-grep and zorp-sed. Only zorp-grep reads stdin.';
    expect(await localAnswer("Which of the package's programs reads stdin?", prose)).toBe('zorp-grep');
  });
  it('reads a table headed "Before  After" as a table, counts rows for "how many … in total", and no key by one shared part', async () => {
    const text =
      'Changes\n\nSetting      Before  After  Since\ncache_size   64      128    2.0\npool_size    8       16     2.1\nqueue_len    100     200    2.2\n';
    expect(await localAnswer('What is the After value of cache_size?', text)).toBe('128');
    const books = table(['title,pages', 'A,200', 'B,150', 'C,320', 'D,90'].join('\n'));
    expect(answerTableQuestion('How many books with more than 100 pages are there in total?', books)?.answer).toBe('3');
    const limits = table(['name,value', 'LIM_OPEN_FILES,1024', 'LIM_STACK_SIZE,8192', 'LIM_CPU_TIME,60', 'LIM_NICE,0'].join('\n'));
    expect(answerTableQuestion('What value limits the size of files a process may write?', limits)).toBeNull();
  });
  it('reads "people" as holders only in a copyright file, "once" as a limit only where the question speaks of one, and "NOT" as a word', () => {
    const staff = table(['name,role,author', 'Ana,engineer,', 'Bo,engineer,Ana', 'Cy,manager,', 'Dee,engineer,'].join('\n'));
    expect(answerTableQuestion('How many people have the role engineer?', staff)?.answer).toBe('3');
    const users = table(['user,logins,max_sessions', 'a,1,2', 'b,4,2', 'c,2,3', 'd,1,1', 'e,7,5'].join('\n'));
    expect(answerTableQuestion('How many users logged in more than once?', users)?.answer).not.toBe('2');
    const codes = table(['code,meaning', 'ERR_NOT_FOUND,missing', 'ERR_TIMEOUT,slow', 'ERR_DENIED,refused'].join('\n'));
    expect(answerTableQuestion('How many error codes are NOT about timeouts?', codes)?.answer).not.toBe('1');
    const nodes = table(['id,label,parent', 'A,root,', 'B,b,A', 'C,c,A', 'D,d,B'].join('\n'));
    expect(answerTableQuestion('How many of the nodes are parents of another node?', nodes)?.answer).not.toBe('3');
  });
  it('ORs only flags, reads chords in the bindings column, and leaves yes-or-no questions about chords alone', () => {
    const widths = table(['field,width', 'flags,3', 'offset,13', 'length,16'].join('\n'));
    expect(answerTableQuestion('Combining the flags and offset fields, what width in bits do you get?', widths)?.answer).not.toBe('15');
    const actions = records([
      { name: 'copy', default: "['<Primary>c']", replaces: "['<Primary>Insert']", description: 'Copy' },
      { name: 'paste', default: "['<Primary>v']", replaces: "['<Shift>Insert']", description: 'Paste' },
      { name: 'cut', default: "['<Primary>x']", replaces: '[]', description: 'Cut' },
    ]);
    expect(answerTableQuestion('What is the description of the action bound to Shift+Insert?', actions)?.answer).not.toBe('Paste');
    expect(answerTableQuestion('Is Ctrl+V bound to copy?', actions)?.answer).not.toBe('paste');
    expect(answerTableQuestion('Which action is bound to Ctrl+V?', actions)?.answer).toBe('paste');
  });
  it('reads key values only from a line of settings, not from prose giving examples', async () => {
    const text =
      'Logging\n\nThe log level is one of: debug, info, warn, error. For example, start with log_level=debug or log_level=info when testing. Only warn and error are quiet enough for production.';
    expect(await localAnswer('Which two log levels are quiet enough for production? Separate them by commas.', text)).not.toBe('debug, info');
  });
});

describe('rounds 83 and 84', () => {
  it('answers the name, not the words the question asks it by, and a line number for "the 3rd line"', async () => {
    const usage = 'Memory\n\nOn machines that have "environment" variables, you can define the environment variable REEFMEM to set the default memory limit.';
    expect(await localAnswer('Which environment variable can be used to set the default memory limit for reef?', usage)).toBe('REEFMEM');
    const page = 'set-local-rtc [BOOL]\n\nThis command will change the 3rd line of /etc/reeftime, as documented in reeftime(5).';
    expect(
      await localAnswer('If I switch the clock to local time with reefctl, which line of /etc/reeftime gets rewritten? Give just the line number.', page),
    ).toBe('3');
  });
  it('reads "other than 5" as not equal to, not as a comparison, and counts how many more rows hold one value than another', () => {
    const fixers = table(['fixer,run_order,explicit', 'apply,5,no', 'basestring,5,no', 'buffer,5,yes', 'dict,6,no', 'except,3,no', 'idioms,5,yes'].join('\n'));
    expect(answerTableQuestion('How many fixers have a run order other than 5?', fixers)?.answer).toBe('2');
    const chars = table(['code,name,category', '0180,B,Ll', '0181,B,Lu', '0182,B,Lu', '0183,B,Ll', '0184,T,Lu', '0185,T,Lo'].join('\n'));
    expect(answerTableQuestion('How many more uppercase letters (category Lu) are there than lowercase letters (category Ll)?', chars)?.answer).toBe('1');
  });
  it('answers whose a thing is, from the name credited "for" it', async () => {
    const spec = 'Acknowledgements\n\nMany thanks to:\n\n + Ada Winter for Tideway, the original tide chart viewer\n + Bo Lindqvist for review';
    expect(await localAnswer('Whose chart viewer does the spec credit as the original tide chart viewer?', spec)).toBe('Ada Winter');
  });
  it('answers the word written after the option the question names, the default where it leaves the option out', async () => {
    const usage = [
      'Markers',
      '',
      '-copy none     Copy no extra markers.',
      '-copy all      Copy all extra markers.',
      '',
      'The default behavior is -copy comments.',
    ].join('\n');
    expect(await localAnswer('When reeftran is run without any -copy option, which kind of markers does it keep? Give the word used with -copy.', usage)).toBe(
      'comments',
    );
  });
  it("leaves a change log question its entries table does not answer to the log's text", async () => {
    const log = [
      'reef (2.1) unstable; urgency=medium',
      '',
      '  * SECURITY UPDATE: check that a mirror is signed before fetching from it',
      '    - CVE-2021-12345',
      '',
      ' -- Ada Winter <ada@example.org>  Tue, 02 Mar 2021 10:00:00 +0100',
      '',
      'reef (2.0) unstable; urgency=medium',
      '',
      '  * New upstream release',
      '',
      ' -- Bo Lindqvist <bo@example.org>  Mon, 01 Feb 2021 10:00:00 +0100',
    ].join('\n');
    expect(await localAnswer('A security update made reef check that a mirror is signed. Which CVE identifier does that entry cite?', log, 'changelog')).toBe(
      'CVE-2021-12345',
    );
  });
  it('takes a name in capitals for a variable only right after the head noun, not a heading in capitals', async () => {
    const page = ['ENVIRONMENT', '       REEF_DEBUG_PADDING=on', '              Use visible padding characters.', ''].join('\n');
    expect(await localAnswer('Which environment variable makes reef show visible padding characters?', page, 'reef.1')).toBe('REEF_DEBUG_PADDING');
  });
  it('splits a list of % specifiers with no blank lines between them into its entries, and reads "which % specifier"', () => {
    expect(analyseQuestion('Which % specifier should I put in the template?').head).toBe('specifier');
  });
});

describe('twelfth round, second review: where the rules must not fire', () => {
  it('subtracts values for "how many more points did Alice score than Bob", and counts only the two values compared', () => {
    const scores = table(['name,points', 'Alice,42', 'Bob,30', 'Carol,25'].join('\n'));
    expect(answerTableQuestion('How many more points did Alice score than Bob?', scores)?.answer).toBe('12');
    const bugs = table(['id,owner,status', '1,Alice,open', '2,Alice,closed', '3,Alice,closed', '4,Bob,open', '5,Bob,open', '6,Bob,open'].join('\n'));
    expect(answerTableQuestion('For the bugs owned by Bob, how many more are open than closed?', bugs)?.answer).not.toBe('2');
  });
  it('answers a hash opening a line of a log, and a key asked for plainly not as a chord', async () => {
    const log = 'Recent changes\n\n* 3f2a9c1 Fix crash when the config file is empty\n* 77be0d2 Add a --quiet flag\n';
    expect(await localAnswer('Which commit fixed the crash with an empty config file?', log)).toBe('3f2a9c1');
    const keys = 'Viewer keys\n\nPress q to quit the viewer. Press Ctrl-C to abort a long search. Press h for help.';
    expect(await localAnswer('Which key should you press to quit the viewer?', keys)).not.toBe('Ctrl-C');
  });
  it('credits "whose" to a name before "for" a name, not before "for the logo"', async () => {
    const text = 'Credits\n\nKelp parses input with the yaml-cpp library written by Jesse Beder. Special thanks to Anna Kim for the logo.';
    expect(await localAnswer('Whose library does kelp use for parsing?', text)).not.toBe('Anna Kim');
  });
  it('counts entries said to be a lowercase thing ("are optional"), ORs overlapping flags, keeps -v and -V apart', async () => {
    const list = [
      'Kelp needs these packages:',
      '',
      '- libfoo (optional)',
      '- libbar',
      '- libbaz (optional)',
      '- libqux',
      '- libzap (optional)',
      '',
      'Install them first.',
    ].join('\n');
    expect(await localAnswer('How many of the packages Kelp needs are optional?', list)).toBe('3');
    const perms = table(['name,value', 'PERM_READ,1', 'PERM_WRITE,2', 'PERM_EXEC,4', 'PERM_RW,3', 'PERM_ALL,7'].join('\n'));
    expect(answerTableQuestion('If you combine the PERM_RW and PERM_WRITE flags, what number do you get?', perms)?.answer).toBe('3');
    const readme = [
      'Kelp',
      '====',
      '',
      'Options',
      '-------',
      '-v::',
      '\tVerbose.',
      '',
      '-V::',
      '\tVersion.',
      '',
      '-h::',
      '\tHelp.',
      '',
      'Bugs',
      '----',
      'None known.',
    ].join('\n');
    expect(await localAnswer('How many different options are listed in the Options section?', readme, 'README')).toBe('3');
  });
  it('reads "the name of the spare part that …" as no section question, and "e.g. Kelp" as no sentence end', async () => {
    const text = '## Maintenance\n\nThe seal ring is the spare part that wears out first. Replace it yearly.';
    expect(await localAnswer('What is the name of the spare part that wears out first?', text, 'README.md')).not.toBe('Maintenance');
    expect(definitionsIn('A record that no pointer refers to, e.g. Kelp cache entries, is called a dead record.')[0]?.describedBy).toContain('no pointer');
  });
  it('counts "are just links to another page", and keeps "covers all files in the package" a catch-all', async () => {
    const pages = table(['page,link', 'home,', 'about,', 'old-home,home', 'faq,', 'contact,', 'old-faq,faq'].join('\n'));
    expect(answerTableQuestion('How many of the pages are just links to another page?', pages)?.answer).toBe('2');
    const file = copyrightFile([
      ['*', ['2010 Reef Developers'], 'BSD-3-clause'],
      ['src/net/*', ['2011 Olga Petrov'], 'MIT'],
    ]);
    expect(await localAnswer('Which license applies to the stanza that covers all files in the package?', file, 'copyright')).toBe('BSD-3-clause');
  });
  it('finds the default for "with no policy option", and reads no connecting word as the value after an option', async () => {
    expect(retrievalTerms('Which queue policy does a job get with no policy option?')).toContain('default');
    expect(
      await localAnswer(
        'Give the value passed to --mode for the safest run.',
        'Modes\n\nThe --mode option has three values. For the safest run, the value is safe.',
      ),
    ).not.toBe('option');
  });
  it('reads a chord in the column of current bindings, and no initial as an item letter', async () => {
    const actions = records([
      { name: 'close', old_shortcut: "['<Primary>q']", shortcut: "['<Primary>w']" },
      { name: 'quit', old_shortcut: "['<Primary><Shift>q']", shortcut: "['<Primary>q']" },
    ]);
    expect(answerTableQuestion('Which action is bound to Ctrl+Q?', actions)?.answer).toBe('quit');
    expect(
      await localAnswer(
        'Which letter is the option that shows which files would be copied?',
        'Notes\n\nA. Hansen wrote the code that shows which files would be copied.',
      ),
    ).not.toBe('A');
  });
});

describe('rounds 85 and 86', () => {
  const caps = table(
    [
      'capability,number,description',
      'CAP_KILL,5,Allow a process to send signals to processes of other users',
      'CAP_AUDIT_WRITE,29,Allow a process to write records to the audit log',
      'CAP_SYS_BOOT,22,Allow use of reboot() by a process',
      'CAP_AUDIT_CONTROL,30,Allow a process to configure the audit rules',
      'CAP_NICE,23,Allow a process to raise its priority',
      'CAP_AUDIT_READ,37,Allow a process to read the audit log',
    ].join('\n'),
  );
  it('breaks a tie between described rows by the rarer word ("reboot" over "allow" and "process")', () => {
    expect(answerTableQuestion('Which capability allows a process to use reboot()?', caps)?.answer).toBe('CAP_SYS_BOOT');
  });
  it('orders "from the lowest bit number to the highest" by the number column', () => {
    expect(
      answerTableQuestion('List every capability with AUDIT in its name, ordered from the lowest number to the highest, separated by commas.', caps)?.answer,
    ).toBe('CAP_AUDIT_WRITE, CAP_AUDIT_CONTROL, CAP_AUDIT_READ');
  });
  it('reads "other than So" as a value left out, "exactly three characters long" by length, and counts values labelled so', () => {
    const symbols = table(
      ['codepoint,category,css', 'U+1D100,So,k', 'U+1D101,So,kc', 'U+1D165,Mc,err', 'U+1D167,Mn,esc', 'U+1D173,Cf,cpf', 'U+1D200,So,kpt'].join('\n'),
    );
    expect(answerTableQuestion('How many of the listed characters have a general category other than So?', symbols)?.answer).toBe('3');
    expect(
      answerTableQuestion('Which css names are exactly three characters long? List them in alphabetical order, separated by commas.', symbols)?.answer,
    ).toBe('cpf, err, esc, kpt');
    const bytes = table(['byte,name', '0,CONTROL', '1,CONTROL', '64,SPACE', '65,CONTROL', '193,LATIN CAPITAL LETTER A'].join('\n'));
    expect(answerTableQuestion('How many byte values are labelled simply as CONTROL?', bytes)?.answer).toBe('3');
  });
});

describe('rounds 87 and 88', () => {
  it('compares two columns of a row: "kept the same offset", "whose code point differs from the byte value", over a range in hex', () => {
    const zones = table(['zone,offset_jan,offset_jul', 'A,+01:00,+02:00', 'B,+03:00,+03:00', 'C,+00:00,+01:00', 'D,+04:00,+04:00'].join('\n'));
    expect(answerTableQuestion('How many of the zones kept the same offset throughout the year?', zones)?.answer).toBe('2');
    const bytes = table(
      ['byte_hex,byte_dec,unicode', '0x9F,159,U+009F', '0xA0,160,U+00A0', '0xA1,161,U+0104', '0xA2,162,U+0138', '0xFF,255,U+02D9'].join('\n'),
    );
    expect(
      answerTableQuestion(
        'Looking only at bytes 0xA0 to 0xFF, how many of them map to a Unicode code point whose number differs from the byte value itself?',
        bytes,
      )?.answer,
    ).toBe('3');
  });
  it('answers the text after a code the question names, a Markdown link by its text, and a directory less a placeholder', async () => {
    const ref = [
      'GPG_ERR_NO_DATA No data',
      '',
      '    Returned when there is nothing to read.',
      '',
      'GPG_ERR_BAD_KEY Bad session key',
      '',
      '    Returned when the session key cannot be used.',
      '',
      'GPG_ERR_TIMEOUT Timeout',
      '',
      '    Returned when the card does not answer.',
    ].join('\n');
    expect(await localAnswer('What short description text goes with the error code GPG_ERR_BAD_KEY?', ref)).toBe('Bad session key');
    const page = 'DESCRIPTION\n       By convention a named reef space is an object at /run/reefns/NAME that can be opened.';
    expect(await localAnswer('By convention, in which directory do named reef spaces live as objects that can be opened?', page, 'reef.8')).toBe('/run/reefns');
  });
  it('reads an IRC server as a host, and a name not running on into a word the sentence wrote before it', async () => {
    expect(
      await localAnswer(
        "Which IRC server hosts the project's chat channel?",
        '## Contact\n\nYou can reach us via IRC at `#reef` at `irc.example.net`.',
        'README.md',
      ),
    ).toBe('irc.example.net');
    const page = 'AUTHOR\n       Original Manpage by Ada B. Winter Manpage revised by Bo Lindqvist <bo@example.org>';
    expect(await localAnswer('Who wrote the original version of this manual page?', page, 'reef.8')).toBe('Ada B. Winter');
  });
});

describe('rounds 89 and 90', () => {
  it('answers the number of the numbered step that does what the question says', async () => {
    const readme = [
      'Building inside an autotools project',
      '',
      '1) Unpack reef-*.tar.gz in the top level directory.',
      '2) Add a file "Makefile.am" to the unpacked folder.',
      '3) Add reef to the AC_CONFIG_FILES declaration in configure.ac.',
      '4) Add the reef folder to SUBDIRS in the top level Makefile.am.',
    ].join('\n');
    expect(await localAnswer('Which numbered step has you edit configure.ac? Give the step number.', readme)).toBe('3');
  });
  it('reads "replaced by an empty string" as a cell holding nothing, not a dash', () => {
    const rules = table(
      [
        'codepoint,name,replacement',
        'U+2010,HYPHEN,-',
        'U+20DD,COMBINING ENCLOSING CIRCLE,',
        'U+20DE,COMBINING ENCLOSING SQUARE,',
        'U+2122,TRADE MARK SIGN,TM',
      ].join('\n'),
    );
    expect(answerTableQuestion('How many characters in this list are simply removed, i.e. replaced by an empty string?', rules)?.answer).toBe('2');
  });
});
