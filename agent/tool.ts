import type { EngineStats } from '../engines/engine.js';
import type { DocInit, Events, FinalAnswer, Packet, PacketOf, PacketType, SearchDocs, Triples } from '../wire/packet.js';

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
  | Pick<FinalAnswer, 'type' | 'tag' | 'answer' | 'reasoning'>;

/** Tool failures are data: only wire faults are thrown. */
export type ToolResult = { ok: true; output: ToolOutput; usage: Usage } | { ok: false; error: string; usage: Usage };

/**
 * What a tool reacts to and what it emits. The agent runs the tool once per
 * task, when the packet type `trigger` arrives; `uses` lists the other
 * packet types it reads if present. doc_init is always delivered, so the
 * question and chunks are always there. Under topic routing the hub sends an
 * agent exactly `deliveredTypes(spec)`, and the agent keeps only those.
 */
export interface ToolSpec {
  readonly trigger: PacketType;
  readonly uses: readonly PacketType[];
  readonly produces: ToolOutput['type'];
}

/** The packet types an agent whose tool has this spec consumes: doc_init, the trigger, and what it uses. */
export function deliveredTypes(spec: ToolSpec): ReadonlySet<PacketType> {
  return new Set<PacketType>(['doc_init', spec.trigger, ...spec.uses]);
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

/** The doc_init of a task as a TaskView, with packets received after it (used by tests and the agent runtime). */
export function viewOf(init: DocInit, received: Packet[] = []): TaskView {
  const view = new TaskInbox(init);
  for (const p of received) view.receive(p);
  return view;
}
