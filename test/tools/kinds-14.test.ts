import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { tableOf } from '../../tools/table.js';
import { sentences } from '../../tools/text.js';
import { localAnswer } from '../helpers/local-chain.js';
import { records, table } from '../helpers/tables.js';

// Kinds of question the engine generalises to (issue 18, fourteenth round), each on a small text written here.

describe('options', () => {
  const manual = [
    'NAME',
    '       kelp - index a kelp forest',
    '',
    'SYNOPSIS',
    '       kelp [options] FOREST',
    '',
    'OPTIONS',
    '       -q, --quiet',
    '              Print nothing but errors.',
    '',
    '       -t, --tall',
    '              Switch to the tall layout. The tall layout needs a wide',
    '              terminal. In this layout fronds and stipes are drawn in two',
    '              separate panes.',
    '',
    '       -n, --rounds rounds',
    '              Index the forest rounds times.  Requires the -w option.',
    '',
    '       -w, --wait seconds',
    '              Wait that many seconds between rounds.',
    '',
    '       -m, --metres',
    '              Show the depth of each frond in metres. This is the default.',
    '',
    '       -f, --feet',
    '              Show the depth of each frond in feet.',
    '',
    'DESCRIPTION',
    '       kelp prune',
    '              remove dead fronds. This command has the same arguments as',
    '              kelp index. With the -audit option, the command becomes',
    '              talkative. It prints out the number of pruned fronds and the',
    '              number of passes made over the forest.',
    '',
  ].join('\n');
  it('answers the long form of the option whose entry holds the evidence when the long option is asked', async () => {
    expect(await localAnswer('What is the long option name that makes kelp draw fronds and stipes in two separate panes?', manual)).toBe('--tall');
    expect(await localAnswer('Which short option makes kelp draw fronds and stipes in two separate panes?', manual)).toBe('-t');
  });
  it('answers the other option an entry requires when the question names both forms of its own option', async () => {
    expect(await localAnswer('The -n/--rounds option of kelp only works together with another option. Which one (short form)?', manual)).toBe('-w');
  });
  it('answers the option a prose sentence beside the evidence writes ("With the -audit option, the command becomes talkative")', async () => {
    expect(await localAnswer('Which option makes kelp prune talkative, so that it prints the number of pruned fronds and passes?', manual)).toBe('-audit');
  });
  it('answers the unit the default entry names when no unit option is given', async () => {
    expect(await localAnswer('If I run kelp without any unit option, in which unit does it show frond depths?', manual)).toBe('metres');
  });
  it('does not take an option for a question that asks for something else', async () => {
    expect(String(await localAnswer('How many seconds does kelp wait between rounds when -w is given?', manual))).not.toMatch(/^-/);
  });
  it('answers an option named in a suggestion line, and gives its value when asked', async () => {
    const tips = [
      'For a denser view, try: kelp show --sort depth,age',
      'Count fronds in every forest with: kelp count --all',
      'Treat stipes as fronds: kelp show --stipe-fronds',
      'To dump raw records use kelp dump --format=raw',
      'Limit the output to deep fronds with: kelp show --min-depth 30',
    ].join('\n');
    expect(await localAnswer('Which kelp show option does the file suggest for treating stipes as fronds?', tips)).toBe('--stipe-fronds');
    expect(await localAnswer('Which kelp dump option does the file suggest for raw records? Give the option with its value.', tips)).toBe('--format=raw');
    expect(await localAnswer('Which kelp subcommand does the file suggest for dumping raw records? Give just the subcommand name.', tips)).toBe('dump');
  });
  it('prefers an option that is not named for a word of the question\'s condition ("--editable" beside "for editable installs")', async () => {
    const text = [
      '## Editable installs',
      '',
      'Forests can be planted in editable mode (using the --editable option) or not.',
      '',
      '- The default seed location (for editable installs) is:',
      '',
      '  - `<venv>/seeds/Forest` in virtual environments',
      '',
      '  The --seeds option can be used to change this location.',
      '',
    ].join('\n');
    expect(await localAnswer('Which kelp option lets me change the default seed location for editable installs?', text, 'guide.md')).toBe('--seeds');
  });
});

