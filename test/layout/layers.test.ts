import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration & { options: object };
/** The layers the config names (one rule each), those that exist yet. */
const LAYERS = (config.forbidden ?? [])
  .map((r) => /^(.+)-imports-only-downwards$/.exec(r.name ?? '')?.[1])
  .filter((l): l is string => l !== undefined && existsSync(join(ROOT, l)));

async function violations(baseDir: string, dirs: string[]): Promise<string[]> {
  const result = await cruise(dirs, { ...config.options, ruleSet: { forbidden: config.forbidden ?? [] }, baseDir, validate: true } as never);
  const output = result.output as ICruiseResult;
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`);
}

describe('layers (.dependency-cruiser.cjs)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'layers-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('every source folder imports only from the folders below it, with no cycle', async () => {
    expect(LAYERS).toEqual(expect.arrayContaining(['wire', 'transport', 'protocols', 'engines', 'gaia', 'agent', 'tools', 'config', 'hub', 'scripts']));
    expect(await violations(ROOT, [...LAYERS, 'test'])).toEqual([]);
  });

  it('the rules catch an upward import and a cycle', async () => {
    const file = (path: string, text: string) => {
      mkdirSync(join(scratch, path, '..'), { recursive: true });
      writeFileSync(join(scratch, path), text);
    };
    file('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext' } }));
    file('wire/packet.ts', "import { run } from '../hub/runner.js';\nexport const packet = run;\n");
    file('hub/runner.ts', "import { other } from './other.js';\nexport const run = other;\n");
    file('hub/other.ts', "import { run } from './runner.js';\nexport const other = () => run;\n");
    const found = await violations(scratch, ['wire', 'hub']);
    expect(found).toContain('wire-imports-only-downwards: wire/packet.ts -> hub/runner.ts');
    expect(found.some((v) => v.startsWith('no-circular: hub/'))).toBe(true);
  });
});
