import type { Packet } from '../../wire/packet.js';

/** One packet of every type, with awkward content (unicode, quotes, empty lists). */
export function samplePackets(): Packet[] {
  const common = { task_id: 't-1', token_used: 7 };
  return [
    { type: 'doc_init', ...common, sender: 'hub', token_used: 0, question: 'Who said "hi"?', chunks: ['naïve café', '東京 🚀', ''], file_name: 'a.txt' },
    { type: 'doc_init', ...common, sender: 'hub', token_used: 0, question: '', chunks: [], file_name: null },
    {
      type: 'search_docs',
      ...common,
      sender: '0',
      docs: [
        { kind: 'chunk', chunk: 0, score: 1.2345, text: 'line\nbreak' },
        { kind: 'row', chunk: 3, score: 0, text: '{"a":"b"}' },
      ],
    },
    { type: 'events', ...common, sender: '1', events: [{ kind: 'sentence', text: 'It is 5 km.', chunk: 3, score: 0.5 }] },
    { type: 'triples', ...common, sender: '2', triples: [{ subject: 'It', relation: 'is', object: '5 km', source: 0 }] },
    { type: 'final_answer', ...common, sender: '3', tag: 'data_event', answer: '5', reasoning: 'because' },
    { type: 'final_answer', ...common, sender: '3', tag: 'data_event', answer: null, reasoning: '' },
    { type: 'tool_error', ...common, sender: '2', tool: 'triple', message: 'boom' },
  ];
}