describe('layouts', () => {
  it('reads a block of one item a line, each opening with a capital, as one sentence a line', () => {
    const text = ['Show the forest with: kelp show', 'Count fronds using: kelp count -x,', 'Prune dead fronds: kelp prune --dead'].join('\n');
    expect(sentences(text)).toEqual(['Show the forest with: kelp show', 'Count fronds using: kelp count -x,', 'Prune dead fronds: kelp prune --dead']);
    // Wrapped prose, its lines running on in lower case, is still joined.
    expect(sentences('Kelp grows in\ncold water and\nnear rocky shores.')).toEqual(['Kelp grows in cold water and near rocky shores.']);
  });
  it('ends a marked item at a line set back out of its indent ("libfrond:" under "   - fix …")', () => {
    expect(sentences('tools:\n   - fix the pruner  [Ana Ruiz]\nlibfrond:\n   - add a reader  [Bo Li]')).toEqual([
      'tools:',
      '- fix the pruner [Ana Ruiz]',
      'libfrond:',
      '- add a reader [Bo Li]',
    ]);
  });
  const notes = [
    'kelp 3.2.1 Release Notes',
    '========================',
    '',
    'docs:',
    '   - update the AUTHORS file  [Ana Ruiz]',
    'libfrond:',
    '   - (stipe) fix buffer use [fuzzing]  [Bo Li]',
    '   - (holdfast) fix label use  [Bo Li]',
    '   - simplify leaf detection  [Ana Ruiz]',
    'libseed:',
    '   - add a reader for seed banks  [Cy Oduya]',
    '   - fix a typo  [Bo Li]',
    'prune:',
    '   - avoid an endless loop on --deep  [Ana Ruiz]',
    'show:',
    '   - fix the colours  [Cy Oduya]',
    '   - document --sort  [Cy Oduya]',
    '',
  ].join('\n');
  it('counts the changes under the label the question names', async () => {
    expect(await localAnswer('How many separate changes are listed under the libfrond heading in these release notes?', notes)).toBe('3');
  });
  it('counts the changes credited to a person', async () => {
    expect(await localAnswer('How many change entries in these release notes are credited to Cy Oduya?', notes)).toBe('3');
  });
  it('answers the label a change is listed under when its heading is asked', async () => {
    expect(
      await localAnswer(
        'Which kelp tool got a fix for an endless loop when its --deep option is used? Give the tool name as used for its section heading.',
        notes,
      ),
    ).toBe('prune');
  });
  const changelog = [
    '2.1',
    '- Drop the FROND_LEGACY flag again',
    '- Speed up the pruner',
    '',
    '2.0.1',
    '- Fix a crash in the reader',
    '',
    '2.0',
    '- Add the FROND_LEGACY flag',
    '- Add a seed bank reader',
    '',
    '1.9',
    '- First public release',
    '',
  ].join('\n');
  it('reads bare versions at the margin over lists of changes as releases', async () => {
    expect(await localAnswer('How many releases (version headings) are listed in this kelp changelog?', changelog)).toBe('4');
  });
  it('answers the release that took a thing out, not the one that added it, when removal is asked', async () => {
    const question = 'The flag FROND_LEGACY was added in one kelp release and taken out again in a later one. In which release was it removed?';
    expect(await localAnswer(question, changelog)).toBe('2.1');
    expect(await localAnswer('In which release was the FROND_LEGACY flag added?', changelog)).toBe('2.0');
  });
  it('counts the alternatives of a synopsis rule the question names ("STATE := { … | … }")', async () => {
    const synopsis = [
      'SYNOPSIS',
      '       kelp mark { add | del } FROND [ state STATE ] [ depth DEPTH ]',
      '',
      '       STATE := { young | grown | old | dead | drifting }',
      '',
      '       DEPTH := { shallow | deep }',
      '',
      'DESCRIPTION',
      '       kelp mark sets the state of a frond.',
      '',
    ].join('\n');
    expect(await localAnswer('How many frond states are listed in the STATE definition of the kelp mark synopsis?', synopsis)).toBe('5');
  });
  it('answers the term of an entry whose description goes on past a blank line, where a lead sentence says what the terms are', async () => {
    const readme = [
      'Dependencies',
      '------------',
      '',
      'Other packages you need for some of the optional tools.',
      '',
      '  tidewatch     The tide table reader.',
      '                https://example.org/tidewatch',
      '',
      '                This is needed to build and run kelpview.',
      '',
      '  brinecalc     The salinity calculator',
      '                https://example.org/brinecalc',
      '',
      '                This is needed to run kelptest.',
      '',
    ].join('\n');
    expect(await localAnswer('According to the README, which external package is needed to run kelptest?', readme)).toBe('brinecalc');
  });
});

