import { viewOf, type TaskView, type ToolOutput, type ToolResult } from '../../agent/tool.js';
import { createTool } from '../../tools/registry.js';
import { chunkText, type DocInit, type Packet } from '../../wire/packet.js';

function ok(result: ToolResult): ToolOutput {
  if (!result.ok) throw new Error(result.error);
  return result.output;
}

/**
 * The local engine's answer to `question` over `document`: search, extract,
 * triple and reason run in turn on one task view, as the mesh would run
 * them, with `given` (a plan, say) received first.
 */
export async function localAnswer(question: string, document: string, file_name: string | null = 'doc.txt', given: Packet[] = []): Promise<string | null> {
  const doc: DocInit = { type: 'doc_init', task_id: 't', sender: 'hub', token_used: 0, question, chunks: chunkText(document, 400), file_name };
  const packets: Packet[] = [...given];
  for (const name of ['search', 'extract', 'triple', 'reason']) {
    const view: TaskView = viewOf(doc, packets);
    packets.push({ ...ok(await createTool(name).run(view)), task_id: doc.task_id, sender: name, token_used: 0 } as Packet);
  }
  const last = packets.at(-1)!;
  if (last.type !== 'final_answer') throw new Error('no final answer');
  return last.answer;
}
