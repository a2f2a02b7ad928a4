// How the shop names a member to others (reviews) and in greetings: the nickname, else a
// masked e-mail address or phone number — never the raw address (issue 17 asks the same
// of the header; issue 15's reviews need it first).

/** 'li.wei@example.com' → 'l***@example.com'; '13812345678' → '138****5678'. */
export function maskedContact(contact: string): string {
  const at = contact.indexOf('@');
  if (at > 0) return `${contact[0]}***${contact.slice(at)}`;
  const digits = contact.replace(/\D/g, '');
  if (digits.length >= 7) return `${digits.slice(0, 3)}****${digits.slice(-4)}`;
  return '***';
}

/** The public name of a member: nickname, else masked e-mail, else masked phone, else "Member". */
export function publicName(m: { nickname: string | null; email: string | null; phone: string | null }, locale: 'en_US' | 'zh_CN'): string {
  const nickname = m.nickname?.trim();
  if (nickname) return nickname;
  if (m.email) return maskedContact(m.email);
  if (m.phone) return maskedContact(m.phone);
  return locale === 'zh_CN' ? '会员' : 'Member';
}
