import { describe, expect, it } from 'vitest';
import { csvTable, jsonTable, textTables } from '../../tools/table.js';
import { answerTableQuestion, columnMentions, planTableQuestion } from '../../tools/table-qa.js';

// Tables written for these tests: rivers, planets-like records, staff.
const rivers = csvTable(
  [
    'river,country,length_km,source_elevation_m,mouth',
    'Aare,Switzerland,295,2310,Rhine',
    'Loire,France,1006,1408,Atlantic Ocean',
    'Ebro,Spain,930,1860,Mediterranean Sea',
    'Tagus,Spain,1007,1593,Atlantic Ocean',
    'Rhone,Switzerland,813,2208,Mediterranean Sea',
    'Douro,Spain,897,2160,Atlantic Ocean',
    'Seine,France,777,470,English Channel',
  ].join('\n'),
)!;

const launches = jsonTable(
  JSON.stringify({
    missions: [
      { mission: 'Kestrel-1', vehicle: 'Arrow', launched: '2019-03-14', retired: '2021-01-02', crew: 0 },
      { mission: 'Kestrel-2', vehicle: 'Arrow', launched: '2020-07-30', retired: '2024-05-11', crew: 2 },
      { mission: 'Osprey', vehicle: 'Lance', launched: '2021-11-02', retired: null, crew: 3 },
      { mission: 'Heron', vehicle: 'Arrow', launched: '2022-02-18', retired: '2023-02-18', crew: 1 },
    ],
  }),
)!;

const staff = csvTable(
  [
    'badge,name,team,shift',
    'B-101,Ana Ruiz,ops,day',
    'B-102,Tom Berg,ops,day',
    'B-103,Lia Chen,dev,day',
    'B-104,Raj Patel,ops,night',
    'B-105,Ola Nord,dev,day',
  ].join('\n'),
)!;

const ask = (q: string, t = rivers) => answerTableQuestion(q, t)?.answer ?? null;

describe('table questions', () => {
  it.each([
    // lookup by a value the question names, reading the column it asks for
    ['How long, in km, is the Ebro according to the table?', '930', rivers],
    ['Into what mouth does the Seine flow?', 'English Channel', rivers],
    ["Which country is the 'Aare' in?", 'Switzerland', rivers],
    ['On what date was the Heron mission launched?', '2022-02-18', launches],
    ['Which team is Raj Patel on?', 'ops', staff],
    // counting, with equality, string and numeric filters
    ['How many rivers in the table are in Spain?', '3', rivers],
    ['How many rivers are longer than 900 km?', '3', rivers],
    ['How many entries have a length_km below 800?', '2', rivers],
    ["How many rivers have names that begin with 'R'?", '1', rivers],
    ["How many mouths contain the word 'Ocean'?", '3', rivers],
    ['How many distinct countries appear in the table?', '3', rivers],
    ['How many staff members work the day shift in the ops team?', '2', staff],
    // extremes, including a derived duration between two date columns
    ['Which river has the highest source elevation?', 'Aare', rivers],
    ['Which river is the shortest by length_km?', 'Aare', rivers],
    ['Which mission had the longest time between its launch date and its retired date?', 'Kestrel-2', launches],
    // comparison of two named rows
    ['Which of these two rivers is longer: Loire or Tagus?', 'Tagus', rivers],
    ['Which of the two, Douro or Rhone, has the lower source elevation?', 'Douro', rivers],
    ['How many rivers are shorter than 800 km?', '2', rivers],
    // date arithmetic between two named rows
    ['How many days passed between the launch of Kestrel-1 and the launch of Kestrel-2?', '504', launches],
    // odd one out
    ['All but one of the rivers that flow into the Atlantic Ocean are in the same country. Which river is the exception?', 'Loire', rivers],
    // lists, sorted and filtered with negation
    ['Which rivers end in the letter e? List them alphabetically, comma-separated.', 'Aare, Loire, Rhone, Seine', rivers],
    ['Among the badges of the ops team, which names do not end with the letter g? List them alphabetically.', 'Ana Ruiz, Raj Patel', staff],
    // numeric reads and aggregates
    ['How many crew did Osprey carry?', '3', launches],
    ['What is the total length_km of the rivers in France?', '1783', rivers],
    ['What is the average crew of the Arrow missions?', '1', launches],
  ])('%s → %s', (question, expected, table) => {
    expect(ask(question, table)).toBe(expected);
  });

  it('reads abbreviated column names from the words of the question', () => {
    const cols = ['alpha_3', 'charset', 'eol', 'numeric'];
    const found = (q: string) => columnMentions(q, cols).map((m) => m.column);
    expect([...new Set(found('the three-letter alphabetic code'))]).toEqual(['alpha_3']);
    expect(found('which character set')).toEqual(['charset']);
    expect(found('its numeric code and its eol date')).toEqual(['numeric', 'eol']);
    expect(found('nothing here')).toEqual([]);
  });

  it('explains its plan and declines questions that do not fit', () => {
    expect(planTableQuestion('How many rivers are in Spain?', rivers)).toMatchObject({
      target: 'river',
      operation: { op: 'count' },
      conditions: [{ kind: 'equals', column: 'country', value: 'Spain' }],
    });
    expect(ask('Which river is in Narnia?')).toBeNull();
  });
});

