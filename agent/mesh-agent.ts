import { createServer, type Server, type Socket } from 'node:net';
import { Control, controlFrame, isControl, newChallenge, parseControl, proofValid } from '../transport/control.js';
import { MeshError, describeError } from '../wire/errors.js';
import { encodeFrame } from '../wire/frame-decoder.js';
import type { EngineStats } from '../engines/engine.js';
import type { Packet, PacketType } from '../wire/packet.js';
import { TcpLink } from '../transport/tcp-link.js';
import type { Link } from '../transport/link.js';
import { AgentWorkspace } from './workspace.js';
import { monoMs } from '../wire/clock.js';
import type { ProtocolAdapter } from '../wire/protocol-adapter.js';
import { TaskInbox, deliveredTypes, inboxOfVerdict, type Tool, type ToolResult } from './tool.js';

export interface MeshAgentOptions {
  id: string;
  tool: Tool;
  adapter: ProtocolAdapter;
  workspaceDir: string;
  maxFrameBytes: number;
  /** The run's secret: a connection must prove it knows it before any frame is accepted. */
  secret: string;
  /** How long a new connection has to answer the challenge. */
  authTimeoutMs?: number;
  /** Called for diagnostics (bad frames, tool errors); default: stderr. */
  warn?: (message: string) => void;
  /** A planner is in the mesh: an answering tool runs once both its trigger and the task's plan have arrived. */
  planned?: boolean;
}

interface TaskState {
  view: TaskInbox;
  ran: boolean;
}

/**
 * Tasks the agent keeps state for at once: a task whose trigger never comes
 * (it ended elsewhere first) is forgotten once this many newer ones began,
 * and finished tasks are remembered (to ignore their late packets) as long.
 * Far above any concurrency a run uses, so per-task state stays bounded.
 */
export const TASK_STATE_LIMIT = 1024;

/**
 * One single-tool agent. It listens on 127.0.0.1, accepts one hub
 * connection, and for each task runs its tool once, when the tool's trigger
 * packet arrives, emitting the result (or a tool_error) to the hub.
 * Packets it cannot decode are counted and dropped; they never crash it.
 */
export class MeshAgent {
  private readonly server: Server;
  private readonly workspace: AgentWorkspace;
  private readonly tasks = new Map<string, TaskState>();
  /** Tasks whose tool has run, oldest first (bounded by TASK_STATE_LIMIT). */
  private readonly finished = new Set<string>();
  private readonly memory: {
    agent: string;
    tool: string;
    engine?: EngineStats;
    counters: { refused_connections: number; decode_errors: number; dropped_frames: number };
    tasks_done: number;
  };
  private readonly started = performance.now();
  private readonly wanted: ReadonlySet<PacketType>;
  private readonly awaitsPlan: boolean;
  private link: Link | undefined;
  /** While the protocol's handshake runs: what is still to come from the hub. */
  private handshaking: { request: boolean; bundle: boolean } | null = null;
  private hubGone: (() => void) | undefined;
  readonly hubClosed: Promise<void>;
  get decodeErrors(): number {
    return this.memory.counters.decode_errors;
  }

  /** Frames dropped: undecodable payloads, and frames with a bad length or cut short. */
  get droppedFrames(): number {
    return this.memory.counters.dropped_frames;
  }

  /** Tasks begun whose tool has not run yet (bounded by TASK_STATE_LIMIT). */
  get openTasks(): number {
    return this.tasks.size;
  }

  /** Connections refused: strangers that did not prove the secret, and any after the hub's. */
  get refusedConnections(): number {
    return this.memory.counters.refused_connections;
  }

  constructor(private readonly options: MeshAgentOptions) {
    this.workspace = new AgentWorkspace(options.workspaceDir);
    this.memory = { agent: options.id, tool: options.tool.name, counters: { refused_connections: 0, decode_errors: 0, dropped_frames: 0 }, tasks_done: 0 };
    this.wanted = deliveredTypes(options.tool.spec, options.planned);
    this.awaitsPlan = options.planned === true && options.tool.spec.role === 'answer';
    this.server = createServer((socket) => this.accept(socket));
    this.hubClosed = new Promise((resolve) => (this.hubGone = resolve));
  }

