import { describe, expect, it } from 'vitest';
import { entryTable } from '../../tools/entries.js';
import { analyseQuestion, retrievalTerms } from '../../tools/question.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { treeAnswer, treeOf, withAncestors } from '../../tools/table-tree.js';
import { termEntries } from '../../tools/term-lists.js';
import { jsonTable, textTables } from '../../tools/table.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, tenth round), each on a small text written here.

describe('configuration files: comment blocks, aligned value lists, defaults', () => {
  const conf = [
    '#',
    '# Sample settings for the quillfeed daemon.',
    '#',
    '',
    '#',
    '# Transport: how quillfeed reaches the upstream server.',
    '#',
    '# Possible values:',
    '#',
    '#     Plain        - Send everything in the clear',
    '#     Sealed       - Wrap each batch in an envelope',
    '#     Mirrored     - Copy every batch to the standby server',
    '#     AskFirst     - Prompt before each connection',
    '#',
    '# The default value is "Sealed".  It can also be set with the',
    '# QUILL_TRANSPORT environment variable.',
    '#',
    '',
    '#Transport Plain',
    '#Transport Sealed',
    '',
    '#',
    '# Upstream: the server to feed.  The protocol revision (3.1 by default,',
    '# can be 2.0) can be given after the host name.',
    '#',
    '',
    '#Upstream feed.example.org',
    '',
  ].join('\n');
  it('reads the aligned list inside a comment block as entries, each with the line that introduces the list', () => {
    const entries = termEntries(conf).filter((e) => e.label);
    expect(entries.map((e) => [e.term, e.description, e.label])).toEqual([
      ['Plain', 'Send everything in the clear', 'Possible values'],
      ['Sealed', 'Wrap each batch in an envelope', 'Possible values'],
      ['Mirrored', 'Copy every batch to the standby server', 'Possible values'],
      ['AskFirst', 'Prompt before each connection', 'Possible values'],
    ]);
  });
  it('answers which value gives the behaviour the question describes', async () => {
    expect(await localAnswer('Which Transport value should I pick if I want a copy of every batch on the standby server?', conf, 'quillfeed.conf')).toBe(
      'Mirrored',
    );
  });
  it('takes "leave the X setting unset" for a question about the default, and the value is a word, not a number', async () => {
    expect(analyseQuestion('If I leave the Transport setting unset, what value is used?').type).toBe('text');
    expect(await localAnswer('If I leave the Transport setting unset in this file, what value is used?', conf, 'quillfeed.conf')).toBe('Sealed');
  });
  it('reads the value right before "by default"', async () => {
    expect(await localAnswer('Which protocol revision does quillfeed use by default when it talks to the upstream server?', conf, 'quillfeed.conf')).toBe(
      '3.1',
    );
  });
  it('keeps "value" a number where the question says so', () => {
    expect(analyseQuestion('What numeric value does the module give QUILL_MAX?').type).toBe('number');
    expect(analyseQuestion('What is the largest value in the size list?').type).toBe('number');
  });
  it('takes no verb before "by default" for a value, and no word for a count', async () => {
    const text = ['The spooler does not compress by default, and keeps at most 12 batches in memory.', '', 'Older releases kept fewer batches.', ''].join('\n');
    expect(await localAnswer('By default, what does the spooler not do?', text)).not.toBe('compress');
    const counted = ['Since 4.0, pipelining is enabled by default.', '', 'By default 48 requests may be in flight at once.', ''].join('\n');
    expect(await localAnswer('By default, how many requests may be in flight at once?', counted)).toBe('48');
  });
  it('gives a spelled-out number as digits for a value asked', async () => {
    const text = 'A tier may be omitted, in which case zero is assumed.\n';
    expect(await localAnswer('If a record has no tier, what tier value is assumed?', text)).toBe('0');
  });
  it('leaves a list whose rows do not line up to the other readers', () => {
    const list = [
      '  quillpack needs these libraries, built in this order:',
      '',
      '    libquill     (https://example.org/libquill/)',
      '    libquill-extra (https://example.org/libquill-extra/)',
      '    libfeather   (https://example.org/libfeather/)',
      '    libnib       (https://example.org/libnib/)',
      '',
    ].join('\n');
    // The second row's text starts in another column: no row after the first is an entry of its own.
    expect(termEntries(list).map((e) => e.term)).toEqual(['libquill']);
  });
});

