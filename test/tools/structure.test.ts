import { describe, expect, it } from 'vitest';
import { chunkText, type DocInit, type Packet } from '../../wire/packet.js';
import { items, outline, findDate } from '../../tools/outline.js';
import { createTool } from '../../tools/registry.js';
import { viewOf } from '../../agent/tool.js';
import { sentences } from '../../tools/text.js';

/** Run the four tools in order, as the mesh would, and return the final answer. */
async function answer(question: string, document: string, fileName = 'doc.txt', chunkSize = 400): Promise<{ answer: string | null; reasoning: string }> {
  const init: DocInit = { type: 'doc_init', task_id: 't', sender: 'hub', token_used: 0, question, chunks: chunkText(document, chunkSize), file_name: fileName };
  const packets: Packet[] = [];
  for (const name of ['search', 'extract', 'triple', 'reason']) {
    const r = await createTool(name).run(viewOf(init, packets));
    if (!r.ok) throw new Error(r.error);
    packets.push({ ...r.output, task_id: 't', sender: name, token_used: 0 } as Packet);
  }
  const last = packets.at(-1)!;
  if (last.type !== 'final_answer') throw new Error(last.type);
  return { answer: last.answer, reasoning: last.reasoning };
}

// A changelog in the NEWS style, written for these tests.
const CHANGELOG = `Driftwood NEWS

* Noteworthy changes in release 2.3 (2021-11-30) [stable]

** Bug fixes

  The --follow option no longer loops on renamed files.
  This fixes ZD-2021-0042, reported by a user in Oslo.

* Noteworthy changes in release 2.2 (2021-03-09) [stable]

** New features

  driftwood now accepts the --follow option, to track renamed files.

  Support for the Solaris and AIX platforms has been dropped.

* Noteworthy changes in release 2.1 (2020-08-17) [stable]

** New features

  A --quiet option silences progress messages.
`;

// A numbered agreement written for these tests.
const AGREEMENT = `ORCHARD CO-OPERATIVE AGREEMENT

1. Definitions.

1.1. "Grower"
    means a member who supplies fruit to the co-operative.

1.2. "Season"
    means the period from 1 August to 31 July.

1.3. "Levy"
    means the annual contribution set by the board.

2. Deliveries. A Grower must deliver fruit that meets the following requirements:

   (a) it is sorted by variety;
   (b) it is free of visible rot;
   (c) it is delivered within 48 hours of picking.

3. Payment. Payment is made within 30 days of delivery.

4. Conditions. Sections 2 and 3 are conditions of membership granted in Section 1.
`;

describe('outline', () => {
  it('reads release headings with their version and date, nested sub-headings, and the span of each section', () => {
    const secs = outline(CHANGELOG);
    expect(secs.map((s) => [s.depth, s.version, s.date, s.title.slice(0, 24)])).toEqual([
      [1, '2.3', '2021-11-30', 'Noteworthy changes in re'],
      [2, null, null, 'Bug fixes'],
      [1, '2.2', '2021-03-09', 'Noteworthy changes in re'],
      [2, null, null, 'New features'],
      [1, '2.1', '2020-08-17', 'Noteworthy changes in re'],
      [2, null, null, 'New features'],
    ]);
    expect(CHANGELOG.slice(secs[0]!.start, secs[0]!.end)).toContain('ZD-2021-0042');
    expect(CHANGELOG.slice(secs[0]!.start, secs[0]!.end)).not.toContain('2.2');
  });

  it('reads numbered headings, inline titles, and their enumerated items', () => {
    const secs = outline(AGREEMENT);
    expect(secs.map((s) => [s.number, s.title])).toEqual([
      [null, 'ORCHARD CO-OPERATIVE AGREEMENT'],
      ['1', 'Definitions'],
      ['1.1', '"Grower"'],
      ['1.2', '"Season"'],
      ['1.3', '"Levy"'],
      ['2', 'Deliveries'],
      ['3', 'Payment'],
      ['4', 'Conditions'],
    ]);
    const deliveries = secs.find((s) => s.number === '2')!;
    expect(items(AGREEMENT.slice(deliveries.start, deliveries.end)).map((i) => [i.kind, i.marker])).toEqual([
      ['lettered', '(a)'],
      ['lettered', '(b)'],
      ['lettered', '(c)'],
    ]);
  });

  it('does not take a wrapped line that starts with a number, or an indented bullet, for a heading', () => {
    expect(outline('The cache holds up to\n10 entries. Older ones are dropped.\n').length).toBe(0);
    expect(outline('* Release 1.0 (2020-01-01)\n\n  * Fix a crash.\n  * Fix a leak.\n').map((s) => s.title)).toEqual(['Release 1.0 (2020-01-01)']);
  });

  it('reads dates in three formats', () => {
    expect([findDate('on 2020-08-17'), findDate('on 14 June 1991'), findDate('June 4, 1991')]).toEqual(['2020-08-17', '1991-06-14', '1991-06-04']);
  });

  it('joins wrapped prose and keeps list items apart', () => {
    const text = 'This line is long enough to be wrapped prose that continues\non the next line. Then it ends.\n\n  - first item\n  - second item\n';
    expect(sentences(text)).toEqual([
      'This line is long enough to be wrapped prose that continues on the next line.',
      'Then it ends.',
      '- first item',
      '- second item',
    ]);
  });
});

