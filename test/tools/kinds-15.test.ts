import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { analyseQuestion } from '../../tools/question.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, fifteenth round), each on a small text written here.

describe('tables: counts, orders and the rows a value picks', () => {
  const kilns = records([
    { kiln: 'all', fired_in: '5.008', parent: null, glazes: 40, hot: false },
    { kiln: 'ash', fired_in: '5.008', parent: null, glazes: 0, hot: true },
    { kiln: 'raku', fired_in: '5.010', parent: null, glazes: 3, hot: false },
    { kiln: 'raku::pit', fired_in: '5.012', parent: 'raku', glazes: 0, hot: true },
    { kiln: 'raku::barrel', fired_in: '5.018', parent: 'raku', glazes: 0, hot: true },
    { kiln: 'raku::sagger', fired_in: '5.014', parent: 'raku', glazes: 0, hot: false },
    { kiln: 'wood', fired_in: '5.012', parent: null, glazes: 0, hot: true },
  ]);
  it('counts the rows a value picks, never adding up the column that picks them', () => {
    expect(answerTableQuestion('How many kilns in the table were fired in 5.012?', kilns)?.answer).toBe('2');
  });
  it('counts rows where a column numbers them, never adding up the numbers', () => {
    const rows = table('row,driver,app\n1,all,Sanctuary\n2,iris,Tropics\n3,iris,Heaven\n4,all,Valley');
    expect(answerTableQuestion('How many rows in the table apply only to the iris driver?', rows)?.answer).toBe('2');
  });
  it('reads a word written with its separator ("raku::") as the prefix of several cells', () => {
    expect(answerTableQuestion('Which raku:: kiln is the only one not hot? Give the full kiln name.', kilns)?.answer).toBe('raku::sagger');
  });
  it('picks "the subcategories of X" by the column that names X on several rows when its own column has one', () => {
    expect(answerTableQuestion("Among the subcategories of the 'raku' kiln, which one was fired in the most recent version?", kilns)?.answer).toBe(
      'raku::barrel',
    );
  });
  it('ranks by spelling where the question asks for the first or last in alphabetical order', () => {
    const codes = records([
      { code: 'mun', name: 'Munda languages' },
      { code: 'znd', name: 'Zande languages' },
      { code: 'aav', name: 'Austro-Asiatic languages' },
    ]);
    expect(answerTableQuestion('What is the name of the entry whose code comes last in alphabetical order?', codes)?.answer).toBe('Zande languages');
    expect(answerTableQuestion('What is the name of the entry whose code comes first alphabetically?', codes)?.answer).toBe('Austro-Asiatic languages');
  });
  it('reads the value a row sets for a key in a cell of key=value settings', () => {
    const apps = records([
      { app: 'Viewperf', option_count: 3, options: 'vblank_mode=0; force_gl_vendor=NVIDIA Corporation; glsl_fix=true' },
      { app: 'Maya', option_count: 1, options: 'force_gl_vendor=ATI Technologies Inc.' },
    ]);
    expect(answerTableQuestion('Find the row with the largest number of options. What value does that row set for force_gl_vendor?', apps)?.answer).toBe(
      'NVIDIA Corporation',
    );
  });
  it('matches a cell value by a clipped compound the question writes out, and leaves out what comes "rather than a plain" one', () => {
    const apps = table('app,match_type\nSanctuary,executable\nMari,executable_regexp\nTropics,executable');
    expect(answerTableQuestion('Which application is matched by an executable regular expression rather than a plain executable name?', apps)?.answer).toBe(
      'Mari',
    );
  });
  it('names the rows a bare "which" asks for, not the column that ranks them', () => {
    const confs = table('file_name,priority,alias_rules\n10-sub.conf,10,0\n30-metric.conf,30,80\n45-generic.conf,45,12');
    expect(answerTableQuestion('Which fontconfig configuration file defines the most alias rules?', confs)?.answer).toBe('30-metric.conf');
  });
  it('reads a yes/no column named by its own verb, with or without a negation', () => {
    const algs = table('algorithm,needs_cryptography_package\nHS256,no\nRS256,yes\nES256,yes\nnone,no\nPS256,yes');
    expect(answerTableQuestion('How many algorithms need the cryptography package?', algs)?.answer).toBe('3');
    expect(answerTableQuestion('How many algorithms do not need the cryptography package?', algs)?.answer).toBe('2');
  });
  it('reads "of exactly +1" as one value of the numeric column, and "most negative" as the lowest', () => {
    const zones = records([
      { abbreviation: 'CET', utc_offset_hours: 1, daylight_saving: false },
      { abbreviation: 'WAT', utc_offset_hours: 1, daylight_saving: false },
      { abbreviation: 'EET', utc_offset_hours: 2, daylight_saving: false },
      { abbreviation: 'IDLW', utc_offset_hours: -12, daylight_saving: false },
      { abbreviation: 'HDT', utc_offset_hours: -9, daylight_saving: true },
      { abbreviation: 'NZDT', utc_offset_hours: 13, daylight_saving: true },
    ]);
    expect(answerTableQuestion('How many non-daylight-saving abbreviations have a UTC offset of exactly +1 hour?', zones)?.answer).toBe('2');
    expect(answerTableQuestion('Which standard-time (non-daylight-saving) abbreviation has the most negative UTC offset?', zones)?.answer).toBe('IDLW');
  });
  it('picks rows by a lowercase hexadecimal prefix the question says a cell begins with', () => {
    const classes = table('class_id_hex,device_name\n02780ada77e3,Hyper-V Video\n635161f8dbd4,Hyper-V Network Adapter\n32412632e4d4,Hyper-V SCSI');
    expect(answerTableQuestion('Which device name belongs to the class id that begins with 635161f8?', classes)?.answer).toBe('Hyper-V Network Adapter');
  });
});

