// What a back-office form action answers: on success its result, on an expected refusal
// of the API (bad input, conflict, not found, rate limit) the API's message in the page's
// language with the same HTTP status, so the form shows it beside the fields.
import { data } from 'react-router';
import { StaffApiError } from './api.server.ts';
import { rethrowRefusal } from './guard.server.ts';

export interface FormFailure {
  ok: false;
  error: string;
  fields: Record<string, string>;
}

export type FormResult<T> = ({ ok: true } & T) | FormFailure;

type Beside<X> = X | ((refusal: StaffApiError) => X);

/** An expected refusal (4xx) as the form's failure, with `beside` added to it; anything else is thrown on. */
function failureOf<X extends object>(error: unknown, beside: Beside<X> | undefined) {
  rethrowRefusal(error);
  if (error instanceof StaffApiError && error.status >= 400 && error.status < 500) {
    const more = typeof beside === 'function' ? beside(error) : beside;
    return data<FormFailure & X>({ ok: false, error: error.message, fields: error.fields, ...(more as X) }, { status: error.status });
  }
  throw error;
}

/**
 * `run`'s result with `ok: true`, or the API's refusal. `beside` goes into the failure: e.g.
 * `{ values }`, what was typed, so a form posted without JavaScript re-renders with the
 * person's input when the API refuses it.
 */
export async function attempt<T extends object, X extends object = Record<never, never>>(run: () => Promise<T>, beside?: Beside<X>) {
  try {
    return { ok: true as const, ...(await run()) };
  } catch (error) {
    return failureOf(error, beside);
  }
}

/**
 * For a page of several forms (one review among many, one size of an item): null when `run`
 * went through, else the API's refusal with `about` (which form: its subject, intent or target),
 * so the page shows the message beside that form.
 */
export async function refusalOf<X extends object>(about: Beside<X>, run: () => Promise<unknown>) {
  try {
    await run();
    return null;
  } catch (error) {
    return failureOf(error, about);
  }
}

/** A form's text fields (trimmed), as one object. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const out: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === 'string') out[k] = v.trim();
  return out;
}