describe('git logs as tables of commits', () => {
  const log = [
    'commit 5d1c0f3a9e2b7c4d8f6a1b3e5c7d9f0a2b4c6d8e',
    'Author: Mara Quint <mara@example.org>',
    'Date:   Tue Mar 4 10:12:00 2014 +0100',
    '',
    '    quillpack 1.2.0',
    '    ',
    '    Signed-off-by: Mara Quint <mara@example.org>',
    '',
    'commit 9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b',
    'Author: Teo Brandt <teo@example.org>',
    'Date:   Sun Feb 2 18:40:11 2014 +0100',
    '',
    '    Fix a leak in the nib parser',
    '',
    'commit 1f2e3d4c5b6a7980a1b2c3d4e5f60718293a4b5c',
    'Author: Mara Quint <mara@example.org>',
    'Date:   Wed Oct 9 09:00:00 2013 +0200',
    '',
    '    configure.ac: Bump to 1.1.9',
    '',
    'commit 0a1b2c3d4e5f60718293a4b5c6d7e8f901234567',
    'Author: Ida Lorne <ida@example.org>',
    'Date:   Mon Jan 7 12:00:00 2013 +0000',
    '',
    '    Initial import',
    '',
  ].join('\n');
  it('reads one row per commit: its date, author and e-mail, and the version a release subject names', () => {
    const t = entryTable(log)!;
    expect(t.columns).toEqual(['date', 'version', 'author', 'email', 'text']);
    expect(t.rows.map((r) => [r.date, r.version, r.author])).toEqual([
      ['2014-03-04', '1.2.0', 'Mara Quint'],
      ['2014-02-02', '', 'Teo Brandt'],
      ['2013-10-09', '1.1.9', 'Mara Quint'],
      ['2013-01-07', '', 'Ida Lorne'],
    ]);
  });
  it('answers who made the oldest commit, and the date of the commit that released a version', async () => {
    expect(await localAnswer('Who authored the oldest commit recorded in this change log?', log, 'ChangeLog')).toBe('Ida Lorne');
    expect(await localAnswer('On what date was the commit that released quillpack 1.2.0 made? Answer as YYYY-MM-DD.', log, 'ChangeLog')).toBe('2014-03-04');
  });
  it('is no git log without the header lines under "commit"', () => {
    expect(entryTable(log.replace(/^Date:.*$/gm, ''))).toBeNull();
  });
});

describe('tables whose rows point to a parent row', () => {
  const lands = table(
    [
      'code,name,type,parent',
      'QL-N,Northmarch,Region,',
      'QL-S,Southmarch,Region,',
      'QL-01,Ashford,District,N',
      'QL-02,Brackwater,District,N',
      'QL-03,Cindervale,District,N',
      'QL-04,Dunmere,District,S',
      'QL-05,Most Hollow,District,S',
      'QL-06,Fallowby,District,S',
      'QL-07,Glimmerton,District,S',
      'QL-E,Eastreach,Region,',
      'QL-08,Harrowgate,District,E',
    ].join('\n'),
  );
  it('finds the column that points to other rows, their keys written without the shared prefix', () => {
    expect(treeOf(lands)).toMatchObject({ key: 'code', parent: 'parent', name: 'name', type: 'type' });
    expect(treeOf(table('code,name,size\nA,Ash,1\nB,Birch,2\nC,Cedar,3\nD,Deal,4'))).toBeNull();
  });
  it('answers the region a district belongs to', () => {
    expect(treeAnswer('Dunmere is a district of which region?', lands)?.answer).toBe('Southmarch');
    expect(answerTableQuestion('Which region is the district of Most Hollow part of?', lands)?.answer).toBe('Southmarch');
  });
  it("counts and lists a row's children of the kind asked", () => {
    expect(treeAnswer('How many districts have the Northmarch region as their parent?', lands)?.answer).toBe('3');
    expect(treeAnswer('Name the districts belonging to Southmarch, in alphabetical order, separated by commas.', lands)?.answer).toBe(
      'Dunmere, Fallowby, Glimmerton, Most Hollow',
    );
  });
  it('finds the row with the most children, and counts the rows with exactly n', () => {
    expect(treeAnswer('Which region has the largest number of districts under it?', lands)?.answer).toBe('Southmarch');
    expect(treeAnswer('How many regions contain exactly one district?', lands)?.answer).toBe('1');
  });
  it('brings the ancestors of the rows a search keeps, so the reasoner can climb', () => {
    expect(withAncestors(lands, [6])).toEqual([1, 6]);
  });
  it('answers nothing about a table that is no tree, or a question about no row', () => {
    expect(treeAnswer('Which region has the largest number of districts under it?', table('name,type\nA,Region\nB,District\nC,District'))).toBeNull();
    expect(treeAnswer('Which region is the district of Zeta part of?', lands)).toBeNull();
  });
});

