// How the shop names a member to others (reviews) and in greetings: the nickname, else a
// masked e-mail address or phone number — never the raw address (issue 17 asks the same
// of the header; issue 15's reviews need it first).

/**
 * 'chen.li@example.com' → 'ch***@example.com' (one letter kept when the name before the @
 * is shorter than four); '13812348000' → '138****8000'.
 */
export function maskedContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact.slice(0, at >= 4 ? 2 : 1)}***${contact.slice(at)}`;
  const digits = contact.replace(/\D/g, '');
  if (digits.length >= 7) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  return '***';
}

/**
 * The name of a member wherever the shop shows it — reviews, the till, the header, the tab
 * bar, greetings: nickname, else masked e-mail, else masked phone, else `fallback`
 * ("Member" / 会员 unless the caller names it, e.g. "WeChat customer").
 */
export function publicName(
  m: { nickname: string | null; email: string | null; phone: string | null },
  locale: 'en_US' | 'zh_CN',
  fallback?: string,
): string {
  const nickname = m.nickname?.trim();
  if (nickname) return nickname;
  if (m.email) return maskedContact(m.email);
  if (m.phone) return maskedContact(m.phone);
  return fallback ?? (locale === 'zh_CN' ? '会员' : 'Member');
}
