import { describe, expect, it } from 'vitest';
import type { GapRecord } from '../../learning/gap-record.js';
import { decodeGapLines, encodeGapLines } from '../../learning/gap-lines.js';

const NOW = new Date('2025-05-05T05:05:05.000Z');
const record = (over: Partial<GapRecord> = {}): GapRecord => ({
  id: 'g1',
  question_type: 'count',
  features: ['count'],
  pattern: 'rows under a condition were all counted',
  diagnosis: 'the condition was ignored',
  advice: { prefer: ['table_filter_count'] },
  support: 2,
  helpful: 1,
  harmful: 0,
  source_tasks: ['t1', 't2'],
  source_hashes: ['ab'],
  status: 'approved',
  cycle: 1,
  created_at: '2025-01-01T00:00:00.000Z',
  ...over,
});

describe('gap records as JSON lines', () => {
  it('round-trips every field, one record per line', () => {
    const records = [record(), record({ id: 'g2', status: 'retired', advice: {} })];
    const text = encodeGapLines(records);
    expect(text.split('\n')).toHaveLength(3);
    expect(Object.keys(JSON.parse(text.split('\n')[0]!))).toEqual(Object.keys(record()));
    expect(decodeGapLines(text, NOW)).toEqual({ records, errors: [] });
  });

  it('fills the optional fields and skips blank lines', () => {
    const minimal = {
      id: 'x1',
      question_type: 'date',
      pattern: 'p',
      diagnosis: 'd',
      advice: {},
      support: 1,
      helpful: 0,
      harmful: 0,
      source_tasks: [],
      status: 'active',
    };
    expect(decodeGapLines(`\n${JSON.stringify(minimal)}\n\n`, NOW)).toEqual({
      records: [{ ...minimal, features: [], source_hashes: [], cycle: 0, created_at: NOW.toISOString() }],
      errors: [],
    });
  });

  it('reports every bad line by its number', () => {
    const good = JSON.stringify(record());
    const text = [
      good,
      '{not json',
      JSON.stringify({ ...record({ id: 'g3' }), status: 'lost' }),
      JSON.stringify({ ...record({ id: 'g4' }), extra: 1, support: 0 }),
      JSON.stringify(record({ id: 'g1' })),
      JSON.stringify({ ...record({ id: 'g5' }), advice: { breadth: 'huge' }, created_at: 'yesterday' }),
    ].join('\n');
    const { errors } = decodeGapLines(text, NOW);
    expect(errors).toEqual([
      expect.stringMatching(/^line 2: not JSON/),
      expect.stringMatching(/^line 3: status: /),
      expect.stringMatching(/^line 4: support: /),
      expect.stringMatching(/^line 4: \(record\): .*extra/),
      'line 5: id g1 is already on line 1',
      expect.stringMatching(/^line 6: advice\.breadth: /),
      expect.stringMatching(/^line 6: created_at: not a date/),
    ]);
  });
});
