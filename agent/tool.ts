import type { EngineStats } from '../engines/engine.js';
import type {
  Diagnosis,
  DocInit,
  Events,
  FinalAnswer,
  GapRecordPacket,
  Packet,
  PacketOf,
  PacketType,
  Plan,
  SearchDocs,
  Triples,
  Verdict,
} from '../wire/packet.js';

/** What a tool sees of one task: the document broadcast and every packet the agent received for it. */
export interface TaskView {
  task_id: string;
  question: string;
  file_name: string | null;
  chunks: readonly string[];
  /** The latest packet of `type` received for this task, typed by its type; undefined when none came. */
  packet<T extends PacketType>(type: T): PacketOf<T> | undefined;
}

/** Engine tokens spent by one tool call, as the engine reports them. */
export interface Usage {
  input_tokens: number;
  output_tokens: number;
}

/** The payload a tool produces: a packet without the fields the agent runtime fills in. */
export type ToolOutput =
  | Pick<SearchDocs, 'type' | 'docs'>
  | Pick<Events, 'type' | 'events'>
  | Pick<Triples, 'type' | 'triples'>
  | Pick<FinalAnswer, 'type' | 'tag' | 'answer' | 'reasoning'>
  | Omit<Plan, 'task_id' | 'sender' | 'token_used'>
  | Omit<Diagnosis, 'task_id' | 'sender' | 'token_used'>
  | Omit<GapRecordPacket, 'task_id' | 'sender' | 'token_used'>;

/** Tool failures are data: only wire faults are thrown. */
export type ToolResult =
  | {
      ok: true;
      output: ToolOutput;
      usage: Usage;
      /** Packets emitted before `output`, in order (the Overseer's diagnosis before its gap record); each with the tokens it cost; `usage` is the whole call's. */
      earlier?: { output: ToolOutput; token_used: number }[];
    }
  | { ok: false; error: string; usage: Usage };

/**
 * What a tool reacts to and what it emits. The agent runs the tool once per
 * task, when the packet type `trigger` arrives; `uses` lists the other
 * packet types it reads if present. doc_init is always delivered, so the
 * question and chunks are always there. Under topic routing the hub sends an
 * agent exactly `deliveredTypes(spec)`, and the agent keeps only those.
 */
export interface ToolSpec {
  /** answer: on the task's path (search … reason); plan: the planner; oversee: the Overseer, outside the task's traffic. */
  readonly role: 'answer' | 'plan' | 'oversee';
  readonly trigger: PacketType;
  readonly uses: readonly PacketType[];
  readonly produces: ToolOutput['type'];
}

/**
 * The packet types an agent whose tool has this spec consumes: doc_init, the
 * trigger, and what it uses; with a planner in the mesh (`planned`), an
 * answering tool also the plan, which it waits for before it runs. The
 * Overseer consumes its verdict only: it is outside the task's traffic.
 */
export function deliveredTypes(spec: ToolSpec, planned = false): ReadonlySet<PacketType> {
  if (spec.role === 'oversee') return new Set<PacketType>([spec.trigger, ...spec.uses]);
  return new Set<PacketType>(['doc_init', spec.trigger, ...spec.uses, ...(planned && spec.role === 'answer' ? (['plan'] as const) : [])]);
}

/** A single tool owned by one agent; its spec comes from the tool spec table (tools/specs.ts). */
export interface Tool {
  readonly name: string;
  readonly spec: ToolSpec;
  run(task: TaskView): Promise<ToolResult>;
  /** Optional: load what the first run would otherwise load (called once, when the hub first pings the agent: see MeshNetwork.warmUp). */
  warm?(): void;
  /** For tools on an LLM engine: what the engine has spent so far. */
  engineStats?(): EngineStats;
}

/**
 * One task's view, filled as packets arrive: the doc_init it was opened
 * with, then the latest packet of each type `receive`d.
 */
export class TaskInbox implements TaskView {
  readonly task_id: string;
  readonly question: string;
  readonly file_name: string | null;
  readonly chunks: readonly string[];
  private readonly received = new Map<PacketType, Packet>();

  constructor(init: DocInit) {
    this.task_id = init.task_id;
    this.question = init.question;
    this.file_name = init.file_name;
    this.chunks = init.chunks;
    this.received.set('doc_init', init);
  }

  /** Keep `packet` as the latest of its type (a later one of the same type replaces it). */
  receive(packet: Packet): void {
    this.received.set(packet.type, packet);
  }

  packet<T extends PacketType>(type: T): PacketOf<T> | undefined {
    // Stored under its own type by `receive`, so the type narrows to PacketOf<T>.
    return this.received.get(type) as PacketOf<T> | undefined;
  }
}

/** A verdict opens the Overseer's view of a task on its own: it carries the question and the document the Overseer never received. */
export function inboxOfVerdict(verdict: Verdict): TaskInbox {
  const view = new TaskInbox({
    type: 'doc_init',
    task_id: verdict.task_id,
    sender: verdict.sender,
    token_used: 0,
    question: verdict.question,
    chunks: verdict.chunks,
    file_name: verdict.file_name,
  });
  view.receive(verdict);
  return view;
}

/** The doc_init of a task as a TaskView, with packets received after it (used by tests and the agent runtime). */
export function viewOf(init: DocInit, received: Packet[] = []): TaskView {
  const view = new TaskInbox(init);
  for (const p of received) view.receive(p);
  return view;
}
