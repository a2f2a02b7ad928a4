import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/home.ts';

export function Section({ title, more, children, id }: { title: string; more?: string; children: ReactNode; id?: string }) {
  const { t, device } = usePage();
  return (
    <section aria-labelledby={id} className={device === 'mobile' ? 'mt-7' : 'mt-12'}>
      <div className="mb-4 flex items-end justify-between border-b border-line pb-2">
        <h2 id={id} className={`font-serif font-bold text-ink ${device === 'mobile' ? 'text-lg' : 'text-2xl'}`}>{title}</h2>
        {more && <Link to={more} className="text-sm text-brand hover:underline">{t('home.viewAll')} →</Link>}
      </div>
      {children}
    </section>
  );
}
