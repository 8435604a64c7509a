import { describe, expect, it } from 'vitest';
import { encodeFrame } from '../../wire/frame-decoder.js';
import { createLinkedPair, type Link } from '../../transport/link.js';
import { MeshNetwork, type TaskInput } from '../../hub/mesh-network.js';
import type { Packet, Verdict } from '../../wire/packet.js';
import { JsonAdapter } from '../../protocols/json-adapter.js';
import { subscriptions } from '../../hub/mesh-launcher.js';

const adapter = new JsonAdapter();
const task: TaskInput = { task_id: 'T1', question: 'How many?', document: 'x'.repeat(25), file_name: null };
const EXPECTED = 'the-secret-expected-answer';

function agent(link: Link, reply: (p: Packet) => Packet[]): Packet[] {
  const seen: Packet[] = [];
  link.onFrame((frame) => {
    const p = adapter.decode(frame.payload);
    seen.push(p);
    for (const out of reply(p)) link.send(encodeFrame(adapter.encode(out)));
  });
  link.onClose(() => {});
  return seen;
}

const plan = (task_id: string): Packet => ({
  type: 'plan',
  task_id,
  sender: 'P',
  token_used: 2,
  question_type: 'prose:count:number',
  answer_type: 'number',
  answer_format: null,
  operation: 'count',
  retrieval: { breadth: 'wide', hints: [] },
  prefer: [],
  avoid: [],
  failure_modes: [],
  records: ['g1'],
});

/**
 * search → a second answering agent in memory (it answers on search_docs), with a planner and an Overseer. `routing`
 * subscribe gives each agent its subscriptions (with the plan, as the
 * launcher does); broadcast gives none.
 */
function mesh(routing: 'broadcast' | 'subscribe', overseer: 'answers' | 'silent' = 'answers') {
  const net = new MeshNetwork({ adapter, chunkSize: 10, warn: () => {}, keepPackets: true });
  const seen: Record<string, Packet[]> = {};
  const add = (id: string, tool: string, reply: (p: Packet) => Packet[]): void => {
    const [hub, side] = createLinkedPair('hub', id);
    seen[id] = agent(side, reply);
    net.addAgent(id, tool, hub, routing === 'subscribe' ? subscriptions(tool, true) : undefined);
  };
  let gotPlan = false;
  let gotTrigger = false;
  let ran = false;
  add('S', 'search', (p) => {
    // An answering agent runs once, when it has both its trigger and the plan.
    if (p.type === 'plan') gotPlan = true;
    if (p.type === 'doc_init') gotTrigger = true;
    if (ran || !gotPlan || !gotTrigger) return [];
    ran = true;
    return [{ type: 'search_docs', task_id: p.task_id, sender: 'S', token_used: 3, docs: [] }];
  });
  add('R', 'extract', (p) =>
    p.type === 'search_docs' ? [{ type: 'final_answer', task_id: p.task_id, sender: 'R', token_used: 5, tag: 'data_event', answer: '7', reasoning: 'r' }] : [],
  );
  add('P', 'plan', (p) => (p.type === 'brief' ? [plan(p.task_id)] : []));
  add('O', 'oversee', (p) =>
    p.type === 'verdict' && overseer === 'answers'
      ? [
          {
            type: 'diagnosis',
            task_id: p.task_id,
            sender: 'O',
            token_used: 4,
            stage: 'reason',
            text: `expected ${p.expected}`,
            alternative: { breadth: 'wide' },
          },
          { type: 'gap_record', task_id: p.task_id, sender: 'O', token_used: 6, record: null, reason: 'no lesson' },
        ]
      : [],
  );
  return { net, seen };
}

const verdict = (task_id: string): Verdict => ({
  type: 'verdict',
  task_id,
  sender: 'hub',
  token_used: 0,
  question: task.question,
  chunks: ['x'],
  file_name: null,
  expected: EXPECTED,
  answer: '7',
  resolution_type: 'reasoning_gap',
  plan: null,
  trace: '{}',
});

