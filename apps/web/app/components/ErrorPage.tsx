import { isRouteErrorResponse, Link } from 'react-router';
import type { MessageKey, Translate } from '../i18n/index.ts';

/** The error page of spec section 8: status, message, and for 404 a link home. */
export function ErrorPage({ status, message, homeLabel, home }: { status: number; message: string; homeLabel: string; home: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-20 text-center" data-status={status}>
      <p className="font-serif text-7xl font-bold text-brand/20">{status}</p>
      <h1 className="mt-4 font-serif text-2xl text-ink">{message}</h1>
      <Link to={home} className="mt-8 rounded-full bg-brand px-6 py-2.5 font-medium text-white hover:bg-brand-dark">{homeLabel}</Link>
    </section>
  );
}

/**
 * The error page of what a route threw (the root's, the shell's and the pages' error
 * boundaries): a 404 says `notFound`, another error response its status (`error.response`,
 * or `error.generic` when `statusText` is false), anything else is a 500.
 */
export function errorPageFor(error: unknown, t: Translate, home: string, notFound: MessageKey = 'error.notFound', statusText = true) {
  const response = isRouteErrorResponse(error);
  const status = response ? error.status : 500;
  const message = status === 404 ? t(notFound) : response && statusText ? t('error.response', { status }) : t('error.generic');
  return <ErrorPage status={status} message={message} homeLabel={t('error.backHome')} home={home} />;
}
