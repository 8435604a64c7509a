/**
 * Build step: the viewer's page (viewer/page/, preact + htm, uPlot,
 * @tanstack/virtual-core) bundled by esbuild into dist/viewer/page/:
 * index.html, app.js (one IIFE script, so a --static report can inline it)
 * and app.css. The page's own type-check is `tsc -p viewer/page`.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'dist', 'viewer', 'page');
mkdirSync(out, { recursive: true });

await build({
  entryPoints: { app: join(root, 'viewer', 'page', 'main.ts') },
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  outdir: out,
  logLevel: 'warning',
  legalComments: 'none',
});
copyFileSync(join(root, 'viewer', 'page', 'index.html'), join(out, 'index.html'));
