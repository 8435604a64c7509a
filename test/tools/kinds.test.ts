import { describe, expect, it } from 'vitest';
import type { DocInit, Packet } from '../../wire/packet.js';
import { chunkText } from '../../wire/packet.js';
import { createTool } from '../../tools/registry.js';
import type { ToolOutput, ToolResult, TaskView } from '../../agent/tool.js';
import { viewOf } from '../../agent/tool.js';
import { askedAbbreviation, expansionIn } from '../../tools/abbreviations.js';
import { answerTableQuestion } from '../../tools/table-qa.js';

// Kinds of question the engine generalises to (issue 18, second round), each on a small text written here.

function ok(result: ToolResult): ToolOutput {
  if (!result.ok) throw new Error(result.error);
  return result.output;
}

async function answer(question: string, document: string, file_name: string | null = 'doc.txt'): Promise<string | null> {
  const doc: DocInit = { type: 'doc_init', task_id: 't', sender: 'hub', token_used: 0, question, chunks: chunkText(document, 400), file_name };
  const packets: Packet[] = [];
  for (const name of ['search', 'extract', 'triple', 'reason']) {
    const view: TaskView = viewOf(doc, packets);
    packets.push({ ...ok(await createTool(name).run(view)), task_id: doc.task_id, sender: name, token_used: 0 } as Packet);
  }
  const last = packets.at(-1)!;
  if (last.type !== 'final_answer') throw new Error('no final answer');
  return last.answer;
}

describe('an abbreviation expanded wherever the document spells it out', () => {
  it('finds the abbreviation a question asks about, in its usual phrasings', () => {
    expect(askedAbbreviation('What does the acronym PLOT stand for?')).toBe('PLOT');
    expect(askedAbbreviation('In the notes, what does "GC" stand for?')).toBe('GC');
    expect(askedAbbreviation('What is HWM short for?')).toBe('HWM');
    expect(askedAbbreviation('What does the plot cost?')).toBeNull();
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
