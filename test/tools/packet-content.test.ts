import { describe, expect, it } from 'vitest';
import { chunkText, type DocInit, type Events, type Packet, type SearchDocs } from '../../wire/packet.js';
import { viewOf } from '../../agent/tool.js';
import { ExtractTool } from '../../tools/extract-tool.js';
import { outline, type Item, type SectionRef } from '../../tools/outline.js';
import {
  decodeHeader,
  decodeItem,
  decodeItemRelation,
  decodeRow,
  decodeSection,
  encodeHeader,
  encodeItem,
  encodeRow,
  encodeSection,
  itemRelation,
  sectionOfSubject,
  sectionSubject,
} from '../../tools/packet-content.js';
import { ReasonTool, tableFromTriples } from '../../tools/reason-tool.js';
import { TripleTool } from '../../tools/triple-tool.js';

const section: SectionRef = { depth: 2, number: '2.7', title: 'Conditions "quoted" – naïve', version: null, date: '2021-03-09', start: 120, end: 480, id: 5 };
const items: Item[] = [
  { kind: 'lettered', marker: '(a)', text: 'the first condition' },
  { kind: 'line', marker: '', text: 'Fixed a crash', label: 'Bug fixes' },
  { kind: 'definition', marker: '"Member"', text: '"Member" means any person' },
];

describe('packet content codecs: what encode writes, decode reads back', () => {
  it('round-trips headers, rows, sections, items, section subjects and item relations', () => {
    expect(decodeHeader(encodeHeader(['name', 'city', 'a "b"', '東京']))).toEqual(['name', 'city', 'a "b"', '東京']);
    expect(decodeHeader(encodeHeader([]))).toEqual([]);
    const row = { name: 'Odeon', '2020': '300', note: '', city: 'Lyon, "FR"' };
    expect(decodeRow(encodeRow(row))).toEqual(row);
    expect(Object.keys(decodeRow(encodeRow(row))!)).toEqual(Object.keys(row));
    expect(decodeSection(encodeSection(section))).toEqual(section);
    for (const item of items) expect(decodeItem(encodeItem(item))).toEqual(item);
    for (const id of [0, 7, 1234]) expect(sectionOfSubject(sectionSubject(id))).toBe(id);
    for (const item of items) expect(decodeItemRelation(itemRelation(item))).toEqual(item.label ? { kind: item.kind, label: item.label } : { kind: item.kind });
  });

  it('writes a section and an item with the same keys in the same order whatever order they were built in', () => {
    const { id, end, title, start, date, version, number, depth } = section;
    const shuffled: SectionRef = { id, end, title, start, date, version, number, depth };
    expect(JSON.stringify(shuffled)).not.toBe(JSON.stringify(section));
    expect(encodeSection(shuffled)).toBe(encodeSection(section));
    // The order search has always written: the outline's fields, then the id.
    const [sec] = outline('1. Scope\n\nThis licence covers the work.\n');
    expect(encodeSection({ ...sec!, id: 0 })).toBe(JSON.stringify({ ...sec!, id: 0 }));
    expect(encodeItem({ text: 'x', label: 'L', marker: '', kind: 'line' })).toBe('{"kind":"line","marker":"","text":"x","label":"L"}');
  });

  it('reads scalar cells as text and null as empty, in column order', () => {
    expect(decodeRow('{"k":"a","n":3,"b":true,"z":null}')).toEqual({ k: 'a', n: '3', b: 'true', z: '' });
    expect(decodeRow('{"__proto__":"x","b":"y"}')).toEqual(JSON.parse('{"__proto__":"x","b":"y"}'));
  });

  it.each([
    ['header', decodeHeader, ['not json', '', '{"a":1}', '[1,2]', '["a",null]', '"a"', 'null']],
    ['row', decodeRow, ['not json', '', '[]', '["a"]', '"row"', '{"a":{"b":1}}', '{"a":["x"]}', 'null', '7']],
    [
      'section',
      decodeSection,
      [
        'not json',
        '{}',
        encodeSection(section).replace('"id":5', '"id":-1'),
        encodeSection(section).replace('"title"', '"titel"'),
        encodeSection(section).replace('}', ',"extra":1}'),
        encodeSection(section).replace('"start":120', '"start":1.5'),
        '[]',
      ],
    ],
    [
      'item',
      decodeItem,
      [
        'not json',
        '{}',
        '{"kind":"starred","marker":"*","text":"x"}',
        '{"kind":"bullet","marker":"-"}',
        '{"kind":"bullet","marker":"-","text":"x","label":3}',
        'null',
      ],
    ],
    [
      'section subject',
      sectionOfSubject,
      ['Section 1', 'section', 'section 1.2', 'section -1', 'section 01', ' section 1', 'section 1 ', 'subsection 1', 'section 99999999999999999999'],
    ],
    ['item relation', decodeItemRelation, ['item', 'numbered items', 'is', 'numbered item under', 'two words item']],
  ] as const)('refuses a malformed %s with null, never a throw', (_what, decode, bad) => {
    for (const text of bad) expect((decode as (t: string) => unknown)(text), text).toBeNull();
  });
});

