#!/usr/bin/env node
/**
 * The gap store's review CLI: `npm run gaps -- [--gaps PATH|URL] [--config
 * FILE] list | show ID | retire ID | approve ID | export FILE | import FILE`.
 * The store is --gaps, else the config's learning.store. Exit codes: 0 done,
 * 1 an error (an unknown id, a store that cannot be opened, a bad import
 * file: the message says what to do), 2 bad usage.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/schema.js';
import type { GapRecord } from '../learning/gap-record.js';
import { decodeGapLines, decodePendingLines, encodeGapLines } from '../learning/gap-lines.js';
import { isServerUrl } from '../learning/gap-db.js';
import { openGapStore, type ReviewableGapStore } from '../learning/gap-store.js';
import { MeshError, describeError, isMeshError } from '../wire/errors.js';

const DEFAULT_CONFIG = 'config/default.yaml';
const PATTERN_WIDTH = 64;

const USAGE = `usage: npm run gaps -- [--gaps PATH|URL] [--config FILE] COMMAND

  list            every record: id, question type, status, support, helpful, harmful, pattern
  show ID         every field of one record
  retire ID       never put it in a brief again
  approve ID      mark it reviewed (with learning.require_approval, only approved records enter briefs)
  export FILE     write every record to FILE as JSON lines
  import FILE     read JSON lines (as export writes them) into the store, replacing records with the same id
  apply FILE      make the writes a run could not (its gaps-pending.jsonl): records added or merged
                  (the leak guard applies), helpful/harmful credits counted, in the file's order

  --gaps PATH|URL the store: a PGlite data directory or a postgres:// URL
                  (default: learning.store of the config)
  --config FILE   the config whose learning.store to use (default: ${DEFAULT_CONFIG})
  -h, --help      this help`;

/** What each command takes after its name. */
const ARITY = { list: 0, show: 1, retire: 1, approve: 1, export: 1, import: 1, apply: 1 } as const;
type Command = keyof typeof ARITY;

class UsageError extends Error {}

function parseCli(argv: string[]): { gaps?: string; config?: string; command: Command; arg: string } | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: { gaps: { type: 'string' }, config: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    });
  } catch (err) {
    throw new UsageError(describeError(err));
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  const [name, ...args] = positionals;
  if (name === undefined) throw new UsageError('give a command');
  if (!Object.hasOwn(ARITY, name)) throw new UsageError(`unknown command "${name}"`);
  const command = name as Command;
  if (args.length !== ARITY[command]) throw new UsageError(`${command} takes ${ARITY[command] === 0 ? 'no argument' : 'one argument'}`);
  return {
    ...(values.gaps !== undefined ? { gaps: values.gaps } : {}),
    ...(values.config !== undefined ? { config: values.config } : {}),
    command,
    arg: args[0] ?? '',
  };
}

/** Rows as columns padded to their widest cell. */
function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows.map((r) => r.map((cell, c) => (c === r.length - 1 ? cell : cell.padEnd(widths[c]!))).join('  ')).join('\n');
}

const cut = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

function listing(records: GapRecord[]): string {
  const rows = records.map((r) => [r.id, r.question_type, r.status, String(r.support), String(r.helpful), String(r.harmful), cut(r.pattern, PATTERN_WIDTH)]);
  return table([['id', 'type', 'status', 'support', 'helpful', 'harmful', 'pattern'], ...rows]);
}

function details(r: GapRecord): string {
  const fields: [string, string][] = [
    ['id', r.id],
    ['question_type', r.question_type],
    ['status', r.status],
    ['support', String(r.support)],
    ['helpful', String(r.helpful)],
    ['harmful', String(r.harmful)],
    ['cycle', String(r.cycle)],
    ['created_at', r.created_at],
    ['features', r.features.join(', ')],
    ['pattern', r.pattern],
    ['diagnosis', r.diagnosis],
    ['advice', JSON.stringify(r.advice)],
    ['source_tasks', r.source_tasks.join(', ')],
    ['source_hashes', r.source_hashes.join(', ')],
  ];
  return table(fields);
}

