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
