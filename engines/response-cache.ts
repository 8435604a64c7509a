import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Engine replies on disk, one JSON file per request, keyed by a SHA-256 of
 * everything that shapes the reply (model, messages, format, options).
 * Only successful replies are stored. Writes are atomic, so agents in
 * several processes can share one directory.
 */
export class ResponseCache<T> {
  constructor(readonly dir: string) {}

  static key(parts: unknown): string {
    return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
  }

  private path(key: string): string {
    return join(this.dir, key.slice(0, 2), `${key}.json`);
  }

  get(key: string): T | undefined {
    try {
      return JSON.parse(readFileSync(this.path(key), 'utf8')) as T;
    } catch {
      return undefined;
    }
  }

  set(key: string, value: T): void {
    const path = this.path(key);
    mkdirSync(join(this.dir, key.slice(0, 2)), { recursive: true });
    const tmp = `${path}.${process.pid}.tmp`;
    writeFileSync(tmp, JSON.stringify(value));
    renameSync(tmp, path);
  }
}
