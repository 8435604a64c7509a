/**
 * `npm run view -- PATH [--port N] [--open]`: serve a read-only web UI for
 * the runs under PATH (a run directory, a comparison directory, or a folder
 * of runs such as results/) on 127.0.0.1, and print its URL.
 * `npm run view -- PATH --static FILE.html`: write the same views for those
 * runs into one self-contained HTML file instead.
 */
import { spawn } from 'node:child_process';
import { realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { collectReport, writeStaticHtml } from '../viewer/static-report.js';
import { ViewerApi } from '../viewer/viewer-api.js';
import { startViewer } from '../viewer/viewer-server.js';

const PAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'viewer', 'page');
const USAGE = 'usage: npm run view -- PATH [--port N] [--open]\n       npm run view -- PATH --static FILE.html';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        port: { type: 'string', default: '0' },
        open: { type: 'boolean', default: false },
        static: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (err) {
    return fail((err as Error).message);
  }
})();
if (values.help) {
  process.stdout.write(
    `${USAGE}\n  --port N           listen on 127.0.0.1:N (default: any free port)\n  --open             open the page in the default browser\n  --static FILE.html write one self-contained HTML report instead of serving\n`,
  );
  process.exit(0);
}
if (positionals.length !== 1) fail('give exactly one PATH: a run directory, a comparison directory or a folder of runs');
let root: string;
try {
  root = realpathSync(resolve(positionals[0]!));
  if (!statSync(root).isDirectory()) throw new Error('not a directory');
} catch {
  fail(`${positionals[0]} is not a directory: give a run directory (with results.jsonl), a comparison directory or a folder of runs`);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number (got ${values.port})`);

if (values.static) {
  const api = new ViewerApi(root);
  try {
    if (api.catalog.list().length === 0) fail(`no run under ${root}: nothing to report`);
    const report = await collectReport(api);
    writeStaticHtml(resolve(values.static), report, PAGE_DIR);
    process.stdout.write(`wrote ${resolve(values.static)} (${report.runs.length} runs)\n`);
  } finally {
    await api.close();
  }
} else {
  const server = await startViewer({ realRoot: root, pageDir: PAGE_DIR, port }).catch((err: NodeJS.ErrnoException) =>
    fail(err.code === 'EADDRINUSE' ? `port ${port} is in use: give another with --port, or --port 0 for any free one` : err.message),
  );
  const found = server.api.catalog.list();
  process.stdout.write(`viewing ${found.length} run${found.length === 1 ? '' : 's'} under ${root}\n${server.url}\n`);
  if (values.open) {
    const opener = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
    spawn(opener, [server.url], { stdio: 'ignore', detached: true })
      .on('error', () => process.stderr.write(`could not start ${opener}: open ${server.url} yourself\n`))
      .unref();
  }
  const stop = (): void => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
