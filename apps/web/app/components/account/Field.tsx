import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

/** Messages of a form per field name (dotted API names), '' for the whole form. */
export type FieldErrors = Record<string, string>;

const inputClass = 'h-11 w-full rounded-lg border border-line bg-white px-3 outline-none focus:border-brand aria-[invalid=true]:border-red-600';

function ErrorText({ id, message }: { id: string; message: string | undefined }) {
  return message ? <p id={id} className="mt-1 text-sm text-red-700" data-testid="field-error">{message}</p> : null;
}

/** A labelled input with its validation message right below it (spec section 5). */
export function TextField({ name, label, error, hint, ...rest }: { name: string; label: string; error?: string | undefined; hint?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `f-${name.replace(/\W/g, '-')}`;
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">{label}</label>
      <input id={id} name={name} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...rest} />
      {hint && <p id={`${id}-hint`} className="mt-1 text-xs text-muted">{hint}</p>}
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export function SelectField({ name, label, error, options, placeholder, ...rest }: {
  name: string; label: string; error?: string | undefined; options: { value: string; label: string }[]; placeholder: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = `f-${name.replace(/\W/g, '-')}`;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">{label}</label>
      <select id={id} name={name} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

export function CheckboxField({ name, label, error, ...rest }: { name: string; label: ReactNode; error?: string | undefined } & InputHTMLAttributes<HTMLInputElement>) {
  const id = `f-${name.replace(/\W/g, '-')}`;
  return (
    <div>
      <label htmlFor={id} className="flex items-start gap-2 text-sm">
        <input id={id} type="checkbox" name={name} value="Y" className="mt-0.5 h-4 w-4 accent-brand" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...rest} />
        <span>{label}</span>
      </label>
      <ErrorText id={`${id}-error`} message={error} />
    </div>
  );
}

/** A notice above a form: success (green) or failure (red), announced to screen readers. */
export function FormNotice({ tone, children }: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const colours = { success: 'bg-green-50 text-fresh', error: 'bg-red-50 text-red-700', info: 'bg-brand-soft text-ink' };
  return <p role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg px-4 py-2.5 text-sm ${colours[tone]}`}>{children}</p>;
}

export const primaryButton = 'rounded-full bg-brand px-6 py-2.5 font-semibold text-white hover:bg-brand-dark disabled:opacity-60';
export const secondaryButton = 'rounded-full border border-line bg-white px-5 py-2 font-medium hover:border-brand hover:text-brand';