  /** Listen on 127.0.0.1:port (0 = any free port); resolves with the bound port. */
  listen(port: number): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', (err: NodeJS.ErrnoException) => {
        reject(
          err.code === 'EADDRINUSE'
            ? new MeshError('PORT_IN_USE', `port ${port} is in use: stop whatever holds 127.0.0.1:${port} or give agent ${this.options.id} another port`)
            : err,
        );
      });
      this.server.listen(port, '127.0.0.1', () => {
        const address = this.server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  }

  private warmed = false;

  /** Let the tool load what it needs before the first task arrives (once; before the first pong). */
  private warm(): void {
    if (this.warmed) return;
    this.warmed = true;
    try {
      this.options.tool.warm?.();
    } catch (err) {
      this.warn(`${this.options.tool.name} could not warm up: ${describeError(err)}`);
    }
  }

  async close(): Promise<void> {
    this.link?.close();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
    await this.workspace.close();
  }

  /**
   * A new connection gets a challenge; until it answers with the proof of
   * the run's secret, nothing it sends is read. Only one hub is accepted:
   * once one has proved itself, every other connection is refused.
   */
  private accept(socket: Socket): void {
    const peer = `${socket.remoteAddress}:${socket.remotePort}`;
    if (this.link && !this.link.closed) {
      this.refuse(socket, peer, 'a hub is already connected');
      return;
    }
    const link = new TcpLink(socket, peer, this.options.maxFrameBytes);
    const challenge = newChallenge();
    let proven = false;
    const timer = setTimeout(() => {
      if (!proven) this.refuse(link, peer, 'no answer to the challenge');
    }, this.options.authTimeoutMs ?? 3000);
    link.onClose((info) => {
      clearTimeout(timer);
      // Gone (or broken) before proving the secret: a refused stranger.
      if (!proven && info.error && (info.error as { code?: string }).code !== 'AUTH_FAILED') {
        this.memory.counters.refused_connections += 1;
        this.warn(`refused a connection from ${peer}: ${info.error.message}`);
      }
    });
    link.onFrame((frame) => {
      if (proven) return;
      const answer = isControl(frame.payload) ? parseControl(frame.payload) : null;
      if (!answer || answer.kind !== Control.Response || !proofValid(this.options.secret, challenge, this.options.id, answer.body)) {
        this.refuse(link, peer, 'it did not prove the run secret');
        return;
      }
      if (this.link && !this.link.closed) {
        this.refuse(link, peer, 'a hub is already connected');
        return;
      }
      proven = true;
      clearTimeout(timer);
      this.attachHub(link);
    });
    link.send(controlFrame(Control.Challenge, challenge));
  }

  private refuse(conn: TcpLink | Socket, peer: string, why: string): void {
    this.memory.counters.refused_connections += 1;
    this.warn(`refused a connection from ${peer}: ${why}`);
    if (conn instanceof TcpLink) conn.fail(new MeshError('AUTH_FAILED', why));
    else conn.destroy();
  }

  /**
   * Serve a hub on a link whose trust its transport already settled (NATS:
   * the server's credentials and subject permissions), with no challenge.
   */
  join(link: Link): void {
    this.attachHub(link);
  }

  private attachHub(link: Link): void {
    this.link = link;
    const hs = this.options.adapter.handshake;
    if (hs) {
      const asked = hs.request() !== null;
      this.handshaking = { request: asked, bundle: hs.distribute };
      if (!asked) link.send(encodeFrame(hs.hello()));
      if (!this.handshaking.request && !this.handshaking.bundle) this.handshaking = null;
    }
    link.onFrame((frame) => {
      if (isControl(frame.payload)) {
        const c = parseControl(frame.payload);
        if (c.kind === Control.Ping) {
          // The tool warms up before the first pong: the hub's first ping round-trip ends when this agent is warm (MeshNetwork.warmUp).
          this.warm();
          link.send(controlFrame(Control.Pong, c.body));
        }
        return;
      }
      if (this.handshaking) this.onHandshake(frame.payload);
      else this.onFrame(frame.payload, frame.length);
    });
    link.onClose((info) => {
      const code = (info.error as { code?: string } | undefined)?.code;
      if (code === 'FRAME_TOO_LARGE' || code === 'FRAME_INVALID' || code === 'FRAME_TRUNCATED') {
        this.memory.counters.dropped_frames += 1;
        this.workspace.saveMemory(this.memory);
      }
      if (info.error) this.warn(`hub connection closed: ${info.error.message}`);
      this.hubGone?.();
    });
  }

  /** A handshake frame from the hub: the request for our hello, then (ANP) the bundle of every node's hello. */
  private onHandshake(payload: Buffer): void {
    const hs = this.options.adapter.handshake!;
    const state = this.handshaking!;
    if (state.request) {
      state.request = false;
      this.link?.send(encodeFrame(hs.hello()));
    } else if (state.bundle) {
      state.bundle = false;
      try {
        hs.learnBundle(payload);
      } catch (err) {
        this.memory.counters.decode_errors += 1;
        this.warn(`bad handshake bundle from the hub: ${describeError(err)}`);
      }
    }
    if (!state.request && !state.bundle) this.handshaking = null;
  }

  private onFrame(payload: Buffer, bytes: number): void {
    let packet: Packet;
    try {
      packet = this.options.adapter.decode(payload);
    } catch (err) {
      // A packet we cannot decode, in a sound frame from the proven hub: another agent wrote it. Counted and
      // dropped; the hub's connection stays up, since closing it would punish the wrong node.
      this.memory.counters.decode_errors += 1;
      this.memory.counters.dropped_frames += 1;
      this.warn(`dropped a packet relayed by the hub (from ${senderOf(payload)}): ${describeError(err)}`);
      this.workspace.saveMemory(this.memory);
      return;
    }
    this.workspace.append({ at_ms: this.clock(), mono_ms: monoMs(), dir: 'rx', bytes, packet });
    if (!this.wanted.has(packet.type) || this.finished.has(packet.task_id)) return;
    let state = this.tasks.get(packet.task_id);
    if (packet.type === 'doc_init' || packet.type === 'verdict') {
      state = { view: packet.type === 'doc_init' ? new TaskInbox(packet) : inboxOfVerdict(packet), ran: false };
      this.tasks.set(packet.task_id, state);
      forgetOldest(this.tasks);
    }
    if (!state) return;
    state.view.receive(packet);
    const { trigger } = this.options.tool.spec;
    // With a planner, an answering tool needs both its trigger and the plan, whichever comes last.
    if (!state.ran && state.view.packet(trigger) && (!this.awaitsPlan || state.view.packet('plan'))) {
      state.ran = true;
      void this.runTool(state);
    }
  }

  private async runTool(state: TaskState): Promise<void> {
    const { tool } = this.options;
    const t0 = performance.now();
    let result: ToolResult;
    try {
      result = await tool.run(state.view);
    } catch (err) {
      result = { ok: false, error: `${tool.name} threw: ${describeError(err)}`, usage: { input_tokens: 0, output_tokens: 0 } };
    }
    const toolMs = performance.now() - t0;
    // Packets emitted before the last carry their own share of the call's tokens; the last carries the rest.
    const earlierTokens = result.ok ? (result.earlier ?? []).reduce((n, e) => n + e.token_used, 0) : 0;
    const common = {
      task_id: state.view.task_id,
      sender: this.options.id,
      token_used: Math.max(0, result.usage.input_tokens + result.usage.output_tokens - earlierTokens),
    };
    let packet: Packet = result.ok ? { ...common, ...result.output } : { type: 'tool_error', ...common, tool: tool.name, message: result.error };
    let payload = this.options.adapter.encode(packet);
    // Never send a frame the hub must refuse (it would cut this agent off): the task fails instead, saying why.
    if (payload.length > this.options.maxFrameBytes) {
      const error = `${tool.name}'s output is ${payload.length} bytes encoded, over max_frame_bytes (${this.options.maxFrameBytes}): raise max_frame_bytes in the config`;
      result = { ok: false, error, usage: result.usage };
      packet = { type: 'tool_error', ...common, tool: tool.name, message: error };
      payload = this.options.adapter.encode(packet);
    }
    if (!result.ok) this.warn(`task ${state.view.task_id}: ${result.error}`);
    if (result.ok) for (const step of result.earlier ?? []) this.emit({ ...common, token_used: step.token_used, ...step.output });
    this.emit(packet, payload);
    this.tasks.delete(state.view.task_id);
    this.finished.add(state.view.task_id);
    forgetOldest(this.finished);
    this.memory.tasks_done += 1;
    this.workspace.appendTask({
      task_id: state.view.task_id,
      question: state.view.question,
      ok: result.ok,
      emitted: packet.type,
      token_used: packet.token_used,
      tool_ms: Math.round(toolMs * 1000) / 1000,
      ...(result.ok ? {} : { error: result.error }),
    });
    const spent = this.options.tool.engineStats?.();
    if (spent) this.memory.engine = spent;
    this.workspace.saveMemory(this.memory);
  }

  private emit(packet: Packet, payload: Uint8Array = this.options.adapter.encode(packet)): void {
    const frame = encodeFrame(payload);
    this.workspace.append({ at_ms: this.clock(), mono_ms: monoMs(), dir: 'tx', bytes: frame.length, packet });
    this.link?.send(frame);
  }

  private clock(): number {
    return Math.round((performance.now() - this.started) * 1000) / 1000;
  }

  private warn(message: string): void {
    (this.options.warn ?? ((m: string) => process.stderr.write(`${m}\n`)))(message);
  }
}

/** Keep a Map or Set (in insertion order) to TASK_STATE_LIMIT entries, dropping the oldest. */
function forgetOldest(entries: Map<string, unknown> | Set<string>): void {
  if (entries.size > TASK_STATE_LIMIT) entries.delete(entries.keys().next().value!);
}

/** Who wrote an undecodable packet, when its bytes still say so (for the warning only). */
function senderOf(payload: Buffer): string {
  const m = /"sender"\s*:\s*"([^"\\]{1,64})"/.exec(payload.subarray(0, 512).toString('latin1'));
  return m ? `agent ${m[1]}` : 'an unknown sender';
}
