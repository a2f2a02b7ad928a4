// Every text of each language in one object: for tests that look texts up by key
// (e2e/tests/fixtures.ts). The storefront itself loads core and areas separately (index.ts).
import { en_US as core_en_US } from './en_US.ts';
import { zh_CN as core_zh_CN } from './zh_CN.ts';
import { account_en_US } from './areas/account.en_US.ts';
import { account_zh_CN } from './areas/account.zh_CN.ts';
import { purchase_en_US } from './areas/purchase.en_US.ts';
import { purchase_zh_CN } from './areas/purchase.zh_CN.ts';
import { info_en_US } from './areas/info.en_US.ts';
import { info_zh_CN } from './areas/info.zh_CN.ts';
import { recipes_en_US } from './areas/recipes.en_US.ts';
import { recipes_zh_CN } from './areas/recipes.zh_CN.ts';
import { loyalty_en_US } from './areas/loyalty.en_US.ts';
import { loyalty_zh_CN } from './areas/loyalty.zh_CN.ts';
import { starShop_en_US } from './areas/star-shop.en_US.ts';
import { starShop_zh_CN } from './areas/star-shop.zh_CN.ts';
import { afterSales_en_US } from './areas/after-sales.en_US.ts';
import { afterSales_zh_CN } from './areas/after-sales.zh_CN.ts';
import { product_en_US } from './areas/product.en_US.ts';
import { product_zh_CN } from './areas/product.zh_CN.ts';
import { list_en_US } from './areas/list.en_US.ts';
import { list_zh_CN } from './areas/list.zh_CN.ts';
import { cart_en_US } from './areas/cart.en_US.ts';
import { cart_zh_CN } from './areas/cart.zh_CN.ts';
import { comingSoon_en_US } from './areas/coming-soon.en_US.ts';
import { comingSoon_zh_CN } from './areas/coming-soon.zh_CN.ts';
import { home_en_US } from './areas/home.en_US.ts';
import { home_zh_CN } from './areas/home.zh_CN.ts';
import { pager_en_US } from './areas/pager.en_US.ts';
import { pager_zh_CN } from './areas/pager.zh_CN.ts';
import { footer_en_US } from './areas/footer.en_US.ts';
import { footer_zh_CN } from './areas/footer.zh_CN.ts';

export const en_US = { ...core_en_US, ...account_en_US, ...purchase_en_US, ...info_en_US, ...recipes_en_US, ...loyalty_en_US, ...starShop_en_US, ...afterSales_en_US, ...product_en_US, ...list_en_US,
  ...cart_en_US, ...comingSoon_en_US, ...home_en_US, ...pager_en_US, ...footer_en_US };
export const zh_CN = { ...core_zh_CN, ...account_zh_CN, ...purchase_zh_CN, ...info_zh_CN, ...recipes_zh_CN, ...loyalty_zh_CN, ...starShop_zh_CN, ...afterSales_zh_CN, ...product_zh_CN, ...list_zh_CN,
  ...cart_zh_CN, ...comingSoon_zh_CN, ...home_zh_CN, ...pager_zh_CN, ...footer_zh_CN };
