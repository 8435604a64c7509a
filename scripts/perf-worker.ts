/**
 * A process of the relay benchmark (`npm run perf`), driven over IPC by
 * scripts/perf.ts. PERF_ROLE says which:
 * - `peer`: an agent stand-in on TCP; it listens, proves itself to the hub
 *   when PERF_AUTH=1 (as real agents do), answers heartbeats, and either
 *   publishes frames or counts the frames it is delivered;
 * - `nats-peer`: the same over a NATS connection (PERF_NATS_URL);
 * - `relay`: the system under test between the peers: PERF_SYSTEM=hub (the
 *   project's MeshNetwork, decoding every frame for its metrics) or raw (a
 *   minimal byte relay: whole frames, batched writes, no decode).
 * Commands: `expect` {n, latency} arms a receiver; `send` {n, size, gap_ms}
 * makes a publisher send n frames (gap_ms 0: as fast as backpressure
 * allows; otherwise one frame per gap, each stamped for latency).
 */
import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { Control, SECRET_ENV, authenticate, controlFrame, newChallenge } from '../transport/control.js';
import { MeshNetwork } from '../hub/mesh-network.js';
import { connectTcp } from '../transport/tcp-link.js';
import { createAdapter } from '../protocols/registry.js';
import { FrameSplitter, monoUs, readStamp, relayFrame, stamp } from './perf-lib.js';
import { DEFAULT_CHUNK_SIZE, DEFAULT_HEARTBEAT } from '../config/schema.js';
import { DEFAULT_MAX_FRAME_BYTES } from '../wire/frame-decoder.js';

type Command = { cmd: 'expect'; n: number; latency: boolean } | { cmd: 'send'; n: number; size: number; gap_ms: number } | { cmd: 'stats' } | { cmd: 'exit' };

const reply = (msg: object): void => {
  process.send!(msg);
};
const env = (name: string): string => {
  const v = process.env[name];
  if (v === undefined) throw new Error(`perf-worker: ${name} is not set`);
  return v;
};

/** What a receiving peer counts, whatever carries the frames. */
class Receiver {
  private want = 0;
  private count = 0;
  private latency = false;
  private lat: number[] = [];

  arm(n: number, latency: boolean): void {
    this.want = n;
    this.count = 0;
    this.latency = latency;
    this.lat = [];
  }

  /** A delivered frame starting at `start` in `buf` (−4 for a payload without its prefix). */
  frame(buf: Buffer, start: number): void {
    if (this.latency) this.lat.push(monoUs() - readStamp(buf, start));
    if (++this.count === this.want) reply({ type: 'done', end_us: monoUs(), count: this.count, lat: this.lat });
  }
}

/** Send n frames of `size` through `write`, respecting backpressure; with gap_ms, one stamped frame per gap. */
async function publish(n: number, size: number, gapMs: number, write: (buf: Buffer) => boolean | Promise<void>, drained: () => Promise<void>): Promise<number> {
  const template = relayFrame(size);
  const t0 = monoUs();
  if (gapMs > 0) {
    for (let i = 0; i < n; i++) {
      const f = Buffer.from(template);
      stamp(f, monoUs());
      if ((await write(f)) === false) await drained();
      await sleep(gapMs);
    }
    return t0;
  }
  stamp(template, t0);
  const perBatch = Math.max(1, Math.floor(65536 / template.length));
  const batch = Buffer.concat(Array.from({ length: perBatch }, () => template));
  for (let left = n; left > 0;) {
    const m = Math.min(perBatch, left);
    left -= m;
    if ((await write(m === perBatch ? batch : batch.subarray(0, m * template.length))) === false) await drained();
  }
  return t0;
}

async function tcpPeer(): Promise<void> {
  const auth = process.env.PERF_AUTH === '1';
  const receiver = new Receiver();
  let sock: Socket | undefined;
  const server = createServer((s) => {
    if (sock) return void s.destroy();
    sock = s;
    s.setNoDelay(true);
    if (auth) s.write(controlFrame(Control.Challenge, newChallenge()));
    const scanner = new FrameSplitter((buf, start, end) => {
      if (buf[start + 4] === 0) {
        if (buf[start + 5] === Control.Ping) s.write(controlFrame(Control.Pong, buf.subarray(start + 6, end)));
        return;
      }
      receiver.frame(buf, start);
    });
    s.on('data', (chunk: Buffer) => scanner.push(chunk));
    s.on('error', () => {});
    s.on('close', () => reply({ type: 'failed', reason: `peer ${process.env.PERF_ID}: the relay closed the connection` }));
  });
  server.listen(0, '127.0.0.1', () => reply({ type: 'port', port: (server.address() as { port: number }).port }));
  process.on('message', (m: Command) => {
    if (m.cmd === 'expect') {
      receiver.arm(m.n, m.latency);
      reply({ type: 'armed' });
    } else if (m.cmd === 'send') {
      const s = sock!;
      void publish(
        m.n,
        m.size,
        m.gap_ms,
        (b) => s.write(b),
        () => once(s, 'drain').then(() => {}),
      ).then((t0) => reply({ type: 'sent', t0_us: t0 }));
    } else if (m.cmd === 'exit') {
      sock?.destroy();
      server.close();
      process.disconnect();
    }
  });
}

