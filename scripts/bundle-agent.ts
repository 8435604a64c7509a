/**
 * Build step: bundle the agent entry point into one file,
 * dist/agent/agent-main.mjs. An agent process then loads one module instead
 * of some two hundred (zod alone is ~60 files), which is most of its
 * start-up time (measured by `npm run perf`, start-up section). The bundle
 * lives two levels under the repository, like dist/protocols/, so files
 * found relative to a module (the Agora protocol document) resolve the
 * same; packages loaded lazily (the Ollama client, compromise) stay outside
 * and load from node_modules when used.
 */
import { build } from 'esbuild';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

await build({
  entryPoints: [join(root, 'dist', 'core', 'agent-main.js')],
  outfile: join(root, 'dist', 'agent', 'agent-main.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: ['ollama', 'compromise', 'compromise/*', 'msgpackr'],
  // Bundled CommonJS code calls require(); in an ES module it must be made.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
