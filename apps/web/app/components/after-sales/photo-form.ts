// A request or review form with photos, sent from the browser straight to the API as
// multipart/form-data (issue 15; docs/decisions/0031). The pages' own actions cannot carry
// it: the in-process transport sends form bodies only, and a page's body is held to 1 MB
// (docs/decisions/0022), while the photos may be 9 × 5 MB. Same origin, so the session
// cookie goes along and the API's same-origin check passes; `ch` and `lang` as every call.
// Without JavaScript the same form posts to the page's action, without photos.
import { apiError, isSuccess } from '../../api/client.ts';
import { channelFor, type Device } from '../../lib/routing.ts';
import { formErrorsFrom, type FormErrors } from './forms.ts';

export type PhotoFormAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; status: number; code: string | undefined; errors: FormErrors };

/** Posts the form's fields and the photos (as `photos`) to an API call below /api. */
export async function sendPhotoForm<T>(
  path: string,
  fields: FormData,
  photos: readonly File[],
  page: { locale: 'en_US' | 'zh_CN'; device: Device },
): Promise<PhotoFormAnswer<T>> {
  const body = new FormData();
  for (const [name, value] of fields) if (typeof value === 'string' && name !== 'intent') body.append(name, value);
  for (const photo of photos) body.append('photos', photo, photo.name);
  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { ch: channelFor(page.device), lang: page.locale },
  });
  const answer: unknown = (response.headers.get('content-type') ?? '').includes('json') ? await response.json() : null;
  if (response.ok && isSuccess(answer)) return { ok: true, data: (answer as { data: T }).data };
  const error = apiError(response.status, answer);
  return { ok: false, status: response.status, code: error.details.code, errors: formErrorsFrom(error.message, error.details) };
}