describe('change logs of dated release lines', () => {
  const log = [
    'See the repository for details.',
    '',
    '2021-06-01: v2.3.0',
    '* Add Plan 9 support for the nib reader',
    '* Fix a leak in the quill pool',
    '',
    '2021-02-11: v2.2.1',
    '* Bug fixes',
    '',
    '2020-09-30: v2.2.0',
    '* Add support for thread names on Plan 9 and Redox',
    '* First quillpack release under the new name',
    '',
    '2019-12-24: v2.1.0 release',
    ' * Bug fixes',
    ' * Speed up the nib parser',
    '',
    '2019-03-03: v2.0.0 release',
    ' * First public beta release',
    '',
  ].join('\n');
  it('reads "2021-06-01: v2.3.0" over its list as a release, and its one item as no heading', async () => {
    expect(
      await localAnswer('What is the version number of the oldest release recorded in this changelog? Give it without the leading v.', log, 'changelog'),
    ).toBe('2.0.0');
    expect(await localAnswer('How many releases in this changelog came out during 2021?', log, 'changelog')).toBe('2');
  });
  it('finds the release that first did something by what it did, not by the words that frame the question', async () => {
    expect(await localAnswer('On what date was the release that first added support for Plan 9 published? Answer as YYYY-MM-DD.', log, 'changelog')).toBe(
      '2020-09-30',
    );
  });
  it('keeps the framing words where they name the release, and for questions not asking when', () => {
    expect(retrievalTerms('On what date was the release that first added support for Plan 9 published?')).not.toContain('first');
    expect(retrievalTerms('How many days passed between the release described as the first quillpack release and the next?')).toContain('first');
    expect(retrievalTerms('Who wrote the original release that OpenSSH was derived from?')).toContain('release');
  });
});

describe('tables under a ruled header, as manual pages draw them', () => {
  const page = [
    'NOTES',
    '   Names',
    '       The name of the blob varies across platforms:',
    '',
    '       platform   blob name',
    '       ─────────────────────────────',
    '       alpha      libblob.so.1',
    '       beta       libblob.so.1',
    '       gamma/32   libblob32.so.1',
    '       gamma/64   libblob64.so.1',
    '       delta      libblob.so.1',
    '',
    '   gamma/32 entry points',
    '       The table below lists the symbols the blob exports.',
    '',
    '       symbol                 version',
    '       ────────────────────────────────',
    '       __blob_open            BLOB_1.0',
    '       __blob_read            BLOB_1.0',
    '       __blob_stat64          BLOB_2.3',
    '       __blob_close           BLOB_1.0',
    '',
    '   delta entry points',
    '       The table below lists the symbols the blob exports.',
    '',
    '       symbol                 version',
    '       ────────────────────────────────',
    '       __blob_open            BLOB_1.1',
    '       __blob_seek            BLOB_1.0',
    '',
    '       offset   function',
    '       ──────────────────────────',
    '       00b0     blob_entry (fast path)',
    '       00e0     blob_set_tag (used by libc)',
    '',
  ].join('\n');
  it('reads the rows under the header, however few the columns, titled by the heading over them', () => {
    const tables = textTables(page);
    expect(tables.map((t) => [t.columns, t.rows.length, t.title])).toEqual([
      [['platform', 'blob name'], 5, 'Names'],
      [['symbol', 'version'], 4, 'gamma/32 entry points'],
      [['symbol', 'version'], 2, 'delta entry points'],
      [['offset', 'function'], 2, 'delta entry points'],
    ]);
  });
  it('answers lookups, counts and exclusions from the table the question names, under the heading it names', async () => {
    expect(await localAnswer('What name does the blob have on the gamma/64 platform?', page, 'blob.7.txt')).toBe('libblob64.so.1');
    expect(await localAnswer('How many platforms use the blob name libblob.so.1?', page, 'blob.7.txt')).toBe('3');
    expect(await localAnswer('Among the symbols exported on gamma/32, which one has a version other than BLOB_1.0?', page, 'blob.7.txt')).toBe('__blob_stat64');
  });
  it('gives an identifier without the note in brackets after it in its cell', async () => {
    expect(await localAnswer('Which function lives at offset 00e0?', page, 'blob.7.txt')).toBe('blob_set_tag');
  });
  it('needs the rule: two runs of words in justified prose are no table', () => {
    expect(textTables(page.replace(/─+/g, ''))).toEqual([]);
  });
});

