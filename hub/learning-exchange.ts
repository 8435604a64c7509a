import type { Diagnosis, GapRecordPacket, Packet } from '../wire/packet.js';

/**
 * Learning traffic, metered apart from task traffic so that runs with and
 * without the learning loop compare on the same task figures: briefs to the
 * planner and verdicts to the Overseer (tx), diagnoses and gap records back
 * (rx), with the Overseer's tokens. Bytes are frame bytes, 4-byte prefix included.
 */
export interface LearnMeter {
  learn_bytes_tx: number;
  learn_bytes_rx: number;
  learn_pkt_cnt: number;
  learn_tokens: number;
}

export const newLearnMeter = (): LearnMeter => ({ learn_bytes_tx: 0, learn_bytes_rx: 0, learn_pkt_cnt: 0, learn_tokens: 0 });

/** What the Overseer answered a verdict with: a diagnosis, then a gap record (or why none); `error` when it failed or went silent. */
export interface OverseerReply {
  diagnosis: Diagnosis | null;
  record: GapRecordPacket | null;
  error: string | null;
}

interface Pending {
  diagnosis: Diagnosis | null;
  resolve: (reply: OverseerReply) => void;
  timer: NodeJS.Timeout;
}

/** The verdicts awaiting the Overseer's two steps, by the verdict's task id; every wait is bounded. */
export class LearningExchange {
  readonly meter: LearnMeter = newLearnMeter();
  private readonly pending = new Map<string, Pending>();

  /** Wait for the Overseer's reply to the verdict sent for `taskId`, at most `timeoutMs`. */
  expect(taskId: string, timeoutMs: number): Promise<OverseerReply> {
    this.settle(taskId, { diagnosis: null, record: null, error: 'a newer verdict for the same task replaced this one' });
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.settle(taskId, { error: `the Overseer did not answer within ${timeoutMs} ms` }), timeoutMs);
      this.pending.set(taskId, { diagnosis: null, resolve, timer });
    });
  }

  /** A packet from the Overseer: a diagnosis is kept, a gap record or a tool_error ends the wait. Others are ignored. */
  receive(packet: Packet): void {
    const p = this.pending.get(packet.task_id);
    if (!p) return;
    if (packet.type === 'diagnosis') p.diagnosis = packet;
    else if (packet.type === 'gap_record') this.settle(packet.task_id, { record: packet, error: null });
    else if (packet.type === 'tool_error') this.settle(packet.task_id, { error: `the Overseer failed: ${packet.message}` });
  }

  /** End every wait with `error` (the Overseer was lost, or the mesh closed). */
  failAll(error: string): void {
    for (const id of [...this.pending.keys()]) this.settle(id, { error });
  }

  private settle(taskId: string, reply: Partial<OverseerReply> & { error: string | null }): void {
    const p = this.pending.get(taskId);
    if (!p) return;
    this.pending.delete(taskId);
    clearTimeout(p.timer);
    p.resolve({ diagnosis: p.diagnosis, record: null, ...reply });
  }
}

/** A packet an agent emitted for a task, as the hub received it (the shape of an agent.log `tx` line). */
export interface EmittedPacket {
  agent: string;
  tool: string;
  dir: 'tx';
  bytes: number;
  mono_ms: number;
  packet: Packet;
}

/**
 * The frames agents emitted for each task in flight, copied, so that the
 * trace and resolution type of an attempt are known as soon as it ends
 * (the Overseer needs them then). Only kept when the learning loop runs:
 * otherwise traces are read from the agents' logs at the end of the
 * session, and the per-frame path copies nothing.
 */
export class PacketKeeper {
  private readonly kept = new Map<string, { agent: string; tool: string; bytes: number; mono_ms: number; payload: Buffer }[]>();

  begin(taskId: string): void {
    this.kept.set(taskId, []);
  }

  keep(taskId: string, agent: string, tool: string, bytes: number, monoMs: number, payload: Uint8Array): void {
    this.kept.get(taskId)?.push({ agent, tool, bytes, mono_ms: monoMs, payload: Buffer.from(payload) });
  }

  /** The task's packets, decoded (one that does not decode is left out), and forget them. */
  take(taskId: string, decode: (payload: Uint8Array) => Packet): EmittedPacket[] {
    const frames = this.kept.get(taskId) ?? [];
    this.kept.delete(taskId);
    return frames.flatMap(({ payload, ...f }) => {
      try {
        return [{ ...f, dir: 'tx' as const, packet: decode(payload) }];
      } catch {
        return [];
      }
    });
  }
}
