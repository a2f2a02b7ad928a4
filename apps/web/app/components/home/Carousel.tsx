import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CarouselSlide } from '@eshop/domain/contract';
import { usePage } from '../../lib/use-page.ts';
import { sized, srcSet } from '../../lib/images.ts';

/** Scroll-snap carousel: swipeable without JavaScript, auto-advancing with it. */
export function Carousel({ slides }: { slides: CarouselSlide[] }) {
  const { t, to, device } = usePage();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  useEffect(() => {
    const el = track.current;
    if (!el || slides.length < 2) return;
    const onScroll = () => setCurrent(Math.round(el.scrollLeft / el.clientWidth));
    el.addEventListener('scroll', onScroll, { passive: true });
    const timer = window.setInterval(() => {
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % slides.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, 6000);
    return () => { el.removeEventListener('scroll', onScroll); window.clearInterval(timer); };
  }, [slides.length]);

  const go = (i: number) => track.current?.scrollTo({ left: i * track.current.clientWidth, behavior: 'smooth' });
  const height = device === 'mobile' ? 'aspect-[16/9]' : 'h-[420px]';
  return (
    <section aria-roledescription="carousel" aria-label={t('home.carousel')} className="relative">
      <div ref={track} className={`scrollbar-none flex snap-x snap-mandatory overflow-x-auto rounded-2xl ${height}`}>
        {slides.map((slide, i) => (
          <Link key={slide.id} to={to(slide.link)} className="relative h-full w-full shrink-0 snap-center" aria-label={slide.title}>
            <img src={sized(slide.image, 960)} srcSet={srcSet(slide.image, [960, 1440])} sizes={device === 'mobile' ? '100vw' : '1216px'} alt="" className="h-full w-full object-cover" loading={i === 0 ? 'eager' : 'lazy'} {...(i === 0 ? { fetchPriority: 'high' as const } : {})} />
            <div className={`absolute inset-y-0 left-0 flex flex-col justify-center bg-gradient-to-r from-black/55 via-black/25 to-transparent text-white ${device === 'mobile' ? 'w-4/5 px-5' : 'w-1/2 px-14'}`}>
              <h2 className={`font-serif font-bold leading-tight ${device === 'mobile' ? 'text-xl' : 'text-4xl'}`}>{slide.title}</h2>
              <p className={`mt-2 text-white/90 ${device === 'mobile' ? 'text-sm' : 'text-lg'}`}>{slide.subtitle}</p>
            </div>
          </Link>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
          {slides.map((slide, i) => (
            <button key={slide.id} type="button" onClick={() => go(i)} aria-label={slide.title} aria-current={i === current}
              className={`h-2 rounded-full transition-all ${i === current ? 'w-6 bg-white' : 'w-2 bg-white/60'}`} />
          ))}
        </div>
      )}
    </section>
  );
}