describe('tables', () => {
  const releases = records([
    { kelp_version: '5.20', release_date: '2016-12-30' },
    { kelp_version: '5.22', release_date: '2017-02-10' },
    { kelp_version: '5.24', release_date: '2017-06-01' },
    { kelp_version: '5.26', release_date: '2017-11-20' },
    { kelp_version: '5.28', release_date: '2018-01-05' },
  ]);
  it('counts rows ("How many kelp releases") where the column the first word names only modifies the noun counted', () => {
    expect(answerTableQuestion('How many kelp releases in the table have a release date in the year 2017?', releases)?.answer).toBe('3');
    expect(answerTableQuestion('How many kelp releases were released in 2016?', releases)?.answer).toBe('1');
  });
  it('still adds up a numeric column the words after "how many" name', () => {
    const seats = table(['party,seats', 'Reds,10', 'Blues,7'].join('\n'));
    expect(answerTableQuestion('How many seats do the Reds have?', seats)?.answer).toBe('10');
  });
  // (As a JSON document reaches the engine: null is an empty cell.)
  const methods = tableOf(
    'methods.json',
    JSON.stringify([
      { method_id: 0, method_name: 'store', constant: 'STORED' },
      { method_id: 1, method_name: 'shrink', constant: null },
      { method_id: 2, method_name: 'reduce', constant: null },
      { method_id: 3, method_name: 'reduce', constant: null },
      { method_id: 8, method_name: 'deflate', constant: 'DEFLATED' },
      { method_id: 12, method_name: 'bzip2', constant: 'BZIP2' },
      { method_id: 98, method_name: 'ppmd', constant: null },
    ]),
  )!;
  it('counts identifiers, never adds them up', () => {
    expect(answerTableQuestion("How many method IDs in the list map to the method name 'reduce'?", methods)?.answer).toBe('2');
  });
  it('reads "non-null" and "null" as a filled and an empty column', () => {
    expect(
      answerTableQuestion('Among the methods that have a non-null constant, which one has the highest method_id? Give its method name.', methods)?.answer,
    ).toBe('bzip2');
    expect(answerTableQuestion('How many methods have a null constant?', methods)?.answer).toBe('4');
  });
});

