import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Control, controlFrame, newSecret } from '../../transport/control.js';
import { MeshAgent } from '../../agent/mesh-agent.js';
import { JsonAdapter } from '../../protocols/json-adapter.js';
import { SearchTool } from '../../tools/search-tool.js';
import { hubConnection } from '../helpers/hub-connection.js';

/** A search tool that records when it is warmed up. */
class RecordingTool extends SearchTool {
  readonly events: string[] = [];
  warm(): void {
    this.events.push('warm');
  }
}

describe('MeshAgent warm-up', () => {
  it('warms its tool up before answering its first ping, and only once', async () => {
    const secret = newSecret();
    const tool = new RecordingTool();
    const agent = new MeshAgent({ id: 'w', tool, adapter: new JsonAdapter(), workspaceDir: mkdtempSync(join(tmpdir(), 'gm-warm-')), maxFrameBytes: 65_536, secret, warn: () => {} });
    const port = await agent.listen(0);
    try {
      const { socket, decoder } = await hubConnection(port, secret, 'w');
      // Connected and proven: not warm yet, the hub decides when.
      await new Promise((r) => setTimeout(r, 80));
      expect(tool.events).toEqual([]);
      const pongs = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no pongs')), 3000);
        let n = 0;
        socket.on('data', (chunk) => {
          for (const f of decoder.push(chunk)) {
            if (f.payload[0] !== 0 || f.payload[1] !== Control.Pong) continue;
            tool.events.push('pong');
            if (++n === 2) {
              clearTimeout(timer);
              resolve();
            }
          }
        });
      });
      socket.write(controlFrame(Control.Ping, Buffer.from([0, 0, 0, 1])));
      socket.write(controlFrame(Control.Ping, Buffer.from([0, 0, 0, 2])));
      await pongs;
      expect(tool.events).toEqual(['warm', 'pong', 'pong']);
      socket.destroy();
    } finally {
      await agent.close();
    }
  });
});
