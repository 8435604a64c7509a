import { describe, expect, it } from 'vitest';
import { analyseQuestion, mainWh } from '../../tools/question.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { sentences } from '../../tools/text.js';
import { configTable } from '../../tools/config.js';
import { localAnswer } from '../helpers/local-chain.js';

// Kinds of question the engine generalises to (issue 18, fourth round), each on a small text written here.

const answer = localAnswer;

describe('the answer type comes from the wh-word the question asks with', () => {
  it('takes the first wh-word of the asking sentence, after an opening phrase too', () => {
    expect(mainWh('In the sample letter that the guide suggests, who is named as the sender?')).toBe('who');
    expect(mainWh('Which method did the kiln adopt when many pots are fired?')).toBe('which');
    expect(mainWh('The log lists two dates. When was the first firing?')).toBe('when');
  });
  it('does not make a date of a "when" that opens a subordinate clause', () => {
    expect(analyseQuestion('Which glaze did the potters adopt when the kiln ran hot?').type).toBe('text');
    expect(analyseQuestion('Which two kiln versions failed when fired twice? Give them lowest first.').type).toBe('version');
  });
  it('asks for a name with "whose" and with a "who" after an opening phrase', () => {
    expect(analyseQuestion('According to the log, whose patch made the kiln hotter?').type).toBe('name');
    expect(analyseQuestion('In the sample letter, who is named as the sender?').type).toBe('name');
  });
  it('reads the name after "by" when the question speaks of an author anywhere', async () => {
    const text = 'Sample letter. Kilnworks Ltd. hereby gives up all claim to the glaze Celadon Blue written by Mara Quill. Signed, Tom Post.';
    expect(await answer('In the sample letter, who is named as the author of the glaze?', text)).toBe('Mara Quill');
  });
});

describe('lists of typed values and of quoted words', () => {
  it('lists the versions a sentence names, in the order asked', async () => {
    const text = 'The kiln firmware is updated often. Versions 2.10 and 2.9 were withdrawn after the fire of March. Version 3 is current.';
    expect(await answer('Which two firmware versions were withdrawn? Give them lowest first, comma-separated.', text)).toBe('2.9, 2.10');
  });
  it('lists quoted words in the order the text gives them', async () => {
    const text = 'The market opens at dawn. The following fruits may not be sold before June: "gooseberry", "rhubarb" and "quince". Apples are sold all year.';
    expect(await answer('Which fruits may not be sold before June? List them in the order given, comma-separated.', text)).toBe('gooseberry, rhubarb, quince');
  });
});

describe('a comment block in a configuration file is read as prose', () => {
  const config = [
    '#',
    '# Kiln controller settings',
    '#',
    '# By default, the following zones are not heated by the controller',
    '# at night: "north", "east" and "cellar".',
    '# The nightZones property overrides this list.',
    '#',
    'nightZones=',
  ].join('\n');
  it('joins a sentence wrapped over comment lines', () => {
    expect(sentences(config)).toContain('By default, the following zones are not heated by the controller at night: "north", "east" and "cellar".');
  });
  it('answers from the joined sentence', async () => {
    expect(
      await answer('By default, which zones are not heated at night? List them in the order the file gives them, comma-separated.', config, 'kiln.conf'),
    ).toBe('north, east, cellar');
  });
});

describe('tables: neighbours, groups, sums and short category cells', () => {
  const table = {
    columns: ['code', 'name', 'kind', 'weight'],
    rows: [
      { code: '10', name: 'BLUE JAY', kind: 'Pas', weight: '85' },
      { code: '11', name: 'ROBIN', kind: 'Pas', weight: '77' },
      { code: '13', name: 'HERON', kind: 'Wad', weight: '2100' },
      { code: '14', name: 'EGRET', kind: 'Wad', weight: '' },
      { code: '15', name: 'KESTREL', kind: 'Rap', weight: '190' },
    ],
  };
  it('reads the row right after or before the one a value names', () => {
    expect(answerTableQuestion('What is the name of the bird that comes immediately after ROBIN?', table)?.answer).toBe('HERON');
    expect(answerTableQuestion('What is the name of the bird listed right before KESTREL?', table)?.answer).toBe('EGRET');
  });
  it('steps in a numeric column for "one above"', () => {
    expect(answerTableQuestion('What is the name of the bird whose code is one above the code of HERON?', table)?.answer).toBe('EGRET');
    expect(answerTableQuestion('What is the name of the bird whose code is one above the code of ROBIN?', table)).toBeNull();
  });
  it('names the value with the most rows, listing ties', () => {
    expect(answerTableQuestion('Which kind has the largest number of birds? List ties alphabetically.', table)?.answer).toBe('Pas, Wad');
  });
  it('sums the numeric column the aggregate names', () => {
    expect(answerTableQuestion('What is the sum of the weight values of all birds that have a weight?', table)?.answer).toBe('2452');
  });
  it('matches a short category cell by a word it begins', () => {
    expect(answerTableQuestion('How many birds are of the wading kind?', table)?.answer).toBe('2');
  });
});