describe('structure questions through the four agents', () => {
  it.each([
    ['In which release was the --follow option added?', '2.2'],
    ['In what year was the release that first accepted the --quiet option published?', '2020'],
    ['How many days passed between release 2.2 and release 2.3?', '266'],
    ['Which identifier does the changelog say was fixed in release 2.3?', 'ZD-2021-0042'],
  ])('changelog: %s → %s', async (question, expected) => {
    expect((await answer(question, CHANGELOG, 'NEWS.txt', 120)).answer).toBe(expected);
  });

  it.each([
    ['How many terms are defined in the Definitions section?', '3'],
    ['How many lettered requirements does the Deliveries section list?', '3'],
    ['Section 4 lists some sections as conditions of membership. What are the titles of those sections? Give them comma-separated.', 'Deliveries, Payment'],
    ['Within how many days of delivery is payment made?', '30'],
  ])('agreement: %s → %s', async (question, expected) => {
    expect((await answer(question, AGREEMENT, 'agreement.txt', 150)).answer).toBe(expected);
  });
});

// A short history and a club rulebook written for these tests.
const HISTORY = `The Varn Lighthouse

Work on the Varn Lighthouse started in 1872, and the light was first lit in 1875.
In 1961 the lighthouse was automated, and in 1998 it was listed as a historic monument.
Visitors climbed the tower 12,400 times in its first open season; by 2019 the yearly count had risen to 31,900 visits.
The keeper's cottage opened as a museum on 1 May 2003 and closed for repairs on 30 June 2003.
`;

const RULES = `RULES OF THE HARBOUR CHESS CLUB

Section 1. Terms
"Player" means a member entered in a club event.
"Rated game" means a game reported to the league.
"Season" means the months from September to June.

Section 2. Changes
These rules may be changed by a three-quarters majority of the members present at a meeting.
`;

describe('prose arithmetic, modifiers and definitions through the four agents', () => {
  it.each([
    ['How many years after work started was the lighthouse listed as a historic monument?', '126'],
    ['By how many visits did the yearly count grow between the first open season and 2019?', '19500'],
    ['How many days passed between the museum opening and the closing for repairs?', '60'],
    ['In what year was the lighthouse automated?', '1961'],
  ])('history: %s → %s', async (question, expected) => {
    expect((await answer(question, HISTORY, 'history.txt', 200)).answer).toBe(expected);
  });

  it.each([
    ['How many terms are defined in the Terms section of the rules?', '3'],
    ['What majority of the members present is needed to change the rules?', 'three-quarters'],
  ])('rules: %s → %s', async (question, expected) => {
    expect((await answer(question, RULES, 'rules.txt', 200)).answer).toBe(expected);
  });

  it('counts the releases a changelog lists', async () => {
    expect((await answer('How many releases are listed in the attached changelog?', CHANGELOG, 'NEWS.txt', 120)).answer).toBe('3');
  });
});

// Release notes in three further layouts, written for these tests.
const RANGES = `                     NEWS about kettle

\tMajor changes between "kettle" versions 41 and 47

* Add the --steam option.

* Fix a crash on empty input.

\tMajor changes between "kettle" versions 38 and 41

* Add the --boil option.
`;

const HISTORY_LOG = `History
=======

    2.1 Mar-4-2019
        Add support for the Wren platform.
        Fix a leak.

    2.0 Jul-19-2016
        Add support for the Finch platform.

    1.0 Feb-2-2011
        Initial release.
`;

const WITHDRAWN = `* Noteworthy changes in release 5.2 (2020-02-02) [stable]

** Bug fixes

  cmpx no longer crashes on empty files.

User-visible changes in version 5.1:

- cmpx now reads compressed input.

Version 5.0.9 was not publicly released.

User-visible changes in version 5.0.8:

- First release with the --brief option.
`;

