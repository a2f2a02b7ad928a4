// Payment calls (spec section 7; decisions.md "Payment"; docs/decisions/0012): Pay (the
// QR of a Native payment, or JSAPI params inside WeChat), PaymentStatus (the pay page
// polls it), and the provider's notification endpoint (signed, raw JSON body). A member
// WeChat does not know yet (signed up by e-mail) pays by JSAPI after WeChat's silent
// authorisation (PayAuthorize, then Pay with its code and state; docs/decisions/0013).
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@eshop/db';
import { ORDER_STATUS_LABELS } from '@eshop/domain/orders';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { memberOf, requireMember, sessionToken } from '../../http/auth.ts';
import { isWeChat } from '@eshop/domain/device';
import type { Sessions } from '../accounts/sessions.ts';
import { MAX_PAYMENT_WAIT_SECONDS, type PaymentService } from './service.ts';
import type { WechatOAuth } from '../../integrations/wechat/index.ts';
import { jsSdkConfig } from '../../integrations/wechat/js-sdk.ts';

/** Where the provider posts notifications, below the API base. */
export const NOTIFY_PATH = '/pay/wechatpay/notify';

/** The nonce of the WeChat authorisation before a JSAPI payment, kept by the payer's browser. */
const PAY_STATE_COOKIE = 'eshop_wxpay_state';
const PAY_STATE_SECONDS = 600;
/**
 * The OAuth `state`: bound to the browser (the nonce is in its HttpOnly cookie) and to the
 * session (its token never leaves the browser and the server), hex as WeChat allows.
 */
const payState = (session: string, nonce: string): string => createHash('sha256').update(`wxpay:${session}:${nonce}`).digest('hex');
const sameText = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const transactionId = z.string({ error: 'ORDER_NOT_FOUND' }).trim().regex(/^[A-Z]{2}\d{6,20}$/, { error: 'ORDER_NOT_FOUND' }).describe('oh.transactionId');

const paymentView = z.object({
  transactionId: z.string(), totalFen: z.number().int(), status: z.string(),
  codeUrl: z.string().nullable().describe('What the QR encodes (Native); null once paid or cancelled'),
  expiresAt: z.string().nullable().describe('When this QR stops working; offer Refresh after it'),
  paid: z.boolean(), payBefore: z.string().nullable(),
});

/** JSAPI pay parameters for WeixinJSBridge 'getBrandWCPayRequest' (JsapiPayParams). */
const jsapiParams = z.object({
  appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.literal('RSA'), paySign: z.string(),
});

