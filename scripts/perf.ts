/**
 * `npm run perf`: what the mesh costs, measured on this machine in one run.
 *
 * 1. codecs: every registered adapter encoding and decoding a doc_init (ten
 *    400-character chunks) and a final_answer (tinybench);
 * 2. relay: one publisher process to three receivers through the hub
 *    (MeshNetwork, decoding every frame), a raw byte relay and, when
 *    `nats-server` is installed, NATS; throughput and one-way latency;
 * 3. start-up: the mesh against four bare `node` children that listen;
 * 4. tasks: the sample tasks end to end at concurrency 1, 2 and 4, hub
 *    time apart from tool time, through the TCP star and, when
 *    `nats-server` is installed, through NATS (the transports taking turns
 *    at each concurrency): tasks/s and the per-hop latency of every packet
 *    from its sender agent to each receiving agent.
 * Prints tables and writes perf.json (`--json PATH`).
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Bench } from 'tinybench';
import { AGENT_ENTRY, type AgentEntry } from '../hub/agent-process.js';
import { newSecret, SECRET_ENV } from '../transport/control.js';
import { describeError } from '../wire/errors.js';
import { launchMesh } from '../hub/mesh-launcher.js';
import { chunkText, type Packet } from '../wire/packet.js';
import { runBenchmark } from '../hub/bench-runner.js';
import { RunStore } from '../hub/run-store.js';
import { percentile, round } from '../hub/stats.js';
import { loadTasks } from '../gaia/task-loader.js';
import { createAdapter, protocolNames } from '../protocols/registry.js';
import { relayFrame } from './perf-lib.js';
import { findNatsServer, freePort, startNatsServer, waitForPort } from './nats-server.js';
import { buildTimeline } from '../viewer/timeline.js';
import { loadConfig, parseConfig } from '../config/schema.js';

const here = dirname(fileURLToPath(import.meta.url));
const WORKER = join(here, 'perf-worker.js');

export interface CodecRow {
  adapter: string;
  packet: 'doc_init' | 'final_answer';
  bytes: number;
  encode_per_s: number;
  decode_per_s: number;
}
export interface RelayRow {
  system: 'hub' | 'raw' | 'nats';
  /** Nominal frame size; `frame_bytes` is what was sent (a JSON packet cannot be smaller than 86 B). */
  size: number;
  frame_bytes: number;
  frames_per_s: number;
  deliveries_per_s: number;
  mb_per_s: number;
  p50_us: number;
  p99_us: number;
}
export interface Perf {
  machine: { cpus: number; node: string; cpu_model: string };
  codecs: CodecRow[];
  relay: RelayRow[];
  skipped: { system: string; reason: string }[];
  /** `agent_entry`: what the agents were started from (snapshot, bundle or modules). */
  startup: { mesh_ms: number; bare_ms: number; agent_entry: AgentEntry };
  /** The TCP star's figures at concurrency 1 at the top; every transport at every concurrency in `by_concurrency`. */
  tasks: {
    p50_ms: number;
    p95_ms: number;
    hub_ms_per_task: number;
    tool_ms_per_task: number;
    by_concurrency: TaskRow[];
  };
}

export interface TaskRow {
  transport: 'tcp' | 'nats';
  concurrency: number;
  tasks: number;
  wall_ms: number;
  tasks_per_s: number;
  p50_ms: number;
  p95_ms: number;
  hub_ms_per_task: number;
  /** Agent → hub → agent (→ NATS server on both legs under NATS): receiver's rx stamp minus sender's tx stamp, on CLOCK_MONOTONIC. */
  hops: number;
  hop_p50_ms: number;
  hop_p95_ms: number;
}

const SIZES = [64, 400, 4096];
/**
 * Frames per burst, by size: about half a second of the hub's work at each
 * on the dev machine, long enough that the scheduler's time slices and the
 * other processes on the machine average out within a burst.
 */
const BURST: Record<number, number> = { 64: 1_000_000, 400: 600_000, 4096: 80_000 };
const REPEATS = 5;
const LATENCY_SAMPLES = 300;

// ---------- codecs ----------

