import type { EngineStats } from '../engines/engine.js';
import type { DocInit, Events, FinalAnswer, Packet, PacketType, SearchDocs, Triples } from '../wire/packet.js';

/** What a tool sees of one task: the document broadcast and every packet the agent received for it. */
export interface TaskView {
  task_id: string;
  question: string;
  file_name: string | null;
  chunks: readonly string[];
  /** The latest packet of each type received for this task, in arrival order. */
  received: ReadonlyMap<PacketType, Packet>;
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
 * A single tool owned by one agent. The agent runs it once per task, when the
 * packet type `trigger` arrives; `uses` lists the other packet types it reads
 * if present (under topic routing the agent subscribes to trigger + uses).
 * doc_init is always delivered, so the question and chunks are always there.
 */
export interface Tool {
  readonly name: string;
  readonly trigger: PacketType;
  readonly uses: readonly PacketType[];
  readonly produces: ToolOutput['type'];
  run(task: TaskView): Promise<ToolResult>;
  /** Optional: load what the first run would otherwise load (called once, when the hub first pings the agent: see MeshNetwork.warmUp). */
  warm?(): void;
  /** For tools on an LLM engine: what the engine has spent so far. */
  engineStats?(): EngineStats;
}

/** The doc_init of a task as a TaskView (used by tests and the agent runtime). */
export function viewOf(init: DocInit, received: Packet[] = []): TaskView {
  const map = new Map<PacketType, Packet>([['doc_init', init]]);
  for (const p of received) map.set(p.type, p);
  return { task_id: init.task_id, question: init.question, file_name: init.file_name, chunks: init.chunks, received: map };
}
