import { performance } from 'node:perf_hooks';
import { CONTROL_MARK, Control, isControl, parseControl } from '../transport/control.js';
import type { Link, LinkClose } from '../transport/link.js';
import { MeshError, describeError } from '../wire/errors.js';
import { DEFAULT_MAX_FRAME_BYTES, FRAME_PREFIX_BYTES, encodeFrame, type Frame } from '../wire/frame-decoder.js';
import { LEARNING_TYPES, chunkText, type BriefRecord, type DocInit, type Packet, type PacketType, type Plan, type Verdict } from '../wire/packet.js';
import type { PacketHead, ProtocolAdapter } from '../wire/protocol-adapter.js';
import { FlowControl } from './flow-control.js';
import { Handshake } from './handshake.js';
import { Liveness } from './liveness.js';
import { newMeter, type Meter } from './meter.js';
import { Roster, type AgentTraffic, type LossCause, type Member } from './roster.js';
import type { Scheduler } from './scheduler.js';
import { TaskTracker, type TaskInput, type TaskOutcome } from './task-tracker.js';
import { monoMs } from '../wire/clock.js';
import { roleOf } from '../tools/specs.js';
import { LearningExchange, PacketKeeper, type EmittedPacket, type LearnMeter, type OverseerReply } from './learning-exchange.js';

export type { AgentTraffic, LossCause } from './roster.js';
export type { TaskEnd, TaskInput, TaskOutcome } from './task-tracker.js';

/** A task's outcome, with when its doc_init went out (absent when it never did: refused, aborted first). */
export type MeshTaskOutcome = TaskOutcome & {
  /** When the hub began sending the doc_init, on the machine's shared monotonic clock (`monoMs`, as agent.log's mono_ms). */
  init_sent_mono_ms?: number;
  /** The plan the planner sent for this task (absent without a planner, or when none came). */
  plan?: Plan;
  /** With `keepPackets`: every packet the agents emitted for the task, in arrival order. */
  emitted?: EmittedPacket[];
};

export interface MeshNetworkOptions {
  adapter: ProtocolAdapter;
  /**
   * head (default): read only each relayed packet's head when the adapter
   * can (`peek`), decoding final_answer and tool_error in full; receivers
   * validate every packet. full: decode and validate every frame here too.
   */
  decode?: 'head' | 'full';
  chunkSize: number;
  /**
   * The largest frame payload the agents accept (their max_frame_bytes);
   * default DEFAULT_MAX_FRAME_BYTES. A task whose doc_init would be larger
   * ends at once as `too_large`: the hub never sends a frame its peers must refuse.
   */
  maxFrameBytes?: number;
  /** Monotonic clock in ms; injectable for tests. */
  now?: () => number;
  warn?: (message: string) => void;
  /** Describe why an agent's link closed (e.g. its exit code); default "disconnected". */
  explainLoss?: (agentId: string) => Promise<string>;
  /** Told when an agent is lost (to restart it); `cause` says how it was noticed. */
  onLost?: (agentId: string, reason: string, cause: LossCause) => void;
  /** The heartbeats' and warm-up's timers; injectable for tests. */
  scheduler?: Scheduler;
  /** Keep a copy of every packet emitted for a task in flight, returned with its outcome (the learning loop's traces). */
  keepPackets?: boolean;
}

/** Faults the hub counted on its connections. */
export interface LinkFaults {
  /** Frames dropped: undecodable payloads, oversized or zero lengths, frames cut short, garbage. */
  dropped_frames: number;
  /** Connections closed because the agent stopped reading (outbound buffer over its bound). */
  slow_consumers: number;
  /** Agents declared dead after missing heartbeats. */
  heartbeat_losses: number;
}

const BAD_FRAME = new Set(['FRAME_TOO_LARGE', 'FRAME_INVALID', 'FRAME_TRUNCATED', 'PACKET_INVALID']);

