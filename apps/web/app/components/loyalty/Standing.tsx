// Where the member stands in the loyalty programme (decisions.md "Loyalty"): the level,
// the star balance, the stars still to earn this year for the next level (or "highest
// level") and until when the level is held. The member centre's home shows it; the
// progress bar is shared with my/benefits-overview.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberInfo } from '@eshop/domain/contract';
import { formatStars } from '@eshop/domain/loyalty';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/loyalty.ts';

export type Standing = Pick<MemberInfo, 'levelName' | 'starsTenths' | 'earnedThisYearTenths' | 'nextLevel' | 'levelHeldUntilYear'>;

/** Stars earned this year against the next level's threshold; full at the highest level. */
export function LevelProgress({ standing }: { standing: Standing }) {
  const { t } = usePage();
  const { nextLevel, earnedThisYearTenths: earned } = standing;
  const needed = nextLevel ? earned + nextLevel.missingTenths : earned;
  const percent = nextLevel ? Math.min(100, Math.max(0, Math.round((earned / Math.max(1, needed)) * 100))) : 100;
  return (
    <div>
      <div
        role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}
        aria-label={nextLevel ? t('loyalty.progress', { level: nextLevel.levelName }) : t('header.highestLevel')}
        className="h-2.5 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-linear-to-r from-gold to-brand" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm" data-testid="member-next-level">
        {nextLevel ? t('loyalty.toNext', { stars: formatStars(nextLevel.missingTenths), level: nextLevel.levelName }) : t('loyalty.highest')}
      </p>
      {nextLevel && (
        <p className="mt-0.5 text-xs text-muted">{t('benefits.progressText', { earned: formatStars(earned), needed: formatStars(needed) })}</p>
      )}
    </div>
  );
}

/** The member centre's loyalty card: level, balance, progress and the way to the membership card. */
export function StandingCard({ standing, footer }: { standing: Standing; footer?: ReactNode }) {
  const { t, to, device } = usePage();
  const mobile = device === 'mobile';
  return (
    <section className="rounded-2xl bg-white p-6 ring-1 ring-line" data-testid="member-card" aria-label={t('loyalty.level')}>
      <div className={`grid gap-5 ${mobile ? 'grid-cols-[1fr_auto]' : 'grid-cols-[1fr_1fr_1.4fr] items-start'}`}>
        <div>
          <p className="text-sm text-muted">{t('loyalty.level')}</p>
          <p className={`mt-1 font-serif font-bold text-brand ${mobile ? 'text-xl' : 'text-2xl'}`} data-testid="member-level">{standing.levelName}</p>
          {standing.levelHeldUntilYear !== null && (
            <p className="mt-1 text-xs text-muted" data-testid="member-held-until">{t('loyalty.heldUntil', { year: standing.levelHeldUntilYear })}</p>
          )}
        </div>
        <div className={mobile ? 'text-right' : ''}>
          <p className="text-sm text-muted">{t('loyalty.balance')}</p>
          <p className="mt-1 text-2xl font-bold" data-testid="member-stars">
            <span aria-hidden="true" className="mr-1 text-gold">★</span>{formatStars(standing.starsTenths)}
          </p>
        </div>
        <div className={mobile ? 'col-span-2' : ''}>
          <LevelProgress standing={standing} />
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-3 border-t border-line pt-4 text-sm">
        <Link to={to('my/points-history')} className="rounded-full bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark" data-testid="member-card-link">
          {t('loyalty.showCard')}
        </Link>
        <Link to={to('my/earn-stars')} className="text-brand hover:underline">{t('loyalty.howToEarn')} ›</Link>
        <Link to={to('my/benefits-overview')} className="text-brand hover:underline">{t('loyalty.benefits')} ›</Link>
      </div>
      {footer}
    </section>
  );
}
