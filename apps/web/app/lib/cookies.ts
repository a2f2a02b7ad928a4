import type { Locale } from '@eshop/domain/i18n';

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** The 'lang' cookie of spec section 4 (locale changes are saved there). */
export function langCookie(locale: Locale): string {
  return `lang=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
