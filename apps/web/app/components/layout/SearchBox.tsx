import { Form, useMatches, useNavigate, useSearchParams } from 'react-router';
import { usePage } from '../../lib/use-page.ts';

/** The words of the search page being shown (list/search/{q} or ?q=), else ''. */
function useShownQuery(): string {
  const matches = useMatches();
  const [searchParams] = useSearchParams();
  // Route ids: list-search / zh-list-search, and list / zh-list (?q=) (routes.ts).
  const search = matches.find((m) => /^(zh-)?list(-search)?$/.test(m.id));
  if (!search) return '';
  return (search.params.q ?? searchParams.get('q') ?? '').trim();
}

/**
 * Header search: goes to list/search/{q}. Works without JavaScript through the form
 * fallback. On a results page the box keeps the words searched for (docs/decisions/0035).
 */
export function SearchBox({ compact = false }: { compact?: boolean }) {
  const { t, to } = usePage();
  const navigate = useNavigate();
  const shown = useShownQuery();
  return (
    <Form
      role="search"
      action={to('list/search')}
      className="flex w-full"
      onSubmit={(event) => {
        event.preventDefault();
        const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        navigate(to(`list/search/${encodeURIComponent(q)}`));
      }}
    >
      <input
        type="search"
        name="q"
        // A new search (or leaving the results) puts the box's words in step with the page.
        key={shown}
        defaultValue={shown}
        aria-label={t('header.search.submit')}
        placeholder={t('header.search.placeholder')}
        className={`min-w-0 flex-1 rounded-l-full border border-line bg-white px-4 outline-none focus:border-brand ${compact ? 'h-9 text-sm' : 'h-11'}`}
      />
      <button type="submit" className={`rounded-r-full bg-brand px-5 font-medium text-white hover:bg-brand-dark ${compact ? 'h-9 text-sm' : 'h-11'}`}>
        {t('header.search.submit')}
      </button>
    </Form>
  );
}