describe('release notes: extremes, dates and stated versions', () => {
  it('finds the newest and the earliest release, with dotless version ranges in indented headings', async () => {
    expect((await answer('What is the newest version of kettle whose changes are described in the attached NEWS file?', RANGES, 'NEWS', 120)).answer).toBe(
      '47',
    );
    expect((await answer('What is the newest release covered?', WITHDRAWN, 'NEWS', 120)).answer).toBe('5.2');
  });
  it('reads Mon-DD-YYYY release dates, for the year of the first release and of a release found by its content', async () => {
    expect(findDate('3.0 Oct-23-2022')).toBe('2022-10-23');
    expect((await answer('In what year was this project first released?', HISTORY_LOG, 'README', 120)).answer).toBe('2011');
    expect((await answer('In what year was the release that added support for the Finch platform published?', HISTORY_LOG, 'README', 120)).answer).toBe('2016');
  });
  it('answers with the version a sentence is about, not the section it sits in', async () => {
    expect((await answer('Which version of cmpx was not publicly released?', WITHDRAWN, 'NEWS', 120)).answer).toBe('5.0.9');
  });
});

// A FAQ written for this test: numbered questions that run over two lines, a bullet wrapped onto
// an unindented line, and a label over a list, none of which may cut a numbered section short.
const FAQ = `1. Getting started

1.1. How do I install the tool?

Run the installer.

2. Surprising behaviour

2.1. The tool prints warnings at exit, but my program
frees everything. Why?

Pools are kept for re-use.

* With older compilers, build everything with the pooling
switch turned off. This costs speed.

2.2. Output is slower than I expected
when writing to a pipe.

Buffering differs on pipes.

Some example timings:
* Pipe: slow
* File: fast

2.3. Why are colours missing?

Colours need a terminal.

3. Other questions

3.1. Where do I report bugs?

Use the tracker.
`;

describe('FAQ layout', () => {
  it('reads numbered questions as subsections of their numbered section', async () => {
    expect((await answer('How many questions are answered in the section "Surprising behaviour"?', FAQ, 'faq.txt', 200)).answer).toBe('3');
    const titles = outline(FAQ).map((s) => s.title);
    expect(titles).toContain('The tool prints warnings at exit, but my program frees everything. Why?');
    expect(titles.some((t) => /^With older/.test(t))).toBe(false);
  });
});

// A short legend written for this test.
const LEGEND = `About the name

Ember is the name of the great gate to Sunhold (the Keep of the Morning Tower in Velmarra). The gate
was rebuilt twice.

Ember is also the name of a small dog owned by the keeper.
`;

describe('where questions', () => {
  it('answer with the place a locative phrase names, not the whole sentence', async () => {
    expect((await answer('Where is the keep whose great gate is called Ember?', LEGEND, 'legend.txt', 200)).answer).toBe('Velmarra');
  });
});

// A man-page-like list written for this test, in justified spacing.
const FORMATS = `FORMATS
       pelt      is  a  layered  archive format,  developed  by  Norvane,  that keeps
                 every version of a file.

       quill     is  an  older  archive format  from  the  Tessel  project.
`;

describe('which-X questions', () => {
  it('answer with the subject of "is a ... X", not a modifier of X', async () => {
    expect((await answer('Which format was developed by Norvane?', FORMATS, 'formats.txt', 400)).answer).toBe('pelt');
  });
});

// A licence-like list of conditions written for this test.
const CONDITIONS = `GRANT & CONDITIONS

Anyone may copy the Map Data, subject to the following conditions:

1) Copies must keep this notice.

2) No Derived Map may carry the Guild Seal unless the Guild
agrees in writing.

3) The Map Data may not be sold on its own.

TERMINATION

These rights end if a condition is broken.
`;

describe('ordinal list items', () => {
  it('reads the item a question numbers by ordinal, and what follows its verb', async () => {
    expect(
      (await answer('Under the second condition, what may no Derived Map carry without the written agreement of the Guild?', CONDITIONS, 'licence.txt', 400))
        .answer,
    ).toBe('Guild Seal');
  });
});

// NEWS with several releases, written for this test.
const OPTIONS_NEWS = `\tMajor changes between "kettle" versions 47 and 52

* Add the --steam and --whistle options.

* Fix a crash on long names.

\tMajor changes between "kettle" versions 41 and 47

* Add --boil option.

* Add --simmer option.

* Add the --lid-check option.

* Fix the manual page.
`;

describe('two-step counts', () => {
  it('counts what the release that did X added, within that release only', async () => {
    expect(
      (await answer('In the set of changes that added the --simmer option, how many new options were added in total?', OPTIONS_NEWS, 'NEWS', 400)).answer,
    ).toBe('3');
    expect((await answer('In the set of changes that added the --steam option, how many new options were added?', OPTIONS_NEWS, 'NEWS', 400)).answer).toBe('2');
  });
});
