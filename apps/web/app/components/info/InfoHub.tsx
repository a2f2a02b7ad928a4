// The cards of a hub page (about, productmesg): one per page of the group.
import { Link } from 'react-router';
import { sized } from '../../lib/images.ts';
import { usePage } from '../../lib/use-page.ts';

export interface HubCard { path: string; title: string; summary: string; image?: string }

export function InfoHub({ cards, columns = 3 }: { cards: HubCard[]; columns?: 3 | 5 }) {
  const { t, to, device } = usePage();
  const mobile = device === 'mobile';
  return (
    <ul className={`grid ${mobile ? 'grid-cols-1 gap-3' : columns === 5 ? 'grid-cols-5 gap-4' : 'grid-cols-3 gap-5'}`} data-testid="info-hub">
      {cards.map((card) => (
        <li key={card.path}>
          <Link to={to(card.path)} className={`group flex h-full overflow-hidden rounded-xl bg-white ring-1 ring-line transition hover:shadow-md ${mobile && card.image ? 'flex-row' : 'flex-col'}`}>
            {card.image && <img src={sized(card.image, 320)} alt="" width={320} height={320} loading="lazy" className={mobile ? 'h-24 w-24 shrink-0 object-cover' : 'aspect-[3/2] w-full object-cover'} />}
            <div className={`flex flex-1 flex-col gap-1 ${mobile ? 'p-3' : 'p-4'}`}>
              <h2 className="font-serif text-lg font-bold group-hover:text-brand">{card.title}</h2>
              <p className="text-sm text-muted">{card.summary}</p>
              {!mobile && <span className="mt-auto pt-2 text-sm text-brand">{t('info.readMore')} →</span>}
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
