import { describe, expect, it } from 'vitest';
import { findNatsServer, startNatsServer, type NatsServer, type NatsServerOptions } from '../../scripts/nats-server.js';
import { availability } from './requirements.js';

/** Debian's nats-server (`apt-get install -y nats-server`; .ci/run installs it), or null. */
export const NATS_SERVER = findNatsServer();

/** Whether the NATS tests can run (see `availability`): skipped loudly without a server, failed under CI=true. */
export const natsAvailability = availability(
  NATS_SERVER !== null,
  'the NATS transport tests',
  'no nats-server on PATH or in /usr/sbin: install it with `apt-get update && apt-get install -y nats-server`',
);

/** Under CI a missing nats-server must fail the run, not skip it: call once per NATS test file. */
export function failWithoutNatsUnderCi(): void {
  describe.runIf(!natsAvailability.available && process.env.CI === 'true')('NATS tests (CI)', () => {
    it('has a nats-server to test against', () => {
      expect(natsAvailability.missing).toBeNull();
    });
  });
}

/** A nats-server on a free loopback port, for one test file. */
export function startTestNats(options: Omit<NatsServerOptions, 'bin'> = {}): Promise<NatsServer> {
  return startNatsServer({ bin: NATS_SERVER!, ...options });
}
