import { describe, expect, it } from 'vitest';
import { Control } from '../../transport/control.js';
import { encodeFrame } from '../../wire/frame-decoder.js';
import { createLinkedPair, type Link } from '../../transport/link.js';
import { MeshNetwork, type TaskInput } from '../../hub/mesh-network.js';
import type { Packet } from '../../wire/packet.js';
import { JsonAdapter } from '../../protocols/json-adapter.js';
import { ScriptedLink } from '../helpers/scripted-link.js';

const adapter = new JsonAdapter();

/** An in-memory agent: reacts to packets with a scripted reply. */
function fakeAgent(link: Link, id: string, reply: (p: Packet) => Packet | 'garbage' | null): Packet[] {
  const seen: Packet[] = [];
  link.onFrame((frame) => {
    const p = adapter.decode(frame.payload);
    seen.push(p);
    const out = reply(p);
    if (out === 'garbage') link.send(encodeFrame(Buffer.from('not json')));
    else if (out) link.send(encodeFrame(adapter.encode(out)));
  });
  link.onClose(() => {});
  void id;
  return seen;
}

const task: TaskInput = { task_id: 'T1', question: 'q?', document: 'x'.repeat(25), file_name: null };

/** A four-agent chain search → extract → triple → reason, in memory. */
function chain(
  options: { reasonReplies?: boolean; failAt?: string; maxFrameBytes?: number } = {},
  onLost?: ConstructorParameters<typeof MeshNetwork>[0]['onLost'],
) {
  const net = new MeshNetwork({
    adapter,
    chunkSize: 10,
    warn: () => {},
    ...(onLost ? { onLost } : {}),
    ...(options.maxFrameBytes ? { maxFrameBytes: options.maxFrameBytes } : {}),
  });
  const seen: Record<string, Packet[]> = {};
  const links: Record<string, Link> = {};
  const steps: [string, Packet['type'], (p: Packet) => Packet][] = [
    ['0', 'doc_init', (p) => ({ type: 'search_docs', task_id: p.task_id, sender: '0', token_used: 3, docs: [] })],
    ['1', 'search_docs', (p) => ({ type: 'events', task_id: p.task_id, sender: '1', token_used: 5, events: [] })],
    ['2', 'events', (p) => ({ type: 'triples', task_id: p.task_id, sender: '2', token_used: 7, triples: [] })],
    ['3', 'triples', (p) => ({ type: 'final_answer', task_id: p.task_id, sender: '3', token_used: 11, tag: 'data_event', answer: '42', reasoning: 'r' })],
  ];
  for (const [id, trigger, make] of steps) {
    const [hubSide, agentSide] = createLinkedPair('hub', id);
    links[id] = agentSide;
    seen[id] = fakeAgent(agentSide, id, (p) => {
      if (p.type !== trigger) return null;
      if (options.failAt === id) return { type: 'tool_error', task_id: p.task_id, sender: id, token_used: 0, tool: 'x', message: 'broke' };
      if (id === '3' && options.reasonReplies === false) return null;
      return make(p);
    });
    net.addAgent(id, trigger, hubSide);
  }
  return { net, seen, links };
}

