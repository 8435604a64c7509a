import { MeshError } from '../wire/errors.js';
import { A2aAdapter } from './a2a-adapter.js';
import { AcpAdapter } from './acp-adapter.js';
import { AgoraAdapter } from './agora-adapter.js';
import { AnpAdapter } from './anp-adapter.js';
import { JsonAdapter } from './json-adapter.js';
import { MsgpackAdapter } from './msgpack-adapter.js';
import type { AdapterContext, AdapterFactory, ProtocolAdapter } from '../wire/protocol-adapter.js';

const factories = new Map<string, AdapterFactory>([
  ['json', () => new JsonAdapter()],
  ['msgpack', () => new MsgpackAdapter()],
  ['a2a', (ctx) => new A2aAdapter(ctx)],
  ['acp', (ctx) => new AcpAdapter(ctx)],
  ['anp', (ctx) => new AnpAdapter(ctx)],
  ['agora', () => new AgoraAdapter()],
]);

/** Names of every registered protocol, in registration order. */
export function protocolNames(): string[] {
  return [...factories.keys()];
}

export function registerProtocol(name: string, factory: AdapterFactory): void {
  if (factories.has(name)) throw new Error(`protocol "${name}" is already registered`);
  factories.set(name, factory);
}

/** Build the adapter registered as `name`; an unknown name throws PROTOCOL_UNKNOWN listing the known ones. */
export function createAdapter(name: string, ctx: AdapterContext): ProtocolAdapter {
  const factory = factories.get(name);
  if (!factory) {
    throw new MeshError('PROTOCOL_UNKNOWN', `unknown protocol "${name}"; known protocols: ${protocolNames().join(', ')}`);
  }
  return factory(ctx);
}