describe("where the fourteenth round's rules must not fire", () => {
  it('keeps a numbered paragraph whose wrapped lines run back to the margin one sentence', () => {
    expect(sentences('  3. You may opt to apply the terms of the ordinary Kelp Public\nLicense instead of this License.')).toContain(
      'You may opt to apply the terms of the ordinary Kelp Public License instead of this License.',
    );
  });
  it("does not read another entry's term line as the lead that says what the terms are", async () => {
    const page = [
      'reload <yes|no>',
      '   If set to yes, each kiln call will check whether this file changed and',
      '   reload it.  The default is no.',
      '',
      'vent <mask> <value>',
      '   Add another rule to the vent table.',
    ].join('\n');
    expect(await localAnswer('What is the default value of the reload option?', page)).toBe('no');
  });
  it('gives both forms of an option when no form is asked, and an option the question names keeps its default reading', async () => {
    const page = ['OPTIONS', '       -q, --quiet', '              Print nothing. Takes no argument.', ''].join('\n');
    expect(await localAnswer('Which option takes no argument?', page, 'zorp.1')).toBe('-q, --quiet');
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
});

describe('rounds 101 and 102', () => {
  it('reads the date column the question writes by its own name, over "Give the date as written"', () => {
    const t = table(
      ['codename,release_date,end_of_lts,end_of_elts', 'Kelp,2021-08-14,2026-06-30,2031-06-30', 'Frond,2023-06-10,2028-06-30,2033-06-30'].join('\n'),
    );
    expect(answerTableQuestion('When does extended LTS (end_of_elts) end for Frond? Give the date as written in the table.', t)?.answer).toBe('2033-06-30');
  });
  it('compares the two rows an "Of A and B, which …" question names and answers the column its instruction asks for', () => {
    const t = table(['alphabetic_code,numeric_code,currency_name', 'KPF,756,Kelp Franc', 'FRF,976,Frond Franc', 'SEA,008,Sea Shell'].join('\n'));
    expect(answerTableQuestion('Of the Kelp Franc and the Frond Franc, which has the higher numeric code? Give its alphabetic code.', t)?.answer).toBe('FRF');
    expect(answerTableQuestion('Which of the Kelp Franc or the Frond Franc has the lower numeric code?', t)?.answer).toBe('Kelp Franc');
  });
  it('reads a word two columns share in two units as the first of them ("offset" of _seconds and _hours)', () => {
    const t = table(['abbreviation,utc_offset_seconds,utc_offset_hours', 'KST,3600,1', 'FST,14400,4', 'SST,,', 'TST,7200,2'].join('\n'));
    expect(answerTableQuestion('Among the abbreviations that have a fixed UTC offset, which one has the largest offset?', t)?.answer).toBe('FST');
  });
  it('reads "how many ranges" as the column that counts them, of two that name ranges', () => {
    const t = table(['set_name,range_count,single_code_point_ranges', 'Kelp,35,3', 'Frond,2,0'].join('\n'));
    expect(answerTableQuestion('How many ranges does the Kelp set define?', t)?.answer).toBe('35');
  });
  it('counts the releases whose heading carries a mark ("[stable]")', async () => {
    const news = [
      '* Noteworthy changes in release 1.3 (2022-04-07) [stable]',
      '',
      '** Bug fixes',
      '',
      '  kelp no longer crashes.',
      '',
      '* Noteworthy changes in release 1.2.90 (2022-03-01) [beta]',
      '',
      '** Changes in behavior',
      '',
      '  kelp is faster.',
      '',
      '* Noteworthy changes in release 1.2 (2021-09-03) [stable]',
      '',
      '** Bug fixes',
      '',
      '  kelp reads fronds.',
      '',
    ].join('\n');
    expect(await localAnswer("Among the sections headed 'Noteworthy changes in release ...', how many releases are marked [stable]?", news, 'NEWS')).toBe('2');
  });
  it('reads a default Markdown sets in bold ("**Default:** `1000`") in the entry the question names as written', async () => {
    const doc = [
      '## kelp.parse(str[, options])',
      '',
      '* `str` {string} The frond string to parse.',
      '* `options` {Object}',
      '  * `maxFronds` {number} Specifies the maximum number of fronds to parse.',
      '    Specify `0` to remove the limit. **Default:** `1000`.',
      '  * `decode` {Function} The function to use when decoding. **Default:**',
      '    `kelp.unescape()`.',
      '',
      'The `kelp.parse()` method parses a frond string into a collection of fronds.',
      '',
    ].join('\n');
    expect(await localAnswer('What is the default value of the maxFronds option of kelp.parse()?', doc, 'kelp.md')).toBe('1000');
  });
  it('finds the least version a README states as "X or higher" under its prerequisites', async () => {
    const readme = [
      'Kelp-Frond - Perl bindings for the frond library',
      '',
      'To install, unpack the archive and run:',
      '',
      '  gunzip <Kelp-Frond-2.41.tar.gz | tar xvf -',
      '  cd Kelp-Frond-2.41',
      '',
      'Prerequisites',
      '-------------',
      '',
      'Perl 5.10.1 or higher.',
      '',
      'A C compiler; the same one should be used to compile all of Perl and the frond library.',
      '',
    ].join('\n');
    expect(await localAnswer('What is the minimum Perl version required by Kelp-Frond according to its README?', readme, 'README')).toBe('5.10.1');
  });
});

describe('rounds 103 and 104', () => {
  const changelog = [
    '# Kelp 0.12 ChangeLog',
    '',
    '## 2016-12-21, Version 0.12.18 (Maintenance), @ana',
    '',
    '* kelp: fix a crash',
    '',
    '## 2016-03-31, Version 0.12.13 (LTS), @ana',
    '',
    '* frond: faster reads',
    '',
    '## 2016-02-09, Version 0.12.10 (LTS), @bo',
    '',
    '* kelp: LTS users get the new reader',
    '',
  ].join('\n');
  it('counts the releases labelled with a word in their headings', async () => {
    expect(await localAnswer('How many Kelp 0.12.x releases are labelled LTS in their release headings?', changelog, 'CHANGELOG.md')).toBe('2');
  });
  it('counts "How many kelp versions" (a name before the noun) as the releases', async () => {
    expect(await localAnswer('How many kelp versions have their own section in this changelog?', changelog, 'CHANGELOG.md')).toBe('3');
  });
  it('answers the options a sentence lists for "Which ones", the options named in the sentence before', async () => {
    const page = [
      'OPTIONS',
      '       -I     Run kelp in isolated mode. This also implies -E, -P and -s.',
      '',
      '       -E     Ignore all KELP* variables.',
      '',
    ].join('\n');
    expect(await localAnswer('Running kelp in isolated mode (-I) implies three other options. Which ones, in the order the manual lists them?', page)).toBe(
      '-E, -P, -s',
    );
  });
  it('reads a table whose rule lines join their columns with plus signs', async () => {
    const readme = [
      'Reserved uids:',
      '    uid   | name       | description',
      '    ------+------------+---------------',
      '    64000 | ftn        | fidogate',
      '    64045 | kelp       | kelp object storage',
      '    64050 | frond      | Frond ILS',
      '',
    ].join('\n');
    expect(await localAnswer('Which uid is reserved for the kelp user?', readme, 'README')).toBe('64045');
  });
});
