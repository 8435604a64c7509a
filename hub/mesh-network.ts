import { performance } from 'node:perf_hooks';
import { CONTROL_MARK, Control, controlFrame, isControl, parseControl } from '../transport/control.js';
import { MeshError, describeError } from '../wire/errors.js';
import { chunkText, type DocInit, type Packet, type PacketType } from '../wire/packet.js';
import { FRAME_PREFIX_BYTES, encodeFrame, type Frame } from '../wire/frame-decoder.js';
import type { Link } from '../transport/link.js';
import { newMeter, type Meter } from './meter.js';
import type { PacketHead, ProtocolAdapter } from '../wire/protocol-adapter.js';

/** One task as the hub sends it: the document is cut into chunks here. */
export interface TaskInput {
  task_id: string;
  question: string;
  document: string;
  file_name: string | null;
}

/** How a task ended: an answer, or the reason there is none. */
export type TaskEnd = 'answer' | 'tool_error' | 'timeout' | 'agent_lost' | 'aborted';

export interface TaskOutcome {
  task_id: string;
  end: TaskEnd;
  /** The first final_answer's answer (null when the reasoner found none, or on any other end). */
  answer: string | null;
  reasoning: string;
  /** Set for every end but `answer`: what happened, naming the agent where one is at fault. */
  message?: string;
  /** Monotonic ms from the first doc_init byte sent to the end of the task. */
  elapsed_ms: number;
  meter: Meter;
}

export interface AgentTraffic {
  id: string;
  tool: string;
  /** Frames and bytes the agent sent to the hub. */
  frames_out: number;
  bytes_out: number;
  /** Frame copies and bytes the hub delivered to the agent. */
  frames_in: number;
  bytes_in: number;
  token_sum: number;
  decode_errors: number;
  lost?: string;
}

export interface MeshNetworkOptions {
  adapter: ProtocolAdapter;
  /**
   * head (default): read only each relayed packet's head when the adapter
   * can (`peek`), decoding final_answer and tool_error in full; receivers
   * validate every packet. full: decode and validate every frame here too.
   */
  decode?: 'head' | 'full';
  chunkSize: number;
  /** Monotonic clock in ms; injectable for tests. */
  now?: () => number;
  warn?: (message: string) => void;
  /** Describe why an agent's link closed (e.g. its exit code); default "disconnected". */
  explainLoss?: (agentId: string) => Promise<string>;
  /** Told when an agent is lost (to restart it); `cause` says how it was noticed. */
  onLost?: (agentId: string, reason: string, cause: LossCause) => void;
}

/** How an agent's loss was noticed. */
export type LossCause = 'closed' | 'bad_frame' | 'slow_consumer' | 'heartbeat';

/** Faults the hub counted on its connections. */
export interface LinkFaults {
  /** Frames dropped: undecodable payloads, oversized or zero lengths, frames cut short, garbage. */
  dropped_frames: number;
  /** Connections closed because the agent stopped reading (outbound buffer over its bound). */
  slow_consumers: number;
  /** Agents declared dead after missing heartbeats. */
  heartbeat_losses: number;
}

interface Member {
  traffic: AgentTraffic;
  link: Link;
  /** Packet types delivered to this agent; null = all (broadcast). */
  subscribes: ReadonlySet<PacketType> | null;
  /** While the handshake runs: the agent's hello arrives here instead of being decoded as a packet. */
  hello?: { resolve: (payload: Buffer) => void; received?: Buffer };
  /** Pings sent since the last pong. */
  unanswered: number;
  /** Called on the next pong (see `warmUp`). */
  onPong: (() => void)[];
}

interface InFlight {
  started: number;
  meter: Meter;
  finish: (end: TaskEnd, fields: { answer?: string | null; reasoning?: string; message?: string }) => void;
}

/**
 * The hub. It owns one Link per agent, broadcasts each task's doc_init,
 * decodes every agent frame once (for metrics and the final_answer tag) and
 * relays the original bytes to every other agent. A task ends on its first
 * final_answer, on a tool_error, at its deadline, when an agent is lost, or
 * when aborted. Frames that cannot be decoded are counted and dropped.
 */