describe('a space-aligned table in prose, read without being called a table', () => {
  const page = [
    'Birds are ringed each spring. The codes differ between regions:',
    '',
    '   Bird       North   South   Coast',
    '   ─────────────────────────────────',
    '   WREN       4       6       9',
    '   ROBIN      5       7       11',
    '   HERON      8       12      15',
    '',
    'Codes were last changed in 2019.',
  ].join('\n');
  it('reads the cell a column named as written and a row value pick', async () => {
    expect(await answer('What is the ring code of ROBIN in the South region?', page)).toBe('7');
  });
});

describe('document structure: releases on the same day and the entry after another', () => {
  it('names the releases that share a date', async () => {
    const news = [
      '* Noteworthy changes in release 1.4 (2021-05-02)',
      '',
      '  The kiln now cools slowly.',
      '',
      '* Noteworthy changes in release 1.3 (2020-01-10)',
      '',
      '  Glazes are checked twice.',
      '',
      '* Noteworthy changes in release 1.2 (2020-01-10)',
      '',
      '  A fix for the timer.',
      '',
      '* Noteworthy changes in release 1.1 (2019-07-07)',
      '',
      '  First public release.',
    ].join('\n');
    expect(await answer('Two of these releases came out on the same day. Which versions are they? Give them in ascending order, comma-separated.', news)).toBe(
      '1.2, 1.3',
    );
  });
  it('reads the entry right after the one the question describes', async () => {
    const faq = [
      'Kiln FAQ',
      '',
      ' 1. Can I fire porcelain?',
      '',
      '    Yes, above 1200 degrees.',
      '',
      ' 2. I need a timer for the kiln.',
      '',
      '    See the folder extras/timer in the kit.',
      '',
      ' 3. Can the kiln run on solar power?',
      '',
      '    Not alone. See the folder extras/solar in the kit.',
      '',
      ' 4. Is the kiln safe indoors?',
      '',
      '    Only with a hood.',
    ].join('\n');
    expect(
      await answer("The FAQ entry right after the one about a timer for the kiln points to a folder inside extras. What is that folder's name?", faq),
    ).toBe('solar');
  });
});

describe('a thing named by its label and number', () => {
  it('answers "which RFC" with the label and its number, past a table the question does not name and a section title', async () => {
    const page = [
      'BIRDS(5)                 File Formats Manual                 BIRDS(5)',
      '',
      'NAME',
      "       birds - the ringers' list",
      '',
      'DESCRIPTION',
      '       Each line names one bird:',
      '',
      '           code    name     place',
      '           1       WREN     north',
      '           2       ROBIN    south',
      '           3       HERON    coast',
      '           4       EGRET    coast',
      '',
      'HISTORICAL NOTES',
      '       RFC 1234 gave the first format for the bird table, though it was',
      '       soon replaced.',
    ].join('\n');
    expect(await answer('Which RFC gave the first format for the bird table?', page)).toBe('RFC 1234');
  });
});

describe('arithmetic over two values stated apart', () => {
  it('subtracts one year from another, each from its own sentence', async () => {
    const text = [
      'THE KILN CHARTER',
      'Version 3, May 1994',
      '',
      'Members may copy this charter.',
      '',
      'Sample pledge: the potter signs below.',
      '<signature of Ann Clay>, 2 June 1990',
    ].join('\n');
    expect(await answer('Subtract the year on the signature line of the sample pledge from the year this version of the charter was issued.', text)).toBe('4');
  });
});

