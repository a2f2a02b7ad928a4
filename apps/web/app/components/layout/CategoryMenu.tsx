import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { ShellData } from '../../routes/shell.tsx';
import { usePage } from '../../lib/use-page.ts';

/**
 * The pc menu bar's "All categories": a disclosure button (aria-expanded, aria-controls)
 * that Enter/Space open and close and Escape closes, focus back on the button; it also
 * opens on hover for the mouse, and closes when focus leaves it or the page changes
 * (docs/decisions/0037-accessibility.md).
 */
export function CategoryMenu({ categories }: { categories: ShellData['categories'] }) {
  const { t, to } = usePage();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      button.current?.focus();
    }
  };
  return (
    <li className="group relative ml-auto" onKeyDown={onKeyDown}
      onBlur={(e) => { if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false); }}>
      <button ref={button} type="button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((o) => !o)}
        className="py-3 font-medium text-brand">
        {t('header.allCategories')} <span aria-hidden="true">▾</span>
      </button>
      <ul id={listId}
        className={`absolute right-0 top-full z-30 grid w-[520px] grid-cols-3 gap-1 rounded-b-lg border border-line bg-white p-4 shadow-lg group-hover:visible ${open ? 'visible' : 'invisible'}`}>
        {categories.map((c) => (
          <li key={c.cid}><Link to={to(`list/cid/${c.cid}`)} className="block rounded px-2 py-1.5 text-sm hover:bg-brand-soft">{c.name}</Link></li>
        ))}
      </ul>
    </li>
  );
}
