import { findNatsServer, startNatsServer, type NatsServer, type NatsServerOptions } from '../../scripts/nats-server.js';
import { failWhenMissingUnderCi, requirement } from './requirement.js';

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