describe('configuration files read as a table of sections and keys', () => {
  const conf = [
    '[defaults]',
    '\tblocksize = 4096',
    '\tinode_ratio = 16384',
    '',
    '[kiln_types]',
    '\tstoneware = {',
    '\t\tinode_ratio = 8192',
    '\t\tfeatures = glaze,vent,slow_cool',
    '\t}',
    '\tporcelain = {',
    '\t\tinode_ratio = 65536',
    '\t\tblocksize = 1024',
    '\t}',
  ].join('\n');
  it('parses sections, brace blocks and keys, commented-out samples only where nothing is set', () => {
    const t = configTable(conf.replace('\tblocksize = 4096', '\tblocksize = 4096\n\t#glaze_temp = 1200\n\t#blocksize = 512'))!;
    expect(t.rows.map((r) => r.name)).toEqual(['defaults', 'stoneware', 'porcelain']);
    expect(t.rows[0]!.glaze_temp).toBe('1200');
    expect(t.rows[0]!.blocksize).toBe('4096');
    expect(configTable('Some prose.\nMore prose here, and = not a setting.\n')).toBeNull();
  });
  it('answers a key of a named section, a default, a list value and an extreme over sections', async () => {
    expect(await answer('What inode ratio is set for the stoneware kiln type?', conf, 'kiln.conf')).toBe('8192');
    expect(await answer('What is the default block size in this configuration?', conf, 'kiln.conf')).toBe('4096');
    expect(await answer('Which features does the stoneware type enable? List them in order, comma-separated.', conf, 'kiln.conf')).toBe('glaze,vent,slow_cool');
    expect(await answer('Which kiln type has the largest inode ratio?', conf, 'kiln.conf')).toBe('porcelain');
  });
});

describe('change logs: Debian versions, old GNU headers, releases ranked as versions', () => {
  const debian = [
    'kiln (2.1-1) unstable; urgency=low',
    '',
    '  * Update the glaze tables.',
    '',
    ' -- Ana Ruiz <ana@example.org>  Fri, 13 Sep 2002 21:00:15 -0400',
    '',
    'kiln (2.0-3) unstable; urgency=low',
    '',
    '  * Fix the vent timer on slow kilns.',
    '',
    ' -- Bo Li <bo@example.org>  Mon, 02 Sep 2002 10:00:00 +0200',
    '',
    'kiln (2.0-2) unstable; urgency=low',
    '',
    '  * Initial packaging.',
    '',
    ' -- Ana Ruiz <ana@example.org>  Sun, 01 Sep 2002 09:00:00 +0200',
  ].join('\n');
  it('answers the version and the date of the entry a question describes, and who signed the most recent', async () => {
    expect(await answer("Which package version's entry mentions fixing the vent timer?", debian, 'changelog')).toBe('2.0-3');
    expect(await answer('On what date was the upload that updated the glaze tables signed? Give it as YYYY-MM-DD.', debian, 'changelog')).toBe('2002-09-13');
    expect(await answer('Who signed the most recent entry of this changelog?', debian, 'changelog')).toBe('Ana Ruiz');
  });
  const gnu = [
    '2023-01-11  Ana Ruiz  <ana@example.org>',
    '',
    '\t* Version 1.19 released.',
    '',
    '2019-02-01  Ana Ruiz  <ana@example.org>',
    '',
    '\t* Version 1.9 released.',
    '',
    'Sun Jun 26 22:21:59 1994  Bo Li  <bo@example.org>',
    '',
    '\t* Version 0.2 released.',
    '',
    'Dec 1993  Cy Moss  <cy@example>',
    '',
    '\t* First sketch.',
  ].join('\n');
  it('reads date(1) and month-only headers and ranks versions part by part', async () => {
    expect(await answer('What is the newest version covered by this change log?', gnu, 'ChangeLog')).toBe('1.19');
    expect(await answer('Who is credited with the oldest entry in this log?', gnu, 'ChangeLog')).toBe('Cy Moss');
    expect(await answer('How many years passed between the 0.2 release and the release of version 1.9?', gnu, 'ChangeLog')).toBe('25');
  });
});

describe('table conditions in other words', () => {
  const table = {
    columns: ['name', 'kind', 'number', 'valid_from', 'valid_until'],
    rows: [
      { name: 'Ash', kind: 'tree', number: '120', valid_from: '2001-05-01', valid_until: '2031-01-01' },
      { name: 'Birch', kind: 'tree', number: '510', valid_from: '1999-02-03', valid_until: '2028-06-30' },
      { name: 'Clover', kind: 'herb', number: '560', valid_from: '2005-07-07', valid_until: '2029-12-31' },
      { name: 'Dock', kind: 'weed', number: '905', valid_from: '2010-01-01', valid_until: '2040-01-01' },
    ],
  };
  it('reads a date threshold and a column named by a synonym', () => {
    expect(answerTableQuestion('How many of these expire before 1 January 2030?', table)?.answer).toBe('2');
    expect(answerTableQuestion('Which one is the first to expire? Give its name.', table)?.answer).toBe('Birch');
    expect(answerTableQuestion('Take the plant whose validity started earliest. In what year does it expire?', table)?.answer).toBe('2028');
  });
  it('reads ranges and exclusions', () => {
    expect(answerTableQuestion('How many plants are numbered from 500 to 599 inclusive?', table)?.answer).toBe('2');
    expect(answerTableQuestion('Leaving out the entries numbered 900 and above, what is the name of the plant with the highest number?', table)?.answer).toBe(
      'Clover',
    );
    expect(answerTableQuestion("How many entries have tree as their kind? Don't count weed.", table)?.answer).toBe('2');
    expect(answerTableQuestion('Other than tree, which kind values occur? List them alphabetically, comma-separated.', table)?.answer).toBe('herb, weed');
  });
  it('picks the numbered column an ordinal names', () => {
    const providers = {
      columns: ['name', 'provider.1', 'provider.2', 'provider.3'],
      rows: [{ name: '', 'provider.1': 'SUN', 'provider.2': 'RSA', 'provider.3': 'EC' }],
    };
    expect(answerTableQuestion('Which provider is second in the preference order?', providers)?.answer).toBe('RSA');
  });
});

