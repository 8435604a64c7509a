import { createWriteStream, mkdirSync, renameSync, writeFileSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Packet } from '../wire/packet.js';

/** One line of `agent.log`: a packet received (`rx`) or emitted (`tx`) by the agent. */
export interface LogLine {
  /** Milliseconds since the agent started, monotonic. */
  at_ms: number;
  dir: 'rx' | 'tx';
  /** Frame bytes on the wire, 4-byte prefix included. */
  bytes: number;
  packet: Packet;
}

/**
 * An agent's workspace directory: `agent.log` (one JSON line per packet in
 * or out, appended) and `memory.json` (the agent's memory, rewritten
 * atomically). `close` flushes the log; callers await it before exiting.
 */
export class AgentWorkspace {
  private readonly log: WriteStream;
  readonly logPath: string;
  readonly memoryPath: string;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.logPath = join(dir, 'agent.log');
    this.memoryPath = join(dir, 'memory.json');
    this.log = createWriteStream(this.logPath, { flags: 'a' });
  }

  append(line: LogLine): void {
    this.log.write(`${JSON.stringify(line)}\n`);
  }

  saveMemory(memory: unknown): void {
    const tmp = `${this.memoryPath}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(memory, null, 2)}\n`);
    renameSync(tmp, this.memoryPath);
  }

  close(): Promise<void> {
    return new Promise((resolve) => {
      if (this.log.closed) return resolve();
      this.log.end(() => resolve());
    });
  }
}