export class MeshNetwork {
  private readonly members = new Map<string, Member>();
  private readonly inFlight = new Map<string, InFlight>();
  private readonly meters = new Map<string, Meter>();
  private readonly now: () => number;
  private closing = false;
  readonly totals: Meter = newMeter();
  /** Bytes (prefix included) and frames of the protocol's handshake, counted apart from task traffic. */
  readonly handshakeTotals = { bytes: 0, pkts: 0 };
  readonly faults: LinkFaults = { dropped_frames: 0, slow_consumers: 0, heartbeat_losses: 0 };
  /** The hellos of the handshake, by agent, for introducing a restarted agent. */
  private readonly hellos = new Map<string, Buffer>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** How long the heartbeats let an agent stay silent before it is lost. */
  private silenceMs: number | undefined;
  /** Waiting for lost agents to come back: resolved when none is down, or when recovery is given up. */
  private healthy: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | undefined;
  private readonly givenUp = new Set<string>();
  private busy = 0;
  /** The members in order, for the relay loop (no iterator per frame). */
  private memberList: Member[] = [];
  /** Backpressure: for each backlogged destination link, the source links paused until it drains; and how many each source waits on. */
  private readonly holding = new Map<Link, Set<Link>>();
  private readonly waits = new Map<Link, number>();

  private readonly fullDecode: boolean;

  constructor(private readonly options: MeshNetworkOptions) {
    this.now = options.now ?? (() => performance.now());
    this.fullDecode = options.decode === 'full';
  }

  /**
   * Add an agent. `subscribes` limits what it is sent (topic routing);
   * absent, it receives every frame. Frames the link received before this
   * are handled first, in order (the Link queues them).
   */
  addAgent(id: string, tool: string, link: Link, subscribes?: ReadonlySet<PacketType>): void {
    const member: Member = {
      link,
      subscribes: subscribes ?? null,
      traffic: { id, tool, frames_out: 0, bytes_out: 0, frames_in: 0, bytes_in: 0, token_sum: 0, decode_errors: 0 },
      unanswered: 0,
      onPong: [],
    };
    this.members.set(id, member);
    this.memberList = [...this.members.values()];
    this.attach(member, link);
  }

  /**
   * Put a restarted agent's new link in place of the lost one, run the
   * handshake with it, and mark it healthy again.
   */
  async replaceAgent(id: string, link: Link, timeoutMs: number): Promise<void> {
    const member = this.members.get(id);
    if (!member) throw new Error(`no agent ${id}`);
    this.busy += member.link.handlerMs;
    member.link = link;
    member.unanswered = 0;
    this.attach(member, link);
    await this.handshakeWith([member], timeoutMs);
    await this.warmUpMembers([member], this.silenceMs ?? timeoutMs);
    delete member.traffic.lost;
    this.checkHealthy();
  }

  /** Recovery of this agent has been given up: tasks stop waiting for it. */
  giveUp(id: string): void {
    this.givenUp.add(id);
    this.checkHealthy();
  }

