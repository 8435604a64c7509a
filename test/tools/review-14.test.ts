import { describe, expect, it } from 'vitest';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { tableOf } from '../../tools/table.js';
import { localAnswer } from '../helpers/local-chain.js';

// Where the fourteenth round's rules must not fire: the misfires a fresh review found in them (issue 18), each on the
// reviewer's own text. Every case here gave a wrong answer on the engine of 60ed1f2.

const L = (...xs: string[]): string => xs.join('\n');
const reefscan = L(
  'NAME',
  '       reefscan - survey coral reefs from sonar logs',
  '',
  'SYNOPSIS',
  '       reefscan [options] LOGFILE',
  '',
  'DESCRIPTION',
  '       If no arguments are given, reefscan prints a short usage message and exits.',
  '',
  'OPTIONS',
  '       -d, --depth metres',
  '              Ignore readings deeper than the given number of metres.',
  '              The default is 40.',
  '',
  '       -i, --interval seconds',
  '              Sample the log every so many seconds. The default is 5.',
  '',
  '       -c, --colour',
  '              Colour the output. Cannot be combined with --plain.',
  '',
  '       -p, --plain',
  '              Print plain text without any markup.',
  '',
  '       -k',
  '              Keep temporary files. Unlike --plain, this does not',
  '              change the output.',
  '',
);
const tidecalc = `TIDECALC(1)                 User Commands                 TIDECALC(1)

NAME
       tidecalc - predict tides for a harbour

SYNOPSIS
       tidecalc [-v] [-z zone] [-n days] [--format fmt] HARBOUR

DESCRIPTION
       tidecalc reads the harmonic constants of a harbour from the station
       file and prints the times and heights of high and low water. Heights
       are given in centimetres above chart datum.

OPTIONS
       -v     Print the constants used for each prediction.

       -z zone
              Print times in the given time zone instead of UTC.

       -n days
              Predict that many days ahead. The default is 7, the maximum
              is 366.

       --format fmt
              Output format: text, csv or json. The default is text.

FILES
       /etc/tidecalc/stations.db
              The station file, one record per harbour.

       ~/.tidecalcrc
              Per-user settings, read after the system settings.

EXIT STATUS
       0 on success, 1 if the harbour is unknown, 2 if the station file
       cannot be read.

AUTHOR
       Written by Ana Ruiz and Bo Li.

SEE ALSO
       tideplot(1), stations(5)
`;
const http = L(
  'Kelp HTTP API',
  '',
  'Authentication:',
  '   - Send your API token in the X-Kelp-Token header of every request.',
  '   - Tokens expire after one hour.',
  'Paging:',
  '   - Use the X-Kelp-Page header to ask for the next page.',
  '',
);
const restored = L(
  '3.1',
  '- Restore the --legacy option that was removed in 3.0',
  '- Faster startup',
  '',
  '3.0',
  '- Remove the --legacy option',
  '- New index format',
  '',
  '2.5',
  '- Speed up the pruner',
  '',
  '2.0',
  '- Add the --legacy option',
  '- First stable release',
  '',
);
const legacy = L(
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
);
const compat = L(
  'kelp-pg',
  '',
  'kelp-pg 2.4 is the current release of the kelp PostgreSQL adapter. It has been',
  'tested against the PostgreSQL servers below.',
  '',
  '16.1',
  '- full support',
  '',
  '15.4',
  '- full support',
  '',
  '14.9',
  '- security fixes only',
  '',
);
const synopsis = L(
  'SYNOPSIS',
  '       kelp mark { add | del } FROND [ state STATE ]',
  '',
  '       STATE := { young | grown | old | dead }',
  '',
  'DESCRIPTION',
  '       kelp mark sets the STATE of a frond. Only two states, young and grown, may be',
  '       set by hand; the others are set by the pruner.',
  '',
);
const wrap = L(
  'Upgrading to kelp 4.0',
  '',
  'In kelp 4.0 the method Forest.prune() no longer returns a plain count but',
  'PruneResult objects that carry the pruned fronds; callers written against',
  'Kelp 3.x must unpack them before use, as explained in the migration guide.',
  '',
  'Kelp 4.0 needs Java 17 or newer.',
  '',
);
const news = L(
  '* Noteworthy changes in release 1.4 (2023-05-02) [stable]',
  '',
  '** Bug fixes',
  '',
  '  kelp handles empty forests.',
  '',
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
);
const credits = L(
  'Release Notes for kelp',
  '======================',
  '',
  'libfrond:',
  '   - fix a crash on empty forests (reported by Cy Oduya)  [Bo Li]',
  '   - speed up the reader  [Bo Li]',
  '   - fix the holdfast parser, thanks to Cy Oduya for the test case  [Ana Ruiz]',
  'prune:',
  '   - honour --dry-run  [Cy Oduya]',
  '',
);
const ops = L(
  'Harbour operations',
  '',
  'The dredging unit clears the channel every 14 days.',
  'The pilot unit guides ships longer than 90 metres into the harbour.',
  '',
);
const cases = L('region,cases,deaths', 'North,120,4', 'South,80,2', 'East,45,1', 'West,55,3');
const dl = L('version,released,downloads', '1.0,2019-03-01,1200', '1.1,2019-09-12,3400', '2.0,2020-05-30,5100');
const deb = L('codename,release_date,end_of_lts', 'Kelp,2021-08-14,2026-06-30', 'Frond,2023-06-10,2028-06-30', 'Stipe,2025-08-09,2030-06-30');
const deb2 = L('code_name,version,release_date', 'kelp,11,2021-08-14', 'frond,12,2023-06-10', 'stipe,13,2025-08-09');
const zones = L('zone,offset_hours,offset_minutes', 'IST,5,30', 'NPT,5,45', 'JST,9,0');

