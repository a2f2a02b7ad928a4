import { Form, useNavigate } from 'react-router';
import { usePage } from '../../lib/use-page.ts';

/** Header search: goes to list/search/{q}. Works without JavaScript through the form fallback. */
export function SearchBox({ compact = false }: { compact?: boolean }) {
  const { t, to } = usePage();
  const navigate = useNavigate();
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
