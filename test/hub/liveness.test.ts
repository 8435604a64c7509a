import { describe, expect, it } from 'vitest';
import { Control, controlFrame, isControl, parseControl } from '../../transport/control.js';
import { createLinkedPair, type Link } from '../../transport/link.js';
import { Liveness, type LivenessPeer } from '../../hub/liveness.js';
import type { Scheduler } from '../../hub/scheduler.js';

/** Timers on a clock the test moves by hand. */
class ManualScheduler implements Scheduler {
  private at = 0;
  private timers: { due: number; every: number; fn: () => void; live: boolean }[] = [];

  every(ms: number, fn: () => void): () => void {
    return this.add(ms, ms, fn);
  }

  after(ms: number, fn: () => void): () => void {
    return this.add(ms, 0, fn);
  }

  /** Move the clock by `ms`, firing what falls due, in order. */
  advance(ms: number): void {
    const end = this.at + ms;
    for (;;) {
      const next = this.timers.filter((t) => t.live && t.due <= end).sort((a, b) => a.due - b.due)[0];
      if (!next) break;
      this.at = next.due;
      if (next.every > 0) next.due += next.every;
      else next.live = false;
      next.fn();
    }
    this.at = end;
  }

  private add(ms: number, every: number, fn: () => void): () => void {
    const timer = { due: this.at + ms, every, fn, live: true };
    this.timers.push(timer);
    return () => (timer.live = false);
  }
}

const settle = (): Promise<void> => new Promise((r) => setImmediate(r));

/** An agent at the far end of an in-memory link: counts pings and answers them while `answering`. */
function agent(id: string) {
  const [hubSide, agentSide] = createLinkedPair('hub', id);
  const state = { id, link: hubSide as Link, pings: 0, answering: true };
  agentSide.onFrame((frame) => {
    if (!isControl(frame.payload) || parseControl(frame.payload).kind !== Control.Ping) return;
    state.pings += 1;
    if (state.answering) agentSide.send(controlFrame(Control.Pong, parseControl(frame.payload).body));
  });
  return state;
}

/** Liveness over agents whose pongs the test feeds back, as the hub does. */
function setup(ids: string[], heldBack: (link: Link) => boolean = () => false) {
  const clock = new ManualScheduler();
  const agents = ids.map(agent);
  const silent: string[] = [];
  const lost = new Set<string>();
  const liveness = new Liveness(
    {
      watched: () => agents.filter((a) => !lost.has(a.id)),
      heldBack,
      silent: (id, reason) => {
        silent.push(`${id}: ${reason}`);
        lost.add(id);
      },
    },
    clock,
  );
  for (const a of agents) a.link.onFrame((frame) => isControl(frame.payload) && parseControl(frame.payload).kind === Control.Pong && liveness.pong(a.id));
  return { clock, agents, silent, lost, liveness };
}

/** Let `rounds` heartbeats go by, each answered (or not) before the next. */
async function beats(clock: ManualScheduler, intervalMs: number, rounds: number): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    clock.advance(intervalMs);
    await settle();
  }
}

describe('Liveness', () => {
  it('pings every watched agent each interval and reports one silent on the round after its misses-th unanswered ping', async () => {
    const { clock, agents, silent, liveness } = setup(['0', '1', '2']);
    agents[1]!.answering = false;
    liveness.start(100, 3);
    expect(liveness.silenceMs).toBe(300);
    await beats(clock, 100, 3);
    expect(agents.map((a) => a.pings)).toEqual([3, 3, 3]);
    expect(silent).toEqual([]);
    await beats(clock, 100, 1);
    expect(silent).toEqual(['1: stopped answering heartbeats (3 pings 100 ms apart)']);
    // No longer watched: not pinged again; the others go on.
    await beats(clock, 100, 2);
    expect(agents.map((a) => a.pings)).toEqual([6, 3, 6]);
    expect(silent).toHaveLength(1);
    liveness.stop();
    await beats(clock, 100, 2);
    expect(agents[0]!.pings).toBe(6);
  });

  it('does not count pings to an agent whose link the hub is not reading, and counts again once it reads', async () => {
    let held = true;
    const { clock, agents, silent, liveness } = setup(['0'], () => held);
    agents[0]!.answering = false;
    liveness.start(50, 2);
    await beats(clock, 50, 10);
    expect(agents[0]!.pings).toBe(10);
    expect(silent).toEqual([]);
    held = false;
    await beats(clock, 50, 3);
    expect(silent).toEqual(['0: stopped answering heartbeats (2 pings 50 ms apart)']);
  });

  it('starts the count again from zero on a pong and on reset', async () => {
    const { clock, agents, silent, liveness } = setup(['0']);
    agents[0]!.answering = false;
    liveness.start(10, 2);
    await beats(clock, 10, 2);
    liveness.reset('0');
    await beats(clock, 10, 2);
    liveness.pong('0');
    await beats(clock, 10, 2);
    expect(silent).toEqual([]);
    await beats(clock, 10, 1);
    expect(silent).toHaveLength(1);
  });

  it('warmUp ends when every agent has answered its ping, and names those that did not within the bound', async () => {
    const { clock, agents, liveness } = setup(['0', '1', '2']);
    const peers: LivenessPeer[] = agents;
    expect(await liveness.warmUp(peers, 1000)).toEqual([]);
    agents[2]!.answering = false;
    let cold: string[] | undefined;
    void liveness.warmUp(peers, 1000).then((ids) => (cold = ids));
    await settle();
    clock.advance(999);
    await settle();
    expect(cold).toBeUndefined();
    clock.advance(1);
    await settle();
    expect(cold).toEqual(['2']);
    // A warm-up that timed out does not keep the next from ending on the next pong.
    let next: string[] | undefined;
    void liveness.warmUp([agents[2]!], 1000).then((ids) => (next = ids));
    liveness.pong('2');
    await settle();
    expect(next).toEqual([]);
  });
});