describe('record sets as JSON, with what the document says of all of them', () => {
  const doc = JSON.stringify({
    block: 'Quill Marks',
    range: 'U+2E00..U+2E0F',
    marks: [
      { codepoint: 'U+2E00', character: 'a', name: 'QUILL MARK PLAIN', width: 'N', lower: null },
      { codepoint: 'U+2E01', character: 'b', name: 'QUILL MARK RED NIB', width: 'W', lower: 'U+2E04' },
      { codepoint: 'U+2E02', character: 'c', name: 'QUILL MARK FEATHER', width: 'N', lower: null },
      { codepoint: 'U+2E03', character: 'd', name: 'QUILL MARK BLOT', width: 'N', lower: null },
      { codepoint: 'U+2E04', character: 'e', name: 'QUILL MARK SMALL NIB', width: 'N', lower: null },
      { codepoint: 'U+2E06', character: 'f', name: 'QUILL MARK ORCHID', width: 'N', lower: null },
    ],
  });
  it("keeps the document's range as a column of every record, and counts the numbers of the range no record has", async () => {
    const t = jsonTable(doc)!;
    expect(t.columns).toContain('range');
    expect(t.rows.every((r) => r.range === 'U+2E00..U+2E0F')).toBe(true);
    expect(
      await localAnswer('The file gives the code point range of the block. How many code points in that range have no mark listed?', doc, 'marks.json'),
    ).toBe('10');
  });
  it('finds a row by a word of its name, whichever rows a search kept', async () => {
    expect(await localAnswer('What is the code point of the orchid mark? Answer in the U+XXXX form used in the file.', doc, 'marks.json')).toBe('U+2E06');
  });
  it('takes the value all but one row share for no filter: the exception is the one without it', async () => {
    expect(await localAnswer('All of these marks but one have a width of N. Which mark is the exception? Give its name.', doc, 'marks.json')).toBe(
      'QUILL MARK RED NIB',
    );
  });
  it('answers with the column the question says to give: "the name of the character", "give its name"', async () => {
    expect(
      await localAnswer('Find the character at U+2E01 and follow its lower mapping. What is the name of the character it maps to?', doc, 'marks.json'),
    ).toBe('QUILL MARK SMALL NIB');
  });
});

describe('table phrasings of the tenth round', () => {
  const lands = table(
    [
      'country,code,name,type,parent',
      'Quillia,QL-A,Ashmark,Division,',
      'Quillia,QL-01,Ashmark,District,QL-A',
      'Quillia,QL-02,Birchden,District,QL-A',
      'Quillia,QL-03,Cole and Vale,District,QL-A',
      'Quillia,QL-B,Brandholm,Division,',
      'Quillia,QL-04,Sandholm,District,QL-B',
      'Quillia,QL-05,Port and Reach,Union territory,',
      'Quillia,QL-06,Candlewick,Union territory,',
      'Nibland,NB-01,Andover,Province,',
      'Nibland,NB-02,Eastwick,Province,',
      'Nibland,NB-03,Saltmere,Municipality,',
      'Nibland,NB-04,Hollow Isles,Special region,',
    ].join('\n'),
  );
  it("reads 'the Ashmark division' as the division, where a district has the same name, and counts its districts", () => {
    expect(answerTableQuestion("How many of Quillia's districts fall under the Ashmark division?", lands)?.answer).toBe('3');
  });
  it('takes what the question calls the document for no value ("this list of Quillian subdivisions")', () => {
    expect(
      answerTableQuestion('How many union territories does Quillia have according to this list of Quillian and Niblander subdivisions?', lands)?.answer,
    ).toBe('2');
  });
  it('matches "the word and" whole, and answers with the column a sorted instruction names', () => {
    expect(
      answerTableQuestion(
        'Which Quillia union territories have the word "and" in their names? Give their codes, sorted alphabetically and separated by commas.',
        lands,
      )?.answer,
    ).toBe('QL-05');
  });
  it('leaves out both values of "neither … nor"', () => {
    expect(answerTableQuestion('How many of the Nibland subdivisions are neither a province nor a municipality?', lands)?.answer).toBe('1');
  });
  it('reads the column of an instruction "in the U+XXXX form used in the file"', () => {
    const marks = table(['codepoint,name,value', 'U+2E00,MARK ONE,1', 'U+2E01,MARK TEN,10', 'U+2E02,MARK FIVE,5'].join('\n'));
    expect(answerTableQuestion('Which mark has the largest value? Give its code point in the U+XXXX form used in the file.', marks)?.answer).toBe('U+2E01');
  });
});

