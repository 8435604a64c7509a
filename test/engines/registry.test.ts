import { describe, expect, it } from 'vitest';
import { EngineSchema, createEngine, engineKinds, engineLabel, engineModel, preflightEngine, withoutCache } from '../../engines/registry.js';
import { OllamaEngine } from '../../engines/ollama-engine.js';
import { parseConfig } from '../../config/schema.js';

describe('engine registry', () => {
  it('knows the local and ollama kinds, and the config accepts exactly those', () => {
    expect(engineKinds()).toEqual(['local', 'ollama', 'openai', 'anthropic']);
    expect(EngineSchema.safeParse({ kind: 'local' }).success).toBe(true);
    expect(EngineSchema.safeParse({ kind: 'ollama', model: 'llama3.2' }).success).toBe(true);
    expect(EngineSchema.safeParse({ kind: 'gpt' }).success).toBe(false);
    expect(() => parseConfig({ engine: { kind: 'gpt' } }, 'test')).toThrow(/engine/);
  });

  it('the local kind makes no engine, needs no preflight and has no model', async () => {
    const local = EngineSchema.parse({ kind: 'local' });
    await expect(createEngine(local)).resolves.toBeUndefined();
    await expect(preflightEngine(local)).resolves.toBeUndefined();
    expect(engineModel(local)).toBeNull();
    expect(engineLabel(local)).toBe('local');
    expect(withoutCache(local)).toEqual(local);
  });

  it('the ollama kind makes an OllamaEngine, labels runs by model and turns its cache off', async () => {
    const ollama = EngineSchema.parse({ kind: 'ollama', model: 'qwen2.5:7b/x' });
    expect(await createEngine(ollama, { cwd: '/tmp' })).toBeInstanceOf(OllamaEngine);
    expect(engineModel(ollama)).toBe('qwen2.5:7b/x');
    expect(engineLabel(ollama)).toBe('ollama-qwen2.5_7b_x');
    expect(ollama.kind === 'ollama' && ollama.cache).toBe(true);
    const off = withoutCache(ollama);
    expect(off.kind === 'ollama' && off.cache).toBe(false);
  });
});
