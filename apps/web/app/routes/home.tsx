import { Link } from 'react-router';
import type { Route } from './+types/home';
import { apiFor } from '../api/server.ts';
import { usePage } from '../lib/use-page.ts';
import { Carousel } from '../components/home/Carousel.tsx';
import { Section } from '../components/home/Section.tsx';
import { ProductGrid } from '../components/catalog/ProductCard.tsx';
import { sized } from '../lib/images.ts';
import { pageTitle, shellLocale } from '../lib/meta.ts';
import { translator } from '../i18n/index.ts';
import '../i18n/areas/home.ts';

export interface CustomerVoice { name: string; district: string; rating: number; text: string }

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = apiFor(request, context);
  const [carousel, specials, today, sets, seasonal, bestMeats, categories, voices] = await Promise.all([
    api.carousel(),
    api.specials(),
    api.items({ tag: 'today', available: 'Y', pageSize: 4 }),
    api.items({ cname: 'sets', pageSize: 4 }),
    api.items({ cname: 'seasonal', pageSize: 4 }),
    api.items({ tag: 'bestseller', sort: 'bestselling', available: 'Y', pageSize: 8 }),
    api.categories(),
    api.segment<CustomerVoice[]>('customer-voices').catch(() => ({ data: [] as CustomerVoice[] })),
  ]);
  return {
    carousel: carousel.data,
    specials: specials.data,
    today: today.data,
    sets: sets.data,
    seasonal: seasonal.data,
    bestMeats: bestMeats.data,
    // Only what the page shows: the quick-nav's categories (name, image) and six voices. The
    // data travels in the HTML, and home's HTML must stay within the first round trip of a
    // new connection (≈ 14 kB gzip) for a fast first paint (docs/decisions/0036).
    categories: categories.data.slice(0, 16).map(({ cid, name, image }) => ({ cid, name, image })),
    voices: voices.data.slice(0, 6),
  };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, translator(shellLocale(matches))('shop.tagline'));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t, to, device } = usePage();
  const d = loaderData;
  const mobile = device === 'mobile';
  return (
    <div>
      <Carousel slides={d.carousel} />

      <Section id="quick-nav" title={t('home.quickNav')}>
        <ul className={`grid ${mobile ? 'grid-cols-4 gap-2' : 'grid-cols-8 gap-4'}`}>
          {d.categories.slice(0, mobile ? 8 : 16).map((c) => (
            <li key={c.cid}>
              <Link to={to(`list/cid/${c.cid}`)} className="group flex flex-col items-center gap-1.5 text-center">
                <img src={sized(c.image, 160)} alt="" width={120} height={120} loading="lazy" className={`rounded-full object-cover ring-1 ring-line transition group-hover:ring-brand ${mobile ? 'h-16 w-16' : 'h-24 w-24'}`} />
                <span className={mobile ? 'text-xs' : 'text-sm'}>{c.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="today" title={t('home.today')} more={to('list/tag/today')}>
        <ProductGrid items={d.today} />
      </Section>

      {d.specials.length > 0 && (
        <Section id="specials" title={t('home.specials')}>
          <div className={`grid ${mobile ? 'grid-cols-1 gap-3' : 'grid-cols-3 gap-6'}`}>
            {d.specials.slice(0, 3).map((s) => (
              <Link key={s.id} to={to(s.link)} className="group relative overflow-hidden rounded-xl bg-white ring-1 ring-line">
                <img src={sized(s.image, 600)} alt="" loading="lazy" className="aspect-[3/2] w-full object-cover" />
                <div className="p-4">
                  {s.badge && <span className="rounded bg-gold px-2 py-0.5 text-xs text-white">{s.badge}</span>}
                  <h3 className="mt-2 font-serif text-lg font-bold group-hover:text-brand">{s.title}</h3>
                  <p className="mt-1 text-sm text-muted">{s.body}</p>
                </div>
              </Link>
            ))}
          </div>
        </Section>
      )}

      <Section id="sets" title={t('home.sets')} more={to('list/cname/sets')}>
        <ProductGrid items={d.sets} />
      </Section>

      <Section id="seasonal" title={t('home.seasonal')} more={to('list/cname/seasonal')}>
        <ProductGrid items={d.seasonal} />
      </Section>

      <Section id="best-meats" title={t('home.bestMeats')} more={to('list/tag/bestseller')}>
        <ProductGrid items={d.bestMeats} />
      </Section>

      {d.voices.length > 0 && (
        <Section id="voices" title={t('home.voices')}>
          {/* On phones a swiped strip: focusable, so the keyboard can scroll it too (docs/decisions/0037). */}
          <ul className={mobile ? 'scrollbar-none -mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto px-4 focus-visible:outline-2 focus-visible:outline-brand' : 'grid grid-cols-3 gap-6'}
            {...(mobile ? { tabIndex: 0, 'aria-label': t('home.voices') } : {})}>
            {d.voices.slice(0, 6).map((v) => (
              <li key={v.name} className={`rounded-xl bg-white p-5 ring-1 ring-line ${mobile ? 'w-[80%] shrink-0 snap-start' : ''}`}>
                <p role="img" aria-label={`${v.rating}/5`} className="text-gold">{'★'.repeat(v.rating)}{'☆'.repeat(5 - v.rating)}</p>
                <blockquote className="mt-2 text-[15px] leading-relaxed">“{v.text}”</blockquote>
                <p className="mt-3 text-sm text-muted">— {v.name}, {v.district}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
