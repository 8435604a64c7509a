import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DocInit, Events, Packet, SearchDocs, Triples } from '../../wire/packet.js';
import { TaskInbox, deliveredTypes, viewOf } from '../../agent/tool.js';

const init: DocInit = { type: 'doc_init', task_id: 't', sender: 'hub', token_used: 0, question: 'Q?', chunks: ['a', 'b'], file_name: null };
const events = (text: string): Events => ({
  type: 'events',
  task_id: 't',
  sender: '1',
  token_used: 2,
  events: [{ kind: 'sentence', text, chunk: 0, score: 1 }],
});
const triples: Triples = { type: 'triples', task_id: 't', sender: '2', token_used: 3, triples: [{ subject: 's', relation: 'r', object: 'o', source: 0 }] };

describe('TaskView.packet: the typed accessor for received packets', () => {
  it('returns the packet of the asked type, typed by it, and undefined for a type not received', () => {
    const view = viewOf(init, [events('first'), triples]);
    expectTypeOf(view.packet('events')).toEqualTypeOf<Events | undefined>();
    expectTypeOf(view.packet('search_docs')).toEqualTypeOf<SearchDocs | undefined>();
    expect(view.packet('events')?.events[0]?.text).toBe('first');
    expect(view.packet('triples')?.triples).toEqual(triples.triples);
    expect(view.packet('search_docs')).toBeUndefined();
    expect(view.packet('final_answer')).toBeUndefined();
  });

  it('always holds the doc_init it was opened with, and its fields', () => {
    const view = viewOf(init);
    expect(view.packet('doc_init')).toBe(init);
    expect([view.task_id, view.question, view.file_name, view.chunks]).toEqual(['t', 'Q?', null, ['a', 'b']]);
  });

  it('keeps the latest packet of each type as packets arrive', () => {
    const inbox = new TaskInbox(init);
    inbox.receive(events('first'));
    inbox.receive(triples);
    inbox.receive(events('second'));
    expect(inbox.packet('events')?.events[0]?.text).toBe('second');
    expect(inbox.packet('triples')).toBe(triples);
  });
});

describe('deliveredTypes', () => {
  it('is doc_init, the trigger and the used types, once each', () => {
    expect([...deliveredTypes({ role: 'answer', trigger: 'triples', uses: ['events', 'triples'], produces: 'final_answer' })].sort()).toEqual([
      'doc_init',
      'events',
      'triples',
    ]);
    expect([...deliveredTypes({ role: 'answer', trigger: 'doc_init', uses: [], produces: 'search_docs' })]).toEqual(['doc_init']);
  });

  it('with a planner, adds the plan for an answering tool only; the Overseer gets its trigger alone', () => {
    expect([...deliveredTypes({ role: 'answer', trigger: 'doc_init', uses: [], produces: 'search_docs' }, true)].sort()).toEqual(['doc_init', 'plan']);
    expect([...deliveredTypes({ role: 'plan', trigger: 'brief', uses: [], produces: 'plan' }, true)].sort()).toEqual(['brief', 'doc_init']);
    expect([...deliveredTypes({ role: 'oversee', trigger: 'verdict', uses: [], produces: 'gap_record' }, true)]).toEqual(['verdict']);
  });

  it('never lets a packet the agent received under another type be read as that type', () => {
    const stray = { ...triples, type: 'events' } as unknown as Packet;
    // receive files a packet under its own `type`: the accessor's narrowing rests on that.
    const inbox = new TaskInbox(init);
    inbox.receive(stray);
    expect(inbox.packet('triples')).toBeUndefined();
  });
});