describe('tables laid out in prose', () => {
  // A man-page-like document with a two-part table side by side, and a licence-like
  // document with a two-line header and an empty cell.
  const MANUAL = [
    'NAME',
    '       glyphs - a few glyphs and their codes',
    '',
    'DESCRIPTION',
    '       The following table lists the glyphs.',
    '',
    '       Dec   Hex   Glyph            │ Dec   Hex   Glyph',
    '       ─────────────────────────────┼──────────────────────',
    '       33    21    ! (exclamation)  │ 97    61    a',
    '       35    23    # (hash)         │ 98    62    b',
    '       65    41    A                │ 126   7E    ~ (tilde)',
    '',
    'SEE ALSO',
    '       fonts(7), charsets(7), utf-8(7), unicode(7)',
  ].join('\n');
  const HISTORY = [
    '    Edition     Based       Year        Editor      Peer-',
    '                on                                  reviewed?',
    '',
    '    1st                     1998        Ames        yes',
    '    2nd         1st         2004        Ames        no',
    '    3rd         2nd         2011        Boyd        no',
    '    4th         3rd         2019        Boyd        yes',
  ].join('\n');

  it('reads side-by-side halves under one header as one table, skipping rule lines', () => {
    const [t, ...rest] = textTables(MANUAL);
    expect(rest).toEqual([]);
    expect(t!.columns).toEqual(['Dec', 'Hex', 'Glyph']);
    expect(t!.rows).toHaveLength(6);
    expect(t!.rows[5]).toEqual({ Dec: '126', Hex: '7E', Glyph: '~ (tilde)' });
  });

  it('joins a header continued on a second line and keeps empty cells in place', () => {
    const [t] = textTables(HISTORY);
    expect(t!.columns).toEqual(['Edition', 'Based on', 'Year', 'Editor', 'Peer-reviewed?']);
    expect(t!.rows[0]).toEqual({ Edition: '1st', 'Based on': '', Year: '1998', Editor: 'Ames', 'Peer-reviewed?': 'yes' });
  });

  it.each([
    ['What hexadecimal code does the table give for the # (hash) glyph?', '23', 'manual'],
    ["By how much do the decimal codes of 'a' and 'A' differ?", '32', 'manual'],
    ['How many editions in the table are marked as not peer-reviewed?', '2', 'history'],
    ['How many editions are peer-reviewed?', '2', 'history'],
    ['Which editor is named for the 3rd edition?', 'Boyd', 'history'],
  ])('%s → %s', (question, expected, doc) => {
    const [t] = textTables(doc === 'manual' ? MANUAL : HISTORY);
    expect(answerTableQuestion(question, t!)?.answer ?? null).toBe(expected);
  });
});

describe('table questions: names, codes and formats', () => {
  const langs = jsonTable(
    JSON.stringify([
      { alpha_2: 'an', alpha_3: 'arg', name: 'Aragonese' },
      { alpha_2: 'cy', alpha_3: 'cym', name: 'Welsh' },
      { alpha_3: 'gez', name: 'Geez' },
      { alpha_2: 'in', alpha_3: 'ind', name: 'Indonesian, formerly' },
    ]),
  )!;
  const former = jsonTable(
    JSON.stringify([
      { alpha_2: 'DD', name: 'German Democratic Republic', withdrawal_date: '1990-10-30' },
      { alpha_2: 'YU', name: 'Yugoslavia, Federal Republic of', withdrawal_date: '2003-07-23' },
    ]),
  )!;
  it.each([
    ['What three-letter code does the list give for Welsh?', 'cym', langs],
    ['How many entries in the list have an alpha_2 code?', '3', langs],
    ['Which name does the list give for the code in alpha_3 column equal to "ind"?', 'Indonesian, formerly', langs],
    ['On what date was Yugoslavia withdrawn? Answer in YYYY-MM-DD format.', '2003-07-23', former],
    ['Which country name has the alpha_2 code DD?', 'German Democratic Republic', former],
  ])('%s → %s', (question, expected, table) => {
    expect(answerTableQuestion(question, table)?.answer ?? null).toBe(expected);
  });
});

