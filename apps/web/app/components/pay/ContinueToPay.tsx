import { Form, useNavigation } from 'react-router';
import { price } from '../../lib/format.ts';
import { usePage } from '../../lib/use-page.ts';
import { primaryButton } from '../account/Field.tsx';

/** A pay page opened without a same-origin referrer (see isCrossSite): one press, a
 * same-origin form post, and the page loads the payment (no JavaScript needed). */
export function ContinueToPay({ transactionId, totalFen }: { transactionId: string; totalFen: number }) {
  const { t } = usePage();
  const busy = useNavigation().state !== 'idle';
  return (
    <section className="mx-auto max-w-md py-12" data-testid="pay-continue">
      <div className="rounded-3xl bg-white p-8 text-center ring-1 ring-line">
        <h1 className="font-serif text-2xl font-bold">{t('pay.title')}</h1>
        <p className="mt-4 text-sm text-muted">{t('pay.orderNumber')} <span className="font-mono text-ink">{transactionId}</span></p>
        <p className="mt-2 text-4xl font-bold text-brand">{price(totalFen)}</p>
        <p className="mt-4 text-sm text-muted">{t('pay.continueIntro')}</p>
        <Form method="post" className="mt-6">
          <button type="submit" name="intent" value="open" disabled={busy} className={`${primaryButton} w-full bg-[#07c160] hover:bg-[#06a050]`}>{t('pay.continue')}</button>
        </Form>
      </div>
    </section>
  );
}
