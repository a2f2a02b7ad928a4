// QR sign-in calls (spec section 7: open/login/init/QR.ds, open/login/check/QR.ds; the
// phone's scan/confirm/cancel complete the protocol — docs/decisions/0010).
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import QRCode from 'qrcode';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { isWeChat } from '@eshop/domain/device';
import { envelope, failure, ok } from '../../http/envelope.ts';
import { AppError } from '../../http/errors.ts';
import { requestLocale } from '../../http/locale.ts';
import { NOTICES } from '../../http/messages.ts';
import { sessionToken, setSessionCookie } from '../../http/auth.ts';
import type { WechatOAuth } from '../../integrations/wechat/index.ts';
import type { Sessions } from './sessions.ts';
import type { RateLimits } from './rate-limits.ts';
import { QR_COOKIE, QR_PHONE_COOKIE, QR_TTL_SECONDS, type QrLoginService } from './qr-login.ts';
import { GUEST_CART_COOKIE } from '../cart/guest.ts';
import { clearGuestCartCookie } from '../cart/routes.ts';

/** The nonce of the WeChat OAuth round trip (its `state`), kept by the phone's browser. */
const STATE_COOKIE = 'eshop_wx_state';
const WINDOW_MINUTES = 15;
/** The phone's secret is the browser's, not the code's: kept a day, so each new code reuses it. */
const PHONE_COOKIE_SECONDS = 24 * 60 * 60;
const LIMITS = { init: 30, check: 600, checkPerTicket: 150, confirm: 30 } as const;

const ticket = z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'QR_NOT_FOUND' }).describe('The ticket of the QR code');
const secondsUntil = (at: Date) => Math.max(0, Math.ceil((at.getTime() - Date.now()) / 1000));

