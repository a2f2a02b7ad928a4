// Filter tabs as plain links (they work without JavaScript); the current one is marked.
import { Link } from 'react-router';

export function Tabs({ tabs, label }: { tabs: { to: string; text: string; current: boolean; testId?: string }[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-4 flex gap-1 border-b border-line">
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} aria-current={tab.current ? 'page' : undefined} data-testid={tab.testId}
          className={`-mb-px border-b-2 px-4 py-2 text-sm ${tab.current ? 'border-brand font-medium text-brand' : 'border-transparent text-muted hover:text-ink'}`}>
          {tab.text}
        </Link>
      ))}
    </nav>
  );
}
