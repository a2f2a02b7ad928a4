// `npm run pos:send -- …`: a store till on the command line, for demos and tests. It signs
// a sale (or a void) exactly as a real till does (docs/pos-api.md) and prints the shop's
// answer. Amounts are RMB with at most two decimals, turned into fen without floating point.
//
//   npm run pos:send -- --member 812345678906 --store 1 --total 268.00
//   npm run pos:send -- --member 812345678906 --store 1 --line "Wagyu striploin:1:268.00" --line "Member discount:1:-20.00"
//   npm run pos:send -- --void 1767232800123
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { parseYuanToFen } from '@eshop/domain/money';
import { DEMO_TERMINAL, posSignature } from '../apps/server/src/modules/loyalty/pos-signature.ts';

export const USAGE = `Usage: npm run pos:send -- [options]
  A sale:  --member <12-digit card code> --store <id> (--total <RMB> | --line "<name>:<quantity>:<RMB>" …)
           [--trx <trxLogId>] [--paid-at <ISO time>]
  A void:  --void <trxLogId>
  Options: --url <shop origin> (default http://localhost:3000)  --api-base <path> (default /api)
           --terminal <id> --secret <secret> (default the demo terminal ${DEMO_TERMINAL.id})
           --lang en_US|zh_CN  --help
  Without --line, the sale is one line "Store purchase" of the total; without --total, the
  total is the sum of the lines; without --trx, the trxLogId is the current time in ms.`;

export interface PosSendIo {
  fetch?: typeof fetch;
  /** Where the answer goes (default stdout) and where problems go (default stderr). */
  out?: (text: string) => void;
  err?: (text: string) => void;
  now?: () => Date;
}

class UsageError extends Error {}

/** RMB text → fen: two decimals at most, a leading minus for a discount line. */
function fenOf(text: string, what: string, allowNegative = false): number {
  const negative = allowNegative && text.trim().startsWith('-');
  const parsed = parseYuanToFen(negative ? text.trim().slice(1) : text);
  if (!parsed.ok) throw new UsageError(`${what}: ${parsed.reason} (${JSON.stringify(text)})`);
  return negative ? -parsed.fen : parsed.fen;
}

/** "name:quantity:RMB"; the name may itself hold colons (the last two fields are the numbers). */
function lineOf(text: string): { name: string; quantity: number; amountFen: number } {
  const parts = text.split(':');
  if (parts.length < 3) throw new UsageError(`--line must be "<name>:<quantity>:<RMB>", got ${JSON.stringify(text)}`);
  const amount = parts.pop()!;
  const quantityText = parts.pop()!;
  const quantity = Number(quantityText);
  if (quantityText.trim() === '' || !Number.isFinite(quantity)) throw new UsageError(`--line quantity is not a number: ${JSON.stringify(quantityText)}`);
  return { name: parts.join(':'), quantity, amountFen: fenOf(amount, '--line amount', true) };
}

function integerOf(text: string, what: string): number {
  if (!/^\d{1,16}$/.test(text) || !Number.isSafeInteger(Number(text))) throw new UsageError(`${what} must be a positive integer, got ${JSON.stringify(text)}`);
  return Number(text);
}

/** Runs the command; the exit code: 0 the shop said success, 1 it refused, 2 a usage problem. */
export async function posSend(argv: readonly string[], io: PosSendIo = {}): Promise<number> {
  const out = io.out ?? ((text) => process.stdout.write(`${text}\n`));
  const err = io.err ?? ((text) => process.stderr.write(`${text}\n`));
  const now = io.now ?? (() => new Date());
  let request: { path: string; body: string };
  let options: { url: string; 'api-base': string; terminal: string; secret: string; lang?: string | undefined };
  try {
    const { values } = parseArgs({
      args: [...argv],
      strict: true,
      options: {
        member: { type: 'string' }, store: { type: 'string' }, total: { type: 'string' }, line: { type: 'string', multiple: true },
        trx: { type: 'string' }, 'paid-at': { type: 'string' }, void: { type: 'string' },
        url: { type: 'string', default: 'http://localhost:3000' }, 'api-base': { type: 'string', default: '/api' },
        terminal: { type: 'string', default: DEMO_TERMINAL.id }, secret: { type: 'string' }, lang: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
    if (values.help) {
      out(USAGE);
      return 0;
    }
    // The demo secret goes with the demo terminal only: another till's secret must be given.
    const secret = values.secret ?? (values.terminal === DEMO_TERMINAL.id ? DEMO_TERMINAL.secret : undefined);
    if (secret === undefined) throw new UsageError(`--secret is required with --terminal ${values.terminal}`);
    options = { url: values.url, 'api-base': values['api-base'], terminal: values.terminal, secret, lang: values.lang };
    if (values.void !== undefined) {
      // The sale's id in the signed body too: the path itself is not signed.
      const trxLogId = integerOf(values.void, '--void');
      request = { path: `/pos/v1/store-orders/${trxLogId}/void`, body: JSON.stringify({ trxLogId }) };
    } else {
      if (!values.member) throw new UsageError('--member is required (the 12 digits on the card)');
      if (!values.store) throw new UsageError('--store is required');
      if (values.total === undefined && !values.line?.length) throw new UsageError('--total or at least one --line is required');
      const lines = values.line?.length ? values.line.map(lineOf) : [{ name: 'Store purchase', quantity: 1, amountFen: fenOf(values.total!, '--total') }];
      const totalFen = values.total === undefined ? lines.reduce((sum, l) => sum + l.amountFen, 0) : fenOf(values.total, '--total');
      const sale = {
        trxLogId: values.trx === undefined ? now().getTime() : integerOf(values.trx, '--trx'),
        storeId: integerOf(values.store, '--store'),
        memberCode: values.member.replace(/\s+/g, ''),
        lines,
        totalFen,
        paidAt: values['paid-at'] ?? now().toISOString(),
      };
      request = { path: '/pos/v1/store-orders', body: JSON.stringify(sale) };
    }
  } catch (error) {
    // parseArgs refuses an unknown or malformed option with a coded TypeError.
    const badOption = error instanceof TypeError && String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
    if (!(error instanceof UsageError) && !badOption) throw error;
    err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  const timestamp = String(Math.floor(now().getTime() / 1000));
  const nonce = randomUUID();
  const url = `${options.url.replace(/\/$/, '')}${options['api-base']}${request.path}`;
  const res = await (io.fetch ?? fetch)(url, {
    method: 'POST',
    signal: AbortSignal.timeout(30_000),
    headers: {
      'content-type': 'application/json',
      'x-pos-terminal': options.terminal,
      'x-pos-timestamp': timestamp,
      'x-pos-nonce': nonce,
      'x-pos-signature': posSignature(options.secret, timestamp, nonce, request.body),
      ...(options.lang ? { lang: options.lang } : {}),
    },
    body: request.body,
  }).catch((error: unknown) => {
    // No shop there (refused, timed out): say so without a stack.
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    err(`POST ${url}: the shop could not be reached (${cause})`);
    return null;
  });
  if (res === null) return 1;
  const text = await res.text();
  let shown = text;
  try {
    shown = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Not JSON (a proxy's error page): shown as it came.
  }
  out(`POST ${url} → ${res.status}\n${shown}`);
  return res.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await posSend(process.argv.slice(2));
}
