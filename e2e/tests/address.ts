// The address form's region picker (docs/decisions/0034-addresses.md): province → city →
// district are selects whose next list loads when the one above is chosen.
import type { Locator, Page } from '@playwright/test';
import { expect, waitForHydration, type MessageKey } from './fixtures.ts';

/** Chooses the three levels by their Chinese names, waiting for each list to arrive. */
export async function pickRegion(scope: Page | Locator, t: (key: MessageKey) => string, [province, city, district]: [string, string, string]): Promise<void> {
  // The next list is asked for by the page's script: it must be running.
  await waitForHydration('page' in scope ? scope.page() : scope);
  await scope.getByLabel(t('address.province'), { exact: true }).selectOption(province);
  const cities = scope.getByLabel(t('address.city'), { exact: true });
  await expect(cities.locator('option', { hasText: city })).toHaveCount(1);
  // A province of one city (上海市) has it chosen already.
  if ((await cities.inputValue()) !== city) await cities.selectOption(city);
  const districts = scope.getByLabel(t('address.district'), { exact: true });
  await expect(districts.locator('option', { hasText: district })).toHaveCount(1);
  await districts.selectOption(district);
}
