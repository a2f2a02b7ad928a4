// The frame of an information page (about/*, productmesg/*): breadcrumb, title and lead,
// the group's pages as side navigation on pc and as a compact scrolling list on phones.
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { usePage } from '../../lib/use-page.ts';
import { ABOUT_PAGES, PRODUCT_PAGES } from '../../content/info/pages.ts';
import '../../i18n/areas/info.ts';

export type InfoGroup = 'about' | 'productmesg';

export function useInfoNav(group: InfoGroup) {
  const { t } = usePage();
  const slugs = group === 'about' ? ABOUT_PAGES : PRODUCT_PAGES;
  return slugs.map((slug) => ({ slug, path: `${group}/${slug}`, label: t(`info.page.${slug}`) }));
}

export function InfoLayout({ group, slug, title, lead, children }: { group: InfoGroup; slug?: string; title: string; lead: string; children: ReactNode }) {
  const { t, to, device } = usePage();
  const nav = useInfoNav(group);
  const chips = useRef<HTMLElement>(null);
  // Phones: scroll the page list so the current page's chip is in view.
  useEffect(() => {
    const active = chips.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (chips.current && active) chips.current.scrollLeft = active.offsetLeft - 16;
  }, [slug]);
  const groupTitle = group === 'about' ? t('info.about.title') : t('info.products.title');
  const other = group === 'about' ? { path: 'productmesg', label: t('info.nav.products') } : { path: 'about', label: t('info.nav.about') };
  const breadcrumb = (
    <nav aria-label="breadcrumb" className="mb-4 text-sm text-muted">
      <Link to={to()} className="hover:text-brand">{t('header.home')}</Link>
      {slug && <><span className="mx-2">/</span><Link to={to(group)} className="hover:text-brand">{groupTitle}</Link></>}
    </nav>
  );
  const heading = (
    <header>
      <h1 className={`font-serif font-bold leading-tight ${device === 'mobile' ? 'text-2xl' : 'text-3xl'}`}>{title}</h1>
      <p className={`mt-3 max-w-3xl leading-relaxed text-ink/80 ${device === 'mobile' ? '' : 'text-lg'}`} data-testid="info-lead">{lead}</p>
    </header>
  );

  if (device === 'mobile') {
    return (
      <div className="pb-16">
        {breadcrumb}
        {heading}
        {/* A hub lists its pages as cards already. */}
        {slug && <nav ref={chips} aria-label={groupTitle} className="scrollbar-none relative -mx-4 mt-4 overflow-x-auto px-4">
          <ul className="flex gap-2 whitespace-nowrap text-sm">
            {nav.map((item) => (
              <li key={item.slug}>
                <NavLink to={to(item.path)} className={({ isActive }) => `block rounded-full px-3 py-1.5 ring-1 ${isActive ? 'bg-brand text-white ring-brand' : 'bg-white ring-line'}`}>{item.label}</NavLink>
              </li>
            ))}
            <li><Link to={to(other.path)} className="block rounded-full px-3 py-1.5 text-brand ring-1 ring-line">{other.label} →</Link></li>
          </ul>
        </nav>}
        <div className="mt-6 space-y-8">{children}</div>
      </div>
    );
  }
  return (
    <div>
      {breadcrumb}
      <div className="grid grid-cols-[240px_1fr] gap-10">
        <nav aria-label={groupTitle} className="sticky top-4 self-start rounded-xl bg-white p-4 ring-1 ring-line">
          <p className="mb-2 px-3 font-serif text-lg font-bold text-brand"><Link to={to(group)}>{groupTitle}</Link></p>
          <ul className="space-y-0.5 text-sm">
            {nav.map((item) => (
              <li key={item.slug}>
                <NavLink to={to(item.path)} className={({ isActive }) => `block rounded-lg px-3 py-2 ${isActive ? 'bg-brand-soft font-semibold text-brand' : 'hover:bg-cream'}`}>{item.label}</NavLink>
              </li>
            ))}
          </ul>
          <p className="mt-3 border-t border-line px-3 pt-3 text-sm"><Link to={to(other.path)} className="text-muted hover:text-brand">{other.label} →</Link></p>
        </nav>
        <article className="min-w-0">
          {heading}
          <div className="mt-8 space-y-10">{children}</div>
        </article>
      </div>
    </div>
  );
}
