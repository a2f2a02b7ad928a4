import { translator } from '../i18n/index.ts';
import type { ShellData } from '../routes/shell.tsx';
import { SHELL_IDS } from './routing.ts';

interface MatchLike { id: string; data?: unknown }

/** `<title>`: the page's own title followed by the shop name, in the page's language. */
export function pageTitle(matches: readonly (MatchLike | undefined)[], title: string | null): { title: string }[] {
  const shell = matches.find((m) => m && SHELL_IDS.includes(m.id))?.data as ShellData | undefined;
  const shop = translator(shell?.locale ?? 'en_US')('shop.name');
  return [{ title: title ? `${title} · ${shop}` : shop }];
}

export function shellLocale(matches: readonly (MatchLike | undefined)[]): 'en_US' | 'zh_CN' {
  return (matches.find((m) => m && SHELL_IDS.includes(m.id))?.data as ShellData | undefined)?.locale ?? 'en_US';
}

/** Route `headers` of a page that belongs to one browser (a QR sign-in code): the shell's headers, never stored. */
export function noStoreHeaders({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set('Cache-Control', 'no-store');
  return headers;
}