export const paymentRoutes = (deps: {
  payments: PaymentService; sessions: Sessions; db: Database;
  wechat: WechatOAuth;
  publicOrigin: string;
  /** The sandbox cashier for JSAPI params (null with a live provider). */
  sandboxCashier: ((params: Record<string, string>) => string) | null;
}): FastifyPluginAsyncZod => async (app) => {
  const { payments } = deps;
  const auth = requireMember(deps.sessions);

  const payFields = z.object({
    'oh.transactionId': transactionId,
    tradeType: z.enum(['native', 'jsapi']).optional().describe('native (QR, default) | jsapi (inside WeChat)'),
    refresh: z.enum(['Y', 'N']).optional().describe('Y: replace the current QR'),
    code: z.string().max(128).regex(/^[A-Za-z0-9_-]+$/).optional().describe('jsapi for a member without WeChat binding: the code WeChat returned after PayAuthorize'),
    state: z.string().max(128).optional().describe('… and the state it returned with it'),
  });
  const cookieBase = (req: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: req.protocol === 'https' });

  /** The payer's openid from WeChat's answer to PayAuthorize; the state must be this browser's and this session's. */
  async function authorisedPayer(req: FastifyRequest, reply: FastifyReply, code: string, state: string | undefined): Promise<string> {
    const nonce = req.cookies[PAY_STATE_COOKIE];
    const session = sessionToken(req);
    if (!nonce || !session || !state || !sameText(state, payState(session, nonce))) throw new AppError('PAY_WECHAT_STATE_INVALID');
    void reply.setCookie(PAY_STATE_COOKIE, '', { ...cookieBase(req), maxAge: 0 });
    try {
      return await deps.wechat.openidFor(code);
    } catch (err) {
      req.log.warn({ err }, 'wechat oauth failed before a JSAPI payment');
      throw new AppError('PAY_WECHAT_FAILED');
    }
  }
  const payResponse = {
    200: envelope(z.union([paymentView, z.object({ payment: paymentView, params: jsapiParams, sandboxCashierUrl: z.string().nullable() })])),
    400: failure, 403: failure, 404: failure, 409: failure, 502: failure,
  };
  async function pay(req: FastifyRequest, reply: FastifyReply, input: z.infer<typeof payFields>) {
    const locale = requestLocale(req);
    const memberId = memberOf(req);
    const tradeType = input.tradeType ?? 'native';
    let payerOpenid: string | null = null;
    if (tradeType === 'jsapi') {
      const [m] = await queryRows<{ wechat_openid: string | null }>(deps.db, sql`select wechat_openid from member where id = ${memberId}`);
      // A WeChat customer pays as their bound WeChat user; anyone else as the WeChat user who
      // just authorised (used for this payment only: paying binds no account).
      payerOpenid = m?.wechat_openid ?? (input.code ? await authorisedPayer(req, reply, input.code, input.state) : null);
    }
    const r = await payments.pay(memberId, input['oh.transactionId'], { tradeType, refresh: input.refresh === 'Y', payerOpenid });
    if (!r.ok) {
      if (r.code === 'ORDER_NOT_PAYABLE') throw new AppError(r.code, { status: ORDER_STATUS_LABELS[r.status][locale] });
      throw new AppError(r.code);
    }
    if (tradeType === 'native' || !r.jsapi) return ok(r.view);
    const params = { ...r.jsapi } as unknown as Record<string, string>;
    return ok({ payment: r.view, params: r.jsapi, sandboxCashierUrl: deps.sandboxCashier ? deps.sandboxCashier(params) : null });
  }

  const paySummary = 'Shows how to pay an unpaid order: the live WeChat Pay QR (a new one when none, when it expires, or with refresh=Y), or JSAPI params inside WeChat';
  app.post('/a/execute/capi/shopping/Pay', {
    preHandler: auth, schema: { tags: ['payments'], summary: paySummary, body: payFields, response: payResponse },
  }, async (req, reply) => pay(req, reply, req.body));
  // The pay pages are server-rendered: their loaders read the payment with GET (a page opened
  // from a bookmark or another app has no same-origin referrer, which the CSRF check needs for
  // a POST). Showing a QR changes nothing a forged request could use.
  app.get('/a/capi/shopping/Payment', {
    preHandler: auth, schema: { tags: ['payments'], summary: `${paySummary} (the same as Pay, for page loaders)`, querystring: payFields, response: payResponse },
  }, async (req, reply) => pay(req, reply, req.query));

  app.get('/a/capi/shopping/PayAuthorize', {
    preHandler: auth,
    schema: {
      tags: ['payments'],
      summary: "Inside WeChat, for a member WeChat does not know yet: the URL of WeChat's silent authorisation (snsapi_base) that returns to the shop's pay-wx page with code and state, to pass to Pay (tradeType=jsapi). The state is bound to this browser (eshop_wxpay_state cookie) and session.",
      querystring: z.object({
        'oh.transactionId': transactionId,
        return: z.string().max(200).describe("The order's pay-wx page WeChat returns to: /eshop/[zh_CN/]{pc|mobile}/shopping/pay-wx?transactionId=…"),
      }),
      response: { 200: envelope(z.object({ authorizeUrl: z.string() })), 400: failure, 403: failure },
    },
  }, async (req, reply) => {
    if (!isWeChat(req.headers['user-agent'])) throw new AppError('WECHAT_REQUIRED');
    const tid = req.query['oh.transactionId'];
    // WeChat sends the code only back to this order's pay page of this shop.
    const back = new RegExp(`^/eshop/(?:zh_CN/)?(?:pc|mobile)/shopping/pay-wx\\?transactionId=${tid}$`);
    if (!back.test(req.query.return)) throw new AppError('INVALID_FIELD', { field: 'return' });
    const session = sessionToken(req)!;
    const nonce = randomBytes(16).toString('hex');
    void reply.setCookie(PAY_STATE_COOKIE, nonce, { ...cookieBase(req), maxAge: PAY_STATE_SECONDS });
    void reply.header('cache-control', 'no-store');
    return ok({ authorizeUrl: deps.wechat.authorizeUrl(`${deps.publicOrigin}${req.query.return}`, payState(session, nonce)) });
  });

  const jsapiFields = z.object({ path: z.string({ error: 'FIELD_REQUIRED' }).min(1).max(2000).describe('The page URL (absolute on this shop, or a path below it); the #fragment is ignored') });
  const jsapiResponse = {
    200: z.object({ status: z.literal('success'), rflag: z.object({ config: z.object({
      debug: z.boolean(), appId: z.string(), timestamp: z.number().int(), nonceStr: z.string(), signature: z.string(), jsApiList: z.array(z.string()),
    }) }) }),
    400: failure, 403: failure, 502: failure,
  };
  async function jsapiConfig(req: FastifyRequest, path: string, jsApiList = ['chooseWXPay', 'getLocation', 'openLocation']) {
    let url: URL;
    try {
      url = new URL(path, deps.publicOrigin);
    } catch {
      throw new AppError('INVALID_FIELD', { field: 'path' });
    }
    // WeChat signs only pages of the account's JS-interface domain: ours.
    if (url.origin !== new URL(deps.publicOrigin).origin) throw new AppError('INVALID_FIELD', { field: 'path' });
    let ticket: string;
    try {
      ticket = await deps.wechat.jsapiTicket();
    } catch (err) {
      req.log.error({ err }, 'WeChat JS-SDK ticket unavailable');
      throw new AppError(jsApiList.includes('chooseWXPay') ? 'PAYMENT_UNAVAILABLE' : 'WECHAT_UNAVAILABLE');
    }
    const config = jsSdkConfig({ appId: deps.wechat.appId, ticket, url: url.href, now: new Date(), jsApiList });
    return { status: 'success' as const, rflag: { config } };
  }
  const jsapiSummary = 'WeChat JS-SDK config (wx.config) for a page of this shop: answers rflag.config with appId, timestamp, nonceStr, signature';
  app.post('/a/execute/capi/account/JSAPIConfig', {
    preHandler: auth, schema: { tags: ['payments'], summary: jsapiSummary, body: jsapiFields, response: jsapiResponse },
  }, async (req) => jsapiConfig(req, req.body.path));
  app.get('/a/capi/account/JSAPIConfig', {
    preHandler: auth, schema: { tags: ['payments'], summary: `${jsapiSummary} (the same, for page loaders)`, querystring: jsapiFields, response: jsapiResponse },
  }, async (req) => jsapiConfig(req, req.query.path));
  // The share card inside WeChat (docs/decisions/0036): any visitor may share a page, so no
  // session is needed; the signature covers only pages of this shop and the share calls.
  app.get('/a/capi/wechat/ShareConfig', {
    schema: { tags: ['payments'], summary: 'WeChat JS-SDK config (wx.config) for the share card of a page of this shop (updateAppMessageShareData, updateTimelineShareData); no session needed', querystring: jsapiFields, response: jsapiResponse },
  }, async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    return jsapiConfig(req, req.query.path, ['updateAppMessageShareData', 'updateTimelineShareData']);
  });

  app.get('/a/capi/shopping/PaymentStatus', {
    preHandler: auth,
    schema: {
      tags: ['payments'],
      summary: 'Whether the order is paid (the pay page asks this, waiting up to waitSeconds for the payment)',
      querystring: z.object({
        'oh.transactionId': transactionId,
        waitSeconds: z.coerce.number().int().min(0).max(MAX_PAYMENT_WAIT_SECONDS).optional()
          .describe(`0-${MAX_PAYMENT_WAIT_SECONDS}: while the order waits for its payment, answer when it is paid or after this many seconds (docs/decisions/0050)`),
      }),
      response: { 200: envelope(z.object({ paid: z.boolean(), status: z.string() })), 400: failure, 403: failure, 404: failure },
    },
  }, async (req, reply) => {
    const waitMs = (req.query.waitSeconds ?? 0) * 1000;
    // The wait ends when the caller leaves (the connection closes before the answer).
    const left = new AbortController();
    const onClose = () => left.abort();
    if (waitMs > 0) reply.raw.once('close', onClose);
    try {
      const s = await payments.status(memberOf(req), req.query['oh.transactionId'], { ms: waitMs, signal: left.signal });
      if (!s) throw new AppError('ORDER_NOT_FOUND');
      return ok(s);
    } finally {
      reply.raw.off('close', onClose);
    }
  });
};

/** The provider's notification endpoint: needs the body exactly as sent, for the signature. */
export const paymentNotifyRoute = (deps: { payments: PaymentService }): FastifyPluginAsync => async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_req, body, done) => done(null, body));
  app.post(NOTIFY_PATH, { schema: { hide: true } as object }, async (req, reply) => {
    const raw = typeof req.body === 'string' ? req.body : '';
    const answer = await deps.payments.notify(req.headers, raw);
    if (answer.body) return reply.code(answer.httpStatus).send(answer.body);
    return reply.code(answer.httpStatus).send();
  });
};
