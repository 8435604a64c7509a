import { describe, expect, it } from 'vitest';
import { analyseQuestion, mainWh } from '../../tools/question.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { sentences } from '../../tools/text.js';
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