describe('learning traffic through the hub', () => {
  it.each(['broadcast', 'subscribe'] as const)(
    'under %s: the brief reaches the planner alone, the plan reaches the answering agents, and the outcome carries the plan and the packets',
    async (routing) => {
      const { net, seen } = mesh(routing);
      const outcome = await net.runTask(task, 1000, undefined, [
        { id: 'g1', question_type: 'prose:count:number', features: [], pattern: 'p', advice: { breadth: 'wide' }, helpful: 0, harmful: 0 },
      ]);
      expect(outcome).toMatchObject({ end: 'answer', answer: '7', plan: { question_type: 'prose:count:number', records: ['g1'] } });
      expect(seen.P!.map((p) => p.type)).toEqual(expect.arrayContaining(['doc_init', 'brief']));
      for (const id of ['S', 'R', 'O']) expect(seen[id]!.map((p) => p.type)).not.toContain('brief');
      expect(seen.S!.map((p) => p.type)).toContain('plan');
      // The Overseer is outside the task's traffic, whatever the routing.
      expect(seen.O).toEqual([]);
      expect(outcome.emitted!.map((e) => [e.agent, e.packet.type])).toEqual([
        ['P', 'plan'],
        ['S', 'search_docs'],
        ['R', 'final_answer'],
      ]);
      // The brief is learning traffic: counted apart, not in the task's meter.
      expect(net.learnTotals.learn_pkt_cnt).toBe(1);
      expect(net.learnTotals.learn_bytes_tx).toBeGreaterThan(0);
      expect(outcome.meter.pkt_cnt).toBe(4); // doc_init, plan, search_docs, final_answer
    },
  );

  it.each(['broadcast', 'subscribe'] as const)(
    'under %s: a verdict goes to the Overseer alone, and its diagnosis and record never reach another agent',
    async (routing) => {
      const { net, seen } = mesh(routing);
      await net.runTask(task, 1000);
      const before = { ...net.totals };
      const reply = await net.oversee(verdict('T1'), 1000);
      expect(reply.error).toBeNull();
      expect(reply.diagnosis).toMatchObject({ stage: 'reason', alternative: { breadth: 'wide' } });
      expect(reply.record).toMatchObject({ record: null, reason: 'no lesson' });
      expect(seen.O!.map((p) => p.type)).toEqual(['verdict']);
      for (const id of ['S', 'R', 'P']) {
        expect(seen[id]!.map((p) => p.type)).not.toEqual(expect.arrayContaining(['verdict']));
        expect(JSON.stringify(seen[id])).not.toContain(EXPECTED);
      }
      // Task traffic is untouched by learning traffic; the Overseer's tokens are learning tokens.
      expect(net.totals).toEqual(before);
      expect(net.learnTotals.learn_tokens).toBe(10);
      expect(net.learnTotals.learn_pkt_cnt).toBe(1 + 1 + 2);
    },
  );

  it('a silent Overseer ends the wait at its bound; with none in the mesh the answer is immediate', async () => {
    const { net } = mesh('broadcast', 'silent');
    await net.runTask(task, 1000);
    const reply = await net.oversee(verdict('T1'), 40);
    expect(reply.error).toMatch(/did not answer within 40 ms/);
    const bare = new MeshNetwork({ adapter, chunkSize: 10, warn: () => {} });
    expect((await bare.oversee(verdict('T1'), 1000)).error).toBe('no Overseer in the mesh');
  });

  it('drops a learning packet an answering agent sends, unrelayed', async () => {
    const warnings: string[] = [];
    const net = new MeshNetwork({ adapter, chunkSize: 10, warn: (m) => warnings.push(m) });
    const [hubA, a] = createLinkedPair('hub', 'A');
    const [hubB, b] = createLinkedPair('hub', 'B');
    const seenB = agent(b, () => []);
    agent(a, (p) =>
      p.type === 'doc_init'
        ? [verdict(p.task_id), { type: 'final_answer', task_id: p.task_id, sender: 'A', token_used: 0, tag: 'data_event', answer: '1', reasoning: '' }]
        : [],
    );
    net.addAgent('A', 'search', hubA);
    net.addAgent('B', 'reason', hubB);
    await net.runTask(task, 1000);
    expect(seenB.map((p) => p.type)).toEqual(['doc_init', 'final_answer']);
    expect(warnings.join('\n')).toMatch(/dropped a verdict packet from agent A/);
  });

  it('a lost Overseer costs verdicts, never tasks: tasks still run, and a verdict is answered at once with why', async () => {
    const net = new MeshNetwork({ adapter, chunkSize: 10, warn: () => {}, explainLoss: () => Promise.resolve('was killed') });
    const [hubA, a] = createLinkedPair('hub', 'A');
    const [hubO, o] = createLinkedPair('hub', 'O');
    agent(a, (p) =>
      p.type === 'doc_init' ? [{ type: 'final_answer', task_id: p.task_id, sender: 'A', token_used: 0, tag: 'data_event', answer: '1', reasoning: '' }] : [],
    );
    agent(o, () => []);
    net.addAgent('A', 'reason', hubA);
    net.addAgent('O', 'oversee', hubO);
    const pending = net.oversee(verdict('T0'), 5000);
    o.close();
    expect((await pending).error).toMatch(/the Overseer \(agent O\) was lost/);
    await new Promise((r) => setTimeout(r, 10));
    expect(net.lostAgents().map((l) => l.id)).toEqual(['O']);
    expect(await net.whenHealthy(10)).toBe(true);
    expect(await net.runTask(task, 1000)).toMatchObject({ end: 'answer', answer: '1' });
    expect((await net.oversee(verdict('T1'), 1000)).error).toBe('the Overseer is down');
  });

  it('a verdict over the frame limit fails alone; one already with the Overseer is still answered', async () => {
    const net = new MeshNetwork({ adapter, chunkSize: 10, warn: () => {}, maxFrameBytes: 4000 });
    const [hubO, o] = createLinkedPair('hub', 'O');
    let hold: (() => void) | undefined;
    const side = agent(o, (p) => {
      if (p.type !== 'verdict') return [];
      const reply: Packet[] = [{ type: 'gap_record', task_id: p.task_id, sender: 'O', token_used: 0, record: null, reason: 'none' }];
      // Answer the first verdict only after the second was tried.
      hold = () => o.send(encodeFrame(adapter.encode(reply[0]!)));
      return [];
    });
    net.addAgent('O', 'oversee', hubO);
    const small = net.oversee(verdict('A'), 2000);
    const big = await net.oversee({ ...verdict('B'), chunks: ['y'.repeat(5000)] }, 2000);
    expect(big.error).toMatch(/the verdict is \d+ bytes, over max_frame_bytes \(4000\); not sent/);
    hold!();
    expect(await small).toMatchObject({ error: null, record: { reason: 'none' } });
    expect(side.map((p) => p.task_id)).toEqual(['A']);
  });

  it('trims a brief over the frame limit to the records that fit, so the planner still plans', async () => {
    const warnings: string[] = [];
    const net = new MeshNetwork({ adapter, chunkSize: 1000, warn: (m) => warnings.push(m), maxFrameBytes: 2000 });
    const [hubP, p] = createLinkedPair('hub', 'P');
    const [hubA, a] = createLinkedPair('hub', 'A');
    const briefs: Packet[] = [];
    agent(p, (x) => {
      if (x.type !== 'brief') return [];
      briefs.push(x);
      return [plan(x.task_id)];
    });
    agent(a, (x) =>
      x.type === 'plan' ? [{ type: 'final_answer', task_id: x.task_id, sender: 'A', token_used: 0, tag: 'data_event', answer: '1', reasoning: '' }] : [],
    );
    net.addAgent('P', 'plan', hubP);
    net.addAgent('A', 'reason', hubA);
    const records = Array.from({ length: 6 }, (_, i) => ({
      id: `g${i}`,
      question_type: 't',
      features: [],
      pattern: 'p'.repeat(400),
      advice: {},
      helpful: 0,
      harmful: 0,
    }));
    expect(await net.runTask(task, 1000, undefined, records)).toMatchObject({ end: 'answer' });
    const sent = briefs[0]!.type === 'brief' ? briefs[0]!.records : [];
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThan(6);
    expect(sent.map((r) => r.id)).toEqual(records.slice(0, sent.length).map((r) => r.id));
    expect(warnings.join('\n')).toMatch(/the brief was over max_frame_bytes; \d+ of its records left out/);
  });
});
