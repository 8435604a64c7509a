import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readAttachment } from '../../core/attachments.js';
import { loadTasks } from '../../core/task-loader.js';

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

  it('fails with a clear message when the file cannot be read', async () => {
    await expect(loadTasks('/nonexistent/metadata.jsonl')).rejects.toThrow(/cannot read tasks file .*--tasks/);
  });
});

describe('readAttachment', () => {
  it('reads text types and reports missing and unsupported files as statuses', async () => {
    const dir = folder([]);
    writeFileSync(join(dir, 'a.csv'), 'x,y\n1,2\n');
    expect(await readAttachment(join(dir, 'a.csv'))).toEqual({ status: 'ok', text: 'x,y\n1,2\n' });
    expect(await readAttachment(null)).toEqual({ status: 'none', text: '' });
    expect(await readAttachment(join(dir, 'gone.txt'))).toMatchObject({ status: 'missing', message: expect.stringContaining('gone.txt') });
    expect(await readAttachment(join(dir, 'photo.png'))).toMatchObject({ status: 'unsupported' });
  });
});
