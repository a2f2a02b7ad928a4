// Money is integer fen (1 RMB = 100 fen) everywhere. Display is two decimals, truncated
// toward zero, never rounded (spec section 5; decisions.md "Money, shipping and delivery").

export const FEN_PER_YUAN = 100;

/** Currency marks the shop shows: 'RMB 12.34' or '¥12.34'. */
export type CurrencyStyle = 'RMB' | '¥';

function digitsToYuanString(negative: boolean, integerDigits: string, fractionDigits: string): string {
  const integerPart = integerDigits.replace(/^0+(?=\d)/, '') || '0';
  const fraction = (fractionDigits + '00').slice(0, 2);
  const isZero = /^0+$/.test(integerPart + fraction);
  return `${negative && !isZero ? '-' : ''}${integerPart}.${fraction}`;
}

/**
 * Integer fen as a decimal yuan string: 1234 → '12.34', -5 → '-0.05'.
 * A non-integer is a bug in the caller (money is never fractional fen), so it throws.
 */
export function fenToYuanString(fen: number): string {
  if (!Number.isSafeInteger(fen)) {
    throw new RangeError(`Money must be a safe integer number of fen, got ${String(fen)}`);
  }
  const negative = fen < 0;
  const digits = String(Math.abs(fen)).padStart(3, '0');
  return digitsToYuanString(negative, digits.slice(0, -2), digits.slice(-2));
}

/**
 * Display amount for fen: two decimals, truncated; null, undefined, NaN and ±Infinity
 * show '0.00' (spec: "empty gives 0.00"). Fractional fen are truncated toward zero.
 */
export function formatMoney(fen: number | null | undefined): string {
  if (fen === null || fen === undefined || !Number.isFinite(fen)) return '0.00';
  const whole = BigInt(Math.trunc(fen));
  const negative = whole < 0n;
  const digits = (negative ? -whole : whole).toString().padStart(3, '0');
  return digitsToYuanString(negative, digits.slice(0, -2), digits.slice(-2));
}

/** formatMoney with the currency mark: 'RMB 12.34' (default) or '¥12.34'. */
export function formatPrice(fen: number | null | undefined, style: CurrencyStyle = 'RMB'): string {
  const amount = formatMoney(fen);
  return style === 'RMB' ? `RMB ${amount}` : `¥${amount}`;
}

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/**
 * A yuan amount given as a decimal (number or text, e.g. from a legacy record), shown
 * with two decimals truncated toward zero: 12.349 → '12.34', -1.005 → '-1.00'.
 * Empty, null, undefined, NaN, ±Infinity and unreadable text show '0.00'.
 * Works on the decimal digits (the number's shortest round-trip text), never on float
 * products, so 0.29 stays '0.29' and not '0.28'.
 */
export function formatYuanAmount(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '0.00';
  if (typeof value === 'number' && !Number.isFinite(value)) return '0.00';
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) return '0.00';
  const [, sign, intDigits = '', fracDigits = '', exponentText] = match;
  if (intDigits === '' && fracDigits === '') return '0.00';
  const exponent = exponentText === undefined ? 0 : Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 400) return '0.00';
  // Move the decimal point by the exponent over the plain digit string.
  const digits = intDigits + fracDigits;
  const pointAt = intDigits.length + exponent;
  let integerDigits: string;
  let fractionDigits: string;
  if (pointAt <= 0) {
    integerDigits = '0';
    fractionDigits = '0'.repeat(-pointAt) + digits;
  } else if (pointAt >= digits.length) {
    integerDigits = digits + '0'.repeat(pointAt - digits.length);
    fractionDigits = '';
  } else {
    integerDigits = digits.slice(0, pointAt);
    fractionDigits = digits.slice(pointAt);
  }
  return digitsToYuanString(sign === '-', integerDigits, fractionDigits);
}

export type ParseYuanError = 'EMPTY' | 'INVALID_FORMAT' | 'NEGATIVE' | 'TOO_MANY_DECIMALS' | 'TOO_LARGE';

export type ParseYuanResult =
  | { ok: true; fen: number }
  | { ok: false; code: ParseYuanError; reason: string };

/**
 * Strict text → fen for amounts a person types: digits with at most two decimals
 * ('12', '12.3', '12.34'); surrounding spaces are ignored. No sign, exponent, grouping
 * or bare point ('.5', '12.').
 */
export function parseYuanToFen(text: string | null | undefined): ParseYuanResult {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { ok: false, code: 'EMPTY', reason: 'Amount is empty' };
  if (/^-\s*\d/.test(trimmed)) {
    return { ok: false, code: 'NEGATIVE', reason: 'Amount must not be negative' };
  }
  const match = /^(\d+)(?:\.(\d+))?$/.exec(trimmed);
  if (!match) {
    return { ok: false, code: 'INVALID_FORMAT', reason: `Not an amount: ${trimmed}` };
  }
  const [, integerDigits = '0', fractionDigits = ''] = match;
  if (fractionDigits.length > 2) {
    return { ok: false, code: 'TOO_MANY_DECIMALS', reason: 'At most two decimals are allowed' };
  }
  const fen = BigInt(integerDigits) * 100n + BigInt((fractionDigits + '00').slice(0, 2));
  if (fen > BigInt(Number.MAX_SAFE_INTEGER)) {
    return { ok: false, code: 'TOO_LARGE', reason: 'Amount is too large' };
  }
  return { ok: true, fen: Number(fen) };
}
