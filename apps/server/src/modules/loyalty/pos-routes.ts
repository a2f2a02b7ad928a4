// The stores' tills (docs/pos-api.md; docs/decisions/0029-loyalty.md): a till reports a
// sale to a member's card (POST /api/pos/v1/store-orders) and voids one (…/{trxLogId}/void).
// JSON, no cookies; every call is signed with the terminal's secret over the exact body
// bytes, so this plugin keeps the raw body and authenticates before anything else looks at
// the input: terminal and signature (401 POS_UNAUTHORIZED), timestamp within ±5 minutes
// (401 POS_TIMESTAMP), nonce single use (409 POS_NONCE_REUSED), then the body (400, 422).
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { isMemberCode } from '@eshop/domain/loyalty';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError, FieldError } from '../../http/errors.ts';
import { duplicateJsonKey } from '../../http/transport.ts';
import { trxLogIdSchema } from './routes.ts';
import { POS_WINDOW_SECONDS, type PosNonces } from './pos-nonces.ts';
import { POS_NONCE, POS_SIGNATURE, POS_TERMINAL_ID, POS_TIMESTAMP, verifyPosSignature } from './pos-signature.ts';
import type { LoyaltyService } from './service.ts';

/** Largest till body: 200 lines of 100-character names fit several times over. */
const POS_BODY_LIMIT = 256 * 1024;
/** How far in the future a sale's paidAt may lie (the till's clock may run ahead a little). */
const PAID_AT_SLACK_MS = POS_WINDOW_SECONDS * 1000;
const MAX_AMOUNT_FEN = 1_000_000_000;
/** The input checks whose failure has its own code for the till (not INVALID_FIELD). */
const OWN_CODES = ['MEMBER_CODE_INVALID', 'POS_TOTAL_MISMATCH', 'POS_PAID_AT_FUTURE'] as const;

/** The authenticated terminal of a request, kept beside it (no type augmentation). */
const tills = new WeakMap<FastifyRequest, string>();

function tillOf(req: FastifyRequest): string {
  const terminal = tills.get(req);
  if (terminal === undefined) throw new Error('tillOf() on a request that was not authenticated');
  return terminal;
}

const single = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

const headers = z.looseObject({
  'x-pos-terminal': z.string().regex(POS_TERMINAL_ID).describe('The terminal id (POS_TERMINALS)'),
  'x-pos-timestamp': z.string().regex(POS_TIMESTAMP).describe('Unix seconds; refused (401 POS_TIMESTAMP) more than 5 minutes from the shop\'s clock'),
  'x-pos-nonce': z.string().regex(POS_NONCE).describe('16-64 characters of [A-Za-z0-9_-], used once per terminal (409 POS_NONCE_REUSED)'),
  'x-pos-signature': z.string().regex(POS_SIGNATURE).describe('Lowercase hex HMAC-SHA256 with the terminal\'s secret over timestamp + "\\n" + nonce + "\\n" + raw body'),
  lang: z.string().optional().describe('en_US (default) or zh_CN: the language of failure messages'),
});

const receipt = z.object({
  trxLogId: z.number().int(),
  memberCode: z.string(),
  starsTenths: z.number().int().describe('Stars the sale earned, in tenths of a star (full RMB 50 × the rate of the member\'s level and the amount band)'),
  level: z.number().int().min(1).max(4).describe('The member\'s level when the sale was recorded'),
  balanceTenths: z.number().int().describe('The member\'s star balance now, in tenths'),
  voided: z.boolean(),
  replay: z.boolean().describe('True when this trxLogId (or this void) had been reported before: the first result, nothing written now'),
});

const failures = { 400: failure, 401: failure, 409: failure, 413: failure, 415: failure };

/** At most three decimals (a weight in kilograms to the gram). */
const threeDecimals = (n: number) => Number(n.toFixed(3)) === n;

function saleBody(clock: () => Date) {
  const line = z.object({
    name: z.string().trim().min(1).max(100).describe('What was sold, 1-100 characters'),
    quantity: z.number().positive().max(9999).refine(threeDecimals, 'at most 3 decimals').describe('Pieces or kilograms: > 0, ≤ 9999, at most 3 decimals'),
    amountFen: z.number().int().min(-MAX_AMOUNT_FEN).max(MAX_AMOUNT_FEN).describe('The line\'s amount in fen, after its discounts; negative for a discount line'),
  });
  return z.object({
    trxLogId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).describe('The till\'s transaction id, unique across the stores: the idempotency key'),
    storeId: z.number().int().min(1).max(2_147_483_647).describe('The store (Store.List); unknown: 422 STORE_UNKNOWN'),
    memberCode: z.string().refine(isMemberCode, 'MEMBER_CODE_INVALID').describe('The 12 digits on the member\'s card, no spaces; a wrong check digit: 400 MEMBER_CODE_INVALID; no such member: 422 MEMBER_CODE_UNKNOWN'),
    lines: z.array(line).min(1).max(200),
    totalFen: z.number().int().min(0).max(MAX_AMOUNT_FEN).describe('What the member paid, in fen: the sum of the lines (else 400 POS_TOTAL_MISMATCH); the stars are earned on it'),
    paidAt: z.iso.datetime({ offset: true }).describe('ISO 8601 instant of payment; at most 5 minutes ahead of the shop\'s clock (else 400 POS_PAID_AT_FUTURE)')
      .transform((s) => new Date(s))
      .refine((d) => d.getTime() <= clock().getTime() + PAID_AT_SLACK_MS, 'POS_PAID_AT_FUTURE'),
  }).superRefine((sale, ctx) => {
    if (sale.lines.reduce((sum, l) => sum + l.amountFen, 0) !== sale.totalFen) {
      ctx.addIssue({ code: 'custom', path: ['totalFen'], message: 'POS_TOTAL_MISMATCH' });
    }
  });
}

