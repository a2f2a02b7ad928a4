import { createContext, useContext } from 'react';
import type { Locale } from '@eshop/domain/i18n';
import { translator, type Translate } from '../i18n/index.ts';
import { shopPath, type Device } from './routing.ts';
import type { ShellData } from '../routes/shell.tsx';

/** The shell's data (locale, device, menu) for every component below it, error pages included. */
export const ShellContext = createContext<ShellData | null>(null);

export interface PageContext {
  locale: Locale;
  device: Device;
  t: Translate;
  /** Path of a screen in the current locale and device (no basename: for <Link>). */
  to: (screen?: string) => string;
  /** The signed-in member's favourite item ids (filled hearts; docs/decisions/0019). */
  favourites?: number[] | undefined;
}

/** Locale, device and translations of the page being rendered. */
export function usePage(): PageContext {
  const shell = useContext(ShellContext);
  const locale = shell?.locale ?? 'en_US';
  const device = shell?.device ?? 'pc';
  return { locale, device, t: translator(locale), to: (screen = '') => shopPath(locale, device, screen), favourites: shell?.favourites };
}
