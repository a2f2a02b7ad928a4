// "Products in this recipe": the shop's products the recipe uses, each with its price
// and an "Add to cart" button that posts the product's first in-stock SKU to the recipe
// page's action (like the product page: guests are sent to sign in). Sold-out products
// are shown gray, without the button.
import { useRef, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { RecipeProduct } from '@eshop/domain/recipes';
import { usePage } from '../../lib/use-page.ts';
import { sized } from '../../lib/images.ts';
import { Price } from '../catalog/Price.tsx';
import { InYourCart } from '../cart/InYourCart.tsx';
import '../../i18n/areas/recipes.ts';

/** What the recipe page's action answers (routes/recipe-detail.tsx). */
export interface AddToCartAnswer {
  error: string | null;
  added: { skuId: number; quantity: number; message: string; cartTotal: number } | null;
}

function ProductRow({ product }: { product: RecipeProduct }) {
  const { t, to, device, locale } = usePage();
  const cart = useFetcher<AddToCartAnswer>();
  const addButton = useRef<HTMLButtonElement>(null);
  const [closed, setClosed] = useState<unknown>(null);
  const answer = cart.state === 'idle' && cart.data && closed !== cart.data ? cart.data : null;
  const sku = product.sku;
  const mobile = device === 'mobile';
  return (
    <li className={`flex items-center gap-3 py-3 ${sku ? '' : 'opacity-60 grayscale'}`} data-testid="recipe-product" data-sold-out={sku ? undefined : 'true'}>
      <Link to={to(`item/${product.itemId}`)} className="shrink-0 overflow-hidden rounded-lg bg-brand-soft" tabIndex={-1} aria-hidden="true">
        <img src={sized(product.thumbnail, 160, locale)} alt="" width={80} height={80} loading="lazy" className={mobile ? 'h-16 w-16' : 'h-20 w-20'} />
      </Link>
      <div className="min-w-0 flex-1">
        <Link to={to(`item/${product.itemId}`)} className="line-clamp-2 text-sm font-medium hover:text-brand">{product.name}</Link>
        <p className="text-xs text-muted">{sku ? sku.spec : product.origin}</p>
        <div className="mt-0.5">{sku ? <Price fen={sku.priceFen} listFen={sku.listPriceFen} size="sm" /> : <Price fen={product.priceFen} size="sm" />}</div>
        {answer?.error && <p role="alert" className="mt-1 text-xs text-red-700">{answer.error}</p>}
      </div>
      {sku
        ? (
          <cart.Form method="post" className="shrink-0">
            <input type="hidden" name="sku.skuId" value={sku.skuId} />
            <input type="hidden" name="h.quantity" value={1} />
            <button ref={addButton} type="submit" disabled={cart.state !== 'idle'} aria-label={`${t('item.addToCart')}${t('punct.colon')}${product.name}`}
              className={`rounded-full border-2 border-brand font-semibold text-brand hover:bg-brand-soft disabled:cursor-wait disabled:opacity-60 ${mobile ? 'px-3 py-1.5 text-xs' : 'px-4 py-2 text-sm'}`}>
              {t('item.addToCart')}
            </button>
          </cart.Form>
        )
        : <span className="shrink-0 rounded bg-ink/70 px-2 py-1 text-xs text-white">{t('item.soldOut')}</span>}
      {answer?.added && sku && (
        <InYourCart message={answer.added.message} name={product.name} spec={sku.spec} image={product.thumbnail}
          quantity={answer.added.quantity} unitPriceFen={sku.priceFen} cartTotal={answer.added.cartTotal} onClose={() => setClosed(cart.data)} returnFocus={addButton} />
      )}
    </li>
  );
}

export function RecipeProducts({ products }: { products: RecipeProduct[] }) {
  return (
    <ul className="divide-y divide-line" data-testid="recipe-products">
      {products.map((p) => <ProductRow key={p.itemId} product={p} />)}
    </ul>
  );
}
