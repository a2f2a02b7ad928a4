// Background work of the shop (docs/decisions/0012): cancel orders not paid in time
// (after asking the provider) and send recorded refunds. Each run is idempotent and
// safe to run on several instances at once (row locks and conditional updates), so
// nothing is lost when a process dies mid-run: the next run picks it up.
import type { FastifyInstance } from 'fastify';
import type { Services } from './services.ts';

export function startJobs(app: FastifyInstance, services: Services, intervalSeconds: number): void {
  if (intervalSeconds <= 0) return;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      const expired = await services.payments.expireUnpaid();
      if (expired.cancelled + expired.paid > 0) app.log.info(expired, 'unpaid orders settled');
      await services.payments.settleRefunds();
    } catch (err) {
      app.log.error({ err }, 'background jobs failed; retrying next run');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void run(), intervalSeconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => { clearInterval(timer); });
  void run();
}
