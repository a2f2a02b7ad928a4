import { useFetcher } from 'react-router';
import { usePage } from '../../lib/use-page.ts';

/**
 * The favourite toggle (docs/decisions/0019): a form posting to routes/favourite.ts, so it
 * works without JavaScript (back to the page by the Referer); with it, a fetcher fills or
 * empties the heart at once. A toggle button: its name stays, aria-pressed tells the
 * state. Which hearts are filled comes from the shell (the member's favourite ids).
 */
export function FavouriteHeart({ itemId, className = '' }: { itemId: number; className?: string }) {
  const { t, to, favourites } = usePage();
  const saved = favourites?.includes(itemId) ?? false;
  const fetcher = useFetcher();
  const asked = fetcher.formData?.get('intent');
  // Optimistic: the asked state while posting and until the shell's ids are reloaded.
  const on = asked ? asked === 'add' : saved;
  return (
    <fetcher.Form method="post" action={to('favourite')} className={className}>
      <input type="hidden" name="t.itemId" value={itemId} />
      <HeartButton on={on} label={t('favourite.toggle')} />
    </fetcher.Form>
  );
}

/**
 * The heart itself: everything that changes when a product is kept, and nothing of the
 * product (its id is the form's), so a shared page's hearts are filled for a member by
 * swapping this markup after the product's hidden input (lib/member-page.server.tsx).
 */
export function HeartButton({ on, label }: { on: boolean; label: string }) {
  return (
    <button type="submit" name="intent" value={on ? 'remove' : 'add'} aria-pressed={on} aria-label={label}
      className={`grid h-9 w-9 place-items-center rounded-full bg-white/90 shadow-sm ring-1 ring-line hover:text-brand ${on ? 'text-brand' : 'text-muted'}`}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill={on ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="2">
        <path strokeLinejoin="round" d="M21 8.3c0-2.5-2.1-4.5-4.7-4.5-1.9 0-3.6 1.1-4.3 2.7-.7-1.6-2.4-2.7-4.3-2.7C5.1 3.8 3 5.8 3 8.3c0 7.2 9 12 9 12s9-4.8 9-12z" />
      </svg>
    </button>
  );
}