/**
 * The hub. It owns one Link per agent, broadcasts each task's doc_init,
 * decodes every agent frame once (for metrics and the final_answer tag) and
 * relays the original bytes to every other agent. A task ends on its first
 * final_answer, on a tool_error, at its deadline, when an agent is lost, or
 * when aborted. Frames that cannot be decoded are counted and dropped.
 *
 * It is an assembly: the members and their health (Roster), the protocol's
 * handshake (Handshake), heartbeats and warm-up (Liveness), backpressure
 * (FlowControl) and the tasks in flight (TaskTracker); the relay and its
 * metering are its own.
 */
export class MeshNetwork {
  private readonly roster = new Roster();
  private readonly flow = new FlowControl();
  private readonly hs: Handshake;
  private readonly liveness: Liveness;
  private readonly tasks: TaskTracker;
  private closing = false;
  readonly totals: Meter = newMeter();
  readonly faults: LinkFaults = { dropped_frames: 0, slow_consumers: 0, heartbeat_losses: 0 };
  /** Hub time spent outside the current links: sending doc_inits, and links replaced by a restart. */
  private busy = 0;
  private readonly fullDecode: boolean;
  /** The planner and Overseer agents: the brief goes to the first, verdicts to the second; neither is sent task traffic it does not use. */
  private readonly planners = new Set<Member>();
  private readonly overseers = new Set<Member>();
  private readonly learning = new LearningExchange();
  private readonly plans = new Map<string, Plan>();
  private readonly keeper: PacketKeeper | null;

  constructor(private readonly options: MeshNetworkOptions) {
    this.fullDecode = options.decode === 'full';
    this.keeper = options.keepPackets ? new PacketKeeper() : null;
    this.hs = new Handshake(options.adapter);
    this.tasks = new TaskTracker(options.now ?? (() => performance.now()));
    this.liveness = new Liveness(
      {
        watched: () => this.roster.watched(),
        heldBack: (link) => this.flow.isHeld(link),
        silent: (id, reason) => {
          this.faults.heartbeat_losses += 1;
          this.agentLost(id, reason, 'heartbeat');
        },
      },
      options.scheduler,
    );
  }

  /** Bytes (prefix included) and frames of the protocol's handshake, counted apart from task traffic. */
  get handshakeTotals(): { bytes: number; pkts: number } {
    return this.hs.totals;
  }

  /** Learning traffic (briefs, verdicts, diagnoses, gap records), counted apart from task traffic. */
  get learnTotals(): LearnMeter {
    return this.learning.meter;
  }

  /**
   * Add an agent. `subscribes` limits what it is sent (topic routing);
   * absent, it receives every frame. Frames the link received before this
   * are handled first, in order (the Link queues them).
   */
  addAgent(id: string, tool: string, link: Link, subscribes?: ReadonlySet<PacketType>): void {
    const role = roleOf(tool);
    // The Overseer is outside the task's traffic whatever the routing: it is sent its verdicts and nothing else.
    const member = this.roster.add(id, tool, link, role === 'oversee' ? new Set<PacketType>(['verdict']) : (subscribes ?? null), role === 'oversee');
    if (role === 'plan') this.planners.add(member);
    if (role === 'oversee') this.overseers.add(member);
    this.attach(member, link);
  }

  /**
   * Put a restarted agent's new link in place of the lost one, run the
   * handshake with it, and mark it healthy again. Throws AGENT_DISCONNECTED
   * when the new link closed meanwhile (the agent died again while warming
   * up): the agent stays lost, and the caller counts a failed restart.
   */
  async replaceAgent(id: string, link: Link, timeoutMs: number): Promise<void> {
    const member = this.roster.get(id);
    if (!member) throw new Error(`no agent ${id}`);
    this.busy += member.link.handlerMs;
    member.link = link;
    this.liveness.reset(id);
    this.attach(member, link);
    await this.hs.run([member], timeoutMs);
    await this.liveness.warmUp([member], this.liveness.silenceMs ?? timeoutMs);
    // A loss while still marked lost is not reported again: a link that closed meanwhile must not count as recovered.
    if (link.closed) throw new MeshError('AGENT_DISCONNECTED', `agent ${id} disconnected again while warming up after its restart`);
    this.roster.recovered(member);
  }