describe('tables: the column a word or a form names', () => {
  it('ranks by the one plain numeric column the word after the superlative is part of', () => {
    const codes = table(
      'event_type,name,code_hex,code_decimal\nREL,REL_X,0x00,0\nLED,LED_NUML,0x00,0\nLED,LED_MAIL,0x09,9\nLED,LED_CHARGING,0x0a,10\nREL,REL_MAX,0x0f,15',
    );
    expect(answerTableQuestion('Among the LED rows, which name has the highest code?', codes)?.answer).toBe('LED_CHARGING');
  });
  it('ranks by the column that counts what "the largest number of" names', () => {
    const apps = table('app,option_count,note\nViewperf,10,bench\nMaya,1,cad\nDoom,4,game');
    expect(answerTableQuestion('Which app has the largest number of options?', apps)?.answer).toBe('Viewperf');
  });
  it('reads a count column for "how many time zones" where a word stands before the plural it names', () => {
    const zones = table('country_code,country_name,zone_count\nCA,Canada,23\nRU,Russia,26\nFR,France,1');
    expect(answerTableQuestion('How many time zones does Russia have?', zones)?.answer).toBe('26');
    expect(answerTableQuestion('According to the table, how many more time zones does Russia have than Canada?', zones)?.answer).toBe('3');
  });
  it('reads a value asked in hex from the hex column the question names', () => {
    const keysyms = records([
      { keysym: 'Cyrillic_ya', value: '0x06d1', unicode_name: 'CYRILLIC SMALL LETTER YA' },
      { keysym: 'Cyrillic_YA', value: '0x06f1', unicode_name: 'CYRILLIC CAPITAL LETTER YA' },
    ]);
    expect(answerTableQuestion('What is the keysym value (in hex, as written in the table) of the keysym for CYRILLIC SMALL LETTER YA?', keysyms)?.answer).toBe(
      '0x06d1',
    );
    expect(answerTableQuestion('What is the keysym for CYRILLIC SMALL LETTER YA?', keysyms)?.answer).toBe('Cyrillic_ya');
  });
  it('reads "the upstream files" of a Debian copyright file as its catch-all stanza', async () => {
    const copyright = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      'Upstream-Name: kiln',
      '',
      'Files: *',
      'Copyright: 2012 Ada Quill',
      'License: Expat',
      '',
      'Files: debian/*',
      'Copyright: 2014 Bo Reed',
      'License: GPL-3',
      '',
    ].join('\n');
    expect(await localAnswer('Under which licence (as named in the file) are the upstream kiln files distributed?', copyright, 'copyright')).toBe('Expat');
  });
});

