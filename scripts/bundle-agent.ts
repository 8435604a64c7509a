/**
 * Build step: make the agent process start fast.
 *
 * 1. dist/bundle/agent-main.mjs: the agent entry point bundled into one ES
 *    module, so a process loads one file instead of some two hundred (zod
 *    alone is ~60 files).
 * 2. dist/bundle/agent.blob: a V8 start-up snapshot (`node --build-snapshot`)
 *    of the same code bundled as CommonJS, every module already loaded and
 *    initialised. An agent started with `node --snapshot-blob agent.blob`
 *    deserialises that heap instead of compiling and running the modules:
 *    about 65 ms to ready instead of 100 (a bare `node` that listens: 53).
 *    agent.blob.json records the Node version, platform and path it was
 *    built for; the launcher uses the blob only on a match
 *    (hub/agent-process.ts). If Node cannot build or run it, the build
 *    says so and agents start from the bundle.
 *
 * Both live two levels under the repository, like dist/protocols/, so files
 * found relative to a module (the Agora protocol document) resolve the same;
 * packages loaded lazily (the Ollama client, compromise, msgpackr) stay
 * outside and load from node_modules when used.
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(root, 'dist', 'bundle');
const entry = join(root, 'dist', 'scripts', 'agent-main.js');
const common: BuildOptions = {
  entryPoints: [entry],
  bundle: true,
  platform: 'node',
  target: 'node20',
  external: ['ollama', 'openai', 'openai/*', '@anthropic-ai/sdk', '@anthropic-ai/sdk/*', 'compromise', 'compromise/*', 'msgpackr'],
  logLevel: 'warning',
};

await build({
  ...common,
  outfile: join(out, 'agent-main.mjs'),
  format: 'esm',
  // Bundled CommonJS code calls require(); in an ES module it must be made.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

const cjs = join(out, 'agent-snapshot.cjs');
const blob = join(out, 'agent.blob');
const stamp = `${blob}.json`;
rmSync(blob, { force: true });
rmSync(stamp, { force: true });
/**
 * In a snapshot, the `require` a module was given loads built-in modules
 * only: packages left outside the bundle are loaded, when first used, by a
 * require made for the bundle's own path.
 */
const packagesAtRunTime: Plugin = {
  name: 'packages-at-run-time',
  setup(b) {
    const outside = new RegExp(`^(${(common.external ?? []).map((e) => e.replace('/*', '(/.*)?')).join('|')})$`);
    b.onResolve({ filter: outside }, (args) => ({ path: args.path, namespace: 'run-time' }));
    b.onLoad({ filter: /.*/, namespace: 'run-time' }, (args) => ({
      contents: `module.exports = __requirePackage(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

await build({
  ...common,
  outfile: cjs,
  format: 'cjs',
  // The modules find their files from import.meta.url, which CommonJS has not: the bundle's own URL stands in.
  define: { 'import.meta.url': '__bundleUrl' },
  banner: {
    js: 'const __bundleUrl = require("node:url").pathToFileURL(__filename).href;\nconst __requirePackage = (id) => require("node:module").createRequire(__filename)(id);',
  },
  plugins: [packagesAtRunTime],
});

/** Build the snapshot, then prove it runs: started without settings, the agent must refuse them. */
function buildSnapshot(): string | null {
  const made = spawnSync(process.execPath, ['--snapshot-blob', blob, '--build-snapshot', cjs], { cwd: out, encoding: 'utf8', timeout: 60_000 });
  if (made.status !== 0) return `node --build-snapshot exited with ${made.status ?? made.signal}: ${made.stderr.trim().slice(-600)}`;
  const env = { ...process.env };
  delete env.GAIA_MESH_AGENT;
  const run = spawnSync(process.execPath, ['--snapshot-blob', blob], { env, encoding: 'utf8', timeout: 10_000 });
  if (run.status !== 1 || !run.stderr.includes('agent failed to start')) {
    return `the snapshot did not start the agent (exit ${run.status ?? run.signal}): ${run.stderr.trim().slice(-600)}`;
  }
  return null;
}

const failed = buildSnapshot();
if (failed) {
  rmSync(blob, { force: true });
  process.stderr.write(`bundle-agent: no start-up snapshot, agents will start from the bundle (slower): ${failed}\n`);
} else {
  // Paths are baked in (packages resolve from the bundle's path): a moved checkout must rebuild.
  writeFileSync(stamp, `${JSON.stringify({ node: process.version, platform: process.platform, arch: process.arch, path: blob }, null, 2)}\n`);
}
