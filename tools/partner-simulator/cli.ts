/**
 * The partner simulator: plays the customer of one project against a running portal.
 *
 *   npx tsx --tsconfig tools/tsconfig.json tools/partner-simulator/cli.ts --help
 *   npm run simulate -- send --documents 850:10,860:2 --state-dir tmp/sim --inbound-dir …
 */
import { ediInboundEndpoints, endpointKey } from '@portal/contracts';
import { parseArgs } from 'node:util';
import {
  answerOutboundDirectory,
  payOutboundDirectory,
  sendDocuments,
  watchOutboundDirectory,
  type AnswerCommand,
} from './commands';
import type { Delivery } from './deliver';
import type { PartyIds } from './interchanges';
import { paymentWays, type PaymentWay } from './payments';

const help = `Partner simulator: plays the trading partner (the customer) of one portal project.

Usage: simulate <command> [options]

Commands:
  send      generate documents and deliver them to the portal
  answer    answer our outbound files (855, 856, 810, 846 / ORDRSP, …) with 997 / CONTRL, once
  watch     run answer every --interval-ms until interrupted (Ctrl-C)
  pay       pay our invoices (810 / INVOIC in the outbound directory) with 820 / REMADV
  help      this text

Documents (send):
  --standard x12|edifact     default x12
  --version V                X12 004010 (default) or 005010; EDIFACT D96A (default) or D01B
  --documents LIST           X12: 850:N,860:N,830:N,820:N (default 850:10)
                             EDIFACT: ORDERS:N,REMADV:N (default ORDERS:5)
  --per-interchange N        documents per interchange, default 10
  --seed S                   the same seed (and date and control numbers) gives the same files;
                             default: from the clock, printed
  --date ISO                 document and envelope date, default now
  --usage P|T                X12 ISA15, default P

Identifiers (the partner sends, we receive):
  --partner-id ID            ISA06 / UNB02, default RETAILCO (X12) or 4012345000009 (EDIFACT)
  --partner-qualifier Q      default ZZ (X12) or 14 (EDIFACT)
  --partner-app-id ID        GS02, default the partner id
  --supplier-id ID           ISA08 / UNB03, default ACMESUPPLY (X12) or 4098765000002 (EDIFACT)
  --supplier-qualifier Q     default ZZ (X12) or 14 (EDIFACT)
  --supplier-app-id ID       GS03, default the supplier id

Control numbers (every interchange needs a fresh one, or the portal calls it a duplicate):
  --state-dir DIR            keeps control numbers, orders sent, invoices owed and the outbound
                             files answered between runs (recommended)
  --control-start N          first control number (without --state-dir, or for a new state)

Delivery (send, answer, watch):
  --inbound-dir DIR          the project's inbound directory (written hidden, then renamed)
  --url URL --project KEY    the HTTP channel, ${endpointKey(ediInboundEndpoints.receive)}; the API key comes
  --api-key KEY                from --api-key or the SIMULATOR_API_KEY environment variable
  --print                    print the interchanges instead of delivering them

Answering (answer, watch):
  --outbound-dir DIR         the project's outbound directory (where our files appear)
  --reject-rate R            share of documents rejected (AK5 R / UCM 4), 0 to 1, default 0
  --interval-ms N            watch: pause between rounds, default 2000

Paying (pay; each invoice is paid once, credit memos never):
  --outbound-dir DIR         the project's outbound directory (where our invoices appear)
  --way full|short|split     full: the amount due; short: less, with an adjustment (ADX / AJT);
                             split: two payment orders that together pay it; default full
  --deduction D              short: an amount (12.50) or a percentage of the amount due (5%),
                             default 5%
  --reason CODE              short: the adjustment reason, e.g. 06 shortage, 04 damaged goods;
                             default one of those two, by seed
  --invoice NUMBER           only this invoice (repeatable); default every one not paid yet
  --seed S                   trace numbers and the split's shares; default 0

Examples:
  simulate send --documents 850:3,860:1 --state-dir tmp/sim \\
    --url http://127.0.0.1:8080 --project RETAILCO --api-key …
  simulate send --standard edifact --version D01B --documents ORDERS:5,REMADV:1 \\
    --state-dir tmp/sim-eu --inbound-dir data/projects/EUROMART/inbound
  simulate watch --state-dir tmp/sim --outbound-dir data/projects/RETAILCO/outbound \\
    --inbound-dir data/projects/RETAILCO/inbound --reject-rate 0.1
  simulate pay --way short --deduction 5% --reason 06 --state-dir tmp/sim \\
    --outbound-dir data/projects/RETAILCO/outbound --inbound-dir data/projects/RETAILCO/inbound
`;

