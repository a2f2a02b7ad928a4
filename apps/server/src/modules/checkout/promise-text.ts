// The delivery promise in words (spec section 1; decisions.md "delivery promise"). The
// checkout shows it after its label "Estimated delivery" / "预计送达", so the words say
// only when (docs/decisions/0038: no "预计送达：预计今天…"); Chinese dates read 12月3日.
// The Double Eleven note is a line of its own on the page (the `doubleElevenNote` flag).
import type { DeliveryPromise } from '@eshop/domain/delivery';
import type { Locale } from '@eshop/domain/i18n';
import type { DeliveryOption } from '@eshop/domain/shipping';

const DAY_WORDS = {
  en_US: ['today', 'tomorrow', 'the day after tomorrow'],
  zh_CN: ['今天', '明天', '后天'],
} as const;

export function promiseText(p: DeliveryPromise, option: DeliveryOption, locale: Locale): string {
  const day = DAY_WORDS[locale][p.daysFromToday];
  const [, month, date] = p.date.split('-');
  if (locale === 'zh_CN') {
    const when = `${day}（${Number(month)}月${Number(date)}日）`;
    return option === 'pickup' ? `${when}09:00–19:00 可到门店自提` : `${when}${p.isShanghai ? '' : '，上海以外地区'}`;
  }
  const when = `${day} (${month}/${date})`;
  return option === 'pickup' ? `Ready for pickup ${when}, 09:00-19:00` : `${when}${p.isShanghai ? '' : ', outside Shanghai'}`;
}