describe('prose: sections by content, defaults, expansions, copulas, lists', () => {
  it('names the section that holds what the question describes', async () => {
    const licence = [
      'THE KILN LICENCE',
      '',
      '1. DEFINITIONS',
      '',
      'A "Potter" is anyone who fires a pot under this licence.',
      '',
      '2. AGGREGATION WITH OTHER WORKS',
      '',
      'A compilation of the Work with other separate works is called an "aggregate" if the copyright is not used to limit the users.',
      '',
      '3. TERMINATION',
      '',
      'You may not fire the Work except as this licence allows.',
    ].join('\n');
    expect(await answer('Which numbered section of this licence explains what counts as an "aggregate"?', licence)).toBe('2');
    expect(await answer('What is the title of the section that explains what counts as an aggregate?', licence)).toBe('AGGREGATION WITH OTHER WORKS');
  });
  it('reads the default a sentence states, in the paragraph of the best sentence', async () => {
    const page = [
      'reload <yes|no>',
      '   If set to yes, each kiln call will check whether this file changed and',
      '   reload it.  This option should not be used.  There are possible runtime',
      '   problems.  The default is no.',
      '',
      'vent <mask> <value>',
      '   Add another rule to the vent table.  The vent rules come first.',
    ].join('\n');
    expect(await answer('What is the default value of the reload option?', page)).toBe('no');
  });
  it('reads what a lower-case name stands for', async () => {
    const text = 'kilnop\n\n   The group\'s name stands for "Kiln Operator". Members may light the kiln.\n';
    expect(await answer('What does the group name "kilnop" stand for?', text)).toBe('Kiln Operator');
  });
  it('answers with the predicate of a short sentence whose subject holds the question', async () => {
    const text = 'OPTIONS\n\n--vents, -v\n   Display the vents.\n\nNOTES\n\n   This program is old.  Replacement for kilnstat -v is kiln vents.\n';
    expect(await answer('What command does this manual recommend using instead of kilnstat -v?', text)).toBe('kiln vents');
  });
  it('lists what a sentence leads and what it enumerates', async () => {
    const readme = [
      'Build notes',
      '',
      '* Known to require `SLOW_COOL`:',
      '',
      '  Stoneware, Raku',
      '',
      '* Known not to require `SLOW_COOL`:',
      '',
      '  Porcelain',
      '',
      'The builder will look for glaze libraries in the order glazelib, Raku DB and finally oxide.',
    ].join('\n');
    expect(await answer('Which kiln types are known to need SLOW_COOL? List them comma-separated in the order given.', readme)).toBe('Stoneware, Raku');
    expect(await answer('In what order does the builder look for glaze libraries? Give them comma-separated.', readme)).toBe('glazelib, Raku DB, oxide');
  });
  it('counts the entries a sentence introduces, the one whose negation the question shares', async () => {
    const doc = [
      'Users and groups',
      '',
      '   Many users have a corresponding group, and these pairs are treated together.',
      '',
      '   root',
      '          The superuser.',
      '',
      '   kiln',
      '          Runs the kiln daemon.',
      '',
      '   Some users have no corresponding group.',
      '',
      '   vent',
      '          Used by the vent program.',
      '',
      '   glaze',
      '          Used by the glaze mixer.',
      '',
      '   timer',
      '          Used by the timer.',
    ].join('\n');
    expect(await answer('How many users does the document list as having no corresponding group?', doc)).toBe('3');
  });
  it('keeps a justified line and a rejoined hyphenation from cutting a sentence', () => {
    const text = [
      '       The  check  is  run on each pot, so it can only tell you that some‐',
      "       thing is wrong.   It can't help you repair the pot.  Exit values: 0 for",
      '       a normal exit, 1 for environmental problems (file not found), 2 to  indi‐',
      '       cate a cracked pot.',
    ].join('\n');
    expect(sentences(text)).toContain('Exit values: 0 for a normal exit, 1 for environmental problems (file not found), 2 to indicate a cracked pot.');
  });
});

