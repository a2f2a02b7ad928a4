// The fields of an item, on the new-item page and the item's page: names and descriptions
// in both languages, category, origin, brand, storage, tags and "more information" rows.
// Input names are the staff API's, so its field messages land beside the right input.
import { CLASSIFICATIONS, DESCRIPTION_MAX, FACTS_MAX, NAME_MAX, SHORT_TEXT_MAX } from '@eshop/domain/catalog';
import { useLocale, useT } from '../../lib/i18n.ts';
import { catalogue } from '../../texts/catalogue.ts';
import { Field, Select, TextArea } from '../ui.tsx';
import type { FactInput as Fact, StaffCategory, StaffItem, StaffTag } from '@eshop/domain/contract';

type ItemValues = Pick<StaffItem, 'code' | 'categoryId' | 'nameEn' | 'nameZh' | 'descriptionEn' | 'descriptionZh' | 'originEn' | 'originZh' | 'originCountry' | 'brand' | 'classified' | 'tags' | 'facts'>;

/** Blank rows offered after the item's facts, so one can be added without JavaScript. */
const BLANK_FACT_ROWS = 2;
const blank: Fact = { labelEn: '', labelZh: '', valueEn: '', valueZh: '' };
const cell = 'block w-full rounded-md border border-line bg-white px-2 py-1.5 text-sm text-ink focus:border-brand focus:outline-none focus:ring-1 focus:ring-brand aria-[invalid=true]:border-red-500';

export function ItemFields({ item, categories, tags, errors }: { item?: ItemValues | undefined; categories: StaffCategory[]; tags: StaffTag[]; errors: Record<string, string> }) {
  const t = useT(catalogue);
  const zh = useLocale() === 'zh_CN';
  const facts = [...(item?.facts ?? []), ...Array.from({ length: BLANK_FACT_ROWS }, () => blank)].slice(0, Math.max(FACTS_MAX, item?.facts.length ?? 0));
  const factError = Object.entries(errors).find(([k]) => k.startsWith('facts.'))?.[1];
  return (
    <div className="space-y-4">
      <div className="grid grid-cols-2 gap-4">
        <Field label={t('field.code')} name="code" defaultValue={item?.code} required maxLength={40} hint={t('field.codeHint')} error={errors.code} autoComplete="off" />
        <Select label={t('field.category')} name="categoryId" defaultValue={item?.categoryId ?? ''} required error={errors.categoryId}>
          <option value="" disabled>{t('field.chooseCategory')}</option>
          {categories.map((c) => <option key={c.categoryId} value={c.categoryId}>{zh ? `${c.nameZh} · ${c.nameEn}` : `${c.nameEn} · ${c.nameZh}`}</option>)}
        </Select>
        <Field label={t('field.nameEn')} name="nameEn" lang="en" defaultValue={item?.nameEn} required maxLength={NAME_MAX} error={errors.nameEn} />
        <Field label={t('field.nameZh')} name="nameZh" lang="zh-CN" defaultValue={item?.nameZh} required maxLength={NAME_MAX} error={errors.nameZh} />
        <TextArea label={t('field.descriptionEn')} name="descriptionEn" lang="en" defaultValue={item?.descriptionEn} maxLength={DESCRIPTION_MAX} error={errors.descriptionEn} />
        <TextArea label={t('field.descriptionZh')} name="descriptionZh" lang="zh-CN" defaultValue={item?.descriptionZh} maxLength={DESCRIPTION_MAX} error={errors.descriptionZh} />
        <Field label={t('field.originEn')} name="originEn" lang="en" defaultValue={item?.originEn} maxLength={SHORT_TEXT_MAX} hint={t('field.originHint')} error={errors.originEn} />
        <Field label={t('field.originZh')} name="originZh" lang="zh-CN" defaultValue={item?.originZh} maxLength={SHORT_TEXT_MAX} error={errors.originZh} />
      </div>
      <div className="grid grid-cols-3 gap-4">
        <Field label={t('field.originCountry')} name="originCountry" defaultValue={item?.originCountry ?? ''} maxLength={2} hint={t('field.originCountryHint')} error={errors.originCountry} autoComplete="off" />
        <Field label={t('field.brand')} name="brand" defaultValue={item?.brand ?? ''} maxLength={SHORT_TEXT_MAX} error={errors.brand} />
        <Select label={t('field.classified')} name="classified" defaultValue={item?.classified ?? 'chilled'} error={errors.classified}>
          {CLASSIFICATIONS.map((c) => <option key={c} value={c}>{t(`classified.${c}`)}</option>)}
        </Select>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('field.tags')}</legend>
        {tags.length === 0 ? <p className="mt-1 text-xs text-muted">{t('field.tagsNone')}</p> : (
          <div className="mt-2 flex flex-wrap gap-2">
            {tags.map((tag) => (
              <label key={tag.code} className="inline-flex cursor-pointer items-center gap-1.5 rounded-full border border-line bg-white px-3 py-1 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft">
                <input type="checkbox" name="tags" value={tag.code} defaultChecked={item?.tags.includes(tag.code)} className="accent-brand" />
                {zh ? tag.nameZh : tag.nameEn}
              </label>
            ))}
          </div>
        )}
        {errors.tags ? <p className="mt-1 text-xs text-red-700" role="alert">{errors.tags}</p> : null}
      </fieldset>
      <fieldset>
        <legend className="text-sm font-medium text-ink">{t('field.facts')}</legend>
        <p className="mt-1 text-xs text-muted">{t('field.factsHint')}</p>
        <table className="mt-2 w-full border-separate border-spacing-x-2 border-spacing-y-1 text-sm">
          <thead className="text-left text-xs text-muted">
            <tr>
              <th className="font-medium">{t('fact.label')} · {t('fact.en')}</th>
              <th className="font-medium">{t('fact.label')} · {t('fact.zh')}</th>
              <th className="font-medium">{t('fact.value')} · {t('fact.en')}</th>
              <th className="font-medium">{t('fact.value')} · {t('fact.zh')}</th>
            </tr>
          </thead>
          <tbody>
            {facts.map((f, i) => (
              <tr key={i}>
                {(['labelEn', 'labelZh', 'valueEn', 'valueZh'] as const).map((k) => (
                  <td key={k}>
                    <input name={`facts.${i}.${k}`} defaultValue={f[k]} maxLength={SHORT_TEXT_MAX} aria-label={t(`fact.${k}`, { n: i + 1 })} aria-invalid={errors[`facts.${i}.${k}`] ? true : undefined} className={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {factError ? <p className="mt-1 text-xs text-red-700" role="alert">{factError}</p> : null}
      </fieldset>
    </div>
  );
}
