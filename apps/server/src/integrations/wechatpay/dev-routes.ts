// The payer's side of the WeChat Pay sandbox (sandbox only, under /dev, docs/decisions/0013):
// - /dev/wechatpay/pay/:code is what a phone shows after scanning the code_url: merchant,
//   description, amount, "Confirm payment" / "Cancel";
// - /dev/wechatpay/jsapi stands in for WeChat's in-app cashier (getBrandWCPayRequest): it
//   checks paySign with the merchant's public key, as the WeChat client does, and returns
//   to the shop after the payer decides;
// - /dev/wechatpay/orders.json lists the sandbox's orders (loopback callers only).
// The payer's pages are reachable from anywhere (`byLink`) but only through a payment's own
// link: its code is 32 random hex characters, and a code confirms nothing but its order.
// Plain HTML forms, no script: it works in any browser, in English or Chinese.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { paySignMessage, rsaVerify } from './crypto.ts';
import type { SandboxOrder, WechatPaySandbox } from './sandbox.ts';
import type { JsapiParams } from './provider.ts';
import { byLink } from '../dev-guard.ts';

type Lang = 'en' | 'zh';

const TEXTS = {
  en: {
    title: 'WeChat Pay', sandbox: 'Sandbox — no money moves', merchant: 'Merchant', item: 'Item', order: 'Order no.', expires: 'Pay before',
    confirm: 'Confirm payment', cancel: 'Cancel', completed: 'Payment completed', completedNote: 'The merchant has been notified. You may close this page.',
    cancelled: 'Payment cancelled', cancelledNote: 'Nothing was paid. You can still pay this order until it expires.', back: 'Back to the shop',
    EXPIRED: 'This payment has expired', CLOSED: 'This order is closed', PAID: 'This order has already been paid', NOT_FOUND: 'No such payment',
    stateNote: 'Ask the shop for a new payment code.', badSign: 'The payment request is not correctly signed', badRequest: 'Invalid payment request',
    other: '中文', otherLang: 'zh_CN',
  },
  zh: {
    title: '微信支付', sandbox: '沙箱环境 — 不会产生真实扣款', merchant: '商户', item: '商品', order: '订单号', expires: '支付截止',
    confirm: '确认支付', cancel: '取消', completed: '支付成功', completedNote: '已通知商户，可关闭此页面。',
    cancelled: '已取消支付', cancelledNote: '未产生扣款。订单过期前仍可支付。', back: '返回商户',
    EXPIRED: '该订单已过期', CLOSED: '该订单已关闭', PAID: '该订单已支付', NOT_FOUND: '找不到该支付',
    stateNote: '请返回商户重新发起支付。', badSign: '支付验证签名失败', badRequest: '支付请求参数错误',
    other: 'English', otherLang: 'en',
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** ?lang=zh_CN / ?lang=en wins; else the browser's first language. */
function langOf(req: FastifyRequest, fields: Record<string, unknown> = {}): Lang {
  const q = req.query as Record<string, unknown>;
  const asked = typeof fields.lang === 'string' ? fields.lang : typeof q.lang === 'string' ? q.lang : undefined;
  if (asked) return asked.toLowerCase().startsWith('zh') ? 'zh' : 'en';
  return (req.headers['accept-language'] ?? '').trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

export const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 -apple-system,system-ui,"PingFang SC","Microsoft YaHei",sans-serif;background:#ededed;color:#191919}
main{max-width:26rem;margin:0 auto;padding:1.5rem 1rem}header{display:flex;justify-content:space-between;align-items:center;color:#576b95;font-size:14px}
header a{color:#576b95}.card{background:#fff;border-radius:12px;padding:1.5rem;margin-top:1rem;text-align:center}
.merchant{color:#7f7f7f;margin:0}.amount{font-size:2.5rem;font-weight:600;margin:.25rem 0 1rem}
dl{text-align:left;font-size:14px;margin:0 0 1.5rem;border-top:1px solid #eee;padding-top:1rem}dl div{display:flex;justify-content:space-between;gap:1rem;margin:.25rem 0}
dt{color:#7f7f7f;white-space:nowrap}dd{margin:0;text-align:right;word-break:break-all}form{margin:0}
button{width:100%;border:0;border-radius:8px;padding:.8rem;font-size:17px;margin-top:.75rem;cursor:pointer}
.pay{background:#07c160;color:#fff;font-weight:600}.cancel{background:#f2f2f2;color:#07c160}
.state{font-size:1.25rem;font-weight:600;margin:.5rem 0}.ok{color:#07c160}.muted{color:#7f7f7f;font-size:14px}.sandbox{text-align:center;color:#b2b2b2;font-size:12px;margin-top:1rem}`;

function page(lang: Lang, title: string, content: string, langSwitch: string): string {
  const t = TEXTS[lang];
  return `<!doctype html>
<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${t.title}</title><style>${STYLE}</style></head>
<body><main><header><strong>${t.title}</strong><a href="${escapeHtml(langSwitch)}" hreflang="${t.otherLang === 'zh_CN' ? 'zh-CN' : 'en'}">${t.other}</a></header>
<section class="card">${content}</section><p class="sandbox">${t.sandbox}</p></main></body></html>`;
}

const hidden = (fields: Record<string, string | undefined>) =>
  Object.entries(fields).filter(([, v]) => v !== undefined).map(([k, v]) => `<input type="hidden" name="${k}" value="${escapeHtml(v!)}">`).join('');

function orderSummary(lang: Lang, merchantName: string, o: SandboxOrder): string {
  const t = TEXTS[lang];
  const expires = new Date(o.timeExpire.getTime() + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
  return `<p class="merchant">${t.merchant}${lang === 'zh' ? '：' : ': '}${escapeHtml(merchantName)}</p><p class="amount">${yuan(o.amountFen)}</p>
<dl><div><dt>${t.item}</dt><dd>${escapeHtml(o.description)}</dd></div><div><dt>${t.order}</dt><dd>${escapeHtml(o.outTradeNo)}</dd></div>
<div><dt>${t.expires}</dt><dd>${expires} (UTC+8)</dd></div></dl>`;
}

/** `return` may only lead back into the shop: a relative path or PUBLIC_ORIGIN. */
function safeReturn(value: unknown, publicOrigin: string): string | undefined {
  if (typeof value !== 'string' || !value) return undefined;
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) return value;
  try {
    return new URL(value).origin === publicOrigin ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where a page inside WeChat sends the payer in sandbox mode instead of calling
 * WeixinJSBridge 'getBrandWCPayRequest' with the same parameters; the cashier comes back
 * to `returnTo` (a path of the shop, or a PUBLIC_ORIGIN URL) after confirm or cancel.
 */
export function sandboxCashierPath(params: JsapiParams, returnTo: string): string {
  const q = new URLSearchParams({ ...params, return: returnTo });
  return `/dev/wechatpay/jsapi?${q.toString()}`;
}

export const wechatpayDevRoutes = (sandbox: WechatPaySandbox): FastifyPluginAsync => async (app) => {
  const hide = { schema: { hide: true } as object };
  const payer = { ...hide, ...byLink };
  // The payer's forms are url-encoded; parse them here whatever the parent registered.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);
  /** The same page in the other language; after a form post, the order's pay page. */
  const switchUrl = (req: FastifyRequest, lang: Lang) => {
    const url = new URL(req.url.replace(/\/(confirm|decline)(?=\?|$)/, ''), 'http://x');
    url.searchParams.set('lang', TEXTS[lang].otherLang);
    return `${url.pathname}${url.search}`;
  };
  const message = (lang: Lang, title: string, note: string, ok = false, back?: string) =>
    `<p class="state${ok ? ' ok' : ''}">${escapeHtml(title)}</p><p class="muted">${escapeHtml(note)}</p>${back ? `<p><a href="${escapeHtml(back)}">${TEXTS[lang].back}</a></p>` : ''}`;

  /** The confirm page, or the order's state when it can no longer be paid. */
  async function payPage(req: FastifyRequest, reply: FastifyReply, code: string, back?: string) {
    const lang = langOf(req);
    const t = TEXTS[lang];
    const order = await sandbox.findByCode(code);
    if (!order) return html(reply, 404, page(lang, t.NOT_FOUND, message(lang, t.NOT_FOUND, t.stateNote, false, back), switchUrl(req, lang)));
    const state = sandbox.stateOf(order);
    const summary = orderSummary(lang, sandbox.merchantName, order);
    if (state !== 'PAYABLE') return html(reply, 200, page(lang, t[state], summary + message(lang, t[state], t.stateNote, false, back), switchUrl(req, lang)));
    const fields = hidden({ lang: lang === 'zh' ? 'zh_CN' : 'en', return: back });
    const base = `/dev/wechatpay/pay/${encodeURIComponent(code)}`;
    return html(reply, 200, page(lang, t.confirm, `${summary}
<form method="post" action="${base}/confirm">${fields}<button class="pay" type="submit">${t.confirm}</button></form>
<form method="post" action="${base}/decline">${fields}<button class="cancel" type="submit">${t.cancel}</button></form>`, switchUrl(req, lang)));
  }

  app.get('/wechatpay/pay/:code', payer, async (req, reply) => payPage(req, reply, (req.params as { code: string }).code));

  app.post('/wechatpay/pay/:code/confirm', payer, async (req, reply) => {
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const lang = langOf(req, fields);
    const t = TEXTS[lang];
    const back = safeReturn(fields.return, sandbox.publicOrigin);
    const openid = typeof fields.openid === 'string' && /^o[\w-]{5,64}$/.test(fields.openid) ? fields.openid : undefined;
    // The notification goes out in the background: the payer never waits for the merchant.
    const outcome = await sandbox.confirm((req.params as { code: string }).code, openid);
    if (outcome.ok) {
      if (back) return reply.redirect(back, 303);
      return html(reply, 200, page(lang, t.completed, orderSummary(lang, sandbox.merchantName, outcome.order) + message(lang, t.completed, t.completedNote, true), switchUrl(req, lang)));
    }
    const title = t[outcome.reason];
    const summary = outcome.order ? orderSummary(lang, sandbox.merchantName, outcome.order) : '';
    return html(reply, outcome.reason === 'NOT_FOUND' ? 404 : 409, page(lang, title, summary + message(lang, title, t.stateNote, false, back), switchUrl(req, lang)));
  });

  app.post('/wechatpay/pay/:code/decline', payer, async (req, reply) => {
    const fields = (req.body ?? {}) as Record<string, unknown>;
    const lang = langOf(req, fields);
    const t = TEXTS[lang];
    const back = safeReturn(fields.return, sandbox.publicOrigin);
    if (back) return reply.redirect(back, 303);
    return html(reply, 200, page(lang, t.cancelled, message(lang, t.cancelled, t.cancelledNote), switchUrl(req, lang)));
  });

  app.get('/wechatpay/jsapi', payer, async (req, reply) => {
    const q = req.query as Record<string, unknown>;
    const lang = langOf(req);
    const t = TEXTS[lang];
    const fail = (title: string) => html(reply, 400, page(lang, title, message(lang, title, t.stateNote), switchUrl(req, lang)));
    const [appId, timeStamp, nonceStr, pkg, signType, paySign] = ['appId', 'timeStamp', 'nonceStr', 'package', 'signType', 'paySign'].map((k) => q[k]);
    if (typeof appId !== 'string' || typeof timeStamp !== 'string' || typeof nonceStr !== 'string' || typeof pkg !== 'string' || typeof paySign !== 'string' || signType !== 'RSA') {
      return fail(t.badRequest);
    }
    const prepay = /^prepay_id=wx([0-9a-f]{32})$/.exec(pkg);
    if (appId !== sandbox.credentials.appId || !prepay) return fail(t.badRequest);
    if (!rsaVerify(sandbox.credentials.merchantPublicKey, paySignMessage({ appId, timeStamp, nonceStr, package: pkg }), paySign)) return fail(t.badSign);
    return payPage(req, reply, prepay[1]!, safeReturn(q.return, sandbox.publicOrigin));
  });

  app.get('/wechatpay/orders.json', hide, async (req) => {
    const { out_trade_no: outTradeNo } = req.query as { out_trade_no?: unknown };
    const rows = await sandbox.orders(typeof outTradeNo === 'string' && outTradeNo ? outTradeNo : undefined);
    return rows.map((o) => ({
      outTradeNo: o.outTradeNo, tradeType: o.tradeType, tradeState: o.tradeState, state: sandbox.stateOf(o), description: o.description,
      amountFen: o.amountFen, transactionId: o.transactionId, payerOpenid: o.payerOpenid, successTime: o.successTime?.toISOString() ?? null,
      timeExpire: o.timeExpire.toISOString(), notifyUrl: o.notifyUrl, attach: o.attach, refunds: o.refunds, createdAt: o.createdAt.toISOString(),
      payUrl: `${sandbox.publicOrigin}/dev/wechatpay/pay/${o.code}`,
    }));
  });
};