async function natsPeer(): Promise<void> {
  const { connect: natsConnect } = await import('nats');
  const nc = await natsConnect({ servers: env('PERF_NATS_URL'), noEcho: true, maxReconnectAttempts: 0 });
  const receiver = new Receiver();
  if (process.env.PERF_ID !== '0') {
    // The payload is the frame without its length prefix: NATS frames messages itself.
    nc.subscribe('mesh', { callback: (_err, msg) => receiver.frame(Buffer.from(msg.data.buffer, msg.data.byteOffset, msg.data.length), -4) });
    await nc.flush();
  }
  reply({ type: 'ready' });
  let sent = 0;
  process.on('message', (m: Command) => {
    if (m.cmd === 'expect') {
      receiver.arm(m.n, m.latency);
      reply({ type: 'armed' });
    } else if (m.cmd === 'send') {
      const write = async (b: Buffer): Promise<void> => {
        const per = b.length === 0 ? 0 : b.readUInt32BE(0) + 4;
        for (let at = 0; at < b.length; at += per) {
          nc.publish('mesh', b.subarray(at + 4, at + per));
          // Let the client put its buffer on the wire now and then, so it never holds the whole burst.
          if (++sent % 4096 === 0) await nc.flush();
        }
      };
      void publish(m.n, m.size, m.gap_ms, write, async () => {})
        .then(() => nc.flush())
        .then(() => reply({ type: 'sent', t0_us: 0 }));
    } else if (m.cmd === 'exit') {
      void nc.close().then(() => process.disconnect());
    }
  });
}

async function relay(): Promise<void> {
  const ports = JSON.parse(env('PERF_PORTS')) as number[];
  const system = env('PERF_SYSTEM');
  const secret = env(SECRET_ENV);
  let stats: () => object = () => ({});
  let close: () => void;
  if (system === 'hub') {
    const decode = process.env.PERF_HUB_DECODE === 'full' ? 'full' : 'head';
    const network = new MeshNetwork({
      adapter: createAdapter('json', { nodeId: 'hub', secret }),
      decode,
      chunkSize: DEFAULT_CHUNK_SIZE,
      warn: (w) => process.stderr.write(`[perf hub] ${w}\n`),
    });
    for (const [i, port] of ports.entries()) {
      const link = await connectTcp(port, String(i), DEFAULT_MAX_FRAME_BYTES);
      await authenticate(link, secret, String(i), 3000);
      network.addAgent(String(i), 'perf', link);
    }
    network.startHeartbeat(DEFAULT_HEARTBEAT.interval_ms, DEFAULT_HEARTBEAT.misses);
    stats = () => ({ deliveries: network.totals.deliveries, decode_errors: network.totals.decode_errors, hub_ms: network.busyMs, ...network.faults });
    close = () => network.close();
  } else {
    const socks = await Promise.all(
      ports.map(
        (port) =>
          new Promise<Socket>((resolve, reject) => {
            const s = connect({ host: '127.0.0.1', port }, () => resolve(s));
            s.once('error', reject);
          }),
      ),
    );
    let corked = false;
    for (const s of socks) {
      s.setNoDelay(true);
      const others = socks.filter((o) => o !== s);
      const splitter = new FrameSplitter();
      s.on('data', (chunk: Buffer) => {
        // Forward whole frames only, so senders never interleave inside one.
        const whole = splitter.push(chunk);
        if (!whole) return;
        if (!corked) {
          corked = true;
          for (const o of socks) o.cork();
          process.nextTick(() => {
            corked = false;
            for (const o of socks) o.uncork();
          });
        }
        let full = false;
        for (const o of others) full = !o.write(whole) || full;
        if (full) {
          s.pause();
          void Promise.all(others.filter((o) => o.writableNeedDrain).map((o) => once(o, 'drain'))).then(() => s.resume());
        }
      });
      s.on('error', () => {});
    }
    close = () => socks.forEach((s) => s.destroy());
  }
  reply({ type: 'ready' });
  process.on('message', (m: Command) => {
    if (m.cmd === 'stats') reply({ type: 'stats', ...stats() });
    else if (m.cmd === 'exit') {
      close();
      process.disconnect();
    }
  });
}

const role = process.env.PERF_ROLE;
const main = role === 'peer' ? tcpPeer : role === 'nats-peer' ? natsPeer : role === 'relay' ? relay : null;
if (!main) {
  process.stderr.write(`perf-worker: unknown PERF_ROLE "${role ?? ''}"\n`);
  process.exit(2);
}
// The orchestrator gone means the run is over.
process.on('disconnect', () => process.exit(0));
main().catch((err: unknown) => {
  process.stderr.write(`perf-worker ${role}: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