const parse = () =>
  parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      standard: { type: 'string' },
      version: { type: 'string' },
      documents: { type: 'string' },
      'per-interchange': { type: 'string' },
      seed: { type: 'string' },
      date: { type: 'string' },
      usage: { type: 'string' },
      'partner-id': { type: 'string' },
      'partner-qualifier': { type: 'string' },
      'partner-app-id': { type: 'string' },
      'supplier-id': { type: 'string' },
      'supplier-qualifier': { type: 'string' },
      'supplier-app-id': { type: 'string' },
      'state-dir': { type: 'string' },
      'control-start': { type: 'string' },
      'inbound-dir': { type: 'string' },
      url: { type: 'string' },
      project: { type: 'string' },
      'api-key': { type: 'string' },
      print: { type: 'boolean' },
      'outbound-dir': { type: 'string' },
      'reject-rate': { type: 'string' },
      'interval-ms': { type: 'string' },
      way: { type: 'string' },
      deduction: { type: 'string' },
      reason: { type: 'string' },
      invoice: { type: 'string', multiple: true },
    },
  });

let parsed: ReturnType<typeof parse>;
try {
  parsed = parse();
} catch (error) {
  // An unknown or malformed option: one line, not a stack trace.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}; see --help\n`);
  process.exit(2);
}
const { values, positionals } = parsed;

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

function fail(message: string): never {
  throw new Error(message);
}

function integer(name: string, value: string | undefined, fallback?: number): number {
  if (value === undefined) return fallback ?? fail(`--${name} is required`);
  if (!/^\d+$/.test(value)) fail(`--${name} must be a whole number, not '${value}'`);
  return Number(value);
}

function delivery(): Delivery | undefined {
  if (values.print === true) return undefined;
  const directory = values['inbound-dir'];
  if (directory !== undefined) return { kind: 'file', directory };
  if (values.url !== undefined) {
    const project = values.project ?? fail('--url needs --project KEY');
    const apiKey =
      values['api-key'] ??
      process.env['SIMULATOR_API_KEY'] ??
      fail('--url needs --api-key (or SIMULATOR_API_KEY)');
    return { kind: 'http', target: { url: values.url, project, apiKey } };
  }
  return fail('Say where to deliver: --inbound-dir DIR, --url URL --project KEY, or --print');
}

function numbering(): { stateDir?: string; controlStart?: number } {
  return {
    ...(values['state-dir'] === undefined ? {} : { stateDir: values['state-dir'] }),
    ...(values['control-start'] === undefined
      ? {}
      : { controlStart: integer('control-start', values['control-start']) }),
  };
}

function party(side: 'partner' | 'supplier', edifact: boolean): PartyIds {
  const defaults = {
    partner: edifact ? ['4012345000009', '14'] : ['RETAILCO', 'ZZ'],
    supplier: edifact ? ['4098765000002', '14'] : ['ACMESUPPLY', 'ZZ'],
  }[side];
  const applicationId = values[`${side}-app-id`];
  return {
    id: values[`${side}-id`] ?? defaults[0] ?? '',
    qualifier: values[`${side}-qualifier`] ?? defaults[1] ?? '',
    ...(applicationId === undefined ? {} : { applicationId }),
  };
}

function date(): Date {
  if (values.date === undefined) return new Date();
  const parsed = new Date(values.date);
  if (Number.isNaN(parsed.getTime())) fail(`--date '${values.date}' is not a date`);
  return parsed;
}

