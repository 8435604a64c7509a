import { createWriteStream, mkdirSync, renameSync, writeFileSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import type { Packet, PacketType } from '../wire/packet.js';

/** One line of `agent.log`: a packet received (`rx`) or emitted (`tx`) by the agent. */
export interface LogLine {
  /** Milliseconds since the agent started, monotonic (this process's own clock: not comparable across agents). */
  at_ms: number;
  /** When, on the machine's shared monotonic clock (`monoMs`): comparable across agents and with the hub's stamps. */
  mono_ms: number;
  dir: 'rx' | 'tx';
  /** Frame bytes on the wire, 4-byte prefix included. */
  bytes: number;
  packet: Packet;
}

/** One line of `tasks.jsonl`: what the agent remembers of a task it worked on. */
export interface TaskRecord {
  task_id: string;
  question: string;
  ok: boolean;
  emitted: PacketType;
  token_used: number;
  /** The tool's own time, in ms. */
  tool_ms: number;
  error?: string;
}

/**
 * An agent's workspace directory: `agent.log` (one JSON line per packet in
 * or out, appended), `tasks.jsonl` (one line per task the tool ran,
 * appended) and `memory.json` (the agent's counters and engine spend, small,
 * rewritten atomically). Every write costs the same at the ten-thousandth
 * task as at the first. `close` flushes both logs; callers await it before
 * exiting.
 */
export class AgentWorkspace {
  private readonly log: WriteStream;
  private readonly tasks: WriteStream;
  readonly logPath: string;
  readonly tasksPath: string;
  readonly memoryPath: string;

  constructor(readonly dir: string) {
    mkdirSync(dir, { recursive: true });
    this.logPath = join(dir, 'agent.log');
    this.tasksPath = join(dir, 'tasks.jsonl');
    this.memoryPath = join(dir, 'memory.json');
    this.log = createWriteStream(this.logPath, { flags: 'a' });
    this.tasks = createWriteStream(this.tasksPath, { flags: 'a' });
  }

  append(line: LogLine): void {
    this.log.write(`${JSON.stringify(line)}\n`);
  }

  appendTask(record: TaskRecord): void {
    this.tasks.write(`${JSON.stringify(record)}\n`);
  }

  saveMemory(memory: unknown): void {
    const tmp = `${this.memoryPath}.tmp`;
    writeFileSync(tmp, `${JSON.stringify(memory, null, 2)}\n`);
    renameSync(tmp, this.memoryPath);
  }

  async close(): Promise<void> {
    await Promise.all([this.log, this.tasks].map((stream) => new Promise<void>((resolve) => (stream.closed ? resolve() : stream.end(() => resolve())))));
  }
}