  /** Recovery of this agent has been given up: tasks stop waiting for it. */
  giveUp(id: string): void {
    this.roster.giveUp(id);
  }

  /**
   * Ping every connected agent every `intervalMs`; an agent that leaves
   * `misses` pings in a row unanswered is lost (cause `heartbeat`).
   */
  startHeartbeat(intervalMs: number, misses: number): void {
    this.liveness.start(intervalMs, misses);
  }

  /**
   * Wait until every agent is warm: ping each and wait for its pong. An
   * agent warms its tool up (the reasoner loads its tagger, ~140 ms) before
   * it answers its first ping, so this ends when no task would wait for a
   * warm-up. An agent that does not answer within `timeoutMs` is left to
   * the heartbeats (which find a dead one); the ids of those are returned.
   */
  warmUp(timeoutMs: number): Promise<string[]> {
    return this.liveness.warmUp(this.roster.list, timeoutMs);
  }

  /** True when no agent is down (waiting up to `timeoutMs` for lost agents to come back); false once recovery is given up. */
  whenHealthy(timeoutMs: number): Promise<boolean> {
    return this.roster.whenHealthy(timeoutMs);
  }

  /**
   * Run the protocol's handshake with every agent (see Handshake): fetch or
   * receive each hello, learn them, and send the bundle when the protocol
   * distributes it. Counted in `handshakeTotals`. Rejects when an agent
   * does not answer within `timeoutMs`.
   */
  handshake(timeoutMs: number): Promise<void> {
    return this.hs.run(this.roster.list, timeoutMs);
  }

  /**
   * Monotonic ms the hub spent handling agent frames and sending doc_inits:
   * framing, decoding, metering and queuing the copies (timed per read by
   * the links). The kernel's socket writes, made once per tick for all of
   * them, are not in it.
   */
  get busyMs(): number {
    return this.busy + this.roster.list.reduce((ms, m) => ms + m.link.handlerMs, 0);
  }

  /** Per-agent traffic, in the order agents were added. */
  agentTraffic(): AgentTraffic[] {
    return this.roster.traffic();
  }

  /** Agents lost so far, with the reason. */
  lostAgents(): { id: string; reason: string }[] {
    return this.roster.lost();
  }

  /**
   * Run one task through the mesh. Never rejects: every failure is an outcome.
   * Several tasks may be in flight at once; task ids must be unique.
   */
  runTask(task: TaskInput, timeoutMs: number, signal?: AbortSignal, brief: readonly BriefRecord[] = []): Promise<MeshTaskOutcome> {
    const t = performance.now();
    const init = this.encodeInit(task);
    this.busy += performance.now() - t;
    let sentAt: number | undefined;
    const outcome = this.tasks.run(task.task_id, timeoutMs, signal, {
      refusal: () => {
        const limit = this.options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
        if (init.payload.length > limit) {
          return {
            end: 'too_large',
            message:
              `the task's doc_init is ${init.payload.length} bytes, over max_frame_bytes (${limit}), which every agent refuses: ` +
              `raise max_frame_bytes in the config, or the question and document are too large for this mesh; no agent was sent it`,
          };
        }
        // The Overseer is not on the tasks' path: its loss costs verdicts, not tasks.
        const lost = this.roster.lostOnPath()[0];
        return lost ? { end: 'agent_lost', message: `agent ${lost.id} is down (${lost.reason}); task not started` } : undefined;
      },
      begin: (meter) => {
        const t = performance.now();
        sentAt = monoMs();
        this.keeper?.begin(task.task_id);
        this.broadcastInit(init, meter);
        // With a planner, the brief follows the doc_init, to the planner alone.
        if (this.planners.size) this.sendLearning(this.planners, this.encodeBrief(task.task_id, brief));
        this.busy += performance.now() - t;
      },
    });
    return outcome.then((o) => {
      const plan = this.plans.get(task.task_id);
      this.plans.delete(task.task_id);
      const emitted = this.keeper?.take(task.task_id, (p) => this.options.adapter.decode(p));
      return { ...o, ...(sentAt === undefined ? {} : { init_sent_mono_ms: sentAt }), ...(plan ? { plan } : {}), ...(emitted ? { emitted } : {}) };
    });
  }

