// The back-office's building blocks, in the shop's design language (packages/theme):
// cream page, white cards, the brand's wine red for primary actions. Every area builds
// its pages from these, so the screens look and behave alike.
import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { Link } from 'react-router';

export function PageHeader({ title, lead, actions }: { title: string; lead?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex items-end justify-between gap-4">
      <div>
        <h1 className="font-serif text-2xl text-ink">{title}</h1>
        {lead ? <p className="mt-1 text-sm text-muted">{lead}</p> : null}
      </div>
      {actions ? <div className="no-print flex gap-2">{actions}</div> : null}
    </header>
  );
}

export function Card({ title, children, className = '', actions }: { title?: string; children: ReactNode; className?: string; actions?: ReactNode }) {
  return (
    <section className={`rounded-lg border border-line bg-white p-5 shadow-sm ${className}`}>
      {title || actions ? (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title ? <h2 className="text-base font-semibold text-ink">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

const buttonStyles = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-line bg-white text-ink hover:border-brand hover:text-brand',
  danger: 'border border-red-300 bg-white text-red-700 hover:bg-red-50',
} as const;

export function Button({ variant = 'primary', className = '', ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof buttonStyles }) {
  return <button type="submit" {...props} className={`inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium transition disabled:opacity-50 ${buttonStyles[variant]} ${className}`} />;
}

export function ButtonLink({ to, children, variant = 'secondary' }: { to: string; children: ReactNode; variant?: keyof typeof buttonStyles }) {
  return <Link to={to} className={`inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-medium transition ${buttonStyles[variant]}`}>{children}</Link>;
}

const inputClass = 'mt-1 block w-full rounded-md border border-line bg-white px-3 py-2 text-sm text-ink focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand aria-[invalid=true]:border-red-500';

/** A labelled input; `error` shows under it and marks it invalid. */
export function Field({ label, error, hint, className = '', ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | undefined; hint?: string }) {
  const id = props.id ?? `f-${props.name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">{label}</label>
      <input id={id} {...props} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClass} />
      {hint && !error ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="mt-1 text-xs text-red-700" role="alert">{error}</p> : null}
    </div>
  );
}

export function TextArea({ label, error, className = '', ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string | undefined }) {
  const id = props.id ?? `f-${props.name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">{label}</label>
      <textarea id={id} rows={4} {...props} aria-invalid={error ? true : undefined} className={inputClass} />
      {error ? <p className="mt-1 text-xs text-red-700" role="alert">{error}</p> : null}
    </div>
  );
}

export function Select({ label, error, children, className = '', ...props }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string | undefined; children: ReactNode }) {
  const id = props.id ?? `f-${props.name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">{label}</label>
      <select id={id} {...props} aria-invalid={error ? true : undefined} className={inputClass}>{children}</select>
      {error ? <p className="mt-1 text-xs text-red-700" role="alert">{error}</p> : null}
    </div>
  );
}

/** The whole form's message (a refusal not tied to one field, or a confirmation). */
export function Notice({ tone = 'error', children }: { tone?: 'error' | 'success' | 'info'; children: ReactNode }) {
  const styles = { error: 'border-red-200 bg-red-50 text-red-800', success: 'border-green-200 bg-green-50 text-fresh', info: 'border-line bg-cream text-ink' };
  return <div role={tone === 'error' ? 'alert' : 'status'} className={`mb-4 rounded-md border px-4 py-3 text-sm ${styles[tone]}`}>{children}</div>;
}

export function Table({ head, children, empty }: { head: ReactNode[]; children: ReactNode; empty?: string | false }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-cream text-xs uppercase tracking-wide text-muted">
          <tr>{head.map((h, i) => <th key={i} scope="col" className="px-4 py-3 font-medium">{h}</th>)}</tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
      {empty ? <p className="px-4 py-8 text-center text-sm text-muted">{empty}</p> : null}
    </div>
  );
}

export function Td({ children, className = '' }: { children?: ReactNode; className?: string }) {
  return <td className={`px-4 py-3 align-top ${className}`}>{children}</td>;
}

const badgeTones = {
  neutral: 'bg-cream text-ink border-line',
  brand: 'bg-brand-soft text-brand-dark border-brand-soft',
  good: 'bg-green-50 text-fresh border-green-200',
  warn: 'bg-amber-50 text-amber-900 border-amber-200',
  bad: 'bg-red-50 text-red-800 border-red-200',
} as const;

export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof badgeTones; children: ReactNode }) {
  return <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-medium ${badgeTones[tone]}`}>{children}</span>;
}

/** Label and value pairs (an order's facts, a member's profile). */
export function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-muted">{k}</dt>
          <dd className="text-ink">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Previous / next links for a list of `total` rows shown `pageSize` at a time from `offset`. */
export function Pager({ total, pageSize, offset, hrefFor, labels }: { total: number; pageSize: number; offset: number; hrefFor: (offset: number) => string; labels: { previous: string; next: string; page: string } }) {
  if (total <= pageSize) return null;
  return (
    <nav className="mt-4 flex items-center justify-between text-sm" aria-label={labels.page}>
      {offset > 0 ? <Link className="text-brand hover:underline" to={hrefFor(Math.max(0, offset - pageSize))}>{labels.previous}</Link> : <span />}
      <span className="text-muted">{labels.page}</span>
      {offset + pageSize < total ? <Link className="text-brand hover:underline" to={hrefFor(offset + pageSize)}>{labels.next}</Link> : <span />}
    </nav>
  );
}