describe('groups, words of names and pairs of long names', () => {
  const options = table(
    ['group,option', 'caps,caps:swap', 'caps,caps:none', 'nib,nib:left', 'ink,ink:red', 'ink,ink:blue', 'ink,ink:black', 'blot,blot:on'].join('\n'),
  );
  it('lists or counts the groups with exactly n rows', () => {
    expect(answerTableQuestion('Which groups offer exactly one option? Give the group names in alphabetical order, comma-separated.', options)?.answer).toBe(
      'blot, nib',
    );
    expect(answerTableQuestion('How many groups have exactly two options?', options)?.answer).toBe('1');
  });
  const marks = table(
    [
      'code,name',
      'U+1,QUILL SIGN FOR CRUCIBLE',
      'U+2,QUILL SIGN FOR CRUCIBLE-2',
      'U+3,QUILL SIGN FOR SALT',
      'U+4,QUILL SIGN FOR IRON',
      'U+5,QUILL SIGN FOR COPPER',
      'U+6,QUILL SIGN FOR TIN',
    ].join('\n'),
  );
  it('counts the rows whose name holds the word before the noun counted, only where some rows do', () => {
    expect(answerTableQuestion('How many different crucible signs are listed?', marks)?.answer).toBe('2');
    // Every row holds "quill": no filter, all six counted.
    const all = answerTableQuestion('How many different quill signs are listed?', marks);
    expect(all?.answer).toBe('6');
    expect(all?.why).not.toMatch(/holds the word/);
  });
  it('reads two long names each by its last words, for a difference', () => {
    const bytes = table(['byte,name', '168,QUILL CAPITAL LETTER IO', '184,QUILL SMALL LETTER IO', '170,QUILL CAPITAL LETTER UKRAINIAN IE'].join('\n'));
    expect(answerTableQuestion('What is the difference between the byte values of the small letter IO and the capital letter IO?', bytes)?.answer).toBe('16');
  });
});