describe('more table operations: lists as measures, two columns of a row, the only one unlike the others', () => {
  const ops = {
    columns: ['name', 'forms', 'group'],
    rows: [
      { name: 'LOAD', forms: '["LOAD_A","LOAD_B","LOAD_C"]', group: 'mem' },
      { name: 'STORE', forms: '["STORE_A"]', group: 'mem' },
      { name: 'CALL', forms: '[]', group: 'flow' },
    ],
  };
  it('ranks by how many items a list cell holds', () => {
    expect(answerTableQuestion('Which instruction has the most forms? Give its name.', ops)?.answer).toBe('LOAD');
    expect(answerTableQuestion('Which instruction has the fewest forms? Give its name.', ops)?.answer).toBe('CALL');
  });
  it('finds the only row unlike the others', () => {
    expect(answerTableQuestion('Which is the only instruction whose group is not mem?', ops)?.answer).toBe('CALL');
    expect(answerTableQuestion('Which instruction belongs to a different group than the others?', ops)?.answer).toBe('CALL');
  });
  it('subtracts two numeric columns of one row', () => {
    const settings = { columns: ['name', 'max_connections', 'reserved_connections'], rows: [{ name: '', max_connections: '100', reserved_connections: '3' }] };
    expect(answerTableQuestion('How many more max connections than reserved connections are there?', settings)?.answer).toBe('97');
  });
});

describe('more structure: section titles that hold a word, releases by their neighbour, code names', () => {
  const manual = 'MANUAL\n\nKILN SAFETY\n\n   Never open a hot kiln.\n\nGLAZES\n\n   Mix glazes outside.\n\nKILN LOADING\n\n   Load the kiln from the back.\n';
  it('lists or counts the section titles holding a word', async () => {
    expect(await answer('Which sections have titles that contain the word "KILN"? List them in document order, comma-separated.', manual)).toBe(
      'KILN SAFETY, KILN LOADING',
    );
    expect(await answer('How many section titles contain the word "kiln"?', manual)).toBe('2');
  });
  it('reads the release after the first one, with "* …" bullets under underlined headings', async () => {
    const changes = [
      'Version 1.1',
      '===========',
      '',
      'Released 2010-03-01',
      '',
      '* Add the glaze timer.',
      '',
      'Version 1.0.1',
      '=============',
      '',
      'Released 2009-09-04',
      '',
      '* Fixed broken `kiln_is_hot()`',
      '',
      'Version 1.0',
      '===========',
      '',
      'Released 2009-08-25',
      '',
      '* Initial release',
    ].join('\n');
    expect(await answer("The first release after the kiln library's initial one fixed a single function. Which function was it?", changes, 'CHANGES')).toBe(
      'kiln_is_hot()',
    );
  });
});

