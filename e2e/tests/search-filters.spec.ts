// Search that finds what was meant, with filters and sort (docs/decisions/0035-search-
// relevance-filters.md), in every project: 牛排 / steak lists steaks first and what goes
// with them after, the box keeps the words, a filter and a sort are links and a GET form
// on the page's URL. With E2E_SHOTS (screenshots.ts), also a screenshot of each step.
import { expect, test } from './fixtures.ts';
import { keepShot } from './screenshots.ts';

test('a product word lists that product first; a filter and a sort narrow it; the box keeps the words', async ({ page, visit, t, shopLocale, device, shopUrl, expectHttpError }, info) => {
  await visit();
  const q = shopLocale === 'zh_CN' ? '牛排' : 'steak';
  const box = page.getByRole('search').getByRole('searchbox', { name: t('header.search.submit') });
  await box.fill(q);
  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: t('list.search.title', { q }) })).toBeVisible();
  await expect(box).toHaveValue(q);

  // Steaks first; the wines, the pan and the sauce tagged "steak" follow under their own heading.
  const steaks = page.getByRole('main').getByTestId('product-card').getByRole('heading', { level: 3 });
  await expect(steaks.first()).toHaveText(shopLocale === 'zh_CN' ? /牛排/ : /steak/i);
  const pairings = page.getByTestId('pairings');
  await expect(pairings.getByRole('heading', { level: 2, name: t('list.search.pairings', { q }) })).toBeVisible();
  await expect(pairings.getByTestId('product-card').first()).toBeVisible();
  await keepShot(page, `search-results-${info.project.name}`);

  // A filter: the origin, from the counts beside the results (folded under "Filter" on a phone).
  const filters = page.getByTestId('list-filters');
  if (device === 'mobile') await filters.getByText(t('list.filter.title'), { exact: true }).click();
  const usa = filters.getByRole('region', { name: t('list.filter.origin') }).getByRole('link', { name: shopLocale === 'zh_CN' ? /美国/ : /United States/ });
  const count = Number((await usa.innerText()).replace(/\D+/g, ' ').trim().split(' ').pop());
  await usa.click();
  await expect(page).toHaveURL(/origin=US/);
  await expect(page.getByTestId('result-count')).toHaveText(count === 1 ? t('list.items.one') : t('list.items', { count }));
  await expect(box).toHaveValue(q);

  // A sort, keeping the filter.
  await page.getByLabel(t('list.sort')).selectOption('priceAsc');
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page).toHaveURL(/origin=US/);
  await expect(page.getByLabel(t('list.sort'))).toHaveValue('priceAsc');
  await expect(box).toHaveValue(q);
  await keepShot(page, `search-filtered-${info.project.name}`);

  // A price band the shop does not offer (a hand-edited URL): the reason, in the page's language.
  const bad = shopUrl(`list/search/${encodeURIComponent(q)}?price=50-150`);
  expectHttpError(bad);
  await page.goto(bad);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(shopLocale === 'zh_CN' ? '价格区间须为以下之一' : 'The price band must be one of');
  await expect(page.getByRole('link', { name: t('list.filter.clear') })).toBeVisible();
  await keepShot(page, `search-bad-${info.project.name}`);
});
