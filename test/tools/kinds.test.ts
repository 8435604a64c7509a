import { describe, expect, it } from 'vitest';
import { askedAbbreviation, expansionIn } from '../../tools/abbreviations.js';
import { answerTableQuestion } from '../../tools/table-qa.js';
import { termEntries } from '../../tools/term-lists.js';
import { analyseQuestion } from '../../tools/question.js';
import { nounPhrases } from '../../tools/phrases.js';
import { localAnswer } from '../helpers/local-chain.js';

// Kinds of question the engine generalises to (issue 18, second round), each on a small text written here.

const answer = localAnswer;

describe('an abbreviation expanded wherever the document spells it out', () => {
  it('finds the abbreviation a question asks about, in its usual phrasings', () => {
    expect(askedAbbreviation('What does the acronym PLOT stand for?')).toBe('PLOT');
    expect(askedAbbreviation('In the notes, what does "GC" stand for?')).toBe('GC');
    expect(askedAbbreviation('What is HWM short for?')).toBe('HWM');
    expect(askedAbbreviation('What does the plot cost?')).toBeNull();
    expect(askedAbbreviation('What does AT-SPI stand for?')).toBe('AT-SPI');
    expect(askedAbbreviation('What does X11 stand for?')).toBeNull();
  });
  it('reads a long run of capitals without backtracking', () => {
    // The old pattern placed two capitals inside the token and took 4.8 s on 3,000 of them.
    const question = `What does ${'A'.repeat(3000)} b stand for?`;
    const started = performance.now();
    expect(askedAbbreviation(question)).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
  it('reads the words whose initials spell it, with joining words and capitals inside words', () => {
    expect(expansionIn('RHS', 'The Royal Horticultural Society (RHS) judges the show.')).toBe('Royal Horticultural Society');
    expect(expansionIn('BoW', 'Keep a Book of Works (BoW) for each plot.')).toBe('Book of Works');
    expect(expansionIn('WAN', 'WAN: WideArea Network, the link between sheds.')).toBe('WideArea Network');
    expect(expansionIn('GC', 'the garbage collection (GC) runs at night', true)).toBe('garbage collection');
  });
  const notes = [
    '# Allotment notes',
    '',
    'Plots are inspected each spring by the committee.',
    '',
    '* **HWM**: High Water Mark - the level the river reached in the last flood.',
    '* **PLOT**: Personal Land On Trust - the lease every tenant signs.',
    '* **SSD**: Shared Seed Depot - the shed by the north gate.',
    '',
    'The committee meets monthly. Seeds are stored in the Shared Seed Depot over winter.',
  ].join('\n');
  it('answers from a glossary line the question does not otherwise match', async () => {
    expect(await answer('In these notes, what does the abbreviation PLOT stand for?', notes)).toBe('Personal Land On Trust');
  });
});

describe('a table question asking for prose in other words than the column name', () => {
  const table = {
    columns: ['code', 'number', 'explanation'],
    rows: [
      { code: 'WET', number: '3', explanation: 'Soil too wet to dig' },
      { code: 'FROST', number: '7', explanation: 'Ground frozen overnight' },
    ],
  };
  it('reads the free-text column for "what message"', () => {
    expect(answerTableQuestion('What message does the table give for the code FROST?', table)?.answer).toBe('Ground frozen overnight');
  });
});

describe('term/description lists: the term is the answer when its description holds the evidence', () => {
  const manual = [
    'FEEDER.CONF(5)            File Formats Manual            FEEDER.CONF(5)',
    '',
    'NAME',
    '       feeder.conf - settings of the garden bird feeder daemon',
    '',
    'DESCRIPTION',
    '       The daemon reads its settings at start-up. Each setting is a',
    '       keyword on a line of its own.',
    '',
    '       settings',
    '              The following keywords are understood:',
    '',
    '              dusk-close (since feederd 2.1)',
    '                     Shuts the hatch when the light sensor reads below',
    '                     the evening threshold. This setting keeps squirrels',
    '                     out overnight.',
    '',
    '              seed-level:n',
    '                     Warns when the hopper holds less than n percent of',
    '                     its capacity.',
    '',
    '       /var/lib/feeder/log',
    '              This directory keeps one file per day with every visit',
    '              the camera recorded.',
    '',
  ].join('\n');
  const glossary = [
    '# Garden glossary',
    '',
    'Words used by the allotment committee.',
    '',
    '* **Mulch**: A layer of straw or bark spread over soil to keep moisture in.',
    '* **Tilth**: The crumbly surface soil that seeds are sown into, worked',
    '  fine with a rake.',
    '* **Cloche**: A glass cover that shields young plants from frost.',
  ].join('\n');
  it('reads indented manual-page entries and Markdown bold-term lines, nested entries included', () => {
    const terms = termEntries(manual).map((e) => e.term);
    expect(terms).toEqual(expect.arrayContaining(['settings', 'dusk-close', 'seed-level:n', '/var/lib/feeder/log']));
    expect(terms).not.toContain('The daemon reads its settings at start-up. Each setting is a');
    const options = termEntries(
      ['OPTIONS', '       -q        quiet: print nothing but', '                 errors.', '', '       --dry-run  show what would be fed.'].join('\n'),
    );
    expect(options.map((e) => [e.term, e.description])).toEqual([
      ['-q', 'quiet: print nothing but errors.'],
      ['--dry-run', 'show what would be fed.'],
    ]);
    const tilth = termEntries(glossary).find((e) => e.term === 'Tilth');
    expect(tilth?.description).toBe('The crumbly surface soil that seeds are sown into, worked fine with a rake.');
  });
  it.each([
    ['Which setting in this manual page keeps squirrels out overnight?', 'dusk-close'],
    ['Which directory keeps one file per day with every visit the camera recorded?', '/var/lib/feeder/log'],
  ])('%s → %s', async (q, expected) => {
    expect(await answer(q, manual)).toBe(expected);
  });
  it('answers what the glossary calls a described thing with its term', async () => {
    expect(await answer('What does the glossary call the crumbly surface soil that seeds are sown into?', glossary)).toBe('Tilth');
  });
});

describe('a yes/no column negated by a prefix', () => {
  const table = {
    columns: ['bed', 'crop', 'organic'],
    rows: [
      { bed: 'A', crop: 'leek', organic: 'true' },
      { bed: 'B', crop: 'kale', organic: 'false' },
      { bed: 'C', crop: 'bean', organic: 'false' },
    ],
  };
  it('counts the rows marked as non-<column>', () => {
    expect(answerTableQuestion('How many of the beds in the table are marked as non-organic?', table)?.answer).toBe('2');
    expect(answerTableQuestion('How many beds are marked as organic?', table)?.answer).toBe('1');
  });
});

describe('hosts and addresses asked for by what they are', () => {
  const notes = [
    'MIRRORS',
    '',
    'Seed catalogues are copied nightly. You may fetch them from the main archive',
    'at seeds.greenlane.example.org or from the backup archive.',
    '',
    'Example hosts entry:',
    '',
    '10.20.30.40     potting.greenlane.example    potting',
  ].join('\n');
  it.each([
    ['Which archive site does the text name for fetching the catalogues?', 'seeds.greenlane.example.org'],
    ['What IP address does the example give for potting.greenlane.example?', '10.20.30.40'],
  ])('%s → %s', async (q, expected) => {
    expect(await answer(q, notes)).toBe(expected);
  });
});

describe('where: a place named after "on" as after "in" or "at"', () => {
  const minutes = ['Committee minutes', '', 'The committee publishes its minutes for every member on Gardenboard after each meeting.'].join('\n');
  it('answers with the place, not the sentence', async () => {
    expect(await answer('Where does the committee publish its minutes?', minutes)).toBe('Gardenboard');
  });
});

describe('the Nth item of a list named by its heading in other words', () => {
  const rules = [
    '# Allotment rules',
    '',
    'Every tenant agrees to these rules when signing the lease.',
    '',
    '## Tenant duties',
    '',
    '* Keeping paths clear of tools',
    '* Composting green waste on site',
    '* Locking the gate after dusk',
    '',
    '## Tenants',
    '',
    'Tenants are listed on the notice board.',
  ].join('\n');
  it.each([
    ['What is the second tenant duty listed?', 'Composting green waste on site'],
    ['What is the last tenant duty?', 'Locking the gate after dusk'],
  ])('%s → %s', async (q, expected) => {
    expect(await answer(q, rules, 'rules.md')).toBe(expected);
  });
});

describe('the agent of the action a question names, after "by" in another form of its verb', () => {
  const charter = [
    'Allotment charter',
    '',
    'Approval must come from two members who did not propose the change.',
    'Members must approve every change to a plot before work starts.',
    'Changes to the charter need approval by the Elsby Town Council.',
  ].join('\n');
  it('reads the name after "approval by" for "which body must approve"', async () => {
    expect(await answer('Which body must approve changes to the charter?', charter)).toBe('Elsby Town Council');
  });
});

describe('a class of three-digit codes ("4xx") and an extreme of the column asked for', () => {
  const table = {
    columns: ['code', 'reason'],
    rows: [
      { code: '210', reason: 'Seed delivered' },
      { code: '310', reason: 'Seed moved' },
      { code: '320', reason: 'Seed moved for good' },
      { code: '410', reason: 'Seed not found' },
    ],
  };
  it.each([
    ['What is the highest 3xx code listed?', '320'],
    ['How many 3xx codes does the table list?', '2'],
    ['What is the lowest code?', '210'],
  ])('%s → %s', (q, expected) => {
    expect(answerTableQuestion(q, table)?.answer).toBe(expected);
  });
});

describe('numbers missing from a numbered table', () => {
  const table = {
    columns: ['plot', 'tenant'],
    rows: ['1', '2', '4', '5', '7'].map((plot) => ({ plot, tenant: `T${plot}` })),
  };
  it('lists the whole numbers between the smallest and largest that no row holds', () => {
    expect(answerTableQuestion('Which plot numbers are missing from the table? List them in ascending order.', table)?.answer).toBe('3, 6');
  });
});

describe('names a sentence sets in quotes, for "so-called" things', () => {
  const manual = [
    'Storing seed',
    '',
    'Seed kept over winter may be dried by the so-called "hanging" or "tray" methods of the Old Guild, then stored in the Seed Depot.',
    'Wet seed rots within a week.',
  ].join('\n');
  it('lists the quoted names, in the order the text gives them', async () => {
    expect(await answer('The text mentions two so-called methods of drying seed. What are they called? Give both, comma-separated.', manual)).toBe(
      'hanging, tray',
    );
  });
});

describe('"who added / contributed / implemented": the name after "by"', () => {
  const news = [
    'NEWS',
    '',
    '** Added support for Raised Bed Layouts (RBLs, Plot Rule 12). When enabled, beds',
    'are drawn to scale. Layout support was added by Ada Quill',
    '<ada@example.org>, as her project for the Summer of Gardens.',
  ].join('\n');
  it('types the question as asking for the agent after "by"', () => {
    for (const verb of ['added', 'contributed', 'implemented', 'ported', 'rewrote']) expect(analyseQuestion(`Who ${verb} the rain gauge?`).agent).toBe(true);
  });
  it('reads the contributor, not a capitalised word of the change', async () => {
    expect(await answer('Who added support for Raised Bed Layouts as her Summer of Gardens project?', news)).toBe('Ada Quill');
  });
});

describe('names joined by "of the"', () => {
  const notice = ['Notice', '', 'Copyright (c) The Wardens of the Guild of Elsby Gardeners.', 'All rights reserved.'].join('\n');
  it('reads the whole name, not its first word', async () => {
    expect(await answer('Who is named as the copyright holder of this notice?', notice)).toBe('Wardens of the Guild of Elsby Gardeners');
  });
});

describe('counting the terms of a list by what they begin with', () => {
  const manual = [
    'SHEDS(7)',
    '',
    'DESCRIPTION',
    '       /shed  This directory holds the shared tools of the allotment, one',
    '              subdirectory per kind of tool.',
    '',
    '       /shed/spade[1-4]',
    '              Spades (optional).',
    '',
    '       /shed/hoe[1-4]',
    '              Hoes (optional).',
    '',
    '       /shed/rake',
    '              The one rake.',
    '',
    '       /pond  This directory holds nothing but water.',
  ].join('\n');
  const glossary = [
    '# Glossary',
    '',
    '* **Mulch**: Straw spread over soil.',
    '* **Marrow**: A large squash.',
    '* **Tilth**: Fine surface soil.',
    '* **mizuna**: A leafy green.',
  ].join('\n');
  it('counts the entries under a path the question names', async () => {
    expect(await answer('How many tool directories under /shed are listed?', manual)).toBe('3');
  });
  it('counts the entries beginning with a letter, in either case', async () => {
    expect(await answer('How many terms in the attached glossary begin with the letter M?', glossary, 'glossary.md')).toBe('3');
  });
});

describe('the newest (or oldest) term of a list by the version each entry says it exists since', () => {
  const manual = [
    'FEEDER.CONF(5)',
    '',
    'OPTIONS',
    '       The daemon understands these options; the water bowl is filled each morning.',
    '',
    '              dusk-close (since feederd 2.9)',
    '                     Shuts the hatch at dusk.',
    '',
    '              seed-level (since feederd 2.12)',
    '                     Warns when the hopper runs low.',
    '',
    '              bell (since feederd 1.4)',
    '                     Rings when a bird lands.',
  ].join('\n');
  it.each([
    ['Of the options whose entries state the feederd version they have been available since, which one was added in the most recent version?', 'seed-level'],
    ['Which option was added in the earliest feederd version?', 'bell'],
  ])('%s → %s', async (q, expected) => {
    expect(await answer(q, manual)).toBe(expected);
  });
});

describe('arithmetic over two values read from prose: by how much one exceeds the other', () => {
  const manual = [
    'FEEDER.CONF(5)',
    '',
    'OPTIONS',
    '       The daemon understands these options.',
    '',
    '              wait:n',
    '                     Sets how long the hatch stays open after a',
    '                     landing. Measured in seconds, the default is',
    '                     WAIT_OPEN (currently 8). The value is silently',
    '                     capped to 45.',
    '',
    '              tries:n',
    '                     Sets how many times the bell rings. The default',
    '                     is 2; the value is silently capped to 6.',
  ].join('\n');
  it('reads each side next to its own words, in the entry the question names', async () => {
    expect(await answer("For the hatch's wait option, by how many seconds does the value it is silently capped to exceed its default value?", manual)).toBe(
      '37',
    );
  });
});

describe('term/description lists as plain bullets: "- Term: description"', () => {
  const readme = [
    '# quillpack',
    '',
    'Packs seed orders for the allotment shop.',
    '',
    '## Options',
    '',
    '- dry-run: shows what would be packed without packing it.',
    '- label-width: sets the width of printed labels, in millimetres.',
    '- This list is not complete: see the manual for the rest.',
  ].join('\n');
  it('reads terms of at most four words, not sentences that hold a colon', () => {
    expect(termEntries(readme).map((e) => e.term)).toEqual(['dry-run', 'label-width']);
  });
  it('answers "which option" with the term whose description holds the evidence', async () => {
    expect(await answer('Which option shows what would be packed without packing it?', readme, 'README.md')).toBe('dry-run');
  });
});

describe('hyphenated identifiers stay whole in noun phrases', () => {
  it('keeps a word the tagger splits at its hyphen as one word', () => {
    expect(nounPhrases('The keep-alive flag and the dry-run mode of seed-pack.').map((p) => p.text)).toEqual(['keep-alive flag', 'dry-run mode', 'seed-pack']);
  });
  it('answers "which option" with the whole identifier', async () => {
    const notes = ['Notes', '', 'To test an order without packing it, the packer offers the dry-run option for every shop.'].join('\n');
    expect(await answer('Which option tests an order without packing it?', notes)).toBe('dry-run');
  });
});
