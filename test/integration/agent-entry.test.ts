import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AGENT_ENTRY, AgentProcess, snapshotUsable, type AgentEntry } from '../../hub/agent-process.js';
import { readAttachment } from '../../gaia/attachments.js';
import { SECRET_ENV, newSecret } from '../../transport/control.js';
import { FrameDecoder } from '../../wire/frame-decoder.js';
import { launchMesh } from '../../hub/mesh-launcher.js';
import { loadTasks } from '../../gaia/task-loader.js';
import { SAMPLE, tempDir } from '../helpers/integration.js';

const TOOLS = ['search', 'extract', 'triple', 'reason'];

/** Answers to the first `n` sample tasks from a mesh whose agents start from `entry`. */
async function answers(entry: AgentEntry, n: number): Promise<(string | null)[]> {
  const { tasks } = await loadTasks(SAMPLE);
  const mesh = await launchMesh({
    agents: TOOLS.map((tool, i) => ({ id: String(i), tool, port: 0, engine: { kind: 'local' as const } })),
    protocol: 'json',
    chunkSize: 400,
    maxFrameBytes: 16 * 1024 * 1024,
    workspaceRoot: join(tempDir(), 'ws'),
    startupMs: 10_000,
    shutdownMs: 1_000,
    log: () => {},
    spawn: { entry },
  });
  try {
    const out: (string | null)[] = [];
    for (const t of tasks.slice(0, n)) {
      const file = await readAttachment(t.file_path);
      out.push((await mesh.network.runTask({ task_id: t.task_id, question: t.question, document: file.text, file_name: t.file_name }, 10_000)).answer);
    }
    return out;
  } finally {
    await mesh.close();
  }
}

/** The challenge an agent sends on a fresh connection (bounded wait). */
function challengeOf(port: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const decoder = new FrameDecoder();
    const timer = setTimeout(() => reject(new Error('no challenge')), 3000);
    socket.on('data', (chunk) => {
      const [f] = decoder.push(chunk);
      if (!f) return;
      clearTimeout(timer);
      socket.destroy();
      resolve(Buffer.from(f.payload));
    });
    socket.on('error', reject);
  });
}

describe('how agents start', () => {
  it('the build made a start-up snapshot for this Node, and agents start from it', () => {
    expect(AGENT_ENTRY).toBe('snapshot');
  });

  it('answers alike whether agents start from the snapshot, the bundle or the module tree', async () => {
    const fromSnapshot = await answers('snapshot', 3);
    expect(fromSnapshot.every((a) => typeof a === 'string' && a.length > 0)).toBe(true);
    expect(await answers('bundle', 3)).toEqual(fromSnapshot);
    expect(await answers('modules', 3)).toEqual(fromSnapshot);
  });

  it('bakes nothing random into the snapshot: two agents started from it send different challenges', async () => {
    const secret = newSecret();
    const dir = tempDir();
    const agents = ['a', 'b'].map(
      (id) =>
        new AgentProcess(
          { id, tool: 'search', port: 0, protocol: 'json', workspace: join(dir, id), max_frame_bytes: 65_536, engine: { kind: 'local' }, planned: false },
          id,
          {
            env: { [SECRET_ENV]: secret },
            entry: 'snapshot',
            log: () => {},
          },
        ),
    );
    try {
      const ports = await Promise.all(agents.map((a) => a.ready(10_000)));
      const [x, y] = await Promise.all(ports.map(challengeOf));
      expect(x!.length).toBe(2 + 32);
      expect(x!.equals(y!)).toBe(false);
    } finally {
      await Promise.all(agents.map((a) => a.stop(1000)));
    }
  });

  it('uses a snapshot only when its stamp names this Node, platform and path', () => {
    const dir = tempDir();
    const blob = join(dir, 'agent.blob');
    const stamp = (over: object): void =>
      writeFileSync(`${blob}.json`, JSON.stringify({ node: process.version, platform: process.platform, arch: process.arch, path: blob, ...over }));
    stamp({});
    expect(snapshotUsable(blob)).toBe(false); // no blob yet
    writeFileSync(blob, 'x');
    expect(snapshotUsable(blob)).toBe(true);
    stamp({ node: 'v0.0.0' });
    expect(snapshotUsable(blob)).toBe(false);
    stamp({ path: '/elsewhere/agent.blob' });
    expect(snapshotUsable(blob)).toBe(false);
    writeFileSync(`${blob}.json`, 'not json');
    expect(snapshotUsable(blob)).toBe(false);
  });
});
