// Pure helpers of the request and review pages (issue 15): reading their URL parameters,
// placing the server's refusals beside the field they are about, and the photo picker's
// checks before anything is sent (the server decodes every photo and has the last word).
import { MAX_PHOTO_BYTES, MAX_PHOTOS } from '@eshop/domain/after-sales';
import type { FailureDetails } from '../../api/client.ts';

/** Messages of a form per field (dotted API name, `photos` for the photos), '' for the whole form. */
export type FormErrors = Record<string, string>;

const MAX_ID = 2_147_483_647;

/** A positive id from a URL parameter (`requestId`, `reviewId`, `itemId`), else null. */
export function idOf(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= MAX_ID ? n : null;
}

/** An order's transactionId from a URL parameter (`referenceId`, `transactionId`), else null. */
export function transactionIdOf(value: string | null | undefined): string | null {
  return value && /^[A-Z]{2}\d{6,20}$/.test(value) ? value : null;
}

/** `?page=`: 1 to 10,000. */
export function pageOf(value: string | null | undefined): number {
  return Math.max(1, Math.min(10_000, Number.parseInt(value ?? '1', 10) || 1));
}

/** my/request's filter (spec section 2: open / all); open unless all is asked for. */
export function requestFilterOf(value: string | null | undefined): 'open' | 'all' {
  return value === 'all' ? 'all' : 'open';
}

/** The field a refusal without a `field` is about (the photo and order refusals). */
const FIELD_OF_CODE: Record<string, string> = {
  PHOTO_TOO_MANY: 'photos',
  PHOTO_TOO_BIG: 'photos',
  PHOTO_NOT_IMAGE: 'photos',
  PHOTO_TOO_MANY_PIXELS: 'photos',
  PHOTO_NAME_INVALID: 'photos',
  REQUEST_PHOTOS_NOT_ALLOWED: 'photos',
  REQUEST_ORDER_REQUIRED: 'cr.referenceId',
  REQUEST_ORDER_NOT_FOUND: 'cr.referenceId',
  RATING_INVALID: 'rv.rating',
  REVIEW_TEXT_TOO_LONG: 'rv.text',
};

/** A refusal of the after-sales calls as the form shows it: each message beside its field. */
export function formErrorsFrom(message: string, details: FailureDetails): FormErrors {
  const field = details.field ?? (details.code ? FIELD_OF_CODE[details.code] : undefined) ?? '';
  return { ...details.fields, [field]: message };
}

export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

export type PickProblem = { kind: 'tooMany' } | { kind: 'tooBig'; name: string } | { kind: 'notImage'; name: string };

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The files a member picked, added to those already there: the ones that may go (up to 9,
 * at most 5 MB, a picture by its declared type) and the first problem to tell. The declared
 * type is only a hint for a quick answer: the server decodes each photo whatever its name.
 */
export function pickPhotos<T extends PickedFile>(current: number, picked: readonly T[]): { accepted: T[]; problem: PickProblem | null } {
  const accepted: T[] = [];
  let problem: PickProblem | null = null;
  for (const file of picked) {
    if (file.type && !PHOTO_TYPES.includes(file.type)) problem ??= { kind: 'notImage', name: file.name };
    else if (file.size > MAX_PHOTO_BYTES) problem ??= { kind: 'tooBig', name: file.name };
    else if (current + accepted.length >= MAX_PHOTOS) problem ??= { kind: 'tooMany' };
    else accepted.push(file);
  }
  return { accepted, problem };
}
