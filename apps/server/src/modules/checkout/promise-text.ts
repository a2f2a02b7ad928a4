// The delivery promise in words (spec section 1; decisions.md "delivery promise").
import type { DeliveryPromise } from '@eshop/domain/delivery';
import type { Locale } from '@eshop/domain/i18n';
import type { DeliveryOption } from '@eshop/domain/shipping';

const DAY_WORDS = {
  en_US: ['today', 'tomorrow', 'the day after tomorrow'],
  zh_CN: ['今天', '明天', '后天'],
} as const;

export function promiseText(p: DeliveryPromise, option: DeliveryOption, locale: Locale): string {
  const day = DAY_WORDS[locale][p.daysFromToday];
  const date = p.date.slice(5).replace('-', '/');
  let text: string;
  if (option === 'pickup') {
    text = locale === 'zh_CN'
      ? `${day}（${date}）09:00-19:00 可到门店自提`
      : `Ready for pickup ${day} (${date}), 09:00-19:00`;
  } else {
    text = locale === 'zh_CN'
      ? `预计${day}（${date}）送达${p.isShanghai ? '' : '（上海以外地区）'}`
      : `Delivered ${day} (${date})${p.isShanghai ? '' : ' outside Shanghai'}`;
  }
  if (p.doubleElevenNote) {
    text += locale === 'zh_CN'
      ? '。双十一期间，上海以外地区配送可能需要3-5天。'
      : '. During Double Eleven, delivery outside Shanghai may take 3-5 days.';
  }
  return text;
}
