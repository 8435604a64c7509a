import * as fs from 'node:fs';
import { mkdtempSync, readFileSync, truncateSync, writeFileSync, appendFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMeshError, type MeshError } from '../../wire/errors.js';
import { scoreTask, summarise, type TaskResult } from '../../hub/results.js';
import { RunStore, type StoreFs } from '../../hub/run-store.js';
import { resumeCommand } from '../../hub/output-errors.js';
import type { Task } from '../../gaia/task-loader.js';

const task = (id: string): Task => ({ task_id: id, question: 'How much — in €?', level: 1, expected: '5', file_name: null, file_path: null });
const result = (id: string, answer = '5'): TaskResult => scoreTask(task(id), 'none', { end: 'answer', answer, reasoning: 'r', elapsed_ms: 1 });

function store(fsOverride: Partial<StoreFs> = {}): { store: RunStore; dir: string; warnings: string[] } {
  const dir = join(mkdtempSync(join(tmpdir(), 'gm-store-')), 'run');
  const warnings: string[] = [];
  return { store: new RunStore(dir, { fs: { ...fs, ...fsOverride }, warn: (l) => warnings.push(l) }), dir, warnings };
}

/** Every line parses, and each task appears exactly once. */
function linesOf(path: string): TaskResult[] {
  const text = readFileSync(path, 'utf8');
  expect(text.endsWith('\n')).toBe(true);
  const rows = text
    .slice(0, -1)
    .split('\n')
    .map((l) => JSON.parse(l) as TaskResult);
  expect(new Set(rows.map((r) => r.task_id)).size).toBe(rows.length);
  return rows;
}

function failing(code: string, syscall: string): Error {
  return Object.assign(new Error(`${code}: simulated failure, ${syscall}`), { code, syscall });
}

function thrown(fn: () => unknown): MeshError {
  try {
    fn();
  } catch (err) {
    if (isMeshError(err)) return err;
    throw err;
  }
  throw new Error('did not throw');
}

