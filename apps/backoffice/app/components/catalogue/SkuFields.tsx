// The fields of a size (SKU): its names in both languages, price and previous price typed
// in RMB ("128.00"), stock and net weight. `prefix` names them for the new-item form.
import { SPEC_MAX } from '@eshop/domain/catalog';
import { useT } from '../../lib/i18n.ts';
import { catalogue } from '../../texts/catalogue.ts';
import { Field } from '../ui.tsx';
import { yuanInput } from './money.ts';
import type { StaffSku } from '@eshop/domain/contract';

export function SkuFields({ sku, prefix = '', idPrefix, errors }: { sku?: StaffSku | undefined; prefix?: string; idPrefix: string; errors: Record<string, string> }) {
  const t = useT(catalogue);
  const e = (name: string) => errors[`${prefix}${name}`];
  const common = (name: string) => ({ name: `${prefix}${name}`, id: `${idPrefix}-${name}`, error: e(name) });
  return (
    <>
      <Field label={t('sku.specEn')} {...common('specEn')} lang="en" defaultValue={sku?.specEn} required maxLength={SPEC_MAX} />
      <Field label={t('sku.specZh')} {...common('specZh')} lang="zh-CN" defaultValue={sku?.specZh} required maxLength={SPEC_MAX} />
      <Field label={t('sku.price')} {...common('price')} defaultValue={sku ? yuanInput(sku.priceFen) : ''} required inputMode="decimal" placeholder="128.00" autoComplete="off" />
      <Field label={t('sku.listPrice')} {...common('listPrice')} defaultValue={sku ? yuanInput(sku.listPriceFen) : ''} inputMode="decimal" placeholder={t('sku.listPriceHint')} autoComplete="off" />
      <Field label={t('sku.stock')} {...common('stock')} defaultValue={sku ? String(sku.stock) : ''} required inputMode="numeric" autoComplete="off" />
      <Field label={t('sku.weightG')} {...common('weightG')} defaultValue={sku?.weightG === null || !sku ? '' : String(sku.weightG)} inputMode="numeric" autoComplete="off" />
    </>
  );
}