describe('differences between consecutive entries, and lists inside cells', () => {
  it('finds the longest and the shortest step between consecutive dates, in the unit asked', () => {
    expect(ask('What is the longest gap, in days, between two consecutive launches?', launches)).toBe('504');
    expect(ask('What is the shortest interval in days between consecutive launch dates?', launches)).toBe('108');
    expect(ask('What is the longest gap, in years, between two consecutive launches?', launches)).toBe('1.38');
  });
  it('counts the items of a list held in the cell of the row the question names', () => {
    const routes = csvTable(['route,stops,operator', 'R1,"Ash,Birch,Cedar,Dale",North', 'R2,"Elm,Fir",South', 'R3,Gorse,North'].join('\n'))!;
    expect(ask('How many stops are listed for route R1?', routes)).toBe('4');
    expect(ask('How many stops are listed for R2?', routes)).toBe('2');
    // A count over rows stays a count of rows.
    expect(ask('How many routes are run by North?', routes)).toBe('2');
  });
});

describe('Markdown table cells', () => {
  it('keep the text of inline, reference and shortcut links, and drop emphasis', async () => {
    const { markdownTables } = await import('../../tools/table.js');
    const doc = [
      '| Project | Lead | Notes |',
      '|---|---|---|',
      '| Kiln | [Ada Brook][ada] | **active** |',
      '| Loom | [Cy Dale](https://x.test/cy) | [`archived`] |',
      '',
      '[ada]: https://x.test/ada',
    ].join('\n');
    const [table] = markdownTables(doc);
    expect(table!.rows).toEqual([
      { Project: 'Kiln', Lead: 'Ada Brook', Notes: 'active' },
      { Project: 'Loom', Lead: 'Cy Dale', Notes: 'archived' },
    ]);
  });
});

describe('settings tables and descriptive lookups', () => {
  // A settings file made into setting,value rows, written for this test.
  const settings = csvTable(
    ['setting,value', 'CACHE_DIR,/var/cache/app', 'RETRY_LIMIT,5', 'HASH_ALGORITHM,BLAKE2', 'LOG_ROTATE,yes', 'MAX_SESSIONS,40'].join('\n'),
  )!;
  it('finds an identifier cell from its words spelled out in the question', () => {
    expect(ask('Which hashing algorithm is configured?', settings)).toBe('BLAKE2');
    expect(ask('What is the retry limit?', settings)).toBe('5');
    // Words that spell no identifier name no row.
    expect(ask('Which compression level is configured?', settings)).toBeNull();
  });

  const clocks = jsonTable(
    JSON.stringify([
      { code: 'GMT', offset_minutes: 0, summer: false, label: 'Greenwich Mean' },
      { code: 'NST', offset_minutes: 210, summer: false, label: 'Northern Standard' },
      { code: 'NDT', offset_minutes: 330, summer: true, label: 'Northern Daylight' },
      { code: 'OFF', offset_minutes: -60, summer: false, label: 'Offshore Standard' },
    ]),
  )!;
  it('reads a cell value that is also a word of a column name as part of that name', () => {
    // "offset" names the column; the row is named by its label, not by a code spelling "offset".
    expect(ask('What is the OFF offset of the Northern Standard clock, in minutes?', clocks)).toBe('210');
  });
  it('negates a true/false column named after "not a"', () => {
    expect(ask('Which code that is not a summer clock has the largest offset?', clocks)).toBe('NST');
    expect(ask('Which code that is a summer clock has the largest offset?', clocks)).toBe('NDT');
  });
});

describe('cells that list several values', () => {
  const projects = csvTable(['project,lead', 'Kiln,Ana Ruiz', 'Loom,"Ana Ruiz, Tom Berg"', 'Mill,Tom Berg', 'Weir,Lia Chen'].join('\n'))!;
  it('count a row for each value the cell lists', () => {
    expect(ask('How many projects did Ana Ruiz lead, alone or jointly?', projects)).toBe('2');
    expect(ask('How many projects did Lia Chen lead?', projects)).toBe('1');
  });
});