describe('configuration files and environment variables', () => {
  const conf = [
    '# Kiln configuration.',
    '',
    '# module-store can be direct or a socket path.',
    'module-store = direct',
    '',
    '# expand-check check glaze rules when executing all kiln commands.',
    '# Large penalty in time if you turn this on.',
    'expand-check=0',
    '',
  ].join('\n');
  it('answers the value the line setting a key writes', async () => {
    expect(await localAnswer('What value is module-store set to in this configuration file?', conf, 'kiln.conf')).toBe('direct');
  });
  it('answers the key a comment describing the asked behaviour opens with', async () => {
    expect(await localAnswer('Which setting in this file controls whether glaze rules are checked when kiln commands run?', conf, 'kiln.conf')).toBe(
      'expand-check',
    );
  });
  it('answers the environment variable whose entry describes what is asked', async () => {
    const page = [
      'DESCRIPTION',
      '       The formats come from the file specified by the environmental variable KILNFORMATS if any.',
      '',
      'ENVIRONMENT',
      '       DISPLAY To get default display.',
      '',
      '       KILNFORMATS',
      '               Specifies the name of a file from which additional formats are',
      '               to be obtained.',
      '',
    ].join('\n');
    expect(await localAnswer('Which environment variable can point to a file of additional formats?', page)).toBe('KILNFORMATS');
  });
});

describe('text: relations a sentence states', () => {
  it('answers the right side of an arrow for "renamed to", without the qualifier the question leaves off', async () => {
    const log = ['Changes', '', 'New in 1.0.2:', '', '* Context.Debug -> Context.debug', '* Context.FunctionAuthData -> Context.functionAuthData', ''].join(
      '\n',
    );
    expect(await localAnswer('In 1.0.2, what was the Context attribute FunctionAuthData renamed to?', log)).toBe('functionAuthData');
  });
  it('answers the agent of a passive sentence that uses the question\'s verb ("tested … by Travis")', async () => {
    const guide = [
      'Contributing',
      '',
      'The code for this distribution is hosted at GitHub. All pull requests for this distribution will be automatically',
      'tested on Linux by Travis at: https://travis.example.org/kiln',
      'Results will be visible in the pull request.',
      '',
    ].join('\n');
    expect(await localAnswer('Which continuous-integration service automatically tests pull requests for kiln?', guide)).toBe('Travis');
  });
  it('answers the name a sentence says is an instance of the question\'s phrase ("X is a very powerful authoring tool")', async () => {
    const guide = ['Contributing', '', 'Dist::Zilla is a very powerful authoring tool, but requires a number of plugins.', ''].join('\n');
    expect(await localAnswer('Which authoring tool is used to manage the kiln distribution?', guide)).toBe('Dist::Zilla');
  });
  it('answers the program a sentence prefers using', async () => {
    const page = [
      'DESCRIPTION',
      '       --dim  This is a software only modification, if your hardware has support to actually change the',
      '              brightness, you will probably prefer to use kilnlight.',
      '',
    ].join('\n');
    expect(await localAnswer('Which program does the manual suggest you will probably prefer if your hardware can change the brightness?', page)).toBe(
      'kilnlight',
    );
  });
  it('answers the default value right after "default port" for a number asked, never a word after "was"', async () => {
    const readme = [
      'Port assignment',
      '',
      'The first cluster which is ever created will run on the default port 5432, and each new cluster will use the next',
      'higher free one. Then drop the default 11 cluster that was just created.',
      '',
    ].join('\n');
    expect(await localAnswer('On which port does the first cluster ever created run by default?', readme)).toBe('5432');
  });
  it('answers the name of a state without the class the question asks for ("the State of North Carolina")', async () => {
    const licence = ['General', '', 'This agreement shall be governed by the laws of the State of North Carolina and of the United States.', ''].join('\n');
    expect(analyseQuestion('The agreement is governed by the laws of which U.S. state?').head).toBe('state');
    expect(await localAnswer('The agreement is governed by the laws of which U.S. state?', licence)).toBe('North Carolina');
  });
  it('reads a date written with hyphens and a month name (15-Jul-2009) as a date, as written', async () => {
    const notes = ['Kiln 2.16 Release Notes (15-Jul-2009)', '==============================', '', 'Kilns fire faster.', ''].join('\n');
    expect(await localAnswer('On what date were the Kiln 2.16 release notes issued? Give the date as written in the title line.', notes)).toBe('15-Jul-2009');
  });
});

describe('layouts: labels at the margin after the entries of the label before', () => {
  const notes = [
    'ChangeLog between v2.15 and v2.16',
    '---------------------------------',
    '',
    'build-sys:',
    '   - add --disable-kiln  [Ada Quill]',
    '   - fix --disable-glaze  [Ada Quill]',
    'losetup:',
    '   - add --set-capacity  [Bo Reed]',
    '   - fix typo  [Cy Stone]',
    'mount:',
    '   - clean up  [Bo Reed]',
    '',
  ].join('\n');
  it('reads each label as a heading over its own entries', async () => {
    expect(await localAnswer('Which new option was added to losetup?', notes)).toBe('--set-capacity');
    expect(await localAnswer('How many change entries are listed under build-sys?', notes)).toBe('2');
  });
});

