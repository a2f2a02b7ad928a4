import { usePage } from '../../lib/use-page.ts';

export function Logo({ small = false }: { small?: boolean }) {
  const { t } = usePage();
  return (
    <span className="flex items-center gap-3">
      <svg width={small ? 34 : 46} height={small ? 34 : 46} viewBox="0 0 48 48" aria-hidden="true">
        <circle cx="24" cy="24" r="23" fill="#7a1f2b" />
        <path d="M13 27c0-7 5-12 12-12 6 0 10 4 10 9 0 6-5 10-11 10-3 0-5-1-7-2l-3 2z" fill="#faf7f2" />
        <circle cx="27" cy="24" r="3.2" fill="#7a1f2b" />
      </svg>
      <span className="leading-tight">
        <span className={`block font-serif font-bold text-brand ${small ? 'text-lg' : 'text-2xl'}`}>{t('shop.name')}</span>
        {!small && <span className="block text-xs tracking-wide text-muted">{t('shop.tagline')}</span>}
      </span>
    </span>
  );
}
