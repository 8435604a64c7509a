import { MeshError } from '../wire/errors.js';
import type { ToolSpec } from '../agent/tool.js';

/**
 * The one table of what each tool reacts to and emits. Both variants of a
 * tool (local and LLM) carry their entry as `spec`, the agent runtime runs
 * and filters by it, and the hub routes by it (subscribe: an agent receives
 * `deliveredTypes(spec)`). Adding a tool is one line here plus its factory
 * in the registry; the registry is typed by these names, so neither can be
 * forgotten.
 */
export const TOOL_SPECS = {
  search: { role: 'answer', trigger: 'doc_init', uses: [], produces: 'search_docs' },
  extract: { role: 'answer', trigger: 'search_docs', uses: [], produces: 'events' },
  triple: { role: 'answer', trigger: 'events', uses: [], produces: 'triples' },
  reason: { role: 'answer', trigger: 'triples', uses: ['events'], produces: 'final_answer' },
  /** The planner: the hub's brief (gap records) and the doc_init in, a plan out, read by every answering tool. */
  plan: { role: 'plan', trigger: 'brief', uses: [], produces: 'plan' },
  /** The Overseer: a verdict (hub → it alone) in; a diagnosis, then a gap record, back to the hub only. */
  oversee: { role: 'oversee', trigger: 'verdict', uses: [], produces: 'gap_record' },
} as const satisfies Record<string, ToolSpec>;

export type ToolName = keyof typeof TOOL_SPECS;

/** Throws TOOL_UNKNOWN, listing the known tools, unless `name` is in the table. */
export function assertToolName(name: string): asserts name is ToolName {
  if (!Object.hasOwn(TOOL_SPECS, name)) throw new MeshError('TOOL_UNKNOWN', `unknown tool "${name}"; known tools: ${Object.keys(TOOL_SPECS).join(', ')}`);
}

/** The spec of the tool registered as `name`; an unknown name throws TOOL_UNKNOWN listing the known ones. */
export function toolSpec(name: string): ToolSpec {
  assertToolName(name);
  return TOOL_SPECS[name];
}

/** A tool's role in the mesh (a name the table does not know is taken as an answering tool: the hub's tests run fake ones). */
export function roleOf(name: string): ToolSpec['role'] {
  return Object.hasOwn(TOOL_SPECS, name) ? TOOL_SPECS[name as ToolName].role : 'answer';
}