describe('files, commands, numbers in a series and sections (rounds 111-112)', () => {
  it('answers a file name with its extension for "which file", and a file over a directory for "which source file"', async () => {
    const readme = 'Building\n\nOn Unix, run make. For VMS, use make_vms.com.\n';
    expect(await localAnswer('Which file should be used to build kiln on VMS?', readme)).toBe('make_vms.com');
    const guide = 'Patches\n\nPatches specific to a running kernel should test the variable `kiln_version_code` in /proc land, from libkiln/version.c.\n';
    expect(await localAnswer('In which source file is that variable defined?', guide)).toBe('libkiln/version.c');
  });
  it('answers the number glued to the series the question names, by its gloss', async () => {
    const readme =
      'Kiln\n\nThe data format is described by RFCs 1950 to 1952 in the files rfc1950 (zlib format), rfc1951 (deflate format) and rfc1952 (gzip format).\n';
    expect(await localAnswer('Which RFC number describes the deflate format?', readme)).toBe('1951');
  });
  it('answers the backquoted command a best sentence names for "which command line"', async () => {
    const guide = '# Reporting bugs\n\nThe output of `kps --info` is often quite useful, even if the problem is not with kps itself.\n';
    expect(await localAnswer('Which kps command line does the guide say is often useful to include?', guide)).toBe('kps --info');
  });
  it('answers the other form prose writes beside the option the question names', async () => {
    const news = 'Noteworthy changes in release 1.8\n\n* kiln supports a new -q/--quiet option to suppress reports of abnormal termination.\n';
    expect(await localAnswer('Kiln 1.8 added a short option -q to suppress reports of abnormal termination. What is its long option form?', news)).toBe(
      '--quiet',
    );
  });
  it('reads no empty cell of a column that has none', () => {
    const features = table('feature,first_bundle\nsay,5.10\nstate,5.10\nindirect,none\nswitch,5.10\nmultidimensional,none');
    expect(
      answerTableQuestion('How many features in the table are not enabled by any versioned feature bundle (first_bundle is none)?', features)?.answer,
    ).toBe('2');
  });
  it("counts a document's top-level sections, and reads a root prompt's command as no heading", async () => {
    const readme = [
      'Command-line Flags',
      '==================',
      '',
      'Flags go in /etc/kiln.d.',
      '',
      'Running as Root',
      '===============',
      '',
      'Use the --no-sandbox argument:',
      '',
      '# kiln --no-sandbox',
      '',
      'Debugging',
      '=========',
      '',
      'Run kiln with --debug.',
      '',
    ].join('\n');
    expect(await localAnswer('How many titled sections (headings underlined with = signs) does the README have?', readme)).toBe('3');
  });
});

describe('settings pairs, dotted dates and upstream authors (rounds 113-114)', () => {
  it('binds each value to the column named right before "set to"', () => {
    const units = table(
      'unit,default_dependencies,stop_when_unneeded\nbasic.target,yes,no\nblockdev@.target,yes,yes\numount.target,no,yes\nshutdown.target,no,no\nexit.target,no,yes',
    );
    expect(answerTableQuestion('How many target units have default_dependencies set to no and stop_when_unneeded set to yes?', units)?.answer).toBe('2');
  });
  it('reads a date written with dots (2013.03.11) as a date, as written', async () => {
    const log = ['# Kiln 0.10 ChangeLog', '', '## 2013.03.11, Version 0.10.0 (Stable)', '', '* kiln: fire faster', ''].join('\n');
    expect(await localAnswer('On what date was Kiln version 0.10.0 released? Give the date exactly as the changelog writes it.', log)).toBe('2013.03.11');
  });
  it('answers the upstream author a Debian copyright file names under its label', async () => {
    const copyright = [
      'This package was debianized by Bo Reed <bo@example.org> on',
      'Thu,  8 Mar 2007 07:16:00 +0100.',
      '',
      'Upstream Author:',
      '  Ada Quill <ada@example.org>',
      '',
      'Copyright:',
      '  Copyright (C) 2007 Ada Quill',
      '',
    ].join('\n');
    expect(await localAnswer('According to the Debian copyright file of kiln, who is the upstream author of the software?', copyright, 'copyright')).toBe(
      'Ada Quill',
    );
  });
});