describe('more of the tenth round: bracketed names, bars between columns, abbreviated columns, asked order', () => {
  const regions = table(
    [
      'code,name,type,parent_code',
      'QL-05,Bicorn (Region V),Region,',
      'QL-ALB,Albus,Province,QL-05',
      'QL-CAN,Canter,Province,QL-05',
      'QL-14,Autonomous Region in Quill Marsh (ARQM),Region,',
      'QL-SUL,Sulo,Province,QL-14',
      'QL-TAW,Tawny,Province,QL-14',
      'QL-41,Mimosa (Region IV-B),Region,',
      'QL-PLW,Palma,Province,QL-41',
    ].join('\n'),
  );
  it('names a row by its name less the note in brackets, and a kind word inside a name names no kind', () => {
    expect(treeAnswer('How many provinces belong to the Bicorn region?', regions)?.answer).toBe('2');
    expect(treeAnswer('Which provinces fall under the Autonomous Region in Quill Marsh? List their names in alphabetical order.', regions)?.answer).toBe(
      'Sulo, Tawny',
    );
    expect(treeAnswer('What is the full name of the region that Palma belongs to, as written in the file?', regions)?.answer).toBe('Mimosa (Region IV-B)');
  });
  const page = [
    'DESCRIPTION',
    '       Following is a list of suffixes.',
    '                    │',
    '       Suffix       │ File type',
    '       ─────────────├──────────────────────────',
    '       .cf          │ configuration file',
    '       .F           │ Fortran source with cpp(1) directives',
    '                    │ or file compressed using freeze',
    '       .mgp         │ MagicPoint file',
    '',
    '       .conf        │ configuration file',
    "       .w           │ Silvio Levi's CWEB",
    '',
    'SEE ALSO',
    '       file(1)',
  ].join('\n');
  it('reads a ruled table with vertical bars, its continuation lines and a page break inside', () => {
    const [t] = textTables(page);
    expect(t!.columns).toEqual(['Suffix', 'File type']);
    expect(t!.rows.map((r) => r.Suffix)).toEqual(['.cf', '.F', '.mgp', '.conf', '.w']);
    expect(t!.rows[1]!['File type']).toBe('Fortran source with cpp(1) directives or file compressed using freeze');
  });
  it('answers from it', async () => {
    expect(await localAnswer('What kind of file is indicated by the .mgp suffix?', page, 'suffixes.7.txt')).toBe('MagicPoint file');
    expect(await localAnswer('How many different suffixes are described simply as "configuration file"?', page, 'suffixes.7.txt')).toBe('2');
  });
  const bytes = table(
    ['byte_hex,byte_dec,name', '0xB9,185,SUPERSCRIPT ONE', '0xBA,186,SUPERSCRIPT THREE', '0xBB,187,SUPERSCRIPT TWO', '0xBE,190,YEN SIGN'].join('\n'),
  );
  it('reads "in decimal" as the column that shortens it, and gives named rows in the order asked', () => {
    expect(answerTableQuestion('Which byte value, in decimal, stands for the yen sign?', bytes)?.answer).toBe('190');
    expect(
      answerTableQuestion('Give the decimal byte values for superscript one, superscript two and superscript three, in that order, separated by commas.', bytes)
        ?.answer,
    ).toBe('185, 187, 186');
  });
});

describe('copyright files and abbreviations of the tenth round', () => {
  const copyright = [
    'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
    'Upstream-Name: quillrpc',
    '',
    'Files: *',
    'Copyright: 2005 Quill Works S.A',
    'License: BSD-3-Clause',
    '',
    'Files: debian/*',
    'Copyright: 2009 Ana Ruiz <ana@example.org>',
    '           2022 Tom Berg <tom@example.org>',
    'License: GPL-2',
    '',
    'Files: src/nib.c',
    'Copyright: 1987 Nib Systems',
    'License: BSD-3-Clause',
    '',
    'License: BSD-3-Clause',
    ' Redistribution and use in source and binary forms are permitted.',
    '',
    'License: GPL-2',
    ' On Debian systems, see /usr/share/common-licenses/GPL-2.',
    '',
  ].join('\n');
  it('reads "the files not covered by a more specific entry" as the stanza of "Files: *"', async () => {
    expect(
      await localAnswer(
        "Going by this copyright file, which organisation holds the copyright on all the package's files that are not covered by a more specific entry?",
        copyright,
        'copyright',
      ),
    ).toBe('Quill Works S.A');
  });
  it('gives the holder of "the more recent year" in a stanza of two', async () => {
    expect(
      await localAnswer(
        'Two people are credited with copyright on the Debian packaging files (debian/*). Which of them is credited with the more recent year?',
        copyright,
        'copyright',
      ),
    ).toBe('Tom Berg');
  });
  it('expands an abbreviation whose parts are joined by a hyphen', async () => {
    const readme = 'This repository holds the interface of\nQP-RPC (Quill Pen Remote Procedure Call) — the core of the stack.\n';
    expect(await localAnswer('What does the abbreviation QP-RPC stand for?', readme, 'README.md')).toBe('Quill Pen Remote Procedure Call');
  });
});

