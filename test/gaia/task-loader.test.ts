import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parquetWriteBuffer } from 'hyparquet-writer';
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
});
