import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { failWhenMissingUnderCi, requirement } from './requirement.js';

/** iproute2's `ip` (Debian: `apt-get install iproute2`; .ci/run installs it), or null. */
export const IP = ['/usr/sbin/ip', '/sbin/ip', '/usr/bin/ip', '/bin/ip'].find((p) => existsSync(p)) ?? null;

function ip(...args: string[]): { ok: boolean; said: string } {
  const r = spawnSync(IP!, args, { encoding: 'utf8', timeout: 10_000 });
  return { ok: r.status === 0, said: `${r.stderr ?? ''}${r.stdout ?? ''}`.trim() || String(r.error ?? '') };
}

/** Why network namespaces cannot be made here, or null when they can (tried once: add and delete one). */
function netnsMissing(): string | null {
  if (!IP) return 'no `ip` (iproute2): install it with `apt-get update && apt-get install -y iproute2`';
  if (process.getuid?.() !== 0) return 'not root: `ip netns add` needs root (run the tests as root, as CI does)';
  const probe = `gm-probe-${process.pid}-${randomBytes(3).toString('hex')}`;
  const added = ip('netns', 'add', probe);
  if (!added.ok) return `\`ip netns add\` is not allowed here: ${added.said}`;
  const deleted = ip('netns', 'del', probe);
  if (!deleted.ok) return `\`ip netns del\` failed: ${deleted.said}`;
  return null;
}

/** Whether the two-host test can run: skipped loudly off CI without root or `ip netns`, failed under CI=true. */
export const netnsAvailability = requirement('the two-host NATS test (network namespaces)', netnsMissing());

export function failWithoutNetnsUnderCi(): void {
  failWhenMissingUnderCi('two-host NATS test', netnsAvailability);
}

/** Two network namespaces joined by a veth pair on a private /30, each with its loopback up. */
export interface HostPair {
  /** Namespace names, unique per call. */
  a: string;
  b: string;
  /** The veth ends' addresses: `addressA` in `a`, `addressB` in `b`. */
  addressA: string;
  addressB: string;
  /** Prefix for running a command inside a namespace: `[...exec(ns), cmd, ...args]`. */
  exec(ns: string): string[];
  /** The pids of every process inside `ns` (`ip netns pids`). */
  pids(ns: string): number[];
  /** Bytes sent and received by the veth end in `ns`. */
  counters(ns: string): { tx_bytes: number; rx_bytes: number };
  /** Kill whatever still runs inside the namespaces (by pid), then delete them (which removes the veth pair). Idempotent. */
  remove(): void;
}

/**
 * Make two "hosts": namespaces `gm-a-<tag>` and `gm-b-<tag>` (a fresh tag
 * per call, so a leftover from a killed run never collides), a veth pair
 * between them with `addressA`/`addressB` on a /30, both ends and both
 * loopbacks up. On a failure half way, what was made is removed and the
 * error names the step.
 */
export function makeHostPair(addressA = '10.201.0.1', addressB = '10.201.0.2'): HostPair {
  const tag = `${process.pid.toString(36)}${randomBytes(2).toString('hex')}`;
  const [a, b] = [`gm-a-${tag}`, `gm-b-${tag}`];
  // Interface names are at most 15 bytes.
  const [va, vb] = [`gma${tag}`.slice(0, 15), `gmb${tag}`.slice(0, 15)];
  const made: string[] = [];
  let vethInRoot = false;
  const pids = (ns: string): number[] => {
    const r = ip('netns', 'pids', ns);
    return r.ok ? r.said.split(/\s+/).filter(Boolean).map(Number) : [];
  };
  const pair: HostPair = {
    a,
    b,
    addressA,
    addressB,
    exec: (ns) => [IP!, 'netns', 'exec', ns],
    pids,
    counters: (ns) => {
      const dev = ns === a ? va : vb;
      const r = spawnSync(IP!, ['-n', ns, '-j', '-s', 'link', 'show', dev], { encoding: 'utf8', timeout: 10_000 });
      const stats = (JSON.parse(r.stdout) as { stats64: { tx: { bytes: number }; rx: { bytes: number } } }[])[0]!.stats64;
      return { tx_bytes: stats.tx.bytes, rx_bytes: stats.rx.bytes };
    },
    remove: () => {
      // A veth pair not yet moved into its namespaces would outlive them.
      if (vethInRoot) ip('link', 'del', va);
      vethInRoot = false;
      for (const ns of made.splice(0)) {
        for (const pid of pids(ns)) {
          try {
            process.kill(pid, 'SIGKILL');
          } catch {
            // already gone
          }
        }
        ip('netns', 'del', ns);
      }
    },
  };
  const step = (...args: string[]): void => {
    const r = ip(...args);
    if (!r.ok) {
      pair.remove();
      throw new Error(`ip ${args.join(' ')} failed: ${r.said}`);
    }
  };
  for (const ns of [a, b]) {
    step('netns', 'add', ns);
    made.push(ns);
  }
  step('link', 'add', va, 'type', 'veth', 'peer', 'name', vb);
  vethInRoot = true;
  step('link', 'set', va, 'netns', a);
  step('link', 'set', vb, 'netns', b);
  vethInRoot = false;
  step('-n', a, 'addr', 'add', `${addressA}/30`, 'dev', va);
  step('-n', b, 'addr', 'add', `${addressB}/30`, 'dev', vb);
  for (const [ns, dev] of [
    [a, va],
    [b, vb],
  ] as const) {
    step('-n', ns, 'link', 'set', dev, 'up');
    step('-n', ns, 'link', 'set', 'lo', 'up');
  }
  return pair;
}