describe('sets named by a yes/no column, holders counted in a stanza, a demonstrative head', () => {
  it('counts the rows "not in the guaranteed set" from a true/false column', () => {
    const algorithms = table(['name,guaranteed', 'quill1,true', 'quill2,true', 'nib3,false', 'nib4,false', 'nib5,false'].join('\n'));
    expect(answerTableQuestion('How many of the available algorithms are not in the guaranteed set?', algorithms)?.answer).toBe('3');
    expect(answerTableQuestion('How many of the available algorithms are in the guaranteed set?', algorithms)?.answer).toBe('2');
  });
  it('counts the holders "named as copyright holders in the default entry"', async () => {
    const copyright = [
      'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/',
      '',
      'Files: *',
      'Copyright: 2007-2014 Ana Ruiz <ana@example.org>',
      '           2008 Tom Berg <tom@example.org>',
      '           2010 Ida Lorne <ida@example.org>',
      'License: GPL-2+',
      '',
      'Files: lib/*',
      'Copyright: 2009 Mara Quint <mara@example.org>',
      'License: LGPL-2.1+',
      '',
    ].join('\n');
    expect(
      await localAnswer(
        'How many people are named as copyright holders in the default entry that covers all files not listed separately?',
        copyright,
        'copyright',
      ),
    ).toBe('3');
  });
  it('reads "What is that maximum?" as asking for the maximum, a number', () => {
    expect(analyseQuestion('Positions above a certain maximum are no longer reported. What is that maximum?')).toMatchObject({
      head: 'maximum',
      type: 'number',
    });
    // Not where more words follow: "that branch name" is read as before, a text.
    expect(analyseQuestion('What is that branch name?')).toMatchObject({ head: null, type: 'text' });
  });
});

