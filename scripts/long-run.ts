/**
 * `npm run long-run`: does a task cost the same at the end of a long run as
 * at its start? Repeats the bundled sample tasks (new task ids, same
 * documents) to N tasks, runs them through the bench CLI as a user would,
 * samples the resident memory of the bench and of each agent process, then
 * prints the median task time and the memory per block of tasks, and the
 * ratio of the last block to the first. A benchmark, not a test: it prints
 * figures and asserts nothing.
 *
 *   npm run long-run -- [--tasks 10000] [--block 1000] [--config config/default.yaml] [--out DIR]
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { percentile, round } from '../hub/stats.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SAMPLE = join(ROOT, 'data', 'sample');

const { values } = parseArgs({
  options: {
    tasks: { type: 'string', default: '10000' },
    block: { type: 'string', default: '1000' },
    config: { type: 'string', default: join(ROOT, 'config', 'default.yaml') },
    out: { type: 'string' },
  },
});
const total = Number(values.tasks);
const block = Number(values.block);
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(block) || block < 1 || block > total) {
  throw new Error(`--tasks and --block must be whole numbers with 1 ≤ block ≤ tasks (got ${values.tasks}, ${values.block})`);
}

/** The sample's tasks repeated to `n`, each copy with its own id, beside copies of the attachments. */
function repeatedTasks(n: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'gaia-mesh-long-run-'));
  const lines = readFileSync(join(SAMPLE, 'metadata.jsonl'), 'utf8').split('\n').filter(Boolean);
  for (const f of readdirSync(SAMPLE)) if (f !== 'metadata.jsonl') copyFileSync(join(SAMPLE, f), join(dir, f));
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const task = JSON.parse(lines[i % lines.length]!) as { task_id: string };
    out.push(JSON.stringify({ ...task, task_id: `${task.task_id}-${Math.floor(i / lines.length)}` }));
  }
  const file = join(dir, 'metadata.jsonl');
  writeFileSync(file, `${out.join('\n')}\n`);
  return file;
}

/** Resident set size of a process in bytes, from /proc (0 once it is gone, or off Linux). */
function rss(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

interface Sample {
  /** Tasks recorded when the sample was taken. */
  done: number;
  bench: number;
  /** The largest agent. */
  agent: number;
}

const tasksFile = repeatedTasks(total);
const out = resolve(values.out ?? join(dirname(tasksFile), 'run'));
mkdirSync(dirname(out), { recursive: true });
console.log(`long run: ${total} tasks (the sample repeated) → ${out}`);
const bench = spawn(process.execPath, [join(ROOT, 'dist', 'scripts', 'run-benchmark.js'), '--config', values.config!, '--tasks', tasksFile, '--out', out], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
/** Tasks recorded so far: off a terminal the bench prints one `[ n/N]` line per task. */
let done = 0;
bench.stdout.setEncoding('utf8');
bench.stdout.on('data', (text: string) => {
  done += (text.match(/^\[\s*\d+\/\d+\]/gm) ?? []).length;
});
const samples: Sample[] = [];
const timer = setInterval(() => {
  const pid = bench.pid!;
  samples.push({ done, bench: rss(pid), agent: Math.max(0, ...children(pid).map(rss)) });
}, 500);
const code = await new Promise<number | null>((r) => bench.on('exit', r));
clearInterval(timer);
if (code !== 0) {
  console.error(`the bench exited with ${code}; figures below cover what it recorded`);
}

const results = readFileSync(join(out, 'results.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as { elapsed_ms: number; correct: boolean | null });
const mb = (b: number): string => (b / 2 ** 20).toFixed(1);
console.log(`\n${basename(out)}: ${results.length} tasks recorded, ${results.filter((r) => r.correct).length} correct`);
console.log('tasks              task ms p50    p95   bench RSS MB  agent RSS MB (max)');
const blocks: number[] = [];
for (let from = 0; from < results.length; from += block) {
  const times = results.slice(from, from + block).map((r) => r.elapsed_ms);
  const inBlock = samples.filter((s) => s.done > from && s.done <= from + block);
  const p50 = percentile(times, 50);
  blocks.push(p50);
  const label = `${from + 1}–${Math.min(from + block, results.length)}`;
  console.log(
    `${label.padEnd(18)} ${String(round(p50, 2)).padStart(11)} ${String(round(percentile(times, 95), 2)).padStart(6)} ${mb(Math.max(0, ...inBlock.map((s) => s.bench))).padStart(13)} ${mb(Math.max(0, ...inBlock.map((s) => s.agent))).padStart(19)}`,
  );
}
if (blocks.length > 1) console.log(`last block / first block, median task time: ${round(blocks.at(-1)! / blocks[0]!, 2)}×`);
