import type { Packet } from '../wire/packet.js';
import type { AgentLines } from './archive-index.js';

/** One delivery of a message: when the receiving agent logged it. */
export interface Hop {
  to: string;
  /** ms since the task's start (on the timeline's clock). */
  at_ms: number | null;
  /** rx − tx on the shared clock; null when either end is unknown or the clocks are per-process. */
  hop_ms: number | null;
}

/** One packet of a task: sent once (by an agent, or the hub for doc_init), delivered to `to`. */
export interface TimelineMessage {
  seq: number;
  /** The task id on the wire (a retry carries `#<attempt>`). */
  task_id: string;
  attempt: number;
  type: string;
  from: string;
  to: string[];
  /** When it was sent, ms since the task's start; null when no sender stamp exists (an earlier try's doc_init). */
  at_ms: number | null;
  /** Frame bytes on the wire, 4-byte prefix included. */
  bytes: number;
  /** Envelope bytes beyond the body under the run's protocol; null when it could not be measured. */
  header_bytes: number | null;
  tokens: number;
  hops: Hop[];
  packet: Packet;
}

export interface Timeline {
  task_id: string;
  /**
   * `monotonic`: every stamp is CLOCK_MONOTONIC, shared by the machine's
   * processes (agent.log mono_ms, the hub's init_sent_mono_ms), so hops are
   * real latencies. `per-agent`: an older run whose lines carry only at_ms
   * (each agent's own start): lanes are not comparable and hops are null.
   */
  clock: 'monotonic' | 'per-agent';
  /** The task's start on the shared clock: the hub's doc_init send stamp (or the first stamp seen). */
  start_mono_ms: number | null;
  /** `hub`, then every agent, in the archive's order. */
  lanes: string[];
  messages: TimelineMessage[];
}

interface LogLine {
  at_ms: number;
  mono_ms?: number;
  dir: 'rx' | 'tx';
  bytes: number;
  packet: Packet;
}

function attemptOf(taskId: string): number {
  const m = /#(\d+)$/.exec(taskId);
  return m ? Number(m[1]) : 0;
}

/**
 * The ordered packets of one task from its agents' log lines: each agent's
 * `tx` line is one message, the hub's doc_init (seen only as `rx` lines) is
 * one more per attempt, and every `rx` line is a delivery of the message
 * with the same attempt, sender and type. Ordered by send time, then
 * by first delivery. `headerBytes` measures a packet's envelope.
 */
export function buildTimeline(taskId: string, agents: AgentLines[], initSentMonoMs: number | null, headerBytes: (p: Packet) => number | null): Timeline {
  const parsed: { agent: string; line: LogLine }[] = [];
  for (const a of agents) {
    for (const text of a.log) {
      try {
        parsed.push({ agent: a.agent, line: JSON.parse(text) as LogLine });
      } catch {
        // A line cut short by a crash: not part of the timeline.
      }
    }
  }
  const monotonic = parsed.length > 0 && parsed.every((p) => typeof p.line.mono_ms === 'number');
  const stamp = (l: LogLine): number => (monotonic ? l.mono_ms! : l.at_ms);
  const stamps = parsed.map((p) => stamp(p.line));
  const start = monotonic ? Math.min(initSentMonoMs ?? Infinity, ...stamps) : null;
  const rel = (t: number): number => round3(start === null ? t : t - start);
  const byKey = new Map<string, TimelineMessage & { sent: number | null }>();
  const keyOf = (p: Packet): string => `${p.task_id}\u0000${p.sender}\u0000${p.type}`;
  const lastAttempt = Math.max(0, ...parsed.map((p) => attemptOf(p.line.packet.task_id)));
  const messageFor = (p: Packet, bytes: number): TimelineMessage & { sent: number | null } => {
    let m = byKey.get(keyOf(p));
    if (!m) {
      const hubSent = p.type === 'doc_init' && monotonic && attemptOf(p.task_id) === lastAttempt && initSentMonoMs !== null ? initSentMonoMs : null;
      m = {
        seq: 0,
        task_id: p.task_id,
        attempt: attemptOf(p.task_id),
        type: p.type,
        from: p.sender,
        to: [],
        at_ms: hubSent === null ? null : rel(hubSent),
        bytes,
        header_bytes: headerBytes(p),
        tokens: p.token_used,
        hops: [],
        packet: p,
        sent: hubSent,
      };
      byKey.set(keyOf(p), m);
    }
    return m;
  };
  for (const { line } of parsed) {
    if (line.dir !== 'tx') continue;
    const m = messageFor(line.packet, line.bytes);
    m.sent = stamp(line);
    m.at_ms = rel(m.sent);
  }
  for (const { agent, line } of parsed) {
    if (line.dir !== 'rx') continue;
    const m = messageFor(line.packet, line.bytes);
    const at = stamp(line);
    m.to.push(agent);
    m.hops.push({ to: agent, at_ms: rel(at), hop_ms: monotonic && m.sent !== null ? round3(at - m.sent) : null });
  }
  const firstSeen = (m: TimelineMessage): number => m.at_ms ?? Math.min(...m.hops.map((h) => h.at_ms ?? Infinity));
  const messages = [...byKey.values()]
    .sort((a, b) => a.attempt - b.attempt || firstSeen(a) - firstSeen(b))
    .map(({ sent: _sent, ...m }, seq) => {
      void _sent;
      m.hops.sort((x, y) => (x.at_ms ?? 0) - (y.at_ms ?? 0));
      return { ...m, seq };
    });
  return {
    task_id: taskId,
    clock: monotonic ? 'monotonic' : 'per-agent',
    start_mono_ms: start === null || !Number.isFinite(start) ? null : start,
    lanes: ['hub', ...agents.map((a) => a.agent)],
    messages,
  };
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}
