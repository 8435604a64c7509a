/**
 * `npm run engine-time`: how long the local engine takes per task, without
 * the mesh. Reads a tasks file and its attachments as the bench does, runs
 * the four local tools (search, extract, triple, reason) in this process on
 * each task, and times each task's chain with a monotonic clock. The tools
 * are warmed first (the part-of-speech tagger loads once, as each agent
 * does at start-up), and every task runs `--repeat` times, in passes over all the tasks; the figures are
 * over all runs. A benchmark, not a test: it prints figures and asserts
 * nothing.
 *
 *   npm run engine-time -- [--tasks data/sample/metadata.jsonl] [--repeat 3] [--chunk-size 400]
 */
import { performance } from 'node:perf_hooks';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { viewOf, type ToolOutput } from '../agent/tool.js';
import { loadTasks } from '../gaia/task-loader.js';
import { readTaskAttachment } from '../gaia/attachments.js';
import { percentile, round } from '../hub/stats.js';
import { createTool } from '../tools/registry.js';
import { chunkText, type DocInit, type Packet } from '../wire/packet.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const { values } = parseArgs({
  options: {
    tasks: { type: 'string', default: join(ROOT, 'data', 'sample', 'metadata.jsonl') },
    repeat: { type: 'string', default: '3' },
    'chunk-size': { type: 'string', default: '400' },
  },
});
const repeat = Number(values.repeat);
const chunkSize = Number(values['chunk-size']);
if (!Number.isInteger(repeat) || repeat < 1 || !Number.isInteger(chunkSize) || chunkSize < 1) {
  throw new Error(`--repeat and --chunk-size must be whole numbers of at least 1 (got ${values.repeat}, ${values['chunk-size']})`);
}

const { tasks, problems } = await loadTasks(resolve(values.tasks));
for (const p of problems) console.error(`skipped line ${p.line}: ${p.reason}`);
const tools = ['search', 'extract', 'triple', 'reason'].map((name) => createTool(name));
for (const tool of tools) tool.warm?.();

const docs: DocInit[] = [];
for (const task of tasks) {
  const attachment = await readTaskAttachment(task);
  docs.push({
    type: 'doc_init',
    task_id: task.task_id,
    sender: 'hub',
    token_used: 0,
    question: task.question,
    chunks: chunkText(attachment.text, chunkSize),
    file_name: task.file_name,
  });
}
// Each repeat is a pass over every task, as an agent meets tasks one after another: what the tools keep of one task
// (the last questions' analyses) does not speed up the next run of the same task.
const times: number[] = [];
for (let r = 0; r < repeat; r++) {
  for (const doc of docs) {
    const packets: Packet[] = [];
    const start = performance.now();
    for (const tool of tools) {
      const result = await tool.run(viewOf(doc, packets));
      if (!result.ok) break;
      packets.push({ ...(result.output as ToolOutput), task_id: doc.task_id, sender: tool.name, token_used: 0 } as Packet);
    }
    times.push(performance.now() - start);
  }
}
const ms = (x: number): string => String(round(x, 2)).padStart(8);
console.log(
  `tasks ${tasks.length} × ${repeat} runs · engine ms per task  p50 ${ms(percentile(times, 50))}  p95 ${ms(percentile(times, 95))}  max ${ms(Math.max(...times))}`,
);
