import { describe, expect, it } from 'vitest';
import type { DocInit, Packet } from '../../wire/packet.js';
import { chunkText } from '../../wire/packet.js';
import { ExtractTool } from '../../tools/extract-tool.js';
import { ReasonTool } from '../../tools/reason-tool.js';
import { createTool, toolNames } from '../../tools/registry.js';
import { DEFAULT_SEARCH, SearchTool } from '../../tools/search-tool.js';
import { sentences, stem, terms } from '../../tools/text.js';
import type { TaskView, ToolOutput, ToolResult } from '../../agent/tool.js';
import { viewOf } from '../../agent/tool.js';
import { TripleTool, rowTriples, sentenceTriples } from '../../tools/triple-tool.js';

function init(question: string, document: string, file_name: string | null = 'doc.txt', chunkSize = 120): DocInit {
  return { type: 'doc_init', task_id: 't', sender: 'hub', token_used: 0, question, chunks: chunkText(document, chunkSize), file_name };
}

function ok(result: ToolResult): ToolOutput {
  if (!result.ok) throw new Error(result.error);
  return result.output;
}

/** Run the four tools in order, as the mesh would, and return every packet. */
async function pipeline(doc: DocInit): Promise<Packet[]> {
  const packets: Packet[] = [];
  for (const name of ['search', 'extract', 'triple', 'reason']) {
    const view: TaskView = viewOf(doc, packets);
    const result = await createTool(name).run(view);
    packets.push({ ...ok(result), task_id: doc.task_id, sender: name, token_used: 0 } as Packet);
  }
  return packets;
}

async function answer(question: string, document: string, file_name: string | null = 'doc.txt'): Promise<string | null> {
  const last = (await pipeline(init(question, document, file_name))).at(-1)!;
  if (last.type !== 'final_answer') throw new Error('no final answer');
  return last.answer;
}

const PROSE = [
  'The Aldmoor Tunnel is a rail tunnel under the Aldmoor hills.',
  'It was designed by the engineer Ivo Brandt and took six years to build.',
  'Work started in 1902 and the tunnel opened in 1908.',
  'The tunnel is 4,250 metres long and cost 3 million marks.',
  'Its western portal lies in the village of Oberfeld.',
].join(' ');

describe('text', () => {
  it('splits sentences without breaking on decimals or abbreviations', () => {
    expect(sentences('It costs 3.5 euros, e.g. per item. Next one! And 2. Done?')).toEqual([
      'It costs 3.5 euros, e.g. per item.',
      'Next one!',
      'And 2.',
      'Done?',
    ]);
  });
  it('stems plurals and removes stop words', () => {
    expect(stem('branches')).toBe('branch');
    expect(stem('fixes')).toBe('fix');
    expect([stem('licence'), stem('colour'), stem('organisation')]).toEqual([stem('license'), stem('color'), stem('organization')]);
    expect(terms('CVE-2010-0001')).toEqual(['cve-2010-0001', 'cve', '2010', '0001']);
    expect(stem('libraries')).toBe('library');
    expect(terms('How many trees are in the orchards?')).toEqual(['many', 'tree', 'orchard']);
  });
});

describe('search tool', () => {
  it('ranks chunks by BM25 and adds neighbours and the first chunk, in document order', async () => {
    const filler = 'Nothing of note happens in this part of the text at all. '.repeat(12);
    const doc = `${filler}The lighthouse keeper was Ada Quill. ${filler}`;
    const tool = new SearchTool({ ...DEFAULT_SEARCH, topK: 1, neighbours: 1 });
    const out = ok(await tool.run(viewOf(init('Who was the lighthouse keeper?', doc, 'a.txt', 100))));
    if (out.type !== 'search_docs') throw new Error(out.type);
    const chunks = out.docs.filter((d) => d.kind === 'chunk');
    const hit = chunkText(doc, 100).findIndex((c) => c.includes('lighthouse'));
    expect(chunks.map((d) => d.chunk)).toEqual([0, hit - 1, hit, hit + 1]);
    expect(chunks[2]!.score).toBeGreaterThan(0);
    expect(chunks[1]!.score).toBe(0);
  });

  it('counts word tokens read and written', async () => {
    const r = await new SearchTool().run(viewOf(init('alpha beta', 'alpha beta gamma')));
    expect(r.usage).toEqual({ input_tokens: 2 + 3, output_tokens: 3 });
  });
});

