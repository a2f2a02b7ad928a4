// The catalogue pages' actions: a form's fields as the staff API's JSON body, and an API
// refusal as the answer of the form that was sent (several forms share a page: `target`
// says which one shows the message), with the API's status and words.
import { refusalOf as refused, type FormFailure } from '../../lib/forms.server.ts';

/** A refused form: which form on the page (`target`), the API's code, message and the fields at fault. */
export type Failure = FormFailure & { target: string; code: string | undefined };

/** null when `run` went through; the refusal of `target` (with the API's code) when the API said no (4xx). */
export const refusalOf = (target: string, run: () => Promise<unknown>) => refused((refusal) => ({ target, code: refusal.code }), run);

export const text = (form: FormData, name: string): string => {
  const v = form.get(name);
  return typeof v === 'string' ? v : '';
};

/** The whole number of a hidden field the page wrote (a version); NaN when missing, which the API refuses. */
export const whole = (form: FormData, name: string): number => (/^\d+$/.test(text(form, name)) ? Number(text(form, name)) : Number.NaN);

/** A size's fields (`prefix` 'sku.' on the new-item form). Numbers stay text: the API checks them with its messages. */
export function skuBody(form: FormData, prefix = '') {
  const f = (name: string) => text(form, `${prefix}${name}`);
  return { specEn: f('specEn'), specZh: f('specZh'), price: f('price'), listPrice: f('listPrice'), stock: f('stock'), weightG: f('weightG') };
}

/** The rows of "more information" that are not left empty, and which form row each came from. */
function factsOf(form: FormData) {
  const facts: { labelEn: string; labelZh: string; valueEn: string; valueZh: string }[] = [];
  const rows: number[] = [];
  for (let i = 0; form.has(`facts.${i}.labelEn`); i++) {
    const fact = { labelEn: text(form, `facts.${i}.labelEn`), labelZh: text(form, `facts.${i}.labelZh`), valueEn: text(form, `facts.${i}.valueEn`), valueZh: text(form, `facts.${i}.valueZh`) };
    if (Object.values(fact).every((v) => v.trim() === '')) continue;
    facts.push(fact);
    rows.push(i);
  }
  return { facts, rows };
}

/** The item's fields; `rows` maps the API's `facts.<n>` back to the form's rows. */
export function itemBody(form: FormData) {
  const { facts, rows } = factsOf(form);
  return {
    rows,
    body: {
      code: text(form, 'code'), categoryId: text(form, 'categoryId'), nameEn: text(form, 'nameEn'), nameZh: text(form, 'nameZh'),
      descriptionEn: text(form, 'descriptionEn'), descriptionZh: text(form, 'descriptionZh'), originEn: text(form, 'originEn'), originZh: text(form, 'originZh'),
      originCountry: text(form, 'originCountry'), brand: text(form, 'brand'), classified: text(form, 'classified'),
      tags: form.getAll('tags').map(String), facts,
    },
  };
}

/** A refusal's `facts.<n>.<field>` named as the form's row. */
export function withFactRows<T>(refusal: T, rows: readonly number[]): T {
  const r = refusal as { data?: Failure };
  if (!r?.data?.fields) return refusal;
  r.data.fields = Object.fromEntries(Object.entries(r.data.fields).map(([k, v]) => {
    const m = /^facts\.(\d+)\.(\w+)$/.exec(k);
    return [m ? `facts.${rows[Number(m[1])] ?? m[1]}.${m[2]}` : k, v];
  }));
  return refusal;
}

/** The files of an upload form without JavaScript, as the API's JSON (base64; the page's form is at most 1 MB). */
export async function imagesBody(form: FormData) {
  const files = form.getAll('image').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  return { images: await Promise.all(files.map(async (f) => ({ filename: f.name, data: Buffer.from(await f.arrayBuffer()).toString('base64') }))) };
}