const inTable = (question: string, csv: string): string | null => answerTableQuestion(question, tableOf('t.csv', csv)!)?.answer ?? null;

describe('fourteenth round: where the new rules must not fire (from the review)', () => {
  it('F1a: Which long option makes reefscan keep its temporary files?', async () => {
    expect(await localAnswer('Which long option makes reefscan keep its temporary files?', reefscan)).toBe('-k');
  });
  it('F1b: Which short option sets the output format?', async () => {
    expect(await localAnswer('Which short option sets the output format?', tidecalc)).not.toBe('-v');
  });
  it('F2a: What does reefscan print when it is run without any arguments?', async () => {
    expect(await localAnswer('What does reefscan print when it is run without any arguments?', reefscan)).not.toBe('40');
  });
  it('F2b: Which reefscan option is used without an argument to colour the output?', async () => {
    expect(await localAnswer('Which reefscan option is used without an argument to colour the output?', reefscan)).toBe('-c, --colour');
  });
  it('F3: Which unit clears the channel?', async () => {
    expect(await localAnswer('Which unit clears the channel?', ops)).not.toBe('days');
  });
  it('F4a: Which header carries the API token?', async () => {
    expect(await localAnswer('Which header carries the API token?', http)).toBe('X-Kelp-Token');
  });
  it('F4b: What header is used to ask for the next page?', async () => {
    expect(await localAnswer('What header is used to ask for the next page?', http)).toBe('X-Kelp-Page');
  });
  it('F5a: In which release was the FROND_LEGACY flag, later removed, first added?', async () => {
    expect(await localAnswer('In which release was the FROND_LEGACY flag, later removed, first added?', legacy)).toBe('2.0');
  });
  it('F5b: In which release was the --legacy option removed?', async () => {
    expect(await localAnswer('In which release was the --legacy option removed?', restored)).toBe('3.0');
  });
  it('F6a: What is the latest version of kelp-pg?', async () => {
    expect(await localAnswer('What is the latest version of kelp-pg?', compat)).toBe('2.4');
  });
  it('F7: How many STATE values may be set by hand with kelp mark?', async () => {
    expect(await localAnswer('How many STATE values may be set by hand with kelp mark?', synopsis)).toBe('2');
  });
  it('F8: In kelp 4.0, what type of object does Forest.prune() return?', async () => {
    expect(await localAnswer('In kelp 4.0, what type of object does Forest.prune() return?', wrap)).toBe('PruneResult');
  });
  it('F9: How many releases after 1.2.90 are marked [stable]?', async () => {
    expect(await localAnswer('How many releases after 1.2.90 are marked [stable]?', news, 'NEWS')).not.toBe('3');
  });
  it('F10: How many change entries in these release notes were written by Cy Oduya?', async () => {
    expect(await localAnswer('How many change entries in these release notes were written by Cy Oduya?', credits)).toBe('1');
  });
  it('T1a: How many cases across all regions are reported in the table?', () => {
    expect(inTable('How many cases across all regions are reported in the table?', cases)).toBe('300');
  });
  it('T1b: How many downloads across all versions are recorded?', () => {
    expect(inTable('How many downloads across all versions are recorded?', dl)).toBe('9700');
  });
  it('T2a: When was the release whose end_of_lts is 2028-06-30 released?', () => {
    expect(inTable('When was the release whose end_of_lts is 2028-06-30 released?', deb)).toBe('2023-06-10');
  });
  it('T2b: When was the release with code_name frond released?', () => {
    expect(inTable('When was the release with code_name frond released?', deb2)).toBe('2023-06-10');
  });
  it('T3: Which zone has the largest offset in minutes past the hour?', () => {
    expect(inTable('Which zone has the largest offset in minutes past the hour?', zones)).toBe('NPT');
  });
});