export const qrLoginRoutes = (deps: {
  qrLogin: QrLoginService;
  sessions: Sessions;
  rateLimits: RateLimits;
  wechat: WechatOAuth;
  publicOrigin: string;
}): FastifyPluginAsyncZod => async (app) => {
  const { qrLogin, sessions, rateLimits, wechat, publicOrigin } = deps;

  const limit = async (limits: [string, number][]) => {
    if (!(await rateLimits.admit(limits, WINDOW_MINUTES))) throw new AppError('QR_RATE_LIMITED');
  };
  const cookieBase = (req: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: req.protocol === 'https' });

  app.get('/open/login/init/QR.ds', {
    schema: {
      tags: ['accounts'],
      summary: `A new sign-in QR code for this pc browser (valid ${QR_TTL_SECONDS} s): the page to open on the phone, the code as SVG, and the browser secret in the eshop_qr cookie`,
      response: {
        200: envelope(z.object({
          ticket: z.string(), url: z.string().describe('What the QR code holds: the authorize-qr page of the mobile shop'),
          svg: z.string().describe('The QR code (image/svg+xml)'), expiresAt: z.string(), expiresIn: z.number().int(),
        })),
        429: failure,
      },
    },
  }, async (req, reply) => {
    await limit([[`qr:init:ip:${req.ip}`, LIMITS.init]]);
    const issued = await qrLogin.init();
    const prefix = requestLocale(req) === 'zh_CN' ? '/eshop/zh_CN' : '/eshop';
    const url = `${publicOrigin}${prefix}/mobile/authorize-qr?ticket=${issued.ticket}`;
    const svg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    void reply.setCookie(QR_COOKIE, issued.secret, { ...cookieBase(req), maxAge: QR_TTL_SECONDS + 60 });
    void reply.header('cache-control', 'no-store');
    return ok({ ticket: issued.ticket, url, svg, expiresAt: issued.expiresAt.toISOString(), expiresIn: secondsUntil(issued.expiresAt) });
  });

  app.get('/open/login/check/QR.ds', {
    schema: {
      tags: ['accounts'],
      summary: 'The pc asks whether its QR code was confirmed: {login: 1} and the session cookie once it was, else {status: pending|expired|cancelled}. Only the browser holding the eshop_qr cookie of that code gets an answer.',
      querystring: z.object({ ticket }),
      response: {
        200: z.union([
          z.object({ login: z.literal(1) }),
          z.object({ status: z.enum(['pending', 'expired', 'cancelled']), expiresIn: z.number().int() }),
        ]),
        400: failure, 404: failure, 429: failure,
      },
    },
  }, async (req, reply) => {
    const t = req.query.ticket;
    await limit([[`qr:check:ip:${req.ip}`, LIMITS.check], [`qr:check:ticket:${t.slice(0, 16)}`, LIMITS.checkPerTicket]]);
    const result = await qrLogin.check(t, req.cookies[QR_COOKIE], sessionToken(req), req.cookies[GUEST_CART_COOKIE]);
    if (!result.ok) throw new AppError(result.code);
    void reply.header('cache-control', 'no-store');
    const { check } = result;
    if (check.state === 'signed-in') {
      setSessionCookie(req, reply, check.token);
      clearGuestCartCookie(req, reply); // merged into the member's cart
      void reply.setCookie(QR_COOKIE, '', { ...cookieBase(req), maxAge: 0 });
      return { login: 1 as const };
    }
    return { status: check.state, expiresIn: check.state === 'pending' ? secondsUntil(check.expiresAt) : 0 };
  });

  app.get('/open/login/scan/QR.ds', {
    schema: {
      tags: ['accounts'],
      summary: "What the phone's authorize-qr page shows: the code's state, whether this is WeChat, who is signed in on the phone, and (in WeChat) the WeChat authorisation URL that identifies the user. In WeChat the first phone to open a pending code is remembered (eshop_qr_phone cookie) as the one that may decline it",
      querystring: z.object({
        ticket,
        return: z.string().max(600).regex(/^\/eshop\/[^\s]*$/).optional().describe('The page WeChat returns to (a path of the shop)'),
      }),
      response: {
        200: envelope(z.object({
          state: z.enum(['pending', 'confirmed', 'claimed', 'cancelled', 'expired']),
          inWechat: z.boolean(),
          signedInAs: z.string().nullable(),
          authorizeUrl: z.string().nullable(),
        })),
        400: failure, 404: failure,
      },
    },
  }, async (req, reply) => {
    const state = await qrLogin.status(req.query.ticket);
    if (!state) throw new AppError('QR_NOT_FOUND');
    const inWechat = isWeChat(req.headers['user-agent']);
    if (inWechat && state === 'pending') {
      // The first phone to open the page may decline the code later (cancel/QR.ds).
      const phoneSecret = req.cookies[QR_PHONE_COOKIE] ?? '';
      const secret = /^[A-Za-z0-9_-]{43}$/.test(phoneSecret) ? phoneSecret : randomBytes(32).toString('base64url');
      if (await qrLogin.open(req.query.ticket, secret)) void reply.setCookie(QR_PHONE_COOKIE, secret, { ...cookieBase(req), maxAge: PHONE_COOKIE_SECONDS });
    }
    const session = await sessions.resolve(sessionToken(req));
    let authorizeUrl: string | null = null;
    if (inWechat && state === 'pending' && req.query.return) {
      const nonce = randomBytes(16).toString('hex');
      void reply.setCookie(STATE_COOKIE, nonce, { ...cookieBase(req), maxAge: 600 });
      authorizeUrl = wechat.authorizeUrl(`${publicOrigin}${req.query.return}`, nonce);
    }
    void reply.header('cache-control', 'no-store');
    return ok({ state, inWechat, signedInAs: session ? await qrLogin.displayName(session.memberId) : null, authorizeUrl });
  });

  app.post('/open/login/confirm/QR.ds', {
    schema: {
      tags: ['accounts'],
      summary: 'The phone (in WeChat) confirms: with the code and state of the WeChat authorisation, the WeChat user signs in on the pc — their bound account, else the account signed in on the phone, else a new WeChat customer. The phone is signed in too.',
      body: z.object({
        ticket,
        code: z.string().max(128).regex(/^[A-Za-z0-9_-]*$/).optional().describe('From WeChat OAuth (snsapi_base)'),
        state: z.string().max(64).optional(),
      }),
      response: { 200: z.object({ status: z.literal('success'), message: z.string() }), 400: failure, 403: failure, 404: failure, 410: failure, 429: failure, 502: failure },
    },
  }, async (req, reply) => {
    if (!isWeChat(req.headers['user-agent'])) throw new AppError('QR_WECHAT_ONLY');
    await limit([[`qr:confirm:ip:${req.ip}`, LIMITS.confirm]]);
    const { code, state } = req.body;
    let openid: string | undefined;
    if (code) {
      const expected = req.cookies[STATE_COOKIE];
      if (!expected || state !== expected) throw new AppError('QR_STATE_INVALID');
      void reply.setCookie(STATE_COOKIE, '', { ...cookieBase(req), maxAge: 0 });
      openid = await wechat.openidFor(code).catch((err: unknown) => {
        req.log.warn({ err }, 'wechat oauth failed');
        throw new AppError('QR_WECHAT_FAILED');
      });
    }
    const token = sessionToken(req);
    const session = await sessions.resolve(token);
    const result = await qrLogin.confirm(req.body.ticket, { openid, sessionMemberId: session?.memberId });
    if (!result.ok) throw new AppError(result.code);
    // The phone was not signed in, or as someone else than the WeChat user: now it is them.
    if (session?.memberId !== result.memberId) {
      setSessionCookie(req, reply, await qrLogin.signInPhone(result.memberId, token, req.cookies[GUEST_CART_COOKIE]));
      clearGuestCartCookie(req, reply); // merged into the member's cart
    }
    return { status: 'success' as const, message: NOTICES.QR_CONFIRMED[requestLocale(req)] };
  });

  app.post('/open/login/cancel/QR.ds', {
    schema: {
      tags: ['accounts'],
      summary: 'The phone declines: the pc is told and offers a new code. Only the browser that opened the code may: the phone that first opened its page in WeChat (eshop_qr_phone cookie) or the pc that showed it (eshop_qr cookie); to anyone else it is 404 QR_NOT_FOUND',
      body: z.object({ ticket }),
      response: { 200: z.object({ status: z.literal('success'), message: z.string() }), 400: failure, 404: failure, 410: failure },
    },
  }, async (req) => {
    const cancelled = await qrLogin.cancel(req.body.ticket, { phoneSecret: req.cookies[QR_PHONE_COOKIE], browserSecret: req.cookies[QR_COOKIE] });
    if (!cancelled.ok) throw new AppError(cancelled.code);
    return { status: 'success' as const, message: NOTICES.QR_CANCELLED[requestLocale(req)] };
  });
};
