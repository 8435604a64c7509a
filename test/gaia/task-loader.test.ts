import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parquetWriteBuffer } from 'hyparquet-writer';
import { NODE_FS, type FileSystem } from '../../gaia/attachment-file.js';
import { readTaskAttachment } from '../../gaia/attachments.js';
import { loadTasks } from '../../gaia/task-loader.js';

function folder(lines: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'gm-tasks-'));
  writeFileSync(join(dir, 'metadata.jsonl'), lines.join('\n'));
  return dir;
}

describe('loadTasks', () => {
  it('reads GAIA rows, resolves attachments next to the metadata, and reports bad lines by number', async () => {
    const dir = folder([
      JSON.stringify({ task_id: 'a', Question: 'Q1', Level: 1, 'Final answer': '7', file_name: 'doc.txt' }),
      JSON.stringify({ task_id: 'b', Question: 'Q2', Level: '2', 'Final answer': '?', file_name: '' }),
      '{not json',
      JSON.stringify({ task_id: '0-0-0-0-0', Question: 'placeholder', Level: 1, 'Final answer': 'x' }),
      JSON.stringify({ task_id: 'c', Level: 1 }),
      '',
      JSON.stringify({ task_id: 'a', Question: 'dup', Level: 1, 'Final answer': '1' }),
    ]);
    const { tasks, problems } = await loadTasks(join(dir, 'metadata.jsonl'));
    expect(tasks).toEqual([
      { task_id: 'a', question: 'Q1', level: 1, expected: '7', file_name: 'doc.txt', file_path: join(dir, 'doc.txt') },
      { task_id: 'b', question: 'Q2', level: 2, expected: null, file_name: null, file_path: null },
    ]);
    expect(problems.map((p) => p.line)).toEqual([3, 5, 7]);
    expect(problems[1]!.reason).toContain('Question');
    expect(problems[2]!.reason).toContain('duplicate');
  });

  it('reads the GAIA parquet layout: INT64 levels, test-split "?" answers, file_path, placeholder rows', async () => {
    const dir = folder([]);
    const buffer = parquetWriteBuffer({
      columnData: [
        { name: 'task_id', data: ['p1', '0-0-0-0-0', 'p2', 'p3'], type: 'STRING' },
        { name: 'Question', data: ['How many?', 'placeholder', 'Who?', 'Bad level'], type: 'STRING' },
        { name: 'Level', data: [1n, 1n, 3n, 2n], type: 'INT64' },
        { name: 'Final answer', data: ['12', 'x', '?', 'y'], type: 'STRING' },
        { name: 'file_name', data: ['', '', 'sheet.xlsx', ''], type: 'STRING' },
        { name: 'file_path', data: ['', '', '2023/test/sheet.xlsx', ''], type: 'STRING' },
      ],
    });
    writeFileSync(join(dir, 'metadata.parquet'), new Uint8Array(buffer));
    const { tasks, problems } = await loadTasks(join(dir, 'metadata.parquet'));
    expect(problems).toEqual([]);
    expect(tasks).toEqual([
      { task_id: 'p1', question: 'How many?', level: 1, expected: '12', file_name: null, file_path: null },
      { task_id: 'p2', question: 'Who?', level: 3, expected: null, file_name: 'sheet.xlsx', file_path: join(dir, 'sheet.xlsx') },
      { task_id: 'p3', question: 'Bad level', level: 2, expected: 'y', file_name: null, file_path: null },
    ]);
  });

  it('reports an unreadable parquet file as a tasks error', async () => {
    const dir = folder([]);
    writeFileSync(join(dir, 'metadata.parquet'), 'PAR1 not really');
    await expect(loadTasks(join(dir, 'metadata.parquet'))).rejects.toThrow(/cannot read tasks file .*metadata\.parquet/);
  });

  it('fails with a clear message when the file cannot be read', async () => {
    await expect(loadTasks('/nonexistent/metadata.jsonl')).rejects.toThrow(/cannot read tasks file .*--tasks/);
  });

  describe("attachments stay inside the tasks file's folder", () => {
    // A secret next to the task folder, and a task folder that tries every way out to it.
    const outside = realpathSync(mkdtempSync(join(tmpdir(), 'gm-secret-')));
    writeFileSync(join(outside, 'secret.txt'), 'the password is swordfish');
    const dir = realpathSync(folder([]));
    const tasks = join(dir, 'tasks');
    mkdirSync(tasks);
    writeFileSync(join(tasks, 'doc.txt'), 'inside');
    symlinkSync(join(outside, 'secret.txt'), join(tasks, 'link.txt'));
    symlinkSync(outside, join(tasks, 'sub'));
    symlinkSync(join(tasks, 'doc.txt'), join(tasks, 'alias.txt'));
    writeFileSync(join(dir, 'neighbour.txt'), 'the folder above');
    const row = (id: string, file_name: string): string => JSON.stringify({ task_id: id, Question: 'Q', Level: 1, 'Final answer': 'x', file_name });
    writeFileSync(
      join(tasks, 'metadata.jsonl'),
      [
        row('up', '../neighbour.txt'),
        row('abs', join(outside, 'secret.txt')),
        row('link', 'link.txt'),
        row('subdir', 'sub/secret.txt'),
        row('ok', 'doc.txt'),
        row('alias', 'alias.txt'),
        row('dots', 'sub/../doc.txt'),
      ].join('\n'),
    );
    const untouched = (): FileSystem & { calls: number } => {
      const fs = { calls: 0, lstat: (p: string) => (fs.calls++, NODE_FS.lstat(p)), open: (p: string, f: number) => (fs.calls++, NODE_FS.open(p, f)) };
      return fs;
    };

    it('refuses "..", an absolute path and symbolic links out, naming the path and the rule; nothing is read', async () => {
      const { tasks: loaded, problems } = await loadTasks(join(tasks, 'metadata.jsonl'));
      expect(problems).toEqual([]);
      const byId = new Map(loaded.map((t) => [t.task_id, t]));
      const rule = `attachments must resolve inside the tasks file's folder ${tasks}, and nothing of it was read`;
      expect(byId.get('up')!.file_refused).toBe(`attachment "../neighbour.txt" refused: it climbs out of the folder through ".."; ${rule}`);
      expect(byId.get('abs')!.file_refused).toBe(`attachment "${join(outside, 'secret.txt')}" refused: it is an absolute path; ${rule}`);
      expect(byId.get('link')!.file_refused).toBe(
        `attachment "link.txt" refused: it resolves to ${join(outside, 'secret.txt')}, outside the folder (through a symbolic link); ${rule}`,
      );
      expect(byId.get('subdir')!.file_refused).toContain(`it resolves to ${join(outside, 'secret.txt')}, outside the folder`);
      for (const id of ['up', 'abs', 'link', 'subdir']) {
        const fs = untouched();
        const a = await readTaskAttachment(byId.get(id)!, { fs });
        expect(a).toEqual({ status: 'error', text: '', message: byId.get(id)!.file_refused });
        expect(fs.calls).toBe(0);
      }
    });

    it('reads files inside, through a symbolic link or ".." that stay inside, by their real path', async () => {
      const { tasks: loaded } = await loadTasks(join(tasks, 'metadata.jsonl'));
      const byId = new Map(loaded.map((t) => [t.task_id, t]));
      for (const id of ['ok', 'alias', 'dots']) {
        expect(byId.get(id)).toMatchObject({ file_path: join(tasks, 'doc.txt') });
        expect(byId.get(id)!.file_refused).toBeUndefined();
        expect(await readTaskAttachment(byId.get(id)!)).toEqual({ status: 'ok', text: 'inside' });
      }
    });
  });
});