function rejectRate(): number {
  const value = Number(values['reject-rate'] ?? '0');
  if (!(value >= 0 && value <= 1)) fail('--reject-rate must be from 0 to 1');
  return value;
}

async function send(): Promise<void> {
  const standard = values.standard ?? 'x12';
  if (standard !== 'x12' && standard !== 'edifact') fail('--standard must be x12 or edifact');
  const edifact = standard === 'edifact';
  const seed = values.seed ?? String(Date.now() % 1_000_000_000);
  if (values.seed === undefined) log(`seed ${seed} (--seed ${seed} repeats this run)`);
  const usage = values.usage;
  if (usage !== undefined && usage !== 'P' && usage !== 'T') fail('--usage must be P or T');
  const target = delivery();
  const { batch } = await sendDocuments({
    ...numbering(),
    standard,
    version: values.version ?? (edifact ? 'D96A' : '004010'),
    documents: values.documents ?? (edifact ? 'ORDERS:5' : '850:10'),
    perInterchange: integer('per-interchange', values['per-interchange'], 10),
    seed,
    date: date(),
    partner: party('partner', edifact),
    supplier: party('supplier', edifact),
    ...(usage === undefined ? {} : { usage }),
    delivery: target,
    log,
  });
  if (target === undefined) {
    for (const interchange of batch.interchanges) process.stdout.write(interchange.text);
  }
  const documents = batch.interchanges.reduce((sum, i) => sum + i.documents.length, 0);
  log(`${batch.interchanges.length} interchange(s), ${documents} document(s)`);
}

function answerCommand(): AnswerCommand {
  return {
    ...numbering(),
    outboundDir: values['outbound-dir'] ?? fail('--outbound-dir is required'),
    rejectRate: rejectRate(),
    seed: values.seed ?? 0,
    ...(values.date === undefined ? {} : { date: date() }),
    delivery: delivery(),
    log,
  };
}

async function answer(): Promise<void> {
  const command = answerCommand();
  const files = await answerOutboundDirectory(command);
  if (command.delivery === undefined) {
    for (const file of files) {
      for (const reply of file.result.answers) process.stdout.write(reply.text);
    }
  }
  log(`${files.length} new outbound file(s) read`);
}

async function watch(): Promise<void> {
  const command = answerCommand();
  if (command.stateDir === undefined) fail('watch needs --state-dir (to answer each file once)');
  const controller = new AbortController();
  const stop = (): void => controller.abort();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  log(`watching ${command.outboundDir}; Ctrl-C stops`);
  await watchOutboundDirectory(
    command,
    integer('interval-ms', values['interval-ms'], 2000),
    controller.signal,
  );
}

function way(): PaymentWay {
  const value = values.way ?? 'full';
  const known = paymentWays.find((candidate) => candidate === value);
  return known ?? fail(`--way must be ${paymentWays.join(', ')}, not '${value}'`);
}

async function pay(): Promise<void> {
  const target = delivery();
  const files = await payOutboundDirectory({
    ...numbering(),
    outboundDir: values['outbound-dir'] ?? fail('--outbound-dir is required'),
    way: way(),
    ...(values.deduction === undefined ? {} : { deduction: values.deduction }),
    ...(values.reason === undefined ? {} : { reason: values.reason }),
    ...(values.invoice === undefined ? {} : { invoiceNumbers: values.invoice }),
    seed: values.seed ?? 0,
    ...(values.date === undefined ? {} : { date: date() }),
    delivery: target,
    log,
  });
  if (target === undefined) {
    for (const file of files) {
      for (const payment of file.result.payments) process.stdout.write(payment.text);
    }
  }
  const invoices = files.reduce((sum, file) => sum + file.result.invoices.length, 0);
  log(`${invoices} invoice(s) paid`);
}

async function main(): Promise<void> {
  const [command = 'help'] = positionals;
  if (values.help === true || command === 'help') {
    process.stdout.write(help);
    return;
  }
  if (command === 'send') return send();
  if (command === 'answer') return answer();
  if (command === 'watch') return watch();
  if (command === 'pay') return pay();
  fail(`Unknown command '${command}'; see --help`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
