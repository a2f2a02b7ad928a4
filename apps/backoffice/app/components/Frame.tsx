// The frame of every signed-in page: the menu of the areas the staff member may enter,
// who is signed in, the language switch and sign-out.
import type { ReactNode } from 'react';
import { Form, NavLink, useLocation } from 'react-router';
import type { BackofficeArea } from '@eshop/domain/staff';
import { AREA_HOME, AREA_PAGES } from '../lib/nav.ts';
import { useLocale, useT, type Me } from '../lib/i18n.ts';
import { common } from '../texts/common.ts';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm ${isActive ? 'bg-brand text-white' : 'text-ink hover:bg-brand-soft'}`;

export function Frame({ me, children }: { me: Me; children: ReactNode }) {
  const t = useT(common);
  const locale = useLocale();
  const location = useLocation();
  const areas = me.areas as BackofficeArea[];
  return (
    <div className="flex min-h-screen">
      <aside className="no-print w-60 shrink-0 border-r border-line bg-white">
        <div className="border-b border-line px-5 py-4">
          <p className="font-serif text-xs tracking-widest text-gold uppercase">Butcher &amp; Deli</p>
          <p className="font-serif text-lg text-brand">{t('app.short')}</p>
        </div>
        <nav aria-label={t('app.short')} className="space-y-1 p-3">
          <NavLink to="/" end className={navClass}>{t('nav.home')}</NavLink>
          {areas.map((area) => (
            <div key={area}>
              <NavLink to={AREA_HOME[area]} className={navClass}>{t(`nav.${area}`)}</NavLink>
              {AREA_PAGES[area] && location.pathname.startsWith(`/${AREA_HOME[area].split("/")[1]}`) ? (
                <div className="ml-3 mt-1 space-y-1 border-l border-line pl-2">
                  {AREA_PAGES[area].map((p) => <NavLink key={p.path} to={p.path} className={navClass}>{p.label[locale]}</NavLink>)}
                </div>
              ) : null}
            </div>
          ))}
        </nav>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="no-print flex items-center justify-end gap-4 border-b border-line bg-white px-8 py-3 text-sm">
          <span className="text-ink" data-testid="staff-name">{me.name}</span>
          <span className="text-muted">{me.roles.map((r) => t(`role.${r}` as 'role.admin')).join(' · ')}</span>
          <Form method="post" action="/language">
            <input type="hidden" name="locale" value={locale === 'zh_CN' ? 'en_US' : 'zh_CN'} />
            <input type="hidden" name="back" value={location.pathname + location.search} />
            <button type="submit" className="text-brand hover:underline" aria-label={t('language.label')}>{t('language')}</button>
          </Form>
          <Form method="post" action="/logout">
            <button type="submit" className="rounded-md border border-line px-3 py-1 text-ink hover:border-brand hover:text-brand">{t('signOut')}</button>
          </Form>
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 px-8 py-8">{children}</main>
      </div>
    </div>
  );
}