describe('MeshNetwork (in memory)', () => {
  it('broadcasts doc_init in chunks, relays to every other agent, and ends on final_answer', async () => {
    const { net, seen } = chain();
    const outcome = await net.runTask(task, 1000);
    expect(outcome).toMatchObject({ end: 'answer', answer: '42', reasoning: 'r' });
    const init = seen['0']![0]!;
    expect(init.type === 'doc_init' && init.chunks).toEqual(['xxxxxxxxxx', 'xxxxxxxxxx', 'xxxxx']);
    // Every agent saw doc_init plus the three packets the others sent.
    for (const id of ['0', '1', '2', '3']) expect(seen[id]!.length).toBe(4);
    const m = outcome.meter;
    expect(m.pkt_cnt).toBe(5);
    expect(m.deliveries).toBe(4 + 4 * 3);
    expect(m.token_sum).toBe(3 + 5 + 7 + 11);
    expect(m.bytes_tx - m.init_bytes_tx).toBe(3 * m.bytes_rx);
    expect(m.init_bytes_tx % 4).toBe(0);
    expect(net.totals).toEqual(m);
    const traffic = net.agentTraffic();
    expect(traffic.map((t) => t.frames_out)).toEqual([1, 1, 1, 1]);
    expect(traffic.map((t) => t.frames_in)).toEqual([4, 4, 4, 4]);
    expect(traffic.reduce((n, t) => n + t.bytes_out, 0)).toBe(m.bytes_rx);
  });

  it('ends a task whose doc_init would exceed the frame limit at once, sending nothing, and runs the next', async () => {
    const lost: string[] = [];
    const { net, seen } = chain({ maxFrameBytes: 1000 }, (id) => lost.push(id));
    const big = await net.runTask({ ...task, task_id: 'BIG', document: 'y'.repeat(5000) }, 1000);
    expect(big).toMatchObject({ end: 'too_large', answer: null });
    expect(big.message).toMatch(/doc_init is \d+ bytes, over max_frame_bytes \(1000\).*raise max_frame_bytes/);
    expect(big.meter.pkt_cnt).toBe(0);
    for (const id of ['0', '1', '2', '3']) expect(seen[id]).toEqual([]);
    const next = await net.runTask(task, 1000);
    expect(next).toMatchObject({ end: 'answer', answer: '42' });
    expect(lost).toEqual([]);
  });

  it('times a task out when no final_answer comes', async () => {
    const { net } = chain({ reasonReplies: false });
    const outcome = await net.runTask(task, 50);
    expect(outcome).toMatchObject({ end: 'timeout', answer: null, message: expect.stringContaining('50 ms') });
  });

  it('ends a task early on a tool_error, naming the agent', async () => {
    const { net } = chain({ failAt: '2' });
    const outcome = await net.runTask(task, 1000);
    expect(outcome).toMatchObject({ end: 'tool_error', message: expect.stringMatching(/agent 2 .*broke/) });
  });

  it("counts a frame it cannot decode, drops it unrelayed, and closes that agent's connection only", async () => {
    const lost: string[] = [];
    const { net, links, seen } = chain({}, (id, reason, cause) => lost.push(`${id}:${cause}:${reason}`));
    links['1']!.send(encodeFrame(Buffer.from('{oops')));
    await new Promise((r) => setTimeout(r, 5));
    expect(net.totals.decode_errors).toBe(1);
    expect(net.agentTraffic()[1]!.decode_errors).toBe(1);
    expect(net.faults.dropped_frames).toBe(1);
    expect(seen['0']!.length + seen['2']!.length).toBe(0);
    expect(links['1']!.closed).toBe(true);
    expect(links['0']!.closed).toBe(false);
    expect(lost).toEqual([expect.stringMatching(/^1:bad_frame:connection failed: json: payload is not JSON/)]);
  });

  it('does not count a restarted agent as recovered when its new link closes while warming up', async () => {
    const lost: string[] = [];
    const { net, links } = chain({}, (id) => lost.push(id));
    links['1']!.close();
    await new Promise((r) => setTimeout(r, 5));
    expect(lost).toEqual(['1']);
    const [hubSide, agentSide] = createLinkedPair('hub', '1');
    // The new process dies before it answers the warm-up ping.
    agentSide.onFrame(() => agentSide.close());
    agentSide.onClose(() => {});
    await expect(net.replaceAgent('1', hubSide, 200)).rejects.toThrow(/disconnected again while warming up/);
    expect(net.lostAgents().map((a) => a.id)).toEqual(['1']);
    const outcome = await net.runTask(task, 1000);
    expect(outcome).toMatchObject({ end: 'agent_lost', message: expect.stringMatching(/agent 1 is down/) });
  });

  it('declares an agent that stops answering pings dead after interval × misses', async () => {
    const lost: string[] = [];
    const { net, links } = chain({}, (id, _reason, cause) => lost.push(`${id}:${cause}`));
    // Agents 0, 2 and 3 answer pings; agent 1 is frozen.
    for (const id of ['0', '2', '3']) {
      const link = links[id]!;
      link.onFrame((frame) => {
        if (frame.payload[0] === 0) link.send(Buffer.concat([Buffer.from([0, 0, 0, frame.payload.length]), Buffer.from([0, 2]), frame.payload.subarray(2)]));
      });
    }
    links['1']!.onFrame(() => {});
    net.startHeartbeat(20, 3);
    // Bounded wait; the exact timing (interval × misses) is test/hub/liveness's, on a hand-moved clock.
    for (let i = 0; i < 100 && lost.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    net.close();
    expect(lost).toEqual(['1:heartbeat']);
    expect(net.faults.heartbeat_losses).toBe(1);
  });

  it('runs several tasks at once and keeps their meters apart', async () => {
    const { net } = chain();
    const [a, b] = await Promise.all([net.runTask({ ...task, task_id: 'A' }, 1000), net.runTask({ ...task, task_id: 'B', document: 'y'.repeat(95) }, 1000)]);
    expect([a.end, b.end]).toEqual(['answer', 'answer']);
    expect(b.meter.init_bytes_tx).toBeGreaterThan(a.meter.init_bytes_tx);
    expect(net.totals.pkt_cnt).toBe(a.meter.pkt_cnt + b.meter.pkt_cnt);
  });

  it('ends in-flight tasks when an agent is lost, and refuses new ones fast', async () => {
    const { net, links } = chain({ reasonReplies: false });
    const running = net.runTask(task, 5000);
    links['2']!.close();
    const outcome = await running;
    expect(outcome).toMatchObject({ end: 'agent_lost', message: expect.stringContaining('agent 2') });
    const next = await net.runTask({ ...task, task_id: 'T2' }, 5000);
    expect(next).toMatchObject({ end: 'agent_lost', message: expect.stringContaining('task not started') });
    expect(next.elapsed_ms).toBeLessThan(100);
  });

  it('ends in-flight tasks as aborted', async () => {
    const { net } = chain({ reasonReplies: false });
    const ac = new AbortController();
    const running = net.runTask(task, 5000, ac.signal);
    ac.abort();
    expect((await running).end).toBe('aborted');
  });
});

describe('MeshNetwork routing', () => {
  it('under subscribe delivers each packet only to the agents that consume it', async () => {
    const { net, seen } = chainWithRouting();
    const outcome = await net.runTask(task, 1000);
    expect(outcome.end).toBe('answer');
    // search sees only doc_init; extract sees doc_init + search_docs; triple + events; reason + events + triples.
    expect(seen['0']!.map((p) => p.type)).toEqual(['doc_init']);
    expect(seen['1']!.map((p) => p.type)).toEqual(['doc_init', 'search_docs']);
    expect(seen['2']!.map((p) => p.type)).toEqual(['doc_init', 'events']);
    expect(seen['3']!.map((p) => p.type)).toEqual(['doc_init', 'events', 'triples']);
    expect(outcome.meter.deliveries).toBe(4 + 4);
  });
});

function chainWithRouting() {
  const net = new MeshNetwork({ adapter, chunkSize: 10, warn: () => {} });
  const seen: Record<string, Packet[]> = {};
  const subs: Record<string, Packet['type'][]> = {
    '0': ['doc_init'],
    '1': ['doc_init', 'search_docs'],
    '2': ['doc_init', 'events'],
    '3': ['doc_init', 'triples', 'events'],
  };
  const make: Record<string, (p: Packet) => Packet | null> = {
    '0': (p) => (p.type === 'doc_init' ? { type: 'search_docs', task_id: p.task_id, sender: '0', token_used: 1, docs: [] } : null),
    '1': (p) => (p.type === 'search_docs' ? { type: 'events', task_id: p.task_id, sender: '1', token_used: 1, events: [] } : null),
    '2': (p) => (p.type === 'events' ? { type: 'triples', task_id: p.task_id, sender: '2', token_used: 1, triples: [] } : null),
    '3': (p) =>
      p.type === 'triples' ? { type: 'final_answer', task_id: p.task_id, sender: '3', token_used: 1, tag: 'data_event', answer: 'x', reasoning: '' } : null,
  };
  for (const id of ['0', '1', '2', '3']) {
    const [hubSide, agentSide] = createLinkedPair('hub', id);
    seen[id] = fakeAgent(agentSide, id, make[id]!);
    net.addAgent(id, id, hubSide, new Set(subs[id]));
  }
  return { net, seen };
}

function scripted(decode?: 'head' | 'full') {
  const net = new MeshNetwork({ adapter, chunkSize: 10, warn: () => {}, ...(decode ? { decode } : {}) });
  const links = ['0', '1', '2'].map((id) => new ScriptedLink(id));
  links.forEach((l, i) => net.addAgent(String(i), 'x', l));
  return { net, links: links as [ScriptedLink, ScriptedLink, ScriptedLink] };
}

const badBody = '{"type":"events","task_id":"T","sender":"0","token_used":4,"events":"not a list"}';

describe('MeshNetwork relay fast path and backpressure', () => {
  it('reads only the head of a relayed packet: a bad body is relayed and metered, for the receivers to refuse', () => {
    const { net, links } = scripted();
    links[0].deliver(badBody);
    expect(net.totals.decode_errors).toBe(0);
    expect(net.totals).toMatchObject({ pkt_cnt: 1, deliveries: 2, token_sum: 4 });
    expect(links[1].sent.map((b) => b.subarray(4).toString())).toEqual([badBody]);
    expect(links[0].closed).toBe(false);
  });

  it('reads and relays frames that are views into one read buffer by their own offsets', () => {
    const { net, links } = scripted();
    const a = '{"type":"events","task_id":"T","sender":"0","token_used":3,"events":[]}';
    const b = '{"type":"triples","task_id":"U","sender":"0","token_used":5,"triples":[]}';
    links[0].deliverRead([a, b]);
    expect(links[1].sent.map((f) => f.subarray(4).toString())).toEqual([a, b]);
    expect(links[2].sent.map((f) => f.readUInt32BE(0))).toEqual([a.length, b.length]);
    expect(net.totals).toMatchObject({ pkt_cnt: 2, deliveries: 4, token_sum: 8, bytes_rx: a.length + b.length + 8, bytes_tx: 2 * (a.length + b.length + 8) });
  });

  it('with decode: full, validates every packet and drops that one, closing the sender', () => {
    const { net, links } = scripted('full');
    links[0].deliver(badBody);
    expect(net.totals.decode_errors).toBe(1);
    expect(links[1].sent).toEqual([]);
    expect(links[0].closed).toBe(true);
  });

  it('always decodes a final_answer in full: a bad one is dropped and its sender closed', () => {
    const { net, links } = scripted();
    links[2].deliver('{"type":"final_answer","task_id":"T","sender":"2","token_used":1,"tag":"data_event","answer":5,"reasoning":"r"}');
    expect(net.totals.decode_errors).toBe(1);
    expect(links[0].sent).toEqual([]);
    expect(links[2].closed).toBe(true);
  });

  it('warmUp pings every agent and ends when each has answered; one that does not is named after the bound', async () => {
    const { net, links } = scripted();
    const isPing = (f: Buffer): boolean => f[4] === 0 && f[5] === Control.Ping;
    let done: string[] | undefined;
    void net.warmUp(5000).then((cold) => (done = cold));
    for (const l of links) expect(l.sent.filter(isPing)).toHaveLength(1);
    links[0].pong();
    links[1].pong();
    await new Promise((r) => setTimeout(r, 10));
    expect(done).toBeUndefined();
    links[2].pong();
    await new Promise((r) => setTimeout(r, 0));
    expect(done).toEqual([]);
    // Agent 1 stays silent: after the bound, warmUp names it instead of failing.
    const pending = net.warmUp(30);
    links[0].pong();
    links[2].pong();
    expect(await pending).toEqual(['1']);
  });

  it('pauses a sender while a destination is backlogged, resumes it when every such destination drains', () => {
    const { net, links } = scripted();
    const frame = '{"type":"events","task_id":"T","sender":"0","token_used":1,"events":[]}';
    links[1].backlogged = true;
    links[2].backlogged = true;
    links[0].deliver(frame);
    // Relayed regardless (nothing is dropped), then the sender waits.
    expect(links[1].sent.length + links[2].sent.length).toBe(2);
    expect(links[0].paused).toBe(true);
    links[1].drain();
    expect(links[0].paused).toBe(true);
    links[2].drain();
    expect(links[0].paused).toBe(false);
    // No backlog, no pause.
    links[0].deliver(frame);
    expect(links[0].paused).toBe(false);
    expect(net.totals.deliveries).toBe(4);
  });
});
