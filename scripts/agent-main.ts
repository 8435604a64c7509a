/**
 * Entry point of one agent process (started by the hub from compiled JS).
 * Its settings arrive as JSON in the GAIA_MESH_AGENT environment variable.
 * Once listening it prints one line `{"event":"ready","port":N}` to stdout.
 * It exits when the hub disconnects, when stdin closes (the hub process is
 * gone), or on SIGTERM, flushing its workspace first. SIGINT is left to the
 * hub, which shuts the whole mesh down in order.
 *
 * The build also makes a V8 start-up snapshot of this module
 * (scripts/bundle-agent.ts): every module loaded and initialised, so an
 * agent starts by deserialising the heap instead of compiling and running
 * them. In that build `main` is registered to run when the snapshot is
 * deserialised; nothing that depends on the process (environment,
 * sockets, signals, random values) happens before it.
 */
import { startupSnapshot } from 'node:v8';
import { AGENT_ENV, AgentSettingsSchema, type AgentSettings } from '../agent/agent-settings.js';
import { SECRET_ENV } from '../transport/control.js';
import { describeError, isMeshError } from '../wire/errors.js';
import { MeshAgent } from '../agent/mesh-agent.js';
import { createAdapter } from '../protocols/registry.js';
import { createTool } from '../tools/registry.js';
import { createEngine } from '../engines/registry.js';
import { serveOverNats } from './nats-agent.js';

async function main(): Promise<void> {
  const settings = AgentSettingsSchema.parse(JSON.parse(process.env[AGENT_ENV] ?? 'null'));
  if (settings.transport === 'nats') return natsMain(settings);
  // An engine's client is loaded only by agents that use it.
  const engine = await createEngine(settings.engine);
  const agent = new MeshAgent({
    id: settings.id,
    tool: createTool(settings.tool, engine),
    adapter: createAdapter(settings.protocol, { nodeId: settings.id, secret: process.env[SECRET_ENV] ?? '' }),
    workspaceDir: settings.workspace,
    maxFrameBytes: settings.max_frame_bytes,
    secret: process.env[SECRET_ENV] ?? '',
    planned: settings.planned,
  });
  if (!process.env[SECRET_ENV]) throw new Error(`${SECRET_ENV} is not set: agents are started by the bench, which gives them the run's secret`);
  let stopping = false;
  const stop = async (code: number): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await agent.close();
    process.exit(code);
  };
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => void stop(0));
  process.stdin.on('end', () => void stop(0));
  process.stdin.on('error', () => void stop(0));
  process.stdin.resume();
  const port = await agent.listen(settings.port);
  process.stdout.write(`${JSON.stringify({ event: 'ready', port })}\n`);
  await agent.hubClosed;
  await stop(0);
}

/** Under NATS the agent joins the run the bench named (no port: ready once connected), and exits when it ends. */
async function natsMain(settings: AgentSettings): Promise<void> {
  const leave = new AbortController();
  process.on('SIGINT', () => {});
  process.on('SIGTERM', () => leave.abort());
  process.stdin.on('end', () => leave.abort());
  process.stdin.on('error', () => leave.abort());
  process.stdin.resume();
  await serveOverNats({
    settings,
    ...(settings.run ? { run: settings.run } : {}),
    signal: leave.signal,
    log: (line) => process.stderr.write(`${line}\n`),
    onConnected: () => process.stdout.write(`${JSON.stringify({ event: 'ready', port: 0 })}\n`),
  });
  process.exit(0);
}

function start(): void {
  main().catch((err: unknown) => {
    process.stderr.write(`${isMeshError(err) ? err.message : `agent failed to start: ${describeError(err)}`}\n`);
    process.exit(isMeshError(err, 'PORT_IN_USE') ? 3 : 1);
  });
}

if (startupSnapshot.isBuildingSnapshot()) startupSnapshot.setDeserializeMainFunction(start);
else start();
