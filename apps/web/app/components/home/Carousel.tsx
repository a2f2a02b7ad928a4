import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CarouselSlide } from '@eshop/domain/contract';
import { usePage } from '../../lib/use-page.ts';
import { sized, srcSet } from '../../lib/images.ts';
import '../../i18n/areas/home.ts';

/** Whether the shopper asked the system for less motion. */
const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Scroll-snap carousel: swipeable without JavaScript, auto-advancing with it — unless the
 * shopper paused it (the visible pause/play button), asked for reduced motion, or is
 * pointing at or has focus in it (WCAG 2.2.2; docs/decisions/0037-accessibility.md).
 */
export function Carousel({ slides }: { slides: CarouselSlide[] }) {
  const { t, to, device } = usePage();
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Pointer over or focus inside: hold the slide (no state: it must not re-render).
  const held = useRef({ pointer: false, focus: false });

  useEffect(() => {
    if (reducedMotion()) setPlaying(false);
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el || slides.length < 2) return;
    const onScroll = () => setCurrent(Math.round(el.scrollLeft / el.clientWidth));
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [slides.length]);

  useEffect(() => {
    const el = track.current;
    if (!el || slides.length < 2 || !playing) return;
    const timer = window.setInterval(() => {
      if (held.current.pointer || held.current.focus || reducedMotion()) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % slides.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, 6000);
    return () => window.clearInterval(timer);
  }, [slides.length, playing]);

  const go = (i: number) => track.current?.scrollTo({ left: i * track.current.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
  const height = device === 'mobile' ? 'aspect-[16/9]' : 'h-[420px]';
  return (
    <section aria-roledescription="carousel" aria-label={t('home.carousel')} className="relative"
      onPointerEnter={() => { held.current.pointer = true; }} onPointerLeave={() => { held.current.pointer = false; }}
      onFocus={(e) => { if (e.target.matches(':focus-visible')) held.current.focus = true; }}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) held.current.focus = false; }}>
      <div ref={track} className={`scrollbar-none flex snap-x snap-mandatory overflow-x-auto rounded-2xl ${height}`}>
        {slides.map((slide, i) => (
          <Link key={slide.id} to={to(slide.link)} className="relative h-full w-full shrink-0 snap-center">
            <img src={sized(slide.image, 960)} srcSet={srcSet(slide.image, [960, 1440])} sizes={device === 'mobile' ? '100vw' : '1216px'} alt="" className="h-full w-full object-cover" loading={i === 0 ? 'eager' : 'lazy'} {...(i === 0 ? { fetchPriority: 'high' as const } : {})} />
            <div className={`absolute inset-y-0 left-0 flex flex-col justify-center bg-gradient-to-r from-black/55 via-black/25 to-transparent text-white ${device === 'mobile' ? 'w-4/5 px-5' : 'w-1/2 px-14'}`}>
              <h2 className={`font-serif font-bold leading-tight ${device === 'mobile' ? 'text-xl' : 'text-4xl'}`}>{slide.title}</h2>
              <p className={`mt-2 text-white/90 ${device === 'mobile' ? 'text-sm' : 'text-lg'}`}>{slide.subtitle}</p>
            </div>
          </Link>
        ))}
      </div>
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-1 flex justify-center">
          {/* A 24 px target around each dot (WCAG 2.5.8), the dot drawn inside. */}
          {slides.map((slide, i) => (
            <button key={slide.id} type="button" onClick={() => go(i)} aria-label={slide.title} aria-current={i === current}
              className="grid h-6 min-w-6 place-items-center px-1">
              <span className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${i === current ? 'w-6 bg-white' : 'w-2 bg-white/60'}`} />
            </button>
          ))}
        </div>
      )}
      {slides.length > 1 && (
        <button type="button" onClick={() => setPlaying((p) => !p)} data-testid="carousel-play"
          aria-label={playing ? t('a11y.carouselPause') : t('a11y.carouselPlay')}
          className="absolute bottom-2 right-3 grid h-8 w-8 place-items-center rounded-full bg-black/45 text-white hover:bg-black/65 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white">
          {playing
            ? <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><rect x="2" y="1" width="3" height="10" fill="currentColor" /><rect x="7" y="1" width="3" height="10" fill="currentColor" /></svg>
            : <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true"><path d="M3 1l8 5-8 5z" fill="currentColor" /></svg>}
        </button>
      )}
    </section>
  );
}
