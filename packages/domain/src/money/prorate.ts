// Largest-remainder split of an amount over weights, in integers, so the parts always
// add up to the total (STYLE.md; vendure's order-calculator/prorate.ts).

function assertSafeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be a safe integer, got ${String(value)}`);
  }
}

/**
 * Splits `totalFen` proportionally to `weights` (non-negative integers, e.g. line
 * totals in fen). The result has one part per weight and sums exactly to the total.
 * Each part is floor(total × weight / sum); the fen left over go one each to the
 * largest remainders, ties to the earlier weight. All-zero weights split evenly.
 * A negative total is split like its absolute value and negated.
 * Bad arguments are bugs in the caller and throw a RangeError.
 */
export function prorate(totalFen: number, weights: readonly number[]): number[] {
  assertSafeInteger(totalFen, 'Total');
  for (const weight of weights) {
    assertSafeInteger(weight, 'Weight');
    if (weight < 0) throw new RangeError(`Weight must not be negative, got ${weight}`);
  }
  if (weights.length === 0) {
    if (totalFen === 0) return [];
    throw new RangeError('Cannot prorate a non-zero total over no weights');
  }
  if (totalFen < 0) return prorate(-totalFen, weights).map((part) => (part === 0 ? 0 : -part));

  const sum = weights.reduce((acc, weight) => acc + BigInt(weight), 0n);
  const effective = sum === 0n ? weights.map(() => 1n) : weights.map((weight) => BigInt(weight));
  const divisor = sum === 0n ? BigInt(weights.length) : sum;
  const total = BigInt(totalFen);

  const parts = effective.map((weight) => (total * weight) / divisor);
  const remainders = effective.map((weight, index) => ({ index, rest: (total * weight) % divisor }));
  let leftover = total - parts.reduce((acc, part) => acc + part, 0n);
  remainders.sort((a, b) => (a.rest === b.rest ? a.index - b.index : a.rest > b.rest ? -1 : 1));
  for (const { index } of remainders) {
    if (leftover === 0n) break;
    parts[index] = (parts[index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((part) => Number(part));
}
