import { describe, expect, it } from 'vitest';
import { newEngineStats, type ChatReply, type ChatRequest, type Engine } from '../../engines/engine.js';
import { inboxOfVerdict, viewOf } from '../../agent/tool.js';
import { createTool } from '../../tools/registry.js';
import type { Verdict } from '../../wire/packet.js';

/** An engine that answers each chat with the next scripted reply, and remembers what it was asked. */
function scripted(replies: (string | Error)[]): Engine & { asked: ChatRequest[] } {
  const asked: ChatRequest[] = [];
  return {
    name: 'scripted',
    asked,
    stats: newEngineStats,
    chat: (request): Promise<ChatReply> => {
      asked.push(request);
      const next = replies.shift();
      if (next === undefined || next instanceof Error) return Promise.reject(next ?? new Error('no more replies'));
      return Promise.resolve({ content: next, promptTokens: 100, completionTokens: 10 } as ChatReply);
    },
  };
}

const init = { type: 'doc_init' as const, task_id: 't', sender: 'hub', token_used: 0, question: 'How many rows?', chunks: ['a,b\n1,2\n'], file_name: 'x.csv' };

const verdict: Verdict = {
  type: 'verdict',
  task_id: 't',
  sender: 'hub',
  token_used: 0,
  question: 'How many rows?',
  chunks: ['a,b\n1,2\n'],
  file_name: 'x.csv',
  expected: '1',
  answer: '2',
  resolution_type: 'reasoning_gap',
  plan: null,
  trace: '{"tool_calls":[]}',
};

describe('the planner and the Overseer on an LLM engine', () => {
  it('the planner asks for a plan with a structured-output schema, briefed with the records, and keeps only record ids the brief gave', async () => {
    const engine = scripted([
      JSON.stringify({
        question_type: 'table:count',
        answer_type: 'number',
        answer_format: 'digits',
        operation: 'count',
        breadth: 'wide',
        hints: ['rows'],
        prefer: [],
        avoid: ['guessing'],
        failure_modes: ['counting the header'],
        records: ['g7', 'g999'],
      }),
    ]);
    const view = viewOf(init, [
      {
        type: 'brief',
        task_id: 't',
        sender: 'hub',
        token_used: 0,
        records: [{ id: 'g7', question_type: 'table:count', features: ['how many'], pattern: 'header counted as a row', advice: {}, helpful: 0, harmful: 0 }],
      },
    ]);
    const r = await createTool('plan', engine).run(view);
    expect(r.ok).toBe(true);
    expect(r.ok && r.output).toMatchObject({ type: 'plan', question_type: 'table:count', retrieval: { breadth: 'wide', hints: ['rows'] }, records: ['g7'] });
    expect(engine.asked[0]!.format).toBeDefined();
    expect(JSON.stringify(engine.asked[0]!.messages)).toContain('header counted as a row');
    expect(r.usage).toEqual({ input_tokens: 100, output_tokens: 10 });
  });

  it('the Overseer makes two separate calls, Diagnosis then Abstraction from the diagnosis alone, and emits both packets with their own tokens', async () => {
    const engine = scripted([
      JSON.stringify({ stage: 'reason', text: 'The reasoner counted the header row as data.' }),
      JSON.stringify({
        record: {
          question_type: 'table:count',
          features: ['how many'],
          pattern: 'a header counted as a row',
          diagnosis: 'reason stage',
          advice: { prefer: ['table'] },
        },
        reason: null,
      }),
    ]);
    const r = await createTool('oversee', engine).run(inboxOfVerdict(verdict));
    expect(engine.asked).toHaveLength(2);
    // The expected answer is in the Diagnosis call; the Abstraction call sees only the diagnosis.
    expect(JSON.stringify(engine.asked[0]!.messages)).toContain('Expected answer: 1');
    expect(JSON.stringify(engine.asked[1]!.messages)).toContain('counted the header row');
    expect(JSON.stringify(engine.asked[1]!.messages)).not.toContain('How many rows?');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.earlier).toEqual([
      { output: { type: 'diagnosis', stage: 'reason', text: 'The reasoner counted the header row as data.', alternative: null }, token_used: 110 },
    ]);
    expect(r.output).toMatchObject({ type: 'gap_record', record: { pattern: 'a header counted as a row' }, reason: null });
    expect(r.usage).toEqual({ input_tokens: 200, output_tokens: 20 });
  });

  it('an engine failure in either call is a tool failure, not a crash', async () => {
    const r = await createTool('oversee', scripted([JSON.stringify({ stage: 'reason', text: 'x' }), new Error('server gone')])).run(inboxOfVerdict(verdict));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/oversee on scripted: .*server gone/);
  });
});
