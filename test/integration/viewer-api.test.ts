import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskResult } from '../../hub/results.js';
import type { Timeline } from '../../viewer/timeline.js';
import { startViewer, type ViewerServer } from '../../viewer/viewer-server.js';
import { FAILING_TASK_ID, SAMPLE_TASK_IDS, makeSampleRuns, writeStaticReport } from '../helpers/sample-runs.js';
import { ROOT, tempDir } from '../helpers/integration.js';

const PAGE_DIR = join(ROOT, 'dist/viewer/page');
const VIEW_CLI = join(ROOT, 'dist/scripts/view.js');
let runs: Awaited<ReturnType<typeof makeSampleRuns>>;
let server: ViewerServer;

/** GET a raw path (no URL normalisation on the way, unlike fetch). */
function rawGet(port: number, path: string, method = 'GET'): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}
const api = async <T>(path: string): Promise<T> => {
  const r = await rawGet(server.port, path);
  expect(r.status, `${path}: ${r.body}`).toBe(200);
  return JSON.parse(r.body) as T;
};
const run = (id: string): string => `/api/runs/${encodeURIComponent(id)}`;

beforeAll(async () => {
  runs = await makeSampleRuns();
  const outside = tempDir('gm-view-outside-');
  symlinkSync(outside, join(runs.root, 'escape'));
  symlinkSync('/etc/passwd', join(runs.run, 'passwd.jsonl'));
  server = await startViewer({ realRoot: runs.root, pageDir: PAGE_DIR, port: 0 });
}, 120_000);
afterAll(async () => server?.close());

