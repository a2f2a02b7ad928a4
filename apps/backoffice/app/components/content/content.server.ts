// The loaders and actions of the content pages, shared by slides and specials: every one
// checks the area first (requireArea), then reaches the staff API (content/staff-routes.ts
// on the server), which validates, audits and drops the home page's caches.
import { data as response, redirect, type AppLoadContext } from 'react-router';
import { requireArea } from '../../lib/guard.server.ts';
import { StaffApiError } from '../../lib/api.server.ts';
import { attempt, formFields } from '../../lib/forms.server.ts';
import type { ContentEntry, ContentKind } from '@eshop/domain/contract';

/** The texts each kind has, in both languages. */
const TEXT_FIELDS = {
  slides: ['titleEn', 'titleZh', 'subtitleEn', 'subtitleZh'],
  specials: ['titleEn', 'titleZh', 'bodyEn', 'bodyZh', 'badgeEn', 'badgeZh'],
} as const satisfies Record<ContentKind, readonly (keyof ContentEntry)[]>;

/** The notices the list shows after a change (?done=…). */
const DONE = ['created', 'saved', 'deleted'] as const;

export async function listLoader(request: Request, context: AppLoadContext, kind: ContentKind) {
  const { api } = await requireArea(request, context, 'content');
  const done = DONE.find((d) => d === new URL(request.url).searchParams.get('done')) ?? null;
  return { entries: await api.get<ContentEntry[]>(`staff/content/${kind}`), done };
}

/** The list's quick action: show or hide one entry (with the version the list showed). */
export async function listAction(request: Request, context: AppLoadContext, kind: ContentKind) {
  const { api } = await requireArea(request, context, 'content');
  const { id = '', version = '', active = '' } = await formFields(request);
  return attempt(async () => {
    if (!/^\d{1,10}$/.test(id)) throw new StaffApiError(404, 'not found');
    await api.post(`staff/content/${kind}/${id}`, { version, active: active === 'true' });
    return { toggled: Number(id) };
  });
}

export async function entryLoader(request: Request, context: AppLoadContext, kind: ContentKind, id: string | undefined) {
  const { api } = await requireArea(request, context, 'content');
  if (id === 'new') return { entry: null, done: null };
  if (!/^\d{1,10}$/.test(id ?? '')) throw response(null, { status: 404 });
  const done = (['created', 'image'] as const).find((d) => d === new URL(request.url).searchParams.get('done')) ?? null;
  try {
    return { entry: await api.get<ContentEntry>(`staff/content/${kind}/${id}`), done };
  } catch (error) {
    if (error instanceof StaffApiError && error.status === 404) throw response(null, { status: 404 });
    throw error;
  }
}

/** Create (id 'new': then the page of the new one, to add its image), save, delete, or a new image (without JavaScript). */
export async function entryAction(request: Request, context: AppLoadContext, kind: ContentKind, id: string | undefined) {
  const { api } = await requireArea(request, context, 'content');
  const data = await request.formData();
  const form = Object.fromEntries([...data].filter((e): e is [string, string] => typeof e[1] === 'string').map(([k, v]) => [k, v.trim()]));
  if (form.intent === 'image') {
    return attempt(async () => {
      if (!/^\d{1,10}$/.test(id ?? '')) throw new StaffApiError(404, 'not found');
      // The page's form carries the file (at most 1 MB); the API takes it as base64 JSON.
      const files = data.getAll('image').filter((f): f is File => typeof f !== 'string' && f.size > 0);
      const images = await Promise.all(files.map(async (f) => ({ filename: f.name, data: Buffer.from(await f.arrayBuffer()).toString('base64') })));
      await api.post(`staff/content/${kind}/${id}/image`, { images });
      throw redirect(`/content/${kind}/${id}?done=image`);
    }, { values: { intent: 'image' } as Record<string, string | boolean> });
  }
  const values = Object.fromEntries([...TEXT_FIELDS[kind], 'link', 'sort', 'version'].map((f) => [f, form[f] ?? ''])) as Record<string, string>;
  const active = form.active === 'on';
  return attempt(async () => {
    if (id !== 'new' && !/^\d{1,10}$/.test(id ?? '')) throw new StaffApiError(404, 'not found');
    if (form.intent === 'delete' && id !== 'new') {
      await api.post(`staff/content/${kind}/${id}/delete`);
      throw redirect(`/content/${kind}?done=deleted`);
    }
    const { version, sort, ...fields } = values;
    const body = { ...fields, active, ...(sort === '' ? {} : { sort }) };
    if (id === 'new') {
      const made = await api.post<{ id: number }>(`staff/content/${kind}`, body);
      throw redirect(`/content/${kind}/${made.id}?done=created`);
    }
    await api.post(`staff/content/${kind}/${id}`, { ...body, version });
    throw redirect(`/content/${kind}?done=saved`);
  }, { values: { ...values, active } });
}
