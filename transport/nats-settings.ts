import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ConnectionOptions, NatsConnection } from 'nats';
import { MeshError, describeError } from '../wire/errors.js';

/** Where the hub and the agents find NATS when the config names no server. */
export const DEFAULT_NATS_SERVERS = ['nats://127.0.0.1:4222'] as const;
/** First token of every subject a run uses (`<prefix>.join.<id>`, `<prefix>.<run>-<n>.a.<id>.in|out`). */
export const DEFAULT_SUBJECT_PREFIX = 'gaia-mesh';
/** Deadline for reaching a NATS server: past it the bench (or agent) stops with NATS_UNREACHABLE. */
export const DEFAULT_NATS_CONNECT_MS = 3_000;
/** `launch: remote`: how long the bench waits for every agent to join, and for a lost one to rejoin. */
export const DEFAULT_JOIN_MS = 60_000;

const subjectToken = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;

/** The config's `nats` block: servers, the subject prefix, NATS's own credentials and TLS. */
export const NatsSchema = z
  .object({
    servers: z
      .array(z.string().min(1))
      .min(1)
      .default([...DEFAULT_NATS_SERVERS]),
    subject_prefix: z.string().regex(subjectToken, 'subject tokens of letters, digits, _ or -, joined by dots').default(DEFAULT_SUBJECT_PREFIX),
    /** User name; the password is read from the environment variable `password_env` (never written in the config). */
    user: z.string().min(1).optional(),
    password_env: z.string().min(1).optional(),
    /** A file holding an nkey seed (`SU…`): the client signs the server's nonce with it. */
    nkey_seed_file: z.string().min(1).optional(),
    /** A `.creds` file (JWT and seed), for servers run in operator mode. */
    creds_file: z.string().min(1).optional(),
    /** TLS to the servers: present (even `{}`) means required. */
    tls: z
      .object({ ca_file: z.string().min(1).optional(), cert_file: z.string().min(1).optional(), key_file: z.string().min(1).optional() })
      .strict()
      .optional(),
    connect_timeout_ms: z.number().int().positive().default(DEFAULT_NATS_CONNECT_MS),
    /** `launch: remote`: deadline for every agent to join, and for a lost agent to rejoin. */
    join_timeout_ms: z.number().int().positive().default(DEFAULT_JOIN_MS),
  })
  .strict()
  .superRefine((n, ctx) => {
    if (n.password_env && !n.user) ctx.addIssue({ code: 'custom', path: ['user'], message: 'password_env needs a user' });
    const ways = [n.user, n.nkey_seed_file, n.creds_file].filter(Boolean).length;
    if (ways > 1) ctx.addIssue({ code: 'custom', path: ['user'], message: 'give one of user (+password_env), nkey_seed_file or creds_file' });
  });
export type NatsSettings = z.infer<typeof NatsSchema>;

/** True when the settings carry credentials of their own (without them, any client of the server can read and inject). */
export function hasCredentials(n: NatsSettings): boolean {
  return Boolean(n.user || n.nkey_seed_file || n.creds_file);
}

/** The nats.js options for these settings: secrets read from the environment and files now, never logged. */
export async function connectionOptions(n: NatsSettings, name: string): Promise<ConnectionOptions> {
  const { nkeyAuthenticator, credsAuthenticator } = await import('nats');
  const opts: ConnectionOptions = {
    servers: n.servers,
    name,
    timeout: n.connect_timeout_ms,
    noEcho: true,
    // One server restart is ridden out: the client reconnects and resubscribes (see README "Transports").
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  };
  if (n.user) {
    opts.user = n.user;
    if (n.password_env) {
      const pass = process.env[n.password_env];
      if (!pass) throw new MeshError('CONFIG_INVALID', `nats.password_env names ${n.password_env}, which is not set: export it with the NATS password`);
      opts.pass = pass;
    }
  }
  if (n.nkey_seed_file) opts.authenticator = nkeyAuthenticator(new TextEncoder().encode(readSecretFile(n.nkey_seed_file, 'nkey_seed_file').trim()));
  if (n.creds_file) opts.authenticator = credsAuthenticator(new TextEncoder().encode(readSecretFile(n.creds_file, 'creds_file')));
  if (n.tls)
    opts.tls = {
      ...(n.tls.ca_file && { caFile: n.tls.ca_file }),
      ...(n.tls.cert_file && { certFile: n.tls.cert_file }),
      ...(n.tls.key_file && { keyFile: n.tls.key_file }),
    };
  return opts;
}

function readSecretFile(path: string, key: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    throw new MeshError('CONFIG_INVALID', `cannot read nats.${key} ${path}: ${describeError(err)}`, { cause: err });
  }
}

/**
 * Connect to the configured servers within `connect_timeout_ms`. A server
 * that cannot be reached is NATS_UNREACHABLE; refused credentials or
 * permissions are NATS_AUTH_FAILED; both say what to do next. Once
 * connected, the client reconnects on its own after a server restart.
 */
export async function connectNats(n: NatsSettings, name: string): Promise<NatsConnection> {
  const { connect } = await import('nats');
  const opts = await connectionOptions(n, name);
  const where = n.servers.join(', ');
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      connect(opts),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${n.connect_timeout_ms} ms`)), n.connect_timeout_ms);
      }),
    ]);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code === 'AUTHORIZATION_VIOLATION' || code === 'AUTHENTICATION_EXPIRED' || /authoriz|authent/i.test(describeError(err))) {
      throw new MeshError(
        'NATS_AUTH_FAILED',
        `the NATS server at ${where} refused ${name}'s credentials: check nats.user/password_env, nkey_seed_file or creds_file`,
        {
          cause: err,
        },
      );
    }
    throw new MeshError('NATS_UNREACHABLE', `cannot reach a NATS server at ${where} (${describeError(err)}): start nats-server there, or fix nats.servers`, {
      cause: err,
    });
  } finally {
    clearTimeout(timer);
  }
}
