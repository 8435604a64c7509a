import { MeshError } from '../core/errors.js';
import { JsonAdapter } from './json-adapter.js';
import type { AdapterContext, AdapterFactory, ProtocolAdapter } from './protocol-adapter.js';

const factories = new Map<string, AdapterFactory>([['json', () => new JsonAdapter()]]);

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