describe('kinds round 6 guided (each on a text written here)', () => {
  it('finds the first release recorded after an entry the question describes', async () => {
    const log = [
      '2014-09-26  Ana Ruiz <ana@example.org>',
      '',
      '\t* Small fix to the timer.',
      '\t* Release 0.5.8.',
      '',
      '2012-06-09  Bo Li <bo@example.org>',
      '',
      '\t* Add support for kiln -r.',
      '',
      '2011-07-08  Ana Ruiz <ana@example.org>',
      '',
      '\t* Release 0.5.7.',
    ].join('\n');
    expect(
      await answer(
        'Support for kiln -r was added at some point. What is the version number of the first release recorded after that change?',
        log,
        'ChangeLog',
      ),
    ).toBe('0.5.8');
  });
  it('answers "which numbered section" with the numbered paragraph holding the evidence', async () => {
    const terms = [
      '                    TERMS AND CONDITIONS FOR FIRING',
      '',
      '  0. This Agreement applies to any kiln.',
      '',
      '  1. You may fire copies of the pots as you receive them.',
      '',
      '  2. You may modify your copy of the glaze recipe.',
      '',
      '  3. You may opt to apply the rules of the ordinary Potters Guild to a given pot',
      'instead of these terms.  Once made, that change is irreversible.',
      '',
      '  4. You may sell the pots.',
    ].join('\n');
    expect(
      await answer('Which numbered section of the terms lets you apply the rules of the ordinary Potters Guild to a pot instead? Give just the number.', terms),
    ).toBe('3');
  });
  it('reads a lower-case quoted term "called", years that "separate", a run-in lead, and what "is assumed"', async () => {
    expect(
      await answer(
        'What does this licence call a pot that holds no glaze of the workshop but is made to be fired with it?',
        'A pot that holds no glaze of the workshop, but is made to be fired with it, is called a "pot that uses the Kiln".  Such a pot is free.',
      ),
    ).toBe('pot that uses the Kiln');
    const charter = 'THE KILN CHARTER\nVersion 2.1, February 1999\n\nMembers may copy it.\n\n<signature of Ann Clay>, 1 April 1990\n';
    expect(await answer('How many years separate the date beside the sample signature from the year this version of the charter was issued?', charter)).toBe(
      '9',
    );
    const page = [
      'DESCRIPTION',
      '       Kiln numbers consist of three components. These are:',
      '',
      '       heat',
      '           The firing heat.  It may be omitted, in which case zero is assumed.',
      '',
      '       glaze',
      '           The glaze used.',
      '',
      '       cooling',
      '           The cooling time.',
    ].join('\n');
    expect(await answer('What are the three parts of a kiln number? List them in order, separated by commas.', page)).toBe('heat, glaze, cooling');
    expect(await answer('If a kiln number has no heat, what heat value is assumed?', page)).toBe('0');
  });
  it('strips the words the question names, finds bold tool names, and lists a JSON array cell', async () => {
    expect(await answer('In the sample pledge, what title does Ann Clay hold?', 'Members sign a pledge like this one.\n\n  Ann Clay, Keeper of Kilns\n')).toBe(
      'Keeper of Kilns',
    );
    const readme = 'Kiln\n\nIncluded tools are:\n\n* **kiln-get** for fetching glazes\n* **kiln-cool** to be used by the timer to cool the kiln slowly\n';
    expect(await answer("Which of Kiln's tools is meant to be used by the timer to cool the kiln?", readme, 'README.md')).toBe('kiln-cool');
    expect(await answer('How many tools does the README list as included with Kiln?', readme, 'README.md')).toBe('2');
    const cpus = {
      columns: ['cpu', 'arches'],
      rows: [
        { cpu: 'arm', arches: '["armhf","armel"]' },
        { cpu: 'mips', arches: '["mips"]' },
      ],
    };
    expect(answerTableQuestion('Which arches are built on the arm cpu? List them in order.', cpus)?.answer).toBe('armhf, armel');
  });
  it('names the thing whose rows all differ, and subtracts rows each named by two values', () => {
    const fonts = {
      columns: ['family', 'style', 'foundry', 'languages'],
      rows: [
        { family: 'Kiln Sans', style: 'Regular', foundry: 'KL', languages: '120' },
        { family: 'Kiln Sans', style: 'Bold', foundry: 'KL', languages: '118' },
        { family: 'Kiln Mono', style: 'Regular', foundry: 'KL', languages: '90' },
        { family: 'Kiln Mono', style: 'Bold', foundry: 'KL', languages: '90' },
        { family: 'Kiln Narrow', style: 'Regular', foundry: 'OT', languages: '60' },
        { family: 'Kiln Narrow', style: 'Bold', foundry: 'OT', languages: '61' },
      ],
    };
    expect(answerTableQuestion('Among the Kiln font families, which one comes from a different foundry than the rest?', fonts)?.answer).toBe('Kiln Narrow');
    expect(answerTableQuestion('How many more languages does the Kiln Sans Bold font cover than the Kiln Narrow Regular font?', fonts)?.answer).toBe('58');
  });
  it('reads Markdown headings (not code comments) and the top-level one around the evidence', async () => {
    const md = [
      '# Kiln',
      '',
      '## Building',
      '',
      'Run make.',
      '',
      '```sh',
      '# You can also pass options here',
      'make -j4',
      '```',
      '',
      '## Debugging',
      '',
      '### Glaze resolution',
      '',
      'Set the Debug::glazeResolver option to trace the resolver.',
    ].join('\n');
    expect(await answer('Under which top-level heading of the README is the Debug::glazeResolver option discussed?', md, 'README.md')).toBe('Debugging');
  });
  it('counts days between the release a change sits in and the previous one', async () => {
    const changes = [
      'Version 1.3',
      '===========',
      '',
      'Released 2012-03-01',
      '',
      '* Add the vent timer.',
      '',
      'Version 1.2',
      '===========',
      '',
      'Released 2011-12-01',
      '',
      '* Add `kiln_cool()`.',
      '',
      'Version 1.1',
      '===========',
      '',
      'Released 2011-10-02',
      '',
      '* Fix the glaze mixer.',
    ].join('\n');
    expect(await answer('How many days passed between the release that added kiln_cool() and the previous one?', changes, 'CHANGES')).toBe('60');
  });
});

