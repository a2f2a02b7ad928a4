import { Link, useLocation } from 'react-router';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/pager.ts';

/** Page links that keep the other query values (sort) of the current URL; `param` names the page (default `page`). */
export function Pagination({ page, pages, param = 'page' }: { page: number; pages: number; param?: string }) {
  const { t } = usePage();
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const href = (p: number) => {
    const q = new URLSearchParams(search);
    if (p === 1) q.delete(param); else q.set(param, String(p));
    const s = q.toString();
    return `${pathname.replace(/^\/eshop/, '')}${s ? `?${s}` : ''}`;
  };
  const numbers = Array.from({ length: pages }, (_, i) => i + 1).filter((p) => p === 1 || p === pages || Math.abs(p - page) <= 2);
  const cls = 'flex h-9 min-w-9 items-center justify-center rounded-full px-3 text-sm';
  return (
    <nav aria-label={t('list.page.of', { page, pages })} className="mt-10 flex items-center justify-center gap-2">
      {page > 1 ? <Link to={href(page - 1)} className={`${cls} ring-1 ring-line hover:ring-brand`} rel="prev">{t('list.page.prev')}</Link> : null}
      {numbers.map((p, i) => (
        <span key={p} className="flex items-center gap-2">
          {i > 0 && p - numbers[i - 1]! > 1 && <span className="text-muted">…</span>}
          {p === page
            ? <span aria-current="page" className={`${cls} bg-brand text-white`}>{p}</span>
            : <Link to={href(p)} className={`${cls} ring-1 ring-line hover:ring-brand`}>{p}</Link>}
        </span>
      ))}
      {page < pages ? <Link to={href(page + 1)} className={`${cls} ring-1 ring-line hover:ring-brand`} rel="next">{t('list.page.next')}</Link> : null}
    </nav>
  );
}
