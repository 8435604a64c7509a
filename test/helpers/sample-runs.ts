import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa } from 'execa';
import { stringify } from 'yaml';
import { CLI, ROOT, SAMPLE, tempDir, writeConfig } from './integration.js';

/** Three sample tasks the local engine answers, and one it cannot (NO_ANSWER): a small run with a failure. */
export const SAMPLE_TASK_IDS = [
  '3ceaaf30-8142-48ea-91d9-3080f9b439fc',
  '6301bbfc-a0c5-454e-8ff9-bb510944fe0c',
  'c1acc990-6424-450a-a36b-f9b3ddcb369d',
  '9280ba2e-1534-43fd-b357-71b237d047c9',
];
export const FAILING_TASK_ID = '9280ba2e-1534-43fd-b357-71b237d047c9';

/**
 * Runs made by the bench CLI for the viewer's tests, under one folder:
 * `run/` (4 sample tasks, one of them failing) and `cmp/` (a comparison
 * of json and msgpack over the same tasks).
 */
export async function makeSampleRuns(): Promise<{ root: string; run: string; comparison: string }> {
  const dir = tempDir('gm-view-');
  const root = join(dir, 'runs');
  const config = (extra: Record<string, unknown>): string => {
    const path = join(dir, `config-${Object.keys(extra).join('-') || 'run'}.yaml`);
    writeFileSync(
      path,
      stringify({
        tasks: SAMPLE,
        out_dir: join(dir, 'results'),
        workspace_root: join(dir, 'workspaces'),
        timeouts: { task_ms: 10_000, startup_ms: 10_000, shutdown_ms: 1_000 },
        agents: ['search', 'extract', 'triple', 'reason'].map((tool, id) => ({ id: String(id), tool, port: 0 })),
        ...extra,
      }),
    );
    return path;
  };
  const tasks = SAMPLE_TASK_IDS.flatMap((id) => ['--task-id', id]);
  for (const [out, extra] of [
    [join(root, 'run'), {}],
    [join(root, 'cmp'), { compare: { protocols: ['json', 'msgpack'] } }],
  ] as const) {
    const r = await execa(process.execPath, [CLI, '--config', config(extra), '--out', out, ...tasks], { cwd: ROOT, reject: false, timeout: 60_000 });
    if (r.exitCode !== 0) throw new Error(`bench failed (${r.exitCode}): ${r.stderr}`);
  }
  return { root, run: join(root, 'run'), comparison: join(root, 'cmp') };
}

/**
 * Check tasks for a learning run (from the guide-2 set): a wrong one the
 * local Overseer learns from (guide2-09), two it cannot (guide2-02,
 * guide2-04), two right. (Which ones the engine gets wrong changes as the
 * engine improves: the learning-loop test uses guide2-09 for the same
 * reason.)
 */
export const LEARNING_TASK_IDS = ['guide2-03', 'guide2-06', 'guide2-09', 'guide2-02', 'guide2-04'];

/**
 * A learning run made by the bench CLI (`--cycles 2`, planner and Overseer,
 * a PGlite gap store in the temp folder `dir`, about 40 MB: remove it
 * after): `<root>/learn/` holds learning.json, `cycle-1/` and `cycle-2/`.
 */
export async function makeLearningRun(): Promise<{ dir: string; root: string; learning: string }> {
  const dir = tempDir('gm-view-learn-');
  const root = join(dir, 'runs');
  const agents = ['search', 'extract', 'triple', 'reason', 'plan', 'oversee'].map((tool, id) => ({ id: String(id), tool, port: 0 }));
  const config = writeConfig(dir, { tasks: join(ROOT, 'data/checks/guide-2/metadata.jsonl'), agents });
  const learning = join(root, 'learn');
  const args = ['--config', config, '--out', learning, '--cycles', '2', '--gaps', join(dir, 'gaps'), ...LEARNING_TASK_IDS.flatMap((id) => ['--task-id', id])];
  const r = await execa(process.execPath, [CLI, ...args], { cwd: ROOT, reject: false, timeout: 120_000 });
  if (r.exitCode !== 0) throw new Error(`bench --cycles failed (${r.exitCode}): ${r.stderr}`);
  return { dir, root, learning };
}

/** `npm run view -- PATH --static FILE` into a fresh temp folder: the report's path (throws with the CLI's stderr when it fails). */
export async function writeStaticReport(path: string): Promise<string> {
  const file = join(tempDir('gm-view-static-'), 'report.html');
  const r = await execa(process.execPath, [join(ROOT, 'dist/scripts/view.js'), path, '--static', file], { cwd: ROOT, reject: false });
  if (r.exitCode !== 0) throw new Error(`view --static failed (${r.exitCode}): ${r.stderr}`);
  return file;
}
