import { Link } from 'react-router';

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