async function run(store: ReviewableGapStore, command: Command, arg: string): Promise<string> {
  const unknown = (): MeshError =>
    new MeshError('GAP_RECORD_UNKNOWN', `no gap record "${arg}" in ${store.location}: \`npm run gaps -- list\` shows the ids (with --gaps for another store)`);
  switch (command) {
    case 'list': {
      const records = await store.list();
      return records.length
        ? `${listing(records)}\n${records.length} record${records.length === 1 ? '' : 's'} in ${store.location}`
        : `no gap records in ${store.location}`;
    }
    case 'show': {
      const record = await store.get(arg);
      if (!record) throw unknown();
      return details(record);
    }
    case 'retire':
    case 'approve': {
      const status = command === 'retire' ? 'retired' : 'approved';
      if (!(await store.setStatus(arg, status))) throw unknown();
      return `${arg}: ${status}`;
    }
    case 'export': {
      const records = await store.list();
      writeFileSync(arg, encodeGapLines(records));
      return `exported ${records.length} record${records.length === 1 ? '' : 's'} from ${store.location} to ${arg}`;
    }
    case 'import': {
      let text: string;
      try {
        text = readFileSync(arg, 'utf8');
      } catch (err) {
        throw new MeshError('GAP_IMPORT_INVALID', `cannot read ${arg}: ${describeError(err)}`, { cause: err });
      }
      const { records, errors } = decodeGapLines(text, new Date());
      if (errors.length) {
        throw new MeshError(
          'GAP_IMPORT_INVALID',
          `${arg} has ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was imported:\n  ${errors.join('\n  ')}`,
        );
      }
      const { added, replaced } = await store.importRecords(records);
      return `imported ${records.length} record${records.length === 1 ? '' : 's'} into ${store.location} (${added} new, ${replaced} replaced)`;
    }
    case 'apply': {
      let text: string;
      try {
        text = readFileSync(arg, 'utf8');
      } catch (err) {
        throw new MeshError('GAP_IMPORT_INVALID', `cannot read ${arg}: ${describeError(err)}`, { cause: err });
      }
      const { writes, errors } = decodePendingLines(text);
      if (errors.length) {
        throw new MeshError(
          'GAP_IMPORT_INVALID',
          `${arg} has ${errors.length} problem${errors.length === 1 ? '' : 's'}; nothing was applied:\n  ${errors.join('\n  ')}`,
        );
      }
      const outcome = { added: 0, merged: 0, refused: 0, credits: 0 };
      for (const w of writes) {
        if (w.credit) {
          await store.recordOutcome(w.credit.ids, w.credit.passed);
          outcome.credits += 1;
        }
        if (w.record) outcome[(await store.add(w.record)).status] += 1;
      }
      return `applied ${writes.length} write${writes.length === 1 ? '' : 's'} from ${arg} to ${store.location}: ${outcome.added} records added, ${outcome.merged} merged, ${outcome.refused} refused, ${outcome.credits} credits`;
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

async function main(): Promise<number> {
  let cli;
  try {
    cli = parseCli(process.argv.slice(2));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    process.stderr.write(`${err.message}\n${USAGE}\n`);
    return 2;
  }
  if (cli === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const location = cli.gaps ?? (await loadConfig(cli.config ?? DEFAULT_CONFIG)).learning.store;
  // Only import may start a store: reviewing a mistyped path should say so, not create an empty store there.
  if (cli.command !== 'import' && !isServerUrl(location) && !existsSync(location)) {
    throw new MeshError('GAP_STORE_UNUSABLE', `no gap store at ${location}: check --gaps or the config's learning.store (a bench with learning creates it)`);
  }
  const store = await openGapStore(location);
  try {
    process.stdout.write(`${await run(store, cli.command, cli.arg)}\n`);
  } finally {
    await store.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`error: ${isMeshError(err) ? err.message : describeError(err)}`);
    process.exit(1);
  },
);