describe('viewer API over runs made by the bench', () => {
  it('lists the run, the comparison and its runs', async () => {
    const body = await api<{ runs: { id: string; kind: string; tasks: number | null; runs?: string[] }[] }>('/api/runs');
    expect(body.runs.map((r) => [r.id, r.kind])).toEqual([
      ['cmp', 'comparison'],
      ['cmp/json', 'run'],
      ['cmp/msgpack', 'run'],
      ['run', 'run'],
    ]);
    expect(body.runs.find((r) => r.id === 'cmp')!.runs).toEqual(['cmp/json', 'cmp/msgpack']);
    expect(body.runs.find((r) => r.id === 'run')!.tasks).toBe(SAMPLE_TASK_IDS.length);
  });

  it('pages the tasks, failures first, and filters by tag and text', async () => {
    const page = await api<{ total: number; rows: TaskResult[] }>(`${run('run')}/tasks?sort=failures&limit=2`);
    expect(page.total).toBe(4);
    expect(page.rows.map((r) => r.task_id)).toEqual([FAILING_TASK_ID, SAMPLE_TASK_IDS[0]]);
    const correct = await api<{ total: number }>(`${run('run')}/tasks?tag=CORRECT`);
    expect(correct.total).toBe(3);
    const text = await api<{ rows: TaskResult[] }>(`${run('run')}/tasks?q=LEAP%20year`);
    expect(text.rows.map((r) => r.task_id)).toEqual([FAILING_TASK_ID]);
  });

  it('gives each task a timeline on the shared clock: one message per metered packet, every hop ≥ 0, sent after the hub’s doc_init', async () => {
    for (const id of SAMPLE_TASK_IDS) {
      const detail = await api<{
        result: TaskResult & { init_sent_mono_ms?: number };
        workspace: { agent: string; log: { dir: string; mono_ms: number | null }[] }[];
      }>(`${run('run')}/tasks/${id}`);
      const tl = await api<Timeline>(`${run('run')}/tasks/${id}/timeline`);
      expect(tl.clock).toBe('monotonic');
      expect(typeof detail.result.init_sent_mono_ms).toBe('number');
      expect(tl.start_mono_ms).toBe(detail.result.init_sent_mono_ms);
      // The hub meters one packet per doc_init and per agent frame: the timeline must show exactly those.
      expect(tl.messages.length).toBe(detail.result.pkt_cnt);
      const txLines = detail.workspace.flatMap((w) => w.log).filter((l) => l.dir === 'tx').length;
      expect(tl.messages.length).toBe(txLines + 1);
      expect(tl.messages[0]!.type).toBe('doc_init');
      expect([...tl.messages[0]!.to].sort()).toEqual(['0', '1', '2', '3']);
      for (const m of tl.messages) {
        expect(m.at_ms).not.toBeNull();
        for (const h of m.hops) expect(h.hop_ms).toBeGreaterThanOrEqual(0);
      }
      expect(detail.workspace.flatMap((w) => w.log).every((l) => typeof l.mono_ms === 'number')).toBe(true);
    }
  });

  it('serves a comparison’s comparison.json, and two runs side by side', async () => {
    const cmp = await api<{ comparison: { rows: { label: string }[] } }>(run('cmp'));
    expect(cmp.comparison.rows.map((r) => r.label)).toEqual(['json', 'msgpack']);
    const pair = await api<{ common: number; answer_or_tag_differs: number; rows: { differs: string[] }[] }>(
      `/api/compare?a=${encodeURIComponent('cmp/json')}&b=${encodeURIComponent('cmp/msgpack')}`,
    );
    expect(pair.common).toBe(4);
    expect(pair.answer_or_tag_differs).toBe(0);
    // msgpack frames are smaller than json's: every task differs in bytes, none in answers.
    expect(pair.rows.every((r) => r.differs.join() === 'bytes')).toBe(true);
  });

  it('serves nothing outside PATH: .., encoded .., absolute paths and symlinks out get 4xx', async () => {
    const attempts = [
      '/api/runs/..%2F..%2Fetc/tasks',
      '/api/runs/%2e%2e/tasks',
      '/api/../../etc/passwd',
      '/../../etc/passwd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/api/runs/%2Fetc%2Fpasswd/tasks',
      `${run('run')}/tasks/..%2F..%2Fmetrics.json`,
      `${run('run')}/tasks/%2Fetc%2Fpasswd`,
      '/api/runs/escape/tasks',
      '/api/runs/run%2Fpasswd.jsonl/tasks',
      '/api/compare?a=..%2F..&b=run',
      '/app.js/../../../etc/passwd',
      '/etc/passwd',
    ];
    for (const path of attempts) {
      const r = await rawGet(server.port, path);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
      expect(r.body).not.toMatch(/root:/);
    }
    expect((await rawGet(server.port, '/api/runs', 'POST')).status).toBe(405);
    expect((await rawGet(server.port, '/api/runs', 'DELETE')).status).toBe(405);
  });

  it('listens on loopback only', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });
});

describe('npm run view', () => {
  it('prints the URL of a server that answers, and writes a self-contained --static report', async () => {
    const child = execa(process.execPath, [VIEW_CLI, runs.root, '--port', '0'], { cwd: ROOT, reject: false });
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout!.on('data', (c: Buffer) => {
        const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(String(c));
        if (m) resolve(m[0]);
      });
      void child.then((r) => reject(new Error(`view exited: ${r.stderr}`)));
    });
    const res = await fetch(`${url}api/runs`);
    expect(((await res.json()) as { runs: unknown[] }).runs).toHaveLength(4);
    expect((await fetch(url)).headers.get('content-type')).toMatch(/text\/html/);
    child.kill('SIGTERM');
    expect((await child).exitCode).toBe(0);

    const file = await writeStaticReport(runs.run);
    expect(existsSync(file)).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('window.__GAIA_MESH_REPORT__');
    expect(html).toContain(FAILING_TASK_ID);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+stylesheet/);
  });

  it('refuses a PATH that is not a directory', async () => {
    const r = await execa(process.execPath, [VIEW_CLI, join(runs.root, 'nope')], { cwd: ROOT, reject: false });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/is not a directory/);
  });
});