describe('RunStore results.jsonl', () => {
  it('drops a last line cut mid-record before the next append, twice in a row, each task recorded once', () => {
    const { store: s, warnings } = store();
    for (const id of ['a', 'b', 'c']) s.appendResult(result(id));
    s.close();
    for (const round of [1, 2]) {
      const size = statSync(s.resultsPath).size;
      const lastStart = readFileSync(s.resultsPath).subarray(0, -1).lastIndexOf(0x0a) + 1;
      truncateSync(s.resultsPath, size - 40);
      warnings.length = 0;
      const loaded = s.loadResults();
      expect(loaded.map((r) => r.task_id)).toEqual(['a', 'b']);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(s.resultsPath);
      expect(warnings[0]).toContain(`byte offset ${lastStart}`);
      expect(warnings[0]).toContain('task c');
      expect(statSync(s.resultsPath).size).toBe(lastStart);
      s.prepareResults(new Set(['c']));
      s.appendResult(result('c', String(round)));
      s.close();
      expect(linesOf(s.resultsPath).map((r) => r.task_id)).toEqual(['a', 'b', 'c']);
      // A whole file reads back without a word.
      warnings.length = 0;
      expect(s.loadResults()).toHaveLength(3);
      expect(warnings).toEqual([]);
    }
  });

  it('terminates a whole last record that lacks only its newline, keeping the task', () => {
    const { store: s, warnings } = store();
    s.appendResult(result('a'));
    s.appendResult(result('b'));
    s.close();
    truncateSync(s.resultsPath, statSync(s.resultsPath).size - 1);
    expect(s.loadResults().map((r) => r.task_id)).toEqual(['a', 'b']);
    expect(warnings).toEqual([expect.stringMatching(/last line \(task b, byte offset \d+\) lacked its newline/)]);
    expect(linesOf(s.resultsPath)).toHaveLength(2);
  });

  it('keeps the later line of a task recorded twice, says so, and rewrites the file with one line per task', () => {
    const { store: s, warnings } = store();
    s.appendResult(result('a', 'first'));
    s.appendResult(result('b'));
    s.close();
    appendFileSync(s.resultsPath, `${JSON.stringify(result('a', 'second'))}\n`);
    const loaded = s.loadResults();
    expect(loaded.map((r) => [r.task_id, r.answer])).toEqual([
      ['b', '5'],
      ['a', 'second'],
    ]);
    expect(warnings).toEqual([expect.stringContaining('task a was recorded twice; kept the later line, dropped the one at byte offset 0')]);
    expect(linesOf(s.resultsPath).map((r) => r.task_id)).toEqual(['b', 'a']);
  });

  it('recovers the record glued after a cut one (what appending after a cut line used to do)', () => {
    const { store: s, warnings } = store();
    const a = JSON.stringify(result('a'));
    const b = JSON.stringify(result('b'));
    const c = JSON.stringify(result('c'));
    writeFileSync(s.resultsPath, `${a}\n${b.slice(0, 30)}${c}\n`);
    expect(s.loadResults().map((r) => r.task_id)).toEqual(['a', 'c']);
    expect(warnings).toEqual([
      `${s.resultsPath}: dropped a record cut short (30 bytes at byte offset ${Buffer.byteLength(a) + 1}, task b) glued before task c's record, which is kept; that task runs again`,
    ]);
    expect(linesOf(s.resultsPath).map((r) => r.task_id)).toEqual(['a', 'c']);
  });

  it('drops an unreadable line in the middle and reports it', () => {
    const { store: s, warnings } = store();
    writeFileSync(s.resultsPath, `${JSON.stringify(result('a'))}\nnot json\n${JSON.stringify(result('c'))}\n`);
    expect(s.loadResults().map((r) => r.task_id)).toEqual(['a', 'c']);
    expect(warnings).toEqual([expect.stringContaining('dropped an unreadable line (8 bytes at byte offset')]);
    expect(linesOf(s.resultsPath)).toHaveLength(2);
  });

  it('prepareResults removes the lines of tasks about to run again, and leaves a sound file untouched', () => {
    const renames: string[] = [];
    const { store: s, warnings } = store({ renameSync: (a, b) => (renames.push(String(b)), fs.renameSync(a, b)) });
    for (const id of ['a', 'b', 'c']) s.appendResult(result(id));
    s.close();
    renames.length = 0;
    s.prepareResults(new Set(['z']));
    expect(renames).toEqual([]);
    s.prepareResults(new Set(['b']));
    expect(renames).toEqual([s.resultsPath]);
    expect(linesOf(s.resultsPath).map((r) => r.task_id)).toEqual(['a', 'c']);
    expect(warnings).toEqual([]);
  });

  it('metrics summarised from what the file holds after a repair agree with it', () => {
    const { store: s } = store();
    s.appendResult(result('a'));
    s.appendResult(result('b', 'wrong'));
    s.appendResult(result('c'));
    s.close();
    truncateSync(s.resultsPath, statSync(s.resultsPath).size - 10);
    const m = summarise(
      { run_id: 'r', protocol: 'json', routing: 'broadcast', engine: 'local', tasks_file: 'f', tasks_total: 3, sessions: [] },
      s.loadResults(),
      [],
    );
    const lines = linesOf(s.resultsPath);
    expect(m).toMatchObject({ tasks: lines.length, tasks_total: 3, partial: true, scored: 2, correct: 1, gaia_score: 0.5 });
    expect(m.tags.CORRECT + m.tags.WRONG_ANSWER).toBe(lines.length);
  });
});