describe('kinds guides 3 and 4 guided (each on a text written here)', () => {
  it('reads names in any script, the subject doing the asked thing, never a month', async () => {
    expect(
      await answer(
        'Who reported the crash fixed in release 0.12?',
        'Release 0.12: fixed a crash in the kiln timer. Reported by Émile Böck <emile@example.org>.',
      ),
    ).toBe('Émile Böck');
    expect(
      await answer(
        'Who helped polish the wording of the first drafts of this README?',
        'Notes\n\nAna Ruiz helped to polish the wording of the first drafts in August 2005.\n',
      ),
    ).toBe('Ana Ruiz');
  });
  it('dates releases by month, counts releases by year, gives dates in the form asked', async () => {
    const news = [
      'Version 0.21 - July 2020',
      '',
      '* Kilns now cool slowly.',
      '',
      'Version 0.20 - June 2014',
      '',
      '* The glaze mixer now supports stoneware.',
      '',
      'Version 0.19 - March 2014',
      '',
      '* First release with a timer.',
    ].join('\n');
    expect(await answer('How many releases in these notes are dated 2014?', news, 'NEWS')).toBe('2');
    expect(
      await answer("In what month and year did the release that made the glaze mixer support stoneware come out? Answer as 'Month YYYY'.", news, 'NEWS'),
    ).toBe('June 2014');
  });
  it('answers a path for "that program\'s full path"', async () => {
    expect(
      await answer(
        "Back then a separate program expanded the patterns. What was that program's full path?",
        'Long ago there was a program /etc/kilnglob that would expand patterns.',
      ),
    ).toBe('/etc/kilnglob');
  });
  const keys = {
    columns: ['key_name', 'code', 'capability', 'groups'],
    rows: [
      { key_name: 'KEY_DOWN', code: '258', capability: 'kcud1', groups: 'arrow' },
      { key_name: 'KEY_BTAB', code: '353', capability: 'kcbt', groups: '' },
      { key_name: 'BOX DRAWINGS LIGHT', code: '128', capability: 'x86-64', groups: '' },
      { key_name: 'BOX DRAWINGS HEAVY', code: '129', capability: 'box', groups: 'box' },
    ],
  };
  it('reads conditions in other words: empty cells, a prefix that is no whole cell, a number inside a token', () => {
    expect(answerTableQuestion('How many of the listed keys are not assigned to any group at all?', keys)?.answer).toBe('2');
    expect(answerTableQuestion('How many entries have names that begin with BOX DRAWINGS?', keys)?.answer).toBe('2');
    expect(answerTableQuestion('What capability name goes with the back-tab key (KEY_BTAB)?', keys)?.answer).toBe('kcbt');
    expect(answerTableQuestion('What code does the key with capability x86-64 have?', keys)?.answer).toBe('128');
  });
  it('groups by the column asked for "more X than any other", and finds a row by its text', () => {
    const policies = {
      columns: ['policy', 'summary', 'introduced_in'],
      rows: [
        { policy: 'P1', summary: 'The kiln must be vented before firing starts.', introduced_in: '2.6' },
        { policy: 'P2', summary: 'The return command checks its parameters now.', introduced_in: '3.25' },
        { policy: 'P3', summary: 'Glazes are mixed outside of the workshop.', introduced_in: '2.6' },
      ],
    };
    expect(answerTableQuestion('Which version introduced more policies than any other version?', policies)?.answer).toBe('2.6');
    expect(answerTableQuestion('In which version was the policy introduced that makes the return command check its parameters?', policies)?.answer).toBe(
      '3.25',
    );
  });
});

