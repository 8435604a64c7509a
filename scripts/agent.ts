/**
 * `npm run agent -- --config FILE --id N`: one agent, on any host, that
 * joins runs through NATS. FILE is a config with `transport: nats` and the
 * `nats` servers, subject prefix and this host's credentials; the agent
 * takes its tool and engine from FILE's agent N, and the run's protocol
 * from the bench that grants it a run. It may start before the bench and
 * needs no run id: it joins the next run that wants agent N, serves it,
 * and waits for the next. Ctrl+C or SIGTERM leaves the run and exits.
 */
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { AgentSettings } from '../agent/agent-settings.js';
import { engineOf, loadConfig, natsOf } from '../config/schema.js';
import { describeError, isMeshError } from '../wire/errors.js';
import { serveOverNats } from './nats-agent.js';

const USAGE = 'usage: npm run agent -- --config FILE --id N';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  const { values } = (() => {
    try {
      return parseArgs({ options: { config: { type: 'string' }, id: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
    } catch (err) {
      return fail((err as Error).message);
    }
  })();
  if (values.help) {
    process.stdout.write(
      `${USAGE}\n  --config FILE  a config with transport: nats (servers, subject_prefix, credentials)\n  --id N         which of FILE's agents this is\n`,
    );
    return;
  }
  if (!values.config || !values.id) fail('give --config FILE and --id N');
  const config = await loadConfig(values.config);
  const agent = config.agents.find((a) => a.id === values.id);
  if (!agent) fail(`${values.config} has no agent ${values.id}; its agents: ${config.agents.map((a) => a.id).join(', ')}`);
  if (config.transport !== 'nats')
    fail(`${values.config} has transport: ${config.transport}; npm run agent joins runs through NATS: set transport: nats and nats.servers`);
  const nats = natsOf(config);
  const settings: AgentSettings = {
    id: agent.id,
    tool: agent.tool,
    port: 0,
    protocol: config.protocol,
    workspace: resolve(join(config.workspace_root, agent.id)),
    max_frame_bytes: config.max_frame_bytes,
    engine: engineOf(config, agent),
    // Whether the mesh has a planner comes with each run's grant.
    planned: false,
    transport: 'nats',
    nats,
  };
  const leave = new AbortController();
  let signalled: NodeJS.Signals | undefined;
  for (const s of ['SIGINT', 'SIGTERM'] as const) {
    process.on(s, () => {
      if (signalled) process.exit(130);
      signalled = s;
      leave.abort();
    });
  }
  const log = (line: string): void => void process.stderr.write(`[agent ${agent.id} (${agent.tool})] ${line}\n`);
  await serveOverNats({
    settings,
    signal: leave.signal,
    log,
    onConnected: () => log(`connected to ${nats.servers.join(', ')}; joining runs on ${nats.subject_prefix}`),
  });
  process.exit(signalled === 'SIGINT' ? 130 : 0);
}

main().catch((err: unknown) => {
  process.stderr.write(`${isMeshError(err) ? err.message : `agent failed: ${describeError(err)}`}\n`);
  process.exit(1);
});
