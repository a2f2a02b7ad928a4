// The words of the loyalty programme the server writes: the remark of a star history
// entry and the member notices (message centre and mail), in both languages.
import type { StarTxKind } from '@eshop/db';
import { formatStars, getLevel, isLevelId } from '@eshop/domain/loyalty';
import type { Locale } from '@eshop/domain/i18n';
import type { OrderNotice } from '@eshop/domain/contract';

/** The remark of a PointTx.List entry (spec section 3: time, points value, remark). */
export function starRemark(entry: { kind: StarTxKind; transactionId: string | null; trxLogId: number | null; store: string | null; remark: string | null }, locale: Locale): string {
  const zh = locale === 'zh_CN';
  const store = entry.store ?? '';
  switch (entry.kind) {
    case 'order': return zh ? `订单 ${entry.transactionId ?? ''}` : `Order ${entry.transactionId ?? ''}`;
    case 'store_order': return zh ? `门店消费 #${entry.trxLogId ?? ''}${store ? `（${store}）` : ''}` : `Store purchase #${entry.trxLogId ?? ''}${store ? ` at ${store}` : ''}`;
    case 'store_void': return zh ? `门店消费 #${entry.trxLogId ?? ''} 已作废` : `Store purchase #${entry.trxLogId ?? ''} voided`;
    case 'spend': return zh ? `星星商城订单 ${entry.transactionId ?? ''}` : `Star shop order ${entry.transactionId ?? ''}`;
    case 'return': return zh ? `星星商城订单 ${entry.transactionId ?? ''} 已取消，星星已退回` : `Star shop order ${entry.transactionId ?? ''} cancelled: stars returned`;
    case 'adjust': return zh ? `客服调整：${entry.remark ?? ''}` : `Adjusted by our team: ${entry.remark ?? ''}`;
    case 'merge': return zh ? '合并账户转入或转出' : 'Moved with a merged account';
  }
}

const levelName = (value: unknown, locale: Locale): string => getLevel(isLevelId(value) ? value : 1).name[locale];
const stars = (value: unknown): string => formatStars(typeof value === 'number' ? Math.abs(value) : 0);

type LoyaltyNotice = Extract<OrderNotice, { kind: 'loyalty' }>;

/** The title, sentence and screen of a member notice (member_notice row), in the member's language. */
export function noticeText(kind: LoyaltyNotice['event'], data: Record<string, unknown>, locale: Locale): Pick<LoyaltyNotice, 'title' | 'body' | 'screen'> {
  const zh = locale === 'zh_CN';
  const year = typeof data.year === 'number' ? data.year : 0;
  switch (kind) {
    case 'levelUp': {
      const name = levelName(data.to, locale);
      return {
        title: zh ? `恭喜升级为${name}` : `You are now ${name}`,
        body: zh
          ? `您在${year}年赚取的星星让您升级为${name}，该等级保留至${year + 1}年12月31日。查看您的新权益。`
          : `The stars you earned in ${year} made you ${name}, a level you keep until 31 December ${year + 1}. See your new benefits.`,
        screen: 'my/benefits-overview',
      };
    }
    case 'levelDown': {
      const name = levelName(data.to, locale);
      return {
        title: zh ? `您的会员等级已调整为${name}` : `Your level is now ${name}`,
        body: zh
          ? `每年1月1日，会员等级按今年和去年赚取的星星重新评定。今年赚取的每一颗星星都计入下一等级。`
          : `Every 1 January levels are reviewed on the stars earned this year and last year. Every star you earn in ${year} counts towards the next level.`,
        screen: 'my/benefits-overview',
      };
    }
    case 'starsEarned': {
      const transactionId = typeof data.transactionId === 'string' ? data.transactionId : null;
      return {
        title: zh ? `获得 ${stars(data.tenths)} 颗星星` : `${stars(data.tenths)} stars credited`,
        body: transactionId
          ? (zh ? `来自订单 ${transactionId}。` : `For order ${transactionId}.`)
          : (zh ? `来自门店消费 #${String(data.trxLogId ?? '')}。` : `For your store purchase #${String(data.trxLogId ?? '')}.`),
        screen: transactionId
          ? `my/order-detail?transactionId=${encodeURIComponent(transactionId)}`
          : `my/store-order-detail?trxLogId=${encodeURIComponent(String(data.trxLogId ?? ''))}`,
      };
    }
    case 'starsVoided':
      return {
        title: zh ? `扣回 ${stars(data.tenths)} 颗星星` : `${stars(data.tenths)} stars taken back`,
        body: zh ? `门店消费 #${String(data.trxLogId ?? '')} 已作废。` : `Store purchase #${String(data.trxLogId ?? '')} was voided.`,
        screen: 'my/points-history',
      };
    case 'starsAdjusted': {
      const sign = typeof data.tenths === 'number' && data.tenths < 0 ? '-' : '+';
      return {
        title: zh ? `星星调整：${sign}${stars(data.tenths)}` : `Stars adjusted: ${sign}${stars(data.tenths)}`,
        body: typeof data.reason === 'string' ? data.reason : '',
        screen: 'my/points-history',
      };
    }
    case 'birthdayGift':
      return {
        title: zh ? '生日快乐！' : 'Happy birthday!',
        body: zh
          ? '您的生日礼券已放入“我的优惠券”：订单满 300 元立减 100 元，有效期至下月底。'
          : 'Your birthday gift is in your vouchers: RMB 100 off an order of RMB 300 or more, valid to the end of next month.',
        screen: 'my/coupon',
      };
    case 'requestAnswered':
    case 'requestClosed': {
      const subject = typeof data.subject === 'string' ? data.subject : '';
      const answered = kind === 'requestAnswered';
      return {
        title: answered ? (zh ? '客服回复了您的申请' : 'Our team answered your request') : (zh ? '您的申请已关闭' : 'Your request is closed'),
        body: answered
          ? (zh ? `“${subject}”：请查看回复。` : `"${subject}": read the answer.`)
          : (zh ? `“${subject}”已处理完毕。如仍有问题，可在 14 天内回复以重新打开。` : `"${subject}" is done. If something is still wrong, reply within 14 days to re-open it.`),
        screen: `my/request-detail?requestId=${encodeURIComponent(String(data.requestId ?? ''))}`,
      };
    }
  }
}