  private attach(member: Member, link: Link): void {
    if (this.options.adapter.handshake) member.hello = { resolve: () => {} };
    link.onFrame((frame) => this.onFrame(member, frame));
    link.onClose((info) => {
      // Nothing waits on a closed link, and it waits on nothing.
      this.release(link);
      this.waits.delete(link);
      if (this.closing || member.link !== link) return;
      const code = (info.error as { code?: string } | undefined)?.code;
      let cause: LossCause = 'closed';
      if (code === 'SLOW_CONSUMER') {
        cause = 'slow_consumer';
        this.faults.slow_consumers += 1;
      } else if (code === 'FRAME_TOO_LARGE' || code === 'FRAME_INVALID' || code === 'FRAME_TRUNCATED' || code === 'PACKET_INVALID') {
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
      void explain(member.traffic.id).then((why) => this.agentLost(member.traffic.id, error ? (why && why !== 'disconnected' ? `${base}; it ${why}` : base) : why || base, cause));
    });
  }

  /**
   * Ping every connected agent every `intervalMs`; an agent that leaves
   * `misses` pings in a row unanswered is lost (cause `heartbeat`).
   */
  startHeartbeat(intervalMs: number, misses: number): void {
    clearInterval(this.heartbeat);
    this.silenceMs = intervalMs * misses;
    let seq = 0;
    this.heartbeat = setInterval(() => {
      for (const m of this.members.values()) {
        if (m.traffic.lost || m.link.closed) continue;
        if (m.unanswered >= misses) {
          this.faults.heartbeat_losses += 1;
          this.agentLost(m.traffic.id, `stopped answering heartbeats (${misses} pings ${intervalMs} ms apart)`, 'heartbeat');
          continue;
        }
        // A link we paused cannot have its pong read: its silence is ours, not the agent's.
        if (!this.waits.has(m.link)) m.unanswered += 1;
        const body = Buffer.alloc(4);
        body.writeUInt32BE(seq++ >>> 0);
        m.link.send(controlFrame(Control.Ping, body));
      }
    }, intervalMs);
    this.heartbeat.unref();
  }

  /**
   * Wait until every agent is warm: ping each and wait for its pong. An
   * agent warms its tool up (the reasoner loads its tagger, ~140 ms) before
   * it answers its first ping, so this ends when no task would wait for a
   * warm-up. An agent that does not answer within `timeoutMs` is left to
   * the heartbeats (which find a dead one); the ids of those are returned.
   */
  warmUp(timeoutMs: number): Promise<string[]> {
    return this.warmUpMembers(this.memberList, timeoutMs);
  }

  private async warmUpMembers(members: Member[], timeoutMs: number): Promise<string[]> {
    const answered = await Promise.all(
      members.map(
        (m) =>
          new Promise<boolean>((resolve) => {
            const answered = (): void => {
              clearTimeout(timer);
              resolve(true);
            };
            const timer = setTimeout(() => {
              // Not answered: nothing is left waiting on this agent's next pong.
              m.onPong = m.onPong.filter((f) => f !== answered);
              resolve(false);
            }, timeoutMs);
            m.onPong.push(answered);
            m.link.send(controlFrame(Control.Ping, Buffer.alloc(4)));
          }),
      ),
    );
    return members.filter((_, i) => !answered[i]).map((m) => m.traffic.id);
  }

  /** True when no agent is down (waiting up to `timeoutMs` for lost agents to come back); false once recovery is given up. */
  async whenHealthy(timeoutMs: number): Promise<boolean> {
    if (this.lostAgents().length === 0) return true;
    if (this.lostAgents().some((a) => this.givenUp.has(a.id))) return false;
    if (!this.healthy) {
      let resolve!: (ok: boolean) => void;
      const promise = new Promise<boolean>((r) => (resolve = r));
      this.healthy = { promise, resolve };
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs)));
    const ok = await Promise.race([this.healthy.promise, timeout]);
    clearTimeout(timer);
    return ok;
  }

  private checkHealthy(): void {
    const down = this.lostAgents();
    if (down.length === 0 || down.some((a) => this.givenUp.has(a.id))) {
      this.healthy?.resolve(down.length === 0);
      this.healthy = undefined;
    }
  }

  /**
   * Run the protocol's handshake with every agent (see Handshake): fetch or
   * receive each hello, learn them, and send the bundle when the protocol
   * distributes it. Counted in `handshakeTotals`. Rejects when an agent
   * does not answer within `timeoutMs`.
   */
  async handshake(timeoutMs: number): Promise<void> {
    await this.handshakeWith([...this.members.values()], timeoutMs);
  }

  private async handshakeWith(members: Member[], timeoutMs: number): Promise<void> {
    const hs = this.options.adapter.handshake;
    if (!hs) return;
    const send = (m: Member, bytes: Uint8Array): void => {
      const frame = encodeFrame(bytes);
      m.link.send(frame);
      this.handshakeTotals.bytes += frame.length;
      this.handshakeTotals.pkts += 1;
    };
    const hellos = await Promise.all(
      members.map(
        (m) =>
          new Promise<Buffer>((resolve, reject) => {
            const timer = setTimeout(() => reject(new MeshError('AGENT_START_TIMEOUT', `agent ${m.traffic.id} did not complete the ${this.options.adapter.name} handshake within ${timeoutMs} ms`)), timeoutMs);
            const done = (payload: Buffer): void => {
              clearTimeout(timer);
              resolve(payload);
            };
            if (m.hello?.received) return done(m.hello.received);
            m.hello = { resolve: done };
            const request = hs.request();
            if (request) send(m, request);
          }),
      ),
    );
    members.forEach((m, i) => {
      delete m.hello;
      this.hellos.set(m.traffic.id, hellos[i]!);
    });
    hs.learn(hellos);
    if (hs.distribute) {
      const bundle = hs.bundle([...this.hellos.values()]);
      for (const m of members) send(m, bundle);
    }
  }

  /**
   * Monotonic ms the hub spent handling agent frames and sending doc_inits:
   * framing, decoding, metering and queuing the copies (timed per read by
   * the links). The kernel's socket writes, made once per tick for all of
   * them, are not in it.
   */
  get busyMs(): number {
    return this.busy + this.memberList.reduce((ms, m) => ms + m.link.handlerMs, 0);
  }

  /** Per-agent traffic, in the order agents were added. */
  agentTraffic(): AgentTraffic[] {
    return [...this.members.values()].map((m) => ({ ...m.traffic }));
  }

  /** Agents lost so far, with the reason. */
  lostAgents(): { id: string; reason: string }[] {
    return [...this.members.values()].filter((m) => m.traffic.lost).map((m) => ({ id: m.traffic.id, reason: m.traffic.lost! }));
  }

  /**
   * Run one task through the mesh. Never rejects: every failure is an outcome.
   * Several tasks may be in flight at once; task ids must be unique.
   */
  runTask(task: TaskInput, timeoutMs: number, signal?: AbortSignal): Promise<TaskOutcome> {
    const meter = newMeter();
    this.meters.set(task.task_id, meter);
    const started = this.now();
    return new Promise<TaskOutcome>((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let done = false;
      const onAbort = (): void => finish('aborted', { message: 'run interrupted before this task finished' });
      const finish: InFlight['finish'] = (end, fields) => {
        if (done) return;
        done = true;
        this.inFlight.delete(task.task_id);
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve({
          task_id: task.task_id,
          end,
          answer: fields.answer ?? null,
          reasoning: fields.reasoning ?? '',
          ...(fields.message === undefined ? {} : { message: fields.message }),
          elapsed_ms: this.now() - started,
          meter,
        });
      };
      if (signal?.aborted) return onAbort();
      const lost = this.lostAgents()[0];
      if (lost) return finish('agent_lost', { message: `agent ${lost.id} is down (${lost.reason}); task not started` });
      this.inFlight.set(task.task_id, { started, meter, finish });
      timer = setTimeout(() => finish('timeout', { message: `no final_answer within ${timeoutMs} ms` }), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      const t = performance.now();
      this.broadcastInit(task, meter);
      this.busy += performance.now() - t;
    });
  }

  /** Close every link; in-flight tasks end as aborted. */
  close(): void {
    this.closing = true;
    clearInterval(this.heartbeat);
    this.healthy?.resolve(false);
    for (const t of this.inFlight.values()) t.finish('aborted', { message: 'mesh closed before this task finished' });
    for (const m of this.members.values()) m.link.close();
  }

  private broadcastInit(task: TaskInput, meter: Meter): void {
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
    const frame = encodeFrame(payload);
    const header = this.options.adapter.measureHeader(payload, packet);
    for (const member of this.members.values()) {
      member.link.send(frame);
      member.traffic.frames_in += 1;
      member.traffic.bytes_in += frame.length;
    }
    const copies = this.members.size;
    for (const m of [this.totals, meter]) {
      m.pkt_cnt += 1;
      m.bytes_tx += frame.length * copies;
      m.init_bytes_tx += frame.length * copies;
      m.deliveries += copies;
      m.header_overhead += header * copies;
    }
  }

  private onFrame(from: Member, frame: Frame): void {
    if (frame.firstByte === CONTROL_MARK) {
      if (isControl(frame.payload) && parseControl(frame.payload).kind === Control.Pong) {
        from.unanswered = 0;
        for (const f of from.onPong.splice(0)) f();
      }
      return;
    }
    if (from.hello) {
      // Handshake: the agent's hello (asked for, or volunteered before the hub asked).
      this.handshakeTotals.bytes += frame.length;
      this.handshakeTotals.pkts += 1;
      if (from.hello.received === undefined) from.hello.received = frame.payload;
      from.hello.resolve(frame.payload);
      return;
    }
    // The head (type, task, tokens) is all the metrics and routing need; final_answer and tool_error are decoded in full.
    const adapter = this.options.adapter;
    let head: PacketHead | null = this.fullDecode || !adapter.peek ? null : adapter.peek(frame.buf, frame.start + FRAME_PREFIX_BYTES, frame.end);
    let packet: Packet | undefined;
    if (head === null || head.type === 'final_answer' || head.type === 'tool_error') {
      try {
        packet = adapter.decode(frame.payload);
      } catch (err) {
        // Counted, logged with the peer, and the connection it came on is closed (the agent is restarted).
        from.traffic.decode_errors += 1;
        this.totals.decode_errors += 1;
        this.warn(`dropped a frame from agent ${from.traffic.id} and closed its connection: ${describeError(err)}`);
        from.link.fail(err as Error);
        return;
      }
      // Measured on the bytes received: another node's envelope may differ in size from ours.
      head = { type: packet.type, task_id: packet.task_id, token_used: packet.token_used, header: adapter.measureHeader(frame.payload, packet) };
    }
    const bytes = frame.length;
    from.traffic.frames_out += 1;
    from.traffic.bytes_out += bytes;
    from.traffic.token_sum += head.token_used;
    let copies = 0;
    for (const member of this.memberList) {
      if (member === from || (member.subscribes && !member.subscribes.has(head.type))) continue;
      member.link.relay(frame);
      member.traffic.frames_in += 1;
      member.traffic.bytes_in += bytes;
      copies++;
      if (member.link.backlogged) this.hold(from.link, member.link);
    }
    this.meterRelay(this.totals, bytes, copies, head.header, head.token_used);
    const meter = this.meters.get(head.task_id);
    if (meter) this.meterRelay(meter, bytes, copies, head.header, head.token_used);
    if (!packet) return;
    const flight = this.inFlight.get(packet.task_id);
    if (!flight) return;
    if (packet.type === 'final_answer') flight.finish('answer', { answer: packet.answer, reasoning: packet.reasoning });
    else if (packet.type === 'tool_error') {
      flight.finish('tool_error', { message: `agent ${from.traffic.id} (${packet.tool}) failed: ${packet.message}` });
    }
  }

  /**
   * Backpressure: `dest` has more queued than it takes, so stop reading from
   * `src` (its frames wait in the OS's buffers, and its agent blocks on its
   * own writes) until `dest` drains or closes. A peer that stops reading
   * altogether is found by its heartbeats or by the slow-consumer bound.
   */
  private hold(src: Link, dest: Link): void {
    let sources = this.holding.get(dest);
    if (!sources) {
      sources = new Set();
      this.holding.set(dest, sources);
      dest.onDrain(() => this.release(dest));
    }
    if (sources.has(src)) return;
    sources.add(src);
    const n = (this.waits.get(src) ?? 0) + 1;
    this.waits.set(src, n);
    if (n === 1) src.pause();
  }

  private release(dest: Link): void {
    const sources = this.holding.get(dest);
    if (!sources) return;
    this.holding.delete(dest);
    for (const src of sources) {
      const n = (this.waits.get(src) ?? 1) - 1;
      if (n > 0) this.waits.set(src, n);
      else {
        this.waits.delete(src);
        src.resume();
      }
    }
  }

  private agentLost(id: string, reason: string, cause: LossCause): void {
    const member = this.members.get(id);
    if (!member || member.traffic.lost) return;
    member.traffic.lost = reason;
    this.warn(`agent ${id} (${member.traffic.tool}) lost: ${reason}`);
    if (!member.link.closed) member.link.fail(new MeshError('HEARTBEAT_LOST', reason));
    for (const t of [...this.inFlight.values()]) {
      t.finish('agent_lost', { message: `agent ${id} (${member.traffic.tool}) ${reason} while the task was in flight` });
    }
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