/** A body the schema refused: the till's own codes where there is one, else INVALID_FIELD (the app's error handler). */
function inputError(error: NonNullable<FastifyRequest['validationError']>): Error {
  const first = (error.validation as { message?: string }[])[0]?.message;
  const own = OWN_CODES.find((code) => code === first);
  return own ? new AppError(own) : error;
}

export const posRoutes = (deps: { loyalty: LoyaltyService; posNonces: PosNonces; terminals: ReadonlyMap<string, string>; now?: () => Date }): FastifyPluginAsyncZod => async (app) => {
  const clock = deps.now ?? (() => new Date());

  /** Terminal and signature, then the time window, then the nonce; the till is kept beside the request. */
  async function authenticate(req: FastifyRequest, rawBody: string): Promise<void> {
    const terminal = single(req, 'x-pos-terminal');
    const timestamp = single(req, 'x-pos-timestamp');
    const nonce = single(req, 'x-pos-nonce');
    const signature = single(req, 'x-pos-signature');
    const secret = terminal === undefined ? undefined : deps.terminals.get(terminal);
    if (terminal === undefined || secret === undefined || timestamp === undefined || nonce === undefined || signature === undefined
      || !POS_TIMESTAMP.test(timestamp) || !POS_NONCE.test(nonce)
      || !verifyPosSignature(secret, timestamp, nonce, rawBody, signature)) throw new AppError('POS_UNAUTHORIZED');
    if (Math.abs(Number(timestamp) - clock().getTime() / 1000) > POS_WINDOW_SECONDS) throw new AppError('POS_TIMESTAMP');
    if (!(await deps.posNonces.claim(terminal, nonce))) throw new AppError('POS_NONCE_REUSED');
    tills.set(req, terminal);
  }

  // Only JSON here (a form or other body is 415), read as text so the signature covers the
  // exact bytes. The till is authenticated before the body is parsed or checked, so the
  // API's input checks (broken text, the schema) never answer an unsigned request.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: POS_BODY_LIMIT }, async (req: FastifyRequest, body: string) => {
    await authenticate(req, body);
    if (body.trim() === '') return undefined;
    // A key named twice is refused, as elsewhere in the API (docs/decisions/0022).
    const key = duplicateJsonKey(body);
    if (key !== null) throw new FieldError(key, 'INVALID_FIELD');
    return new Promise((resolve, reject) => parseJson(req, body, (error, parsed) => (error ? reject(error) : resolve(parsed))));
  });
  // A call without a body (a void) is authenticated over the empty string.
  app.addHook('preValidation', async (req) => {
    if (!tills.has(req)) await authenticate(req, '');
  });

  const sale = saleBody(clock);

  app.post('/pos/v1/store-orders', {
    attachValidation: true,
    schema: {
      tags: ['pos'],
      summary: 'A till reports a sale to a member\'s card: the member earns stars at once, by the rule of online orders. The same trxLogId again answers the first result (replay: true) and credits nothing more. Signed: see docs/pos-api.md',
      consumes: ['application/json'],
      headers,
      body: sale,
      response: { 200: envelope(receipt), ...failures, 422: failure },
    },
  }, async (req) => {
    if (req.validationError) throw inputError(req.validationError);
    const r = await deps.loyalty.recordStoreSale(req.body, tillOf(req));
    if (!r.ok) throw new AppError(r.code);
    return ok(r.receipt);
  });

  app.post('/pos/v1/store-orders/:trxLogId/void', {
    schema: {
      tags: ['pos'],
      summary: 'A till voids a sale it reported: the stars it earned are taken back; voiding again answers the same (replay: true) and changes nothing; an unknown trxLogId is 404. Signed like the sale, over an empty body, {} or (recommended: the signature then names the sale) {"trxLogId": n} equal to the path\'s',
      consumes: ['application/json'],
      headers,
      params: z.object({ trxLogId: trxLogIdSchema.describe('The trxLogId of the sale') }),
      // No body is null to the validator: it, `{}` and `{"trxLogId": n}` are a void (other keys are ignored).
      // The path is not signed; a trxLogId in the body is, so a void sent with it cannot be
      // redirected to another sale by rewriting the path.
      body: z.object({ trxLogId: z.number().int().optional().describe('When present, must equal the path\'s trxLogId') }).nullish()
        .describe('Empty, {} or {"trxLogId": n}'),
      response: { 200: envelope(receipt), ...failures, 404: failure },
    },
  }, async (req) => {
    const signed = req.body?.trxLogId;
    if (signed !== undefined && signed !== req.params.trxLogId) throw new FieldError('trxLogId', 'INVALID_FIELD');
    const r = await deps.loyalty.voidStoreSale(req.params.trxLogId, tillOf(req));
    if (!r.ok) throw new AppError(r.code);
    return ok(r.receipt);
  });
};