  /** Whether the mesh has a planner agent. */
  get hasPlanner(): boolean {
    return this.planners.size > 0;
  }

  /** Whether the mesh has an Overseer agent. */
  get hasOverseer(): boolean {
    return this.overseers.size > 0;
  }

  /**
   * Send a verdict to the Overseer alone and wait (at most `timeoutMs`) for
   * its diagnosis and gap record. Never rejects: a missing, lost, failing or
   * silent Overseer, or a verdict over max_frame_bytes, is an `error`.
   */
  oversee(verdict: Verdict, timeoutMs: number): Promise<OverseerReply> {
    const lost = new Set(this.roster.lost().map((l) => l.id));
    const up = [...this.overseers].filter((m) => !lost.has(m.id) && !m.link.closed);
    if (up.length === 0)
      return Promise.resolve({ diagnosis: null, record: null, error: this.overseers.size ? 'the Overseer is down' : 'no Overseer in the mesh' });
    const payload = this.options.adapter.encode(verdict);
    const why = this.overLimit(verdict.type, payload);
    if (why) return Promise.resolve({ diagnosis: null, record: null, error: why });
    const reply = this.learning.expect(verdict.task_id, timeoutMs);
    this.sendLearning(up.slice(0, 1), payload);
    return reply;
  }

  /** Why an encoded learning packet may not be sent (over the frame limit every agent enforces), or null. */
  private overLimit(type: string, payload: Uint8Array): string | null {
    const limit = this.options.maxFrameBytes ?? DEFAULT_MAX_FRAME_BYTES;
    return payload.length > limit ? `the ${type} is ${payload.length} bytes, over max_frame_bytes (${limit}); not sent` : null;
  }

  /** Send an encoded learning packet (brief, verdict) to these members only, metered apart. */
  private sendLearning(members: Iterable<Member>, payload: Uint8Array): void {
    const frame = encodeFrame(payload);
    for (const m of members) {
      m.link.send(frame);
      this.learning.meter.learn_bytes_tx += frame.length;
      this.learning.meter.learn_pkt_cnt += 1;
    }
  }

  /** The task's brief, encoded: its records, less the lowest-ranked ones while it is over the frame limit (the planner needs a brief to plan at all). */
  private encodeBrief(taskId: string, records: readonly BriefRecord[]): Uint8Array {
    for (let n = records.length; ; n--) {
      const payload = this.options.adapter.encode({ type: 'brief', task_id: taskId, sender: 'hub', token_used: 0, records: records.slice(0, n) });
      if (n === 0 || !this.overLimit('brief', payload)) {
        if (n < records.length) this.warn(`task ${taskId}: the brief was over max_frame_bytes; ${records.length - n} of its records left out`);
        return payload;
      }
    }
  }

  /** Close every link; in-flight tasks end as aborted. */
  close(): void {
    this.closing = true;
    this.liveness.stop();
    this.roster.close();
    this.tasks.endAll('aborted', { message: 'mesh closed before this task finished' });
    this.learning.failAll('the mesh closed before the Overseer answered');
    for (const m of this.roster.list) m.link.close();
  }

  private attach(member: Member, link: Link): void {
    this.hs.expect(member);
    link.onFrame((frame) => this.onFrame(member, frame));
    link.onClose((info) => this.onClose(member, link, info));
  }

