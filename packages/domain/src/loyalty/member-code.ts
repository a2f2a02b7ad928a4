// The code on the membership card that store tills scan (docs/decisions/0029-loyalty.md):
// 12 digits — '8', ten digits from the member's sequence number scrambled by a
// multiplication modulo 10^10, and a Luhn check digit that catches a mistyped digit or
// two swapped neighbours at the cashier. The database assigns it (SQL function
// member_code_from in migration 0012); this is its twin, for validation and tests.

const MODULUS = 10_000_000_000n;
/** Coprime with 10, so n → (n·M + OFFSET) mod 10^10 is one-to-one: no two members share a code. */
const MULTIPLIER = 7_919_113n;
const OFFSET = 1_234_567_891n;

export const MEMBER_CODE_PATTERN = /^8\d{11}$/;

/** The Luhn check digit of a string of digits. */
export function luhnDigit(digits: string): number {
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return (10 - (total % 10)) % 10;
}

/** The card code of the member with sequence number `n` (1, 2, …). */
export function memberCodeFrom(n: number): string {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`member code sequence must be a positive integer, got ${String(n)}`);
  const body = `8${((BigInt(n) * MULTIPLIER + OFFSET) % MODULUS).toString().padStart(10, '0')}`;
  return `${body}${luhnDigit(body)}`;
}

/** A well-formed card code (shape and check digit); spaces a cashier typed are not allowed here — strip them first. */
export function isMemberCode(value: unknown): value is string {
  if (typeof value !== 'string' || !MEMBER_CODE_PATTERN.test(value)) return false;
  return luhnDigit(value.slice(0, -1)) === Number(value.at(-1));
}

/** The code as printed under the barcode: groups of four (8123 4567 8901). */
export function formatMemberCode(code: string): string {
  return code.replace(/(\d{4})(?=\d)/g, '$1 ');
}