describe('places the rules of this round must not fire (review of the round)', () => {
  it('takes no negated, place or plain word before "by default" for a default', async () => {
    const text = [
      'Compression is not enabled by default.',
      '',
      'It can be turned on with the -z flag.',
      '',
      'The firewall package is installed on Ubuntu by default, but its rules are empty.',
      '',
    ].join('\n');
    expect(await localAnswer('What is the default compression setting?', text)).not.toBe('enabled');
    expect(await localAnswer('What rules does the firewall have by default?', text)).not.toBe('Ubuntu');
  });
  it('reads "never pass" as advice, not as a question about a default', async () => {
    const text = 'Never pass a pointer that was not returned by foo_open(); the default behaviour is abort.\n';
    expect(await localAnswer('What must you never pass to foo_free()?', text)).not.toBe('abort');
  });
  const districts = table(
    [
      'name,division,area,coastal',
      'Tangail,Dhaka,3400,no',
      'Gazipur,Dhaka,1800,no',
      'Bogura,Rajshahi,2900,no',
      'Naogaon,Rajshahi,3400,no',
      'Khulna,Khulna,4400,yes',
      'Bagerhat,Khulna,3900,yes',
    ].join('\n'),
  );
  it('keeps a cell named inside "this list of …"', () => {
    expect(answerTableQuestion('Which district has the largest area in this list of districts of Dhaka division?', districts)?.answer).toBe('Tangail');
  });
  it('negates only the values "neither … nor" joins', () => {
    expect(answerTableQuestion('Which districts that are neither Tangail nor Gazipur lie in Rajshahi division?', districts)?.answer).toBe('Bogura, Naogaon');
  });
  it('takes "Name the X" for no column to give', () => {
    const signals = table(['signal,action', 'SIGHUP,Term', 'SIGINT,Term', 'SIGTERM,Term', 'SIGSTOP,Stop'].join('\n'));
    expect(answerTableQuestion('Name the signals with the same action as SIGTERM.', signals)?.answer).toBe('SIGHUP, SIGINT');
  });
  it('counts groups of n only when nothing qualifies the rows counted', () => {
    const items = table(['category,status', 'fruit,deprecated', 'fruit,active', 'nut,deprecated', 'nut,active', 'nut,active', 'veg,active'].join('\n'));
    expect(answerTableQuestion('Which categories have exactly one deprecated item?', items)?.why ?? '').not.toMatch(/with exactly 1 rows/);
  });
  it('reads no release from a dependency bump, a git date in RFC form, and a long author line quickly', () => {
    const log = (subject: string, date: string, author = 'Ann Lee <ann@example.org>'): string =>
      `commit ${'a'.repeat(40)}\nAuthor: ${author}\nDate:   ${date}\n\n    ${subject}\n`;
    const t = entryTable(
      [
        log('Bump lodash from 4.17.15 to 4.17.21', 'Wed, 2 Apr 2014 20:02:00 +0200'),
        log('quill 1.2.0', 'Tue, 1 Apr 2014 10:00:00 +0200'),
        log('Fix a leak', 'Mon, 31 Mar 2014 10:00:00 +0200'),
      ].join('\n'),
    )!;
    expect(t.rows.map((r) => [r.date, r.version])).toEqual([
      ['2014-04-02', ''],
      ['2014-04-01', '1.2.0'],
      ['2014-03-31', ''],
    ]);
    const started = performance.now();
    entryTable(
      [log('a', 'Mon, 31 Mar 2014 10:00:00 +0200', `a${' '.repeat(100_000)}b`), log('b', 'Mon, 31 Mar 2014'), log('c', 'Mon, 31 Mar 2014')].join('\n'),
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });
  it('leaves the words of the relative clause in a release question, and drops only the format', () => {
    expect(retrievalTerms('In which version that added the --date option was the format changed?')).toContain('date');
    expect(retrievalTerms('When was the release that first added pane border text? Give the date as written (DD Month YYYY).')).not.toContain('dd');
  });
});

describe('the last kinds of the round', () => {
  it('reads "the character name" as the name column where the character column holds single characters', () => {
    const chars = table(['code_point,character,name', 'U+1F600,a,GRINNING QUILL', 'U+1F601,b,WINKING QUILL', 'U+1F637,c,QUILL WITH MASK'].join('\n'));
    expect(answerTableQuestion('What is the character name of U+1F637?', chars)?.answer).toBe('QUILL WITH MASK');
  });
  it('counts the rows whose list cell has "at least one" item', () => {
    const devices = records([
      { vendor: 'A', device: 'alpha', models: [] },
      { vendor: 'A', device: 'beta', models: ['x'] },
      { vendor: 'B', device: 'gamma', models: ['y', 'z'] },
      { vendor: 'B', device: 'delta', models: [] },
    ]);
    expect(answerTableQuestion('How many of the listed devices have at least one model?', devices)?.answer).toBe('2');
  });
  it('subtracts two counts: "how many more cantons does A have than B has states"', () => {
    const lands = table(
      ['country,code,type', 'Quillia,Q-1,Canton', 'Quillia,Q-2,Canton', 'Quillia,Q-3,Canton', 'Nibland,N-1,State', 'Nibland,N-2,Canton'].join('\n'),
    );
    expect(answerTableQuestion('How many more cantons does Quillia have than Nibland has states?', lands)?.answer).toBe('2');
  });
  it('reads the default from the entry of the option a question names as written ("If I don\'t pass -T")', async () => {
    const page = [
      'OPTIONS',
      '     -t type',
      '             Specify the type of key. The default is rsa.',
      '',
      '     -T timeout',
      '             Set the timeout for connection attempts. The de‐',
      '             fault is 5 seconds.',
      '',
      'EXAMPLES',
      '     The keys of 1,000 hosts can be collected in tens of seconds.',
      '',
    ].join('\n');
    expect(await localAnswer("If I don't pass -T, how many seconds will the tool wait before giving up on a host?", page, 'keyscan.1')).toBe('5');
  });
});

describe('places the last kinds must not fire (second review)', () => {
  const medals = table(['country,gold,silver,bronze', 'Norway,16,8,13', 'Sweden,8,5,5', 'Finland,2,2,4'].join('\n'));
  it('subtracts two rows only where each side names a row whole', () => {
    expect(answerTableQuestion('How many more gold medals does Norway have than silver medals?', medals)?.answer).not.toBe('-10');
    const wins = table(['team,year,wins', 'A,2019,10', 'A,2020,3', 'B,2019,7', 'B,2020,9'].join('\n'));
    expect(answerTableQuestion('How many more wins did A have than B in 2019?', wins)?.answer).not.toBe('6');
  });
  it('reads the default of the option asked about, not of another option the question names', async () => {
    const page = [
      'OPTIONS',
      '     -T timeout',
      '             Wait this long for a mirror. The default is 30 seconds.',
      '',
      '     -v, --verbose',
      '             Say more. Off by default.',
      '',
    ].join('\n');
    expect(await localAnswer('What is the default timeout when -v is given?', page, 'fetchit.1')).toBe('30');
  });
});