  private onClose(member: Member, link: Link, info: LinkClose): void {
    this.flow.forget(link);
    if (this.closing || member.link !== link) return;
    const code = (info.error as { code?: string } | undefined)?.code;
    let cause: LossCause = 'closed';
    if (code === 'SLOW_CONSUMER') {
      cause = 'slow_consumer';
      this.faults.slow_consumers += 1;
    } else if (code !== undefined && BAD_FRAME.has(code)) {
      cause = 'bad_frame';
      this.faults.dropped_frames += 1;
      if (code !== 'PACKET_INVALID') {
        this.totals.decode_errors += 1;
        member.traffic.decode_errors += 1;
      }
    }
    // A reset or broken pipe from a peer that died is a disconnection, not a fault of the connection.
    const error = code === 'ECONNRESET' || code === 'EPIPE' ? undefined : info.error;
    const base = error ? `connection failed: ${error.message}` : 'disconnected';
    const explain = this.options.explainLoss ?? (async () => 'disconnected');
    // The connection's fault, when there was one, then how the process ended.
    void explain(member.id).then((why) =>
      this.agentLost(member.id, error ? (why && why !== 'disconnected' ? `${base}; it ${why}` : base) : why || base, cause),
    );
  }

  /** A task's doc_init, encoded once: its payload (to check against the frame limit) and what it costs to send. */
  private encodeInit(task: TaskInput): { payload: Uint8Array; header: number } {
    const packet: DocInit = {
      type: 'doc_init',
      task_id: task.task_id,
      sender: 'hub',
      token_used: 0,
      question: task.question,
      chunks: chunkText(task.document, this.options.chunkSize),
      file_name: task.file_name,
    };
    const payload = this.options.adapter.encode(packet);
    return { payload, header: this.options.adapter.measureHeader(payload, packet) };
  }

  private broadcastInit({ payload, header }: { payload: Uint8Array; header: number }, meter: Meter): void {
    const frame = encodeFrame(payload);
    const members = this.roster.list;
    let copies = 0;
    for (const member of members) {
      if (member.subscribes && !member.subscribes.has('doc_init')) continue;
      member.link.send(frame);
      member.traffic.frames_in += 1;
      member.traffic.bytes_in += frame.length;
      copies++;
    }
    for (const m of [this.totals, meter]) {
      m.pkt_cnt += 1;
      m.bytes_tx += frame.length * copies;
      m.init_bytes_tx += frame.length * copies;
      m.deliveries += copies;
      m.header_overhead += header * copies;
    }
  }

