import { randomInt } from 'node:crypto';

/** A store sale's id drawn when the cashier's form is shown (the idempotency key of the tills' path). */
export function newSaleId(): number {
  return randomInt(1, 2 ** 47);
}