describe('RunStore disk and output errors', () => {
  it('ENOSPC while appending names the file and the --resume command, and keeps the earlier lines whole', () => {
    let writes = 0;
    const { store: s, dir } = store({
      writeSync: ((fd: number, buf: Buffer, off: number, len: number) => {
        writes += 1;
        // The third record: half of it reaches the disk, then the disk is full.
        if (writes === 3) return fs.writeSync(fd, buf, off, Math.floor(len / 2));
        if (writes === 4) throw failing('ENOSPC', 'write');
        return fs.writeSync(fd, buf, off, len);
      }) as StoreFs['writeSync'],
    });
    s.appendResult(result('a'));
    s.appendResult(result('b'));
    const err = thrown(() => s.appendResult(result('c')));
    expect(err.code).toBe('OUTPUT_WRITE_FAILED');
    expect(err.message).toContain(`could not write ${s.resultsPath} (ENOSPC`);
    expect(err.message).toContain('every task finished before it is kept');
    expect(err.message).toContain('Free some space');
    expect(err.message).toContain(`then finish the run with: npm run bench -- --resume ${dir}`);
    s.close();
    expect(linesOf(s.resultsPath).map((r) => r.task_id)).toEqual(['a', 'b']);
  });

  it('EIO on flush names the file and takes the unflushed record back', () => {
    const { store: s } = store({
      fdatasyncSync: () => {
        throw failing('EIO', 'fdatasync');
      },
    });
    const err = thrown(() => s.appendResult(result('a')));
    expect(err.code).toBe('OUTPUT_WRITE_FAILED');
    expect(err.message).toContain(s.resultsPath);
    expect(err.message).toContain('input/output error');
    s.close();
    expect(readFileSync(s.resultsPath, 'utf8')).toBe('');
  });

  it('ENOSPC while writing metrics names metrics.json, keeps the earlier metrics and leaves no temporary file', () => {
    let full = false;
    const { store: s, dir } = store({
      writeSync: ((fd: number, buf: Buffer, off: number, len: number) => {
        if (full) throw failing('ENOSPC', 'write');
        return fs.writeSync(fd, buf, off, len);
      }) as StoreFs['writeSync'],
    });
    s.appendResult(result('a'));
    const metrics = summarise(
      { run_id: 'r', protocol: 'json', routing: 'broadcast', engine: 'local', tasks_file: 'f', tasks_total: 1, sessions: [] },
      [result('a')],
      [],
    );
    s.writeMetrics(metrics);
    const before = readFileSync(s.metricsPath, 'utf8');
    full = true;
    const err = thrown(() => s.writeMetrics({ ...metrics, tasks: 9 }));
    expect(err.code).toBe('OUTPUT_WRITE_FAILED');
    expect(err.message).toContain(`could not write ${s.metricsPath}`);
    expect(err.message).toContain(resumeCommand(dir));
    expect(readFileSync(s.metricsPath, 'utf8')).toBe(before);
    expect(existsSync(`${s.metricsPath}.tmp`)).toBe(false);
  });

  it('an --out under a regular file, or that is a file, is OUTPUT_UNUSABLE naming the path and the fix', () => {
    const base = mkdtempSync(join(tmpdir(), 'gm-store-'));
    writeFileSync(join(base, 'file'), 'x');
    const under = thrown(() => new RunStore(join(base, 'file', 'run')));
    expect(under.code).toBe('OUTPUT_UNUSABLE');
    expect(under.message).toContain(join(base, 'file', 'run'));
    expect(under.message).toMatch(/ENOTDIR.*give --out a directory path/);
    const isFile = thrown(() => new RunStore(join(base, 'file')));
    expect(isFile.code).toBe('OUTPUT_UNUSABLE');
    expect(isFile.message).toMatch(/a file stands where a directory should be \(EEXIST\)/);
  });

  it.each([
    ['EROFS', /read-only \(EROFS\); give --out a directory on a writable one/],
    ['EACCES', /permission denied \(EACCES\); give --out a directory this user can write/],
  ])('a directory that refuses writes (%s) fails on the first file written, before any task', (code, fix) => {
    const { store: s } = store({
      openSync: ((path: fs.PathLike, flags: fs.OpenMode) => {
        if (String(flags) !== 'r') throw failing(code, 'open');
        return fs.openSync(path, flags);
      }) as StoreFs['openSync'],
    });
    const err = thrown(() => s.writeConfig({ a: 1 }));
    expect(err.code).toBe('OUTPUT_UNUSABLE');
    expect(err.message).toContain(`writing ${s.configPath} failed`);
    expect(err.message).toMatch(fix);
    expect(existsSync(s.configPath)).toBe(false);
  });

  it('a cut line that cannot be repaired (read-only directory) is OUTPUT_UNUSABLE, and the file is left as it was', () => {
    const { store: s, warnings } = store({
      truncateSync: () => {
        throw failing('EROFS', 'truncate');
      },
    });
    writeFileSync(s.resultsPath, `${JSON.stringify(result('a'))}\n{"task_id":"b","le`);
    const before = readFileSync(s.resultsPath, 'utf8');
    expect(thrown(() => s.loadResults()).code).toBe('OUTPUT_UNUSABLE');
    expect(readFileSync(s.resultsPath, 'utf8')).toBe(before);
    expect(warnings).toEqual([]);
  });

  it('quotes a --resume directory that needs it', () => {
    expect(resumeCommand('/tmp/run-1')).toBe('npm run bench -- --resume /tmp/run-1');
    expect(resumeCommand("/tmp/it's here")).toBe(`npm run bench -- --resume '/tmp/it'\\''s here'`);
  });
});