  /** The per-frame path: no allocation beyond the adapter's peek, and no closure. */
  private onFrame(from: Member, frame: Frame): void {
    if (frame.firstByte === CONTROL_MARK) {
      if (isControl(frame.payload) && parseControl(frame.payload).kind === Control.Pong) this.liveness.pong(from.id);
      return;
    }
    if (from.hello) return this.hs.receive(from, frame);
    if (this.overseers.size && this.overseers.has(from)) return this.fromOverseer(from, frame);
    // The head (type, task, tokens) is all the metrics and routing need; final_answer and tool_error are decoded in full.
    const adapter = this.options.adapter;
    let head: PacketHead | null = this.fullDecode || !adapter.peek ? null : adapter.peek(frame.buf, frame.start + FRAME_PREFIX_BYTES, frame.end);
    let packet: Packet | undefined;
    if (head === null || head.type === 'final_answer' || head.type === 'tool_error' || head.type === 'plan') {
      try {
        packet = adapter.decode(frame.payload);
      } catch (err) {
        // Counted, logged with the peer, and the connection it came on is closed (the agent is restarted).
        from.traffic.decode_errors += 1;
        this.totals.decode_errors += 1;
        this.warn(`dropped a frame from agent ${from.id} and closed its connection: ${describeError(err)}`);
        from.link.fail(err as Error);
        return;
      }
      // Measured on the bytes received: another node's envelope may differ in size from ours.
      head = { type: packet.type, task_id: packet.task_id, token_used: packet.token_used, header: adapter.measureHeader(frame.payload, packet) };
    }
    // Learning packets travel between the hub and the planner or Overseer only: one from an answering agent is dropped.
    if (LEARNING_TYPES.has(head.type)) {
      this.warn(`dropped a ${head.type} packet from agent ${from.id}: only the hub sends briefs and verdicts, and only the Overseer answers them`);
      return;
    }
    const bytes = frame.length;
    from.traffic.frames_out += 1;
    from.traffic.bytes_out += bytes;
    from.traffic.token_sum += head.token_used;
    let copies = 0;
    for (const member of this.roster.list) {
      if (member === from || (member.subscribes && !member.subscribes.has(head.type))) continue;
      member.link.relay(frame);
      member.traffic.frames_in += 1;
      member.traffic.bytes_in += bytes;
      copies++;
      if (member.link.backlogged) this.flow.hold(from.link, member.link);
    }
    this.meterRelay(this.totals, bytes, copies, head.header, head.token_used);
    const meter = this.tasks.meters.get(head.task_id);
    if (meter) this.meterRelay(meter, bytes, copies, head.header, head.token_used);
    if (this.keeper) this.keeper.keep(head.task_id, from.id, from.traffic.tool, bytes, monoMs(), frame.payload);
    if (!packet) return;
    if (packet.type === 'plan') {
      if (this.tasks.running(packet.task_id)) this.plans.set(packet.task_id, packet);
    } else if (packet.type === 'final_answer') this.tasks.end(packet.task_id, 'answer', { answer: packet.answer, reasoning: packet.reasoning });
    else if (packet.type === 'tool_error') {
      this.tasks.end(packet.task_id, 'tool_error', { message: `agent ${from.id} (${packet.tool}) failed: ${packet.message}` });
    }
  }

  /** A frame from the Overseer: decoded, metered as learning traffic, handed to the waiting verdict; never relayed. */
  private fromOverseer(from: Member, frame: Frame): void {
    let packet: Packet;
    try {
      packet = this.options.adapter.decode(frame.payload);
    } catch (err) {
      from.traffic.decode_errors += 1;
      this.totals.decode_errors += 1;
      this.warn(`dropped a frame from the Overseer ${from.id}: ${describeError(err)}`);
      return;
    }
    this.learning.meter.learn_bytes_rx += frame.length;
    this.learning.meter.learn_pkt_cnt += 1;
    this.learning.meter.learn_tokens += packet.token_used;
    this.learning.receive(packet);
  }

  private agentLost(id: string, reason: string, cause: LossCause): void {
    const member = this.roster.get(id);
    if (!member || !this.roster.markLost(member, reason)) return;
    this.warn(`agent ${id} (${member.traffic.tool}) lost: ${reason}`);
    if (!member.link.closed) member.link.fail(new MeshError('HEARTBEAT_LOST', reason));
    // The Overseer is outside the tasks' path: its loss fails the verdicts it was answering, not the tasks.
    if (this.overseers.has(member)) this.learning.failAll(`the Overseer (agent ${id}) was lost: ${reason}`);
    else this.tasks.endAll('agent_lost', { message: `agent ${id} (${member.traffic.tool}) ${reason} while the task was in flight` });
    this.options.onLost?.(id, reason, cause);
  }

  private meterRelay(m: Meter, bytes: number, copies: number, header: number, tokens: number): void {
    m.bytes_rx += bytes;
    m.pkt_cnt += 1;
    m.token_sum += tokens;
    m.bytes_tx += bytes * copies;
    m.deliveries += copies;
    m.header_overhead += header * copies;
  }

  private warn(message: string): void {
    (this.options.warn ?? ((m: string) => process.stderr.write(`${m}\n`)))(message);
  }
}
