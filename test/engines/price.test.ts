import { describe, expect, it } from 'vitest';
import { addEngineStats, newEngineStats, type EngineStats } from '../../engines/engine.js';
import { costUsd, PriceSchema } from '../../engines/price.js';
import { EngineSchema, engineCost } from '../../engines/registry.js';

const stats = (extra: Partial<EngineStats>): EngineStats => ({ ...newEngineStats(), ...extra });

describe('engine cost', () => {
  it('prices fresh prompt and completion tokens per million, never tokens served from the response cache', () => {
    const price = PriceSchema.parse({ input_per_mtok: 3, output_per_mtok: 15 });
    expect(costUsd(price, stats({ prompt_tokens: 2_000_000, completion_tokens: 100_000, cached_prompt_tokens: 9_999_999 }))).toBe(7.5);
    expect(costUsd(price, stats({ prompt_tokens: 1234, completion_tokens: 567 }))).toBe(0.012207);
  });

  it('prices prompt-cache reads and writes apart when the price says how, else at the input price', () => {
    const s = stats({ prompt_tokens: 1_000_000, prompt_cache_read_tokens: 600_000, prompt_cache_write_tokens: 100_000 });
    expect(costUsd(PriceSchema.parse({ input_per_mtok: 1, output_per_mtok: 5 }), s)).toBe(1);
    expect(costUsd(PriceSchema.parse({ input_per_mtok: 1, output_per_mtok: 5, cache_read_per_mtok: 0.1, cache_write_per_mtok: 1.25 }), s)).toBe(
      0.3 + 0.06 + 0.125,
    );
  });

  it('is undefined for an engine without a price, whatever its kind', () => {
    const s = stats({ prompt_tokens: 10, completion_tokens: 10 });
    expect(engineCost(EngineSchema.parse({ kind: 'local' }), s)).toBeUndefined();
    expect(engineCost(EngineSchema.parse({ kind: 'openai', model: 'm' }), s)).toBeUndefined();
    expect(engineCost(EngineSchema.parse({ kind: 'ollama', model: 'm', price: { input_per_mtok: 1e6, output_per_mtok: 0 } }), s)).toBe(10);
    expect(engineCost(EngineSchema.parse({ kind: 'anthropic', model: 'm', price: { input_per_mtok: 0, output_per_mtok: 2e6 } }), s)).toBe(20);
  });
});

describe('addEngineStats', () => {
  it('sums every count, and the optional prompt-cache counts only once some agent has them', () => {
    const a = addEngineStats(newEngineStats(), stats({ calls: 2, prompt_tokens: 5 }));
    expect(a).not.toHaveProperty('prompt_cache_read_tokens');
    addEngineStats(a, { ...stats({ calls: 1, prompt_tokens: 7, prompt_cache_read_tokens: 3, prompt_cache_write_tokens: 1 }), id: 'x' } as EngineStats);
    expect(a).toEqual({ ...stats({ calls: 3, prompt_tokens: 12 }), prompt_cache_read_tokens: 3, prompt_cache_write_tokens: 1 });
  });
});

describe('hosted engine configs', () => {
  it('default their key variable by kind, take a variable name only, and reject unknown keys', () => {
    expect(EngineSchema.parse({ kind: 'openai', model: 'm' })).toMatchObject({ options: { temperature: 0, seed: 42 }, cache_dir: '.cache/openai', retries: 3 });
    expect(EngineSchema.parse({ kind: 'anthropic', model: 'm' })).toMatchObject({ max_tokens: 4096, cache_dir: '.cache/anthropic' });
    expect(EngineSchema.safeParse({ kind: 'openai', model: 'm', api_key_env: 'sk-abc def' }).success).toBe(false);
    expect(EngineSchema.safeParse({ kind: 'openai', model: 'm', api_key: 'sk-abc' }).success).toBe(false);
    expect(EngineSchema.safeParse({ kind: 'anthropic', model: 'm', price: { input_per_mtok: 1 } }).success).toBe(false);
  });
});