describe('defaults glossed, two-word lines and stated case (rounds 115-116)', () => {
  it('answers the quoted value glossed as the default', async () => {
    const page = [
      'OPTIONS',
      '       --json=MODE',
      '           Shows output formatted as JSON. Expects one of "short" (for the',
      '           shortest output), "pretty" (for a pretty version of the same) or "off" (to turn off JSON output, the',
      '           default).',
      '',
    ].join('\n');
    expect(await localAnswer("Which value of kilnctl's --json option is the default?", page)).toBe('off');
  });
  it('answers the word of a two-word line the question does not write', async () => {
    const tags = ['Tags for the tools', '', 's-s-d\t\t\tstart-stop-daemon', 'u-a\t\t\tupdate-alternatives', ''].join('\n');
    expect(await localAnswer('Which program does the usertag s-s-d stand for?', tags)).toBe('start-stop-daemon');
  });
  it('matches a one-letter cell in the case the question states', () => {
    const keys = table('key,char,code_point\no,ү,U+04AF\nO,Ү,U+04AE\nF,Ө,U+04E8');
    expect(answerTableQuestion('What is the code point of the character produced by the lowercase key o?', keys)?.answer).toBe('U+04AF');
    expect(answerTableQuestion('What is the code point of the character produced by the capital key O?', keys)?.answer).toBe('U+04AE');
  });
});

describe('marks named in words, cases as written and words that name every row (rounds 117-118)', () => {
  const keymap = table('key_sequence,char,codepoint\nowr,ở,U+1EDF\nOWR,Ở,U+1EDE\na\\\\,a,U+0061\naw,ă,U+0103\nd\\\\,d,U+0064');
  it('reads "end with a backslash" as cells ending with that mark', () => {
    expect(answerTableQuestion('How many key sequences in the table end with a backslash?', keymap)?.answer).toBe('2');
  });
  it('matches a value in the case the question writes it where the column holds both', () => {
    expect(answerTableQuestion('What is the code point of the character typed with the key sequence owr?', keymap)?.answer).toBe('U+1EDF');
  });
  it("reads no rows out by a word every row's constant begins with", () => {
    const types = table(
      'constant,message_type,description\nAUDIT_GET,1000,Get status\nAUDIT_USER,1005,Audit message from user space\nAUDIT_LOGIN,1006,Define the login id\nAUDIT_SYSCALL,1300,Syscall event\nAUDIT_PATH,1302,Filename path information',
    );
    expect(answerTableQuestion('How many audit message types in the table have a number between 1300 and 1399 inclusive?', types)?.answer).toBe('2');
  });
});

describe('two values compared by their rows, holders after "by", numbers of a series (rounds 119-120)', () => {
  it('answers which of two values named in one column is on more rows', () => {
    const models = table('manufacturer,model_keyword\nXerox,docuprint\nXerox,phaser\nXerox,workcentre\nApple,stylewriter\nApple,laserwriter\nHP,deskjet');
    expect(
      answerTableQuestion('In the printer model keyword table, which of the two manufacturers, Xerox or Apple, has more model keywords?', models)?.answer,
    ).toBe('Xerox');
    expect(answerTableQuestion('Which of the two manufacturers, Xerox or Apple, has fewer model keywords?', models)?.answer).toBe('Apple');
  });
  it('answers the holder without the "by" a copyright line writes before the name', async () => {
    const copyright = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      '',
      'Files: *',
      'Copyright: 1995-2022 Jean-loup Gailly and Mark Adler',
      'License: Zlib',
      '',
      'Files: amiga/Makefile.pup',
      'Copyright: by Andreas R. Kleinert',
      'License: Zlib',
      '',
    ].join('\n');
    expect(await localAnswer('Who holds the copyright on the Amiga makefile (amiga/Makefile.pup)?', copyright, 'copyright')).toBe('Andreas R. Kleinert');
  });
  it('answers the number glued to the series with a hyphen and leading zeros ("pep-0668", "PEP-668")', async () => {
    const readme = [
      'README.venv',
      '',
      'Debian declares its Python install to be externally managed [0].',
      '',
      '[0]: https://peps.python.org/pep-0668/',
      '',
    ].join('\n');
    expect(await localAnswer('Which PEP number does the README cite for the externally managed mechanism?', readme)).toBe('668');
  });
});
