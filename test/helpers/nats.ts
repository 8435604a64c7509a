import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execa, type ResultPromise } from 'execa';
import { stringify } from 'yaml';
import { findNatsServer, startNatsServer, type NatsServer, type NatsServerOptions } from '../../scripts/nats-server.js';
import { failWhenMissingUnderCi, requirement } from './requirement.js';
import { ROOT } from './integration.js';

/** Debian's nats-server (`apt-get install -y nats-server`; .ci/run installs it), or null. */
export const NATS_SERVER = findNatsServer();

/** Whether the NATS tests can run (see requirement.ts): skipped loudly without a server, failed under CI=true. */
export const natsAvailability = requirement(
  'the NATS transport tests',
  NATS_SERVER !== null ? null : 'no nats-server on PATH or in /usr/sbin: install it with `apt-get update && apt-get install -y nats-server`',
);

/** Under CI a missing nats-server must fail the run, not skip it: call once per NATS test file. */
export function failWithoutNatsUnderCi(): void {
  failWhenMissingUnderCi('NATS tests', natsAvailability);
}

/** A nats-server on a free loopback port, for one test file. */
export function startTestNats(options: Omit<NatsServerOptions, 'bin'> = {}): Promise<NatsServer> {
  return startNatsServer({ bin: NATS_SERVER!, ...options });
}

/** The four sample agents' tools, by id. */
const TOOLS = ['search', 'extract', 'triple', 'reason'];

/** A config file for `npm run agent` on an agent's host, in `dir`: transport nats with `nats`, the four sample agents, workspaces under `dir`. */
export function writeAgentConfig(dir: string, nats: Record<string, unknown>): string {
  const path = join(dir, 'agent-host.yaml');
  writeFileSync(
    path,
    stringify({
      transport: 'nats',
      nats,
      workspace_root: join(dir, 'agent-host-workspaces'),
      agents: TOOLS.map((tool, i) => ({ id: String(i), tool, port: 0 })),
    }),
  );
  return path;
}

/**
 * One agent started as `npm run agent -- --config FILE --id N` starts it
 * (from the build, without npm's rebuild), optionally through a command
 * prefix (`ip netns exec NAME`). The caller stops it.
 */
export function startRemoteAgent(config: string, id: string, wrap: string[] = []): ResultPromise<{ reject: false; all: true; cleanup: true }> {
  const [cmd, ...pre] = [...wrap, process.execPath];
  return execa(cmd!, [...pre, join(ROOT, 'dist/scripts/agent.js'), '--config', config, '--id', id], { reject: false, all: true, cleanup: true });
}