describe('tools skip a malformed value and go on with the rest', () => {
  const init = (question: string, document = ''): DocInit => ({
    type: 'doc_init',
    task_id: 't',
    sender: 'hub',
    token_used: 0,
    question,
    chunks: chunkText(document, 400),
    file_name: 'doc.txt',
  });
  const sectionText = encodeSection({ ...section, start: 0, end: 30, id: 0 });

  it('extract: a heading that does not decode gives neither a section nor a heading event', async () => {
    const docs: SearchDocs['docs'] = [
      { kind: 'heading', chunk: 0, score: 0, text: '{"broken":' },
      { kind: 'heading', chunk: 0, score: 0, text: sectionText },
      { kind: 'chunk', chunk: 0, score: 1, text: 'The work started in 1902.' },
    ];
    const search: Packet = { type: 'search_docs', task_id: 't', sender: '0', token_used: 0, docs };
    const r = await new ExtractTool().run(viewOf(init('When did the work start?', 'The work started in 1902.'), [search]));
    if (!r.ok || r.output.type !== 'events') throw new Error('extract failed');
    expect(r.output.events.filter((e) => e.kind === 'heading')).toEqual([{ kind: 'heading', text: sectionText, chunk: 0, score: 0, section: 0 }]);
    expect(r.output.events.some((e) => e.text === 'The work started in 1902.')).toBe(true);
  });

  it('triple: a heading, item or row that does not decode gives no triples; the others do', async () => {
    const events: Events = {
      type: 'events',
      task_id: 't',
      sender: '1',
      token_used: 0,
      events: [
        { kind: 'heading', text: 'garbage', chunk: 0, score: 0, section: 9 },
        { kind: 'item', text: '{"kind":"starred"}', chunk: 0, score: 0, section: 0 },
        { kind: 'row', text: '["not","a","row"]', chunk: 0, score: 0 },
        { kind: 'heading', text: sectionText, chunk: 0, score: 0, section: 0 },
        { kind: 'item', text: encodeItem(items[0]!), chunk: 0, score: 0, section: 0 },
      ],
    };
    const r = await new TripleTool().run(viewOf(init('q'), [events]));
    if (!r.ok || r.output.type !== 'triples') throw new Error('triple failed');
    expect(new Set(r.output.triples.map((t) => t.source))).toEqual(new Set([3, 4]));
    expect(r.output.triples.find((t) => t.source === 4)).toEqual({
      subject: 'section 0',
      relation: 'lettered item',
      object: '(a) the first condition',
      source: 4,
    });
  });

  it('reason: a header that does not decode makes no table, and the task is answered as prose', async () => {
    const events: Events['events'] = [
      { kind: 'header', text: '{"not":"columns"}', chunk: 0, score: 0 },
      { kind: 'row', text: encodeRow({ a: 'x' }), chunk: 0, score: 1 },
      { kind: 'sentence', text: 'The bridge opened in 1931.', chunk: 0, score: 1 },
    ];
    expect(tableFromTriples(events, [])).toBeNull();
    const packets: Packet[] = [
      { type: 'events', task_id: 't', sender: '1', token_used: 0, events },
      { type: 'triples', task_id: 't', sender: '2', token_used: 0, triples: [] },
    ];
    const r = await new ReasonTool().run(viewOf(init('In what year did the bridge open?'), packets));
    expect(r).toMatchObject({ ok: true, output: { answer: '1931' } });
  });
});