describe('kinds rounds 7 and 8 guided (each on a text written here)', () => {
  it('heads a release by a line that says it was released, even with a date that does not parse, and ranks it by version', async () => {
    // The line whose date does not parse sits after a dated one: only its version says it is the newest.
    const news = [
      'Apr 08, 2022: kiln 3.6.1 released',
      '',
      'Wed 07, 2022: kiln 3.6.2 released',
      '',
      'Feb 09, 2022: kiln 3.6.0 released',
      '',
      'Dec 26, 2020: kiln 3.5.1 released',
    ].join('\n');
    expect(await answer('According to this news file, what is the newest kiln release announced? Give the version number.', news, 'NEWS')).toBe('3.6.2');
  });
  it('counts rows "listed" even where a numeric column shares the noun, ranks code points, reads "entity name"', () => {
    const ids = {
      columns: ['lcid', 'language', 'territory'],
      rows: [
        { lcid: '1025', language: 'ar', territory: 'SA' },
        { lcid: '2049', language: 'ar', territory: 'IQ' },
        { lcid: '1033', language: 'en', territory: 'US' },
      ],
    };
    expect(answerTableQuestion('How many LCIDs are listed for the Arabic language (language code ar)?', ids)?.answer).toBe('2');
    const entities = {
      columns: ['entity', 'codepoint', 'name'],
      rows: [
        { entity: 'diams', codepoint: 'U+2666', name: 'BLACK DIAMOND SUIT' },
        { entity: 'amp', codepoint: 'U+0026', name: 'AMPERSAND' },
      ],
    };
    expect(answerTableQuestion('Which entity name refers to the character with the highest code point in this list?', entities)?.answer).toBe('diams');
  });
  it('takes the target from the asking sentence and ranks by a list named in the other', () => {
    const ops = {
      columns: ['opcode', 'name', 'forms'],
      rows: [
        { opcode: '12', name: 'LOAD', forms: '["A","B","C"]' },
        { opcode: '166', name: 'CALL', forms: '["A","B","C","D"]' },
        { opcode: '200', name: 'POP', forms: '[]' },
      ],
    };
    expect(answerTableQuestion('Find the instruction that has the largest number of forms. What is its opcode number?', ops)?.answer).toBe('166');
  });
  it('answers "This is X." with X, a default written as an assignment with its value', async () => {
    expect(
      await answer(
        'What does the README call the rule that rejects foo.bar.local?',
        'Example: `foo.bar.local` is rejected. **This is the two-label limit heuristic.**',
      ),
    ).toBe('two-label limit heuristic');
    expect(
      await answer(
        'If a release file does not set the ID field, what default value may be used for it?',
        'ID=\n   A lower-case string. If not set, a default of "ID=kiln" may be used.\n',
      ),
    ).toBe('kiln');
  });
  it('heads the parts of a sample configuration by their commented titles between rule lines', async () => {
    const conf = [
      '#------------------------------------------------------------------------------',
      '# FILE LOCATIONS',
      '#------------------------------------------------------------------------------',
      '',
      "#data_directory = 'ConfigDir'",
      '',
      '#------------------------------------------------------------------------------',
      '# QUERY TUNING',
      '#------------------------------------------------------------------------------',
      '',
      '# - Genetic Query Optimizer -',
      '',
      '#geqo = on',
      '#geqo_threshold = 12',
    ].join('\n');
    expect(await answer('Under which top-level section heading of this sample configuration is the geqo_threshold setting found?', conf, 'kiln.conf')).toBe(
      'QUERY TUNING',
    );
  });
});

describe('kinds rounds 9 and 10 guided (each on a text written here)', () => {
  const releases = {
    columns: ['version', 'codename', 'lts', 'release'],
    rows: [
      { version: '10.04', codename: 'Lucid', lts: 'yes', release: '2010-04-29' },
      { version: '10.10', codename: 'Maverick', lts: 'no', release: '2010-10-10' },
      { version: '12.04', codename: 'Precise', lts: 'yes', release: '2012-04-26' },
      { version: '20.04', codename: 'Focal', lts: 'yes', release: '2020-04-23' },
    ],
  };
  it('bounds a date column to a year, and reads a yes/no column as an adjective', () => {
    expect(answerTableQuestion('Which versions were released during 2010? Give them comma-separated, in release order.', releases)?.answer).toBe(
      '10.04, 10.10',
    );
    expect(answerTableQuestion('How many LTS releases came out before 2020?', releases)?.answer).toBe('2');
  });
  it('reads a word that is both a column and a cell as the column when other values name the rows', () => {
    const colours = {
      columns: ['name', 'red', 'green', 'blue'],
      rows: [
        { name: 'green', red: '0', green: '255', blue: '0' },
        { name: 'LawnGreen', red: '124', green: '252', blue: '0' },
        { name: 'ForestGreen', red: '34', green: '139', blue: '34' },
      ],
    };
    expect(answerTableQuestion('How much greater is the green component of LawnGreen than that of ForestGreen?', colours)?.answer).toBe('113');
  });
  it("cuts an enumeration's first item to the length of the others", async () => {
    expect(
      await answer(
        'Which filesystems do not support fine timestamps? List them comma-separated in the order given.',
        'Fine timestamps are not supported in ext2, ext3, and kilnfs.',
      ),
    ).toBe('ext2, ext3, kilnfs');
  });
});
