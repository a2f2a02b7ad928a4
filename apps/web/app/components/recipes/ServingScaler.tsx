// The serving scaler: − / + are links to ?servings=N, so they work without JavaScript;
// with JavaScript they change the servings in place (no request) and keep the URL in step.
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { MAX_SERVINGS, MIN_SERVINGS } from '@eshop/domain/recipes';
import { usePage } from '../../lib/use-page.ts';
import '../../i18n/areas/recipes.ts';

export function servingsText(t: ReturnType<typeof usePage>['t'], count: number): string {
  return count === 1 ? t('recipes.servings.one') : t('recipes.servings.value', { count });
}

export function ServingScaler({ servings, base, onChange }: { servings: number; base: number; onChange: (servings: number) => void }) {
  const { t } = usePage();
  const step = (to: number) => (e: MouseEvent) => {
    e.preventDefault();
    onChange(to);
    // Keeps a reload or a shared link on the same servings, without a navigation.
    const url = new URL(window.location.href);
    if (to === base) url.searchParams.delete('servings');
    else url.searchParams.set('servings', String(to));
    window.history.replaceState(window.history.state, '', url);
  };
  const button = (to: number, label: string, symbol: string, disabled: boolean) => disabled
    ? <span aria-hidden="true" className="flex h-9 w-9 items-center justify-center rounded-full border border-line text-lg text-line">{symbol}</span>
    : (
      <Link to={`?servings=${to}`} preventScrollReset replace onClick={step(to)} aria-label={label} rel="nofollow"
        className="flex h-9 w-9 items-center justify-center rounded-full border border-brand text-lg font-semibold text-brand hover:bg-brand-soft">
        {symbol}
      </Link>
    );
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1" data-testid="serving-scaler">
      <span className="text-sm font-medium">{t('recipes.servings')}</span>
      <div className="flex items-center gap-3">
        {button(servings - 1, t('recipes.servings.fewer'), '−', servings <= MIN_SERVINGS)}
        <output className="min-w-20 text-center font-semibold" aria-live="polite" data-testid="servings">{servingsText(t, servings)}</output>
        {button(servings + 1, t('recipes.servings.more'), '+', servings >= MAX_SERVINGS)}
      </div>
      <p className="w-full text-xs text-muted">{t('recipes.servings.base', { count: base })}</p>
    </div>
  );
}