function samplePackets(): { doc_init: Packet; final_answer: Packet } {
  const words = 'the harbor bridge opened in 1931 after four years of work and carried trams until 1958 when buses replaced them'.split(' ');
  let text = '';
  for (let i = 0; text.length < 4000; i++) text += `${words[(i * 7) % words.length]} `;
  return {
    doc_init: {
      type: 'doc_init',
      task_id: 'perf-task',
      sender: 'hub',
      token_used: 0,
      question: 'When did the harbor bridge open?',
      chunks: chunkText(text.slice(0, 4000), 400),
      file_name: null,
    },
    final_answer: {
      type: 'final_answer',
      task_id: 'perf-task',
      sender: '3',
      token_used: 118,
      tag: 'data_event',
      answer: '1931',
      reasoning: 'The search found chunk 0; the extractor read "opened in 1931"; the triple (harbor bridge, opened, 1931) answers the question.',
    },
  };
}

async function benchCodecs(): Promise<CodecRow[]> {
  const secret = newSecret();
  const packets = samplePackets();
  const rows: CodecRow[] = [];
  for (const name of protocolNames()) {
    const encoder = createAdapter(name, { nodeId: '0', secret });
    const newDecoder = () => {
      const d = createAdapter(name, { nodeId: 'hub', secret });
      if (d.handshake && encoder.handshake) d.handshake.learn([encoder.handshake.hello()]);
      return d;
    };
    for (const kind of ['doc_init', 'final_answer'] as const) {
      const packet = packets[kind];
      // Distinct encodings for decoders that refuse replays (ANP); a fresh decoder each time the pool wraps.
      const pool = Array.from({ length: 2000 }, () => encoder.encode(packet));
      let decoder = newDecoder();
      let i = 0;
      const bench = new Bench({ time: 250, warmupTime: 50 });
      bench.add('encode', () => {
        encoder.encode(packet);
      });
      bench.add('decode', () => {
        if (i === pool.length) {
          i = 0;
          decoder = newDecoder();
        }
        decoder.decode(pool[i++]!);
      });
      await bench.run();
      const hz = (t: string): number => {
        const r = bench.getTask(t)?.result;
        if (!r || r.state !== 'completed') throw new Error(`codec bench ${name} ${kind} ${t}: ${r?.state ?? 'no result'}`);
        return Math.round(r.throughput.mean);
      };
      rows.push({ adapter: name, packet: kind, bytes: pool[0]!.length, encode_per_s: hz('encode'), decode_per_s: hz('decode') });
    }
  }
  return rows;
}

// ---------- relay ----------

type Msg = { type: string; [k: string]: unknown };

/** The next message of `type` from `child`; rejects when it exits or after `ms`. */
function next(child: ChildProcess, type: string, ms = 60_000): Promise<Msg> {
  return new Promise((res, rej) => {
    const timer = setTimeout(() => done(new Error(`perf worker (pid ${child.pid}) sent no "${type}" within ${ms} ms`)), ms);
    const onMsg = (m: Msg): void => {
      if (m.type === type) done(undefined, m);
      else if (m.type === 'failed') done(new Error(String(m.reason)));
    };
    const onExit = (code: number | null, signal: string | null): void =>
      done(new Error(`perf worker (pid ${child.pid}) exited (${signal ?? `code ${code}`}) while waiting for "${type}"`));
    const done = (err?: Error, m?: Msg): void => {
      clearTimeout(timer);
      child.off('message', onMsg);
      child.off('exit', onExit);
      if (err) rej(err);
      else res(m!);
    };
    child.on('message', onMsg);
    child.on('exit', onExit);
  });
}

/** `--profile DIR`: relay processes write CPU profiles there. */
let profileDir: string | undefined;

/** Every process perf starts, so an interrupt can stop them all (nats-server would not notice our end). */
const children = new Set<ChildProcess>();
function track(c: ChildProcess): ChildProcess {
  children.add(c);
  c.once('exit', () => children.delete(c));
  return c;
}

function worker(env: Record<string, string>): ChildProcess {
  const execArgv = profileDir && env.PERF_ROLE === 'relay' ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : [];
  return track(fork(WORKER, [], { env: { ...process.env, ...env }, execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] }));
}

/** A running set of relay processes: the publisher is peers[0]. */
interface Rig {
  peers: ChildProcess[];
  stop: () => Promise<void>;
}

