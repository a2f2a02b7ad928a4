// The loyalty mails (a job per notice, docs/decisions/0025): a level change and the
// birthday gift, at most once per notice (sendOnce), in the language of the member's
// latest order (English when they have none). Members without an e-mail address (WeChat
// customers) get the notice in the message centre only.
import { sql } from 'drizzle-orm';
import { queryRows, type Database, type MemberNoticeKind } from '@eshop/db';
import type { Locale } from '@eshop/domain/i18n';
import { escapeHtml } from '../../integrations/mail/dev-routes.ts';
import type { Mailer, MailMessage } from '../../integrations/mail/index.ts';
import { sendOnce } from '../../jobs/send-once.ts';
import { noticeText } from './texts.ts';

const SIGNATURE = { en_US: 'Butcher & Deli Shanghai', zh_CN: '屠夫与熟食 · 上海' } as const;
const COLON = { en_US: ': ', zh_CN: '：' } as const;
const VIEW = { en_US: 'Open the member centre', zh_CN: '打开会员中心' } as const;

export function noticeMail(to: string, kind: MemberNoticeKind, data: Record<string, unknown>, link: string, locale: Locale): MailMessage {
  const words = noticeText(kind, data, locale);
  const text = [words.body, '', `${VIEW[locale]}${COLON[locale]}${link}`, '', SIGNATURE[locale]].join('\n');
  const html = `<!doctype html><html lang="${locale === 'zh_CN' ? 'zh-CN' : 'en'}"><body style="font-family:sans-serif;color:#222;line-height:1.5">`
    + `<h1 style="font-size:20px">${escapeHtml(words.title)}</h1><p>${escapeHtml(words.body)}</p>`
    + `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#9b2226;color:#fff;padding:10px 20px;border-radius:999px;text-decoration:none">${escapeHtml(VIEW[locale])}</a></p>`
    + `<p>${escapeHtml(SIGNATURE[locale])}</p></body></html>`;
  return { to, subject: words.title, text, html };
}

export function createLoyaltyMails(deps: { db: Database; mailer: Mailer; link: (screen: string, locale: Locale) => string }) {
  return {
    /** Mails one notice (loyalty_notice_mail job); 'no-address' for members without e-mail. */
    async notice(noticeId: number): Promise<'sent' | 'already' | 'no-address'> {
      const [row] = await queryRows<{ kind: MemberNoticeKind; data: Record<string, unknown>; email: string | null; locale: string | null }>(deps.db, sql`
        select n.kind, n.data, m.email,
               (select o.locale from shop_order o where o.member_id = m.id order by o.created_at desc limit 1) as locale
          from member_notice n join member m on m.id = n.member_id
         where n.id = ${noticeId} and m.cancelled_at is null`);
      if (!row?.email) return 'no-address';
      const email = row.email;
      const locale: Locale = row.locale === 'zh_CN' ? 'zh_CN' : 'en_US';
      const screen = noticeText(row.kind, row.data, locale).screen;
      return sendOnce(deps.db, `member-notice-mail:${noticeId}`, 'mail', (onceKey) => deps.mailer.send({ ...noticeMail(email, row.kind, row.data, deps.link(screen, locale), locale), onceKey }));
    },
  };
}

export type LoyaltyMails = ReturnType<typeof createLoyaltyMails>;