describe('extract tool', () => {
  it('emits the sentences that match the question, best first', async () => {
    const doc = init('When did the tunnel open?', PROSE);
    const search = ok(await new SearchTool().run(viewOf(doc)));
    const out = ok(await new ExtractTool().run(viewOf(doc, [{ ...search, task_id: 't', sender: '0', token_used: 0 } as Packet])));
    if (out.type !== 'events') throw new Error(out.type);
    expect(out.events[0]!.text).toBe('Work started in 1902 and the tunnel opened in 1908.');
    expect(out.events.every((e) => e.kind === 'sentence' && e.score > 0)).toBe(true);
  });

  it('passes table rows on with their named fields', async () => {
    const csv = 'name,city,seats\nOdeon,Lyon,300\n"Rex, the",Nantes,120\nLux,Lyon,90\n';
    const doc = init('In which city is the Odeon?', csv, 'cinemas.csv');
    const search = ok(await new SearchTool().run(viewOf(doc)));
    if (search.type !== 'search_docs') throw new Error(search.type);
    // Row retrieval: the header and the row the question names, not the whole table.
    expect(search.docs.map((d) => [d.kind, d.chunk])).toEqual([
      ['header', 0],
      ['row', 0],
    ]);
    const out = ok(await new ExtractTool().run(viewOf(doc, [{ ...search, task_id: 't', sender: '0', token_used: 0 } as Packet])));
    if (out.type !== 'events') throw new Error(out.type);
    expect(out.events.map((e) => [e.kind, JSON.parse(e.text)])).toEqual([
      ['header', ['name', 'city', 'seats']],
      ['row', { name: 'Odeon', city: 'Lyon', seats: '300' }],
    ]);
  });

  it('retrieves every row when the question is about a set of rows', async () => {
    const csv = 'name,city,seats\nOdeon,Lyon,300\nRex,Nantes,120\nLux,Lyon,90\n';
    const search = ok(await new SearchTool().run(viewOf(init('How many cinemas are in Lyon?', csv, 'c.csv'))));
    if (search.type !== 'search_docs') throw new Error(search.type);
    expect(search.docs.filter((d) => d.kind === 'row').map((d) => d.chunk)).toEqual([0, 1, 2]);
  });

  it('fails as data without its trigger', async () => {
    const r = await new ExtractTool().run(viewOf(init('q', 'd')));
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining('without search_docs') });
  });
});

describe('triple tool', () => {
  it('reads copula, definition and key-value sentences', () => {
    expect(sentenceTriples('"Member" means any person who paid.', 4)).toEqual([
      { subject: 'Member', relation: 'means', object: 'any person who paid', source: 4 },
    ]);
    expect(sentenceTriples('The tunnel is 4,250 metres long.', 0)[0]).toMatchObject({ subject: 'The tunnel', relation: 'is', object: '4,250 metres long' });
    expect(sentenceTriples('Author: Jane Roe', 1)[0]).toMatchObject({ subject: 'Author', relation: 'is', object: 'Jane Roe' });
    expect(sentenceTriples('Nothing to see here', 0)).toEqual([]);
  });

  it('keys table rows by their first field, key field included', () => {
    expect(rowTriples('{"name":"Odeon","city":"Lyon","seats":"300","note":""}', 2)).toEqual([
      { subject: 'Odeon', relation: 'name', object: 'Odeon', source: 2 },
      { subject: 'Odeon', relation: 'city', object: 'Lyon', source: 2 },
      { subject: 'Odeon', relation: 'seats', object: '300', source: 2 },
    ]);
    expect(rowTriples('not json', 0)).toEqual([]);
  });

  it('runs over events and skips headers', async () => {
    const events = {
      type: 'events',
      task_id: 't',
      sender: '1',
      token_used: 0,
      events: [
        { kind: 'header', text: '["a","b"]', chunk: 0, score: 0 },
        { kind: 'row', text: '{"a":"x","b":"y"}', chunk: 0, score: 1 },
      ],
    } as Packet;
    const out = ok(await new TripleTool().run(viewOf(init('q', ''), [events])));
    expect(out).toEqual({
      type: 'triples',
      triples: [
        { subject: 'x', relation: 'a', object: 'x', source: 1 },
        { subject: 'x', relation: 'b', object: 'y', source: 1 },
      ],
    });
  });
});

describe('reason tool through the pipeline', () => {
  it('answers a year question', async () => {
    expect(await answer('In what year did the tunnel open?', PROSE)).toBe('1908');
  });
  it('answers a number question with separators and units stripped', async () => {
    expect(await answer('How long is the tunnel in metres?', PROSE)).toBe('4250');
  });
  it('answers a person question with a name from the text', async () => {
    expect(await answer('Who designed the Aldmoor Tunnel?', PROSE)).toBe('Ivo Brandt');
  });
  it('reads a field of a table row found by its key', async () => {
    const csv = 'name,city,seats\nOdeon,Lyon,300\nRex,Nantes,120\n';
    expect(await answer('How many seats does the Rex have?', csv, 'cinemas.csv')).toBe('120');
  });
  it('returns null, with its reasoning, when nothing fits', async () => {
    const r = ok(await new ReasonTool().run(viewOf(init('In what year?', 'no dates'))));
    expect(r).toMatchObject({ type: 'final_answer', answer: null, reasoning: expect.stringContaining('expected year') });
  });
});

describe('tool registry', () => {
  it('knows the four answering tools, the planner and the Overseer, and names them when asked for another', () => {
    expect(toolNames()).toEqual(['search', 'extract', 'triple', 'reason', 'plan', 'oversee']);
    expect(() => createTool('divination')).toThrow(/known tools: search, extract, triple, reason, plan, oversee/);
  });
});