async function startTcpRig(system: 'hub' | 'raw'): Promise<Rig> {
  const secret = newSecret();
  const peers = [0, 1, 2, 3].map((i) => worker({ PERF_ROLE: 'peer', PERF_ID: String(i), PERF_AUTH: system === 'hub' ? '1' : '0', [SECRET_ENV]: secret }));
  const all: ChildProcess[] = [...peers];
  const stop = (): Promise<void> => stopAll(all);
  try {
    const ports = (await Promise.all(peers.map((p) => next(p, 'port', 10_000)))).map((m) => m.port as number);
    const relay = worker({ PERF_ROLE: 'relay', PERF_SYSTEM: system, PERF_PORTS: JSON.stringify(ports), [SECRET_ENV]: secret });
    all.push(relay);
    await next(relay, 'ready', 10_000);
    return { peers, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function startNatsRig(bin: string): Promise<Rig> {
  const port = await freePort();
  const server = track(spawn(bin, ['-a', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' }));
  const all: ChildProcess[] = [server];
  const stop = (): Promise<void> => stopAll(all);
  try {
    await waitForPort(port, 5000);
    const peers = [0, 1, 2, 3].map((i) => worker({ PERF_ROLE: 'nats-peer', PERF_ID: String(i), PERF_NATS_URL: `127.0.0.1:${port}` }));
    all.push(...peers);
    await Promise.all(peers.map((p) => next(p, 'ready', 10_000)));
    return { peers, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function stopAll(list: ChildProcess[]): Promise<void> {
  await Promise.all(list.map((c) => stopChild(c)));
}

async function stopChild(c: ChildProcess): Promise<void> {
  if (c.exitCode !== null || c.signalCode !== null) return;
  const exited = new Promise<void>((r) => c.once('exit', () => r()));
  if (c.connected) c.send({ cmd: 'exit' });
  else c.kill('SIGTERM');
  const t = setTimeout(() => c.kill('SIGKILL'), 2000);
  await exited;
  clearTimeout(t);
}

/** One burst or one paced series through a rig: receivers' end stamps and latencies. */
async function runOnce(rig: Rig, n: number, size: number, gapMs: number): Promise<{ t0: number; end: number; lat: number[] }> {
  const [pub, ...subs] = rig.peers as [ChildProcess, ...ChildProcess[]];
  const armed = subs.map((s) => next(s, 'armed', 10_000));
  subs.forEach((s) => s.send({ cmd: 'expect', n, latency: gapMs > 0 }));
  await Promise.all(armed);
  const limit = 60_000;
  const dones = subs.map((s) => next(s, 'done', limit));
  const sent = next(pub, 'sent', limit);
  const t0 = Number(process.hrtime.bigint() / 1000n);
  pub.send({ cmd: 'send', n, size, gap_ms: gapMs });
  const [s, ...ds] = await Promise.all([sent, ...dones]);
  const pubT0 = (s!.t0_us as number) || t0;
  return { t0: pubT0, end: Math.max(...ds.map((d) => d.end_us as number)), lat: ds.flatMap((d) => d.lat as number[]) };
}

/**
 * Every system at every size, the systems taking turns within each repeat
 * so that they share the machine's conditions; the median repeat counts.
 */
async function measureRelay(rigs: { system: RelayRow['system']; rig: Rig }[], onProgress: (line: string) => void): Promise<RelayRow[]> {
  const rows: RelayRow[] = [];
  for (const size of SIZES) {
    const n = BURST[size]!;
    const rates = new Map<string, number[]>(rigs.map((r) => [r.system, []]));
    for (const { rig } of rigs) await runOnce(rig, Math.ceil(n / 4), size, 0); // warm-up
    for (let r = 0; r < REPEATS; r++) {
      for (const { system, rig } of rigs) {
        const { t0, end } = await runOnce(rig, n, size, 0);
        rates.get(system)!.push(n / ((end - t0) / 1e6));
      }
    }
    for (const { system, rig } of rigs) {
      const { lat } = await runOnce(rig, LATENCY_SAMPLES, size, 1);
      const frames = percentile(rates.get(system)!, 50);
      const frameBytes = relayFrame(size).length;
      rows.push({
        system,
        size,
        frame_bytes: frameBytes,
        frames_per_s: Math.round(frames),
        deliveries_per_s: Math.round(frames * 3),
        mb_per_s: round((frames * 3 * frameBytes) / 1e6, 1),
        p50_us: Math.round(percentile(lat, 50)),
        p99_us: Math.round(percentile(lat, 99)),
      });
      onProgress(`  ${system} ${size} B: ${Math.round(frames).toLocaleString('en-US')} frames/s, one-way p50 ${Math.round(percentile(lat, 50))} µs`);
    }
  }
  return rows;
}

/** The nats-server to measure, or why NATS is skipped. */
async function natsForPerf(): Promise<{ bin: string | null; reason: string | null }> {
  const bin = findNatsServer();
  if (!bin) return { bin: null, reason: 'no nats-server on PATH (Debian: apt-get install nats-server)' };
  try {
    await import('nats');
  } catch {
    return { bin: null, reason: 'the nats npm client is not installed (npm ci installs it)' };
  }
  return { bin, reason: null };
}

// ---------- start-up ----------

async function bareStartup(): Promise<number> {
  const t0 = performance.now();
  const kids = [0, 1, 2, 3].map(() =>
    track(
      spawn(
        process.execPath,
        [
          '-e',
          "const s=require('net').createServer(c=>c.on('data',()=>{})).listen(0,'127.0.0.1',()=>console.log(s.address().port));process.stdin.on('end',()=>process.exit(0));process.stdin.resume()",
        ],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      ),
    ),
  );
  try {
    const ports = await Promise.all(
      kids.map(
        (k) =>
          new Promise<number>((r, j) => {
            k.stdout!.once('data', (d: Buffer) => r(Number(String(d).trim())));
            k.once('exit', () => j(new Error('a bare node child exited before listening')));
          }),
      ),
    );
    const socks = await Promise.all(
      ports.map(
        (port) =>
          new Promise<ReturnType<typeof connect>>((r, j) => {
            const s = connect({ host: '127.0.0.1', port }, () => r(s));
            s.once('error', j);
          }),
      ),
    );
    const ms = performance.now() - t0;
    socks.forEach((s) => s.destroy());
    return ms;
  } finally {
    await Promise.all(
      kids.map((k) => {
        if (k.exitCode !== null) return undefined;
        const e = new Promise<void>((r) => k.once('exit', () => r()));
        k.stdin!.end();
        setTimeout(() => k.kill('SIGKILL'), 2000).unref();
        return e;
      }),
    );
  }
}

async function meshStartup(workspaceRoot: string): Promise<number> {
  const config = await loadConfig('config/default.yaml');
  const t0 = performance.now();
  const mesh = await launchMesh({
    agents: config.agents.map((a) => ({ ...a, port: 0, engine: { kind: 'local' as const } })),
    protocol: 'json',
    chunkSize: config.chunk_size,
    maxFrameBytes: config.max_frame_bytes,
    workspaceRoot,
    startupMs: config.timeouts.startup_ms,
    shutdownMs: config.timeouts.shutdown_ms,
    log: () => {},
  });
  const ms = performance.now() - t0;
  await mesh.close();
  return ms;
}

// ---------- tasks ----------

/**
 * Every agent-to-agent hop in the agents' logs under `workspaceRoot`: for
 * each packet an agent sent, each receiving agent's rx stamp minus the tx
 * stamp (ms, CLOCK_MONOTONIC). The hub's own doc_init has no tx stamp and
 * is not counted.
 */
export function hopLatencies(workspaceRoot: string, ids: readonly string[]): number[] {
  const agents = ids.map((agent) => ({ agent, log: readLines(join(workspaceRoot, agent, 'agent.log')), tasks: [] }));
  return buildTimeline('perf', agents, null, () => null).messages.flatMap((m) => m.hops.flatMap((h) => (h.hop_ms === null ? [] : [h.hop_ms])));
}

function readLines(path: string): string[] {
  return readFileSync(path, 'utf8').split('\n').filter(Boolean);
}

/**
 * The sample tasks at concurrency 1, 2 and 4 through the TCP star and, with
 * `natsUrl`, through NATS (local agents, one nats-server on loopback): the
 * transports take turns at each concurrency, so they share the machine's
 * conditions.
 */
async function taskRuns(tmp: string, natsUrl: string | null, onProgress: (line: string) => void): Promise<Perf['tasks']> {
  const base = await loadConfig('config/default.yaml');
  const { tasks } = await loadTasks(base.tasks);
  const by: TaskRow[] = [];
  let toolMs = 0;
  const transports: TaskRow['transport'][] = natsUrl ? ['tcp', 'nats'] : ['tcp'];
  // One pass unrecorded first, so that whichever transport runs first does not pay for compiling the hub's code.
  for (const concurrency of [0, 1, 2, 4]) {
    for (const transport of concurrency === 0 ? ['tcp' as const] : transports) {
      const name = `${transport}-c${concurrency}`;
      const dir = join(tmp, `tasks-${name}`);
      const workspaceRoot = join(tmp, `ws-${name}`);
      const config = parseConfig({
        ...base,
        agents: base.agents.map((a) => ({ ...a, port: 0 })),
        out_dir: dir,
        workspace_root: workspaceRoot,
        ...(transport === 'nats' ? { transport, nats: { servers: [natsUrl], subject_prefix: 'gm-perf' } } : {}),
      });
      const t0 = performance.now();
      const m = await runBenchmark({
        config,
        tasks,
        store: new RunStore(dir),
        runId: `perf-${name}`,
        tasksFile: base.tasks,
        concurrency: Math.max(1, concurrency),
        log: () => {},
      });
      const wall = performance.now() - t0;
      if (concurrency === 0) continue;
      const elapsed = m.per_task.map((r) => r.elapsed_ms);
      const ids = config.agents.map((a) => a.id);
      if (concurrency === 1 && transport === 'tcp') {
        for (const id of ids)
          toolMs += readLines(join(workspaceRoot, id, 'tasks.jsonl')).reduce((s, l) => s + (JSON.parse(l) as { tool_ms: number }).tool_ms, 0);
        toolMs /= m.tasks;
      }
      const hops = hopLatencies(workspaceRoot, ids);
      const row: TaskRow = {
        transport,
        concurrency,
        tasks: m.tasks,
        wall_ms: Math.round(wall),
        tasks_per_s: round(m.tasks / (m.elapsed_ms / 1000), 1),
        p50_ms: round(percentile(elapsed, 50), 2),
        p95_ms: round(percentile(elapsed, 95), 2),
        hub_ms_per_task: round(m.hub_ms / m.tasks, 3),
        hops: hops.length,
        hop_p50_ms: round(percentile(hops, 50), 3),
        hop_p95_ms: round(percentile(hops, 95), 3),
      };
      by.push(row);
      onProgress(
        `  ${transport} at concurrency ${concurrency}: ${m.tasks} tasks in ${Math.round(m.elapsed_ms)} ms, p50 ${round(percentile(elapsed, 50), 1)} ms, hop p50 ${row.hop_p50_ms} ms`,
      );
    }
  }
  const c1 = by[0]!;
  return { p50_ms: c1.p50_ms, p95_ms: c1.p95_ms, hub_ms_per_task: c1.hub_ms_per_task, tool_ms_per_task: round(toolMs, 3), by_concurrency: by };
}

// ---------- report ----------

export function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((r) => r.map((c) => (typeof c === 'number' ? c.toLocaleString('en-US') : c)))];
  const widths = header.map((_, i) => Math.max(...cells.map((r) => String(r[i]).length)));
  return cells.map((r) => r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]!) : String(c).padStart(widths[i]!))).join('  ')).join('\n');
}

function report(p: Perf): string {
  const lines: string[] = [`machine: ${p.machine.cpus} CPUs (${p.machine.cpu_model}), Node ${p.machine.node}`];
  if (p.codecs.length) {
    lines.push('', 'codecs (ops/s)');
    lines.push(
      table(
        ['adapter', 'packet', 'bytes', 'encode/s', 'decode/s'],
        p.codecs.map((c) => [c.adapter, c.packet, c.bytes, c.encode_per_s, c.decode_per_s]),
      ),
    );
  }
  if (p.relay.length) {
    lines.push('', 'relay: 1 publisher → 3 receivers (median of 5 bursts; one-way latency at 1 frame/ms)');
    lines.push(
      table(
        ['system', 'size', 'frame B', 'frames/s', 'deliveries/s', 'MB/s', 'p50 µs', 'p99 µs'],
        p.relay.map((r) => [r.system, r.size, r.frame_bytes, r.frames_per_s, r.deliveries_per_s, r.mb_per_s, r.p50_us, r.p99_us]),
      ),
    );
    const at = (sys: string): RelayRow | undefined => p.relay.find((r) => r.system === sys && r.size === 400);
    const [hub, raw, nats] = [at('hub'), at('raw'), at('nats')];
    if (hub && raw)
      lines.push(`hub/raw at 400 B: throughput ${round(hub.frames_per_s / raw.frames_per_s, 2)}×, one-way p50 ${round(hub.p50_us / raw.p50_us, 2)}×`);
    if (hub && nats) lines.push(`hub/nats at 400 B: throughput ${round(hub.frames_per_s / nats.frames_per_s, 2)}×`);
  }
  if (Number.isFinite(p.startup.mesh_ms)) {
    lines.push(
      '',
      `start-up: mesh ${p.startup.mesh_ms} ms (agents from the ${p.startup.agent_entry}), four bare node children ${p.startup.bare_ms} ms (${round(p.startup.mesh_ms / p.startup.bare_ms, 2)}×)`,
    );
  }
  if (p.tasks.by_concurrency.length) {
    lines.push('', 'tasks (data/sample; hop: agent → agent through the hub, receiver rx − sender tx)');
    lines.push(
      table(
        ['transport', 'concurrency', 'tasks', 'wall ms', 'tasks/s', 'p50 ms', 'p95 ms', 'hub ms/task', 'hops', 'hop p50 ms', 'hop p95 ms'],
        p.tasks.by_concurrency.map((t) => [
          t.transport,
          t.concurrency,
          t.tasks,
          t.wall_ms,
          t.tasks_per_s,
          t.p50_ms,
          t.p95_ms,
          t.hub_ms_per_task,
          t.hops,
          t.hop_p50_ms,
          t.hop_p95_ms,
        ]),
      ),
    );
    lines.push(`per task at concurrency 1 (tcp): hub ${p.tasks.hub_ms_per_task} ms, tools ${p.tasks.tool_ms_per_task} ms`);
    for (const c of [1, 2, 4]) {
      const row = (t: string): TaskRow | undefined => p.tasks.by_concurrency.find((r) => r.transport === t && r.concurrency === c);
      const [tcp, nats] = [row('tcp'), row('nats')];
      if (tcp && nats)
        lines.push(
          `nats/tcp at concurrency ${c}: tasks/s ${round(nats.tasks_per_s / tcp.tasks_per_s, 2)}×, hop p50 ${round(nats.hop_p50_ms / tcp.hop_p50_ms, 2)}×, task p50 ${round(nats.p50_ms / tcp.p50_ms, 2)}×`,
        );
    }
  }
  for (const s of p.skipped) lines.push('', `${s.system}: skipped in the relay and the tasks (${s.reason})`);
  return lines.join('\n');
}

export const SECTIONS = ['codecs', 'relay', 'startup', 'tasks'] as const;
export type Section = (typeof SECTIONS)[number];
const USAGE = `usage: npm run perf [-- --json PATH] [--only SECTIONS] [--profile DIR]
  measures codecs, relay (hub, raw, nats), start-up and tasks (tcp, nats); prints tables and writes perf.json
  --json PATH      where to write the figures (default perf.json)
  --only SECTIONS  comma-separated subset of ${SECTIONS.join(',')} (the others are left empty)
  --profile DIR    write CPU profiles of the relay processes to DIR
`;

/** Command-line options of `npm run perf`; throws a usage error naming the problem. */
export function parsePerfArgs(argv: string[]): { out: string; only: Set<Section>; profile?: string; help: boolean } {
  const opts: { out: string; only: Set<Section>; profile?: string; help: boolean } = { out: 'perf.json', only: new Set(SECTIONS), help: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined || v.startsWith('--')) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--json') opts.out = value();
    else if (a === '--profile') opts.profile = resolve(value());
    else if (a === '--only') {
      const names = value()
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      const bad = names.filter((n) => !(SECTIONS as readonly string[]).includes(n));
      if (bad.length || names.length === 0) throw new Error(`--only: unknown section "${bad.join(',')}"; known: ${SECTIONS.join(', ')}`);
      opts.only = new Set(names as Section[]);
    } else if (a === '--help' || a === '-h') opts.help = true;
    else throw new Error(`unknown argument "${a}"`);
  }
  return opts;
}

async function main(argv: string[]): Promise<number> {
  let opts: ReturnType<typeof parsePerfArgs>;
  try {
    opts = parsePerfArgs(argv);
  } catch (err) {
    process.stderr.write(`perf: ${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  if (opts.help) {
    process.stdout.write(USAGE);
    return 0;
  }
  profileDir = opts.profile;
  const { out, only } = opts;
  // Ctrl+C or SIGTERM: stop everything started, write nothing half-measured.
  for (const sig of ['SIGINT', 'SIGTERM'] as const) {
    process.once(sig, () => {
      process.stderr.write(`perf: interrupted; stopping ${children.size} processes\n`);
      for (const c of children) c.kill('SIGKILL');
      process.exit(130);
    });
  }
  const progress = (line: string): void => void process.stderr.write(`${line}\n`);
  const tmp = mkdtempSync(join(tmpdir(), 'gaia-mesh-perf-'));
  const t0 = performance.now();
  try {
    if (only.has('codecs')) progress('codecs…');
    const codecs = only.has('codecs') ? await benchCodecs() : [];
    const relay: RelayRow[] = [];
    const skipped: Perf['skipped'] = [];
    // NATS in the relay and the tasks, when a server and the client are here; otherwise said once, as skipped.
    const nats = only.has('relay') || only.has('tasks') ? await natsForPerf() : { bin: null, reason: null };
    if (nats.reason) skipped.push({ system: 'nats', reason: nats.reason });
    if (only.has('relay')) {
      progress(`relay: hub, raw${nats.bin ? ', nats' : ''}…`);
      const rigs: { system: RelayRow['system']; rig: Rig }[] = [];
      try {
        rigs.push({ system: 'hub', rig: await startTcpRig('hub') });
        rigs.push({ system: 'raw', rig: await startTcpRig('raw') });
        if (nats.bin) rigs.push({ system: 'nats', rig: await startNatsRig(nats.bin) });
        relay.push(...(await measureRelay(rigs, progress)));
      } finally {
        await Promise.all(rigs.map((r) => r.rig.stop()));
      }
    }
    if (only.has('startup')) progress('start-up…');
    const bare: number[] = [];
    const mesh: number[] = [];
    for (let i = 0; i < (only.has('startup') ? 5 : 0); i++) {
      bare.push(await bareStartup());
      mesh.push(await meshStartup(join(tmp, 'ws-startup')));
    }
    const startup = { mesh_ms: round(percentile(mesh, 50), 1), bare_ms: round(percentile(bare, 50), 1), agent_entry: AGENT_ENTRY };
    let tasks: Perf['tasks'] = { p50_ms: Number.NaN, p95_ms: Number.NaN, hub_ms_per_task: Number.NaN, tool_ms_per_task: Number.NaN, by_concurrency: [] };
    if (only.has('tasks')) {
      progress(`tasks: tcp${nats.bin ? ', nats' : ''}…`);
      const server = nats.bin ? await startNatsServer({ bin: nats.bin }) : null;
      if (server) track(server.process);
      try {
        tasks = await taskRuns(tmp, server?.url ?? null, progress);
      } finally {
        await server?.stop();
      }
    }
    const perf: Perf = {
      machine: { cpus: availableParallelism(), node: process.versions.node, cpu_model: cpus()[0]?.model ?? 'unknown' },
      codecs,
      relay,
      skipped,
      startup,
      tasks,
    };
    writeFileSync(resolve(out), `${JSON.stringify(perf, null, 2)}\n`);
    process.stdout.write(`${report(perf)}\n\nwrote ${out} in ${round((performance.now() - t0) / 1000, 1)} s\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`perf: ${describeError(err)}\n`);
    return 1;
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
