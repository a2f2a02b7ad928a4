// The 'In Your Cart' overlay (spec section 9) after "add to cart": what was added, how
// many items the cart now holds, and the way on — keep shopping or open the cart. A
// modal <dialog>: focus moves into it, Escape and the backdrop close it, and on closing
// focus goes back to the button that added (docs/decisions/0037-accessibility.md).
import { useEffect, useRef, type RefObject } from 'react';
import { Link } from 'react-router';
import { usePage } from '../../lib/use-page.ts';
import { price } from '../../lib/format.ts';
import { sized } from '../../lib/images.ts';
import '../../i18n/areas/cart.ts';

export function InYourCart(props: {
  message: string;
  name: string;
  spec: string;
  image: string;
  quantity: number;
  unitPriceFen: number;
  cartTotal: number;
  onClose: () => void;
  /** Where focus returns on closing: the add-to-cart button (disabled while adding, so not the focused element when this opens). */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { t, to, device } = usePage();
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocus = props.returnFocus;
  useEffect(() => {
    const dialog = ref.current;
    const focused = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      // Not after "Go to cart": the page (and the button) are gone then.
      const back = returnFocus?.current ?? focused;
      if (back?.isConnected) back.focus();
    };
  }, [returnFocus]);
  const mobile = device === 'mobile';
  return (
    <dialog
      ref={ref}
      aria-labelledby="in-your-cart-title"
      onClose={props.onClose}
      onClick={(e) => { if (e.target === e.currentTarget) props.onClose(); }}
      data-testid="in-your-cart"
      className={`m-auto rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-ink/50 ${mobile ? 'w-[calc(100%-2rem)]' : 'w-[440px]'}`}
    >
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <h2 id="in-your-cart-title" className="font-serif text-xl font-bold">{t('cart.inYourCart')}</h2>
            <p role="status" className="mt-1 text-sm text-fresh">{props.message}</p>
          </div>
          <button type="button" onClick={props.onClose} aria-label={t('cart.close')} className="-mr-2 -mt-2 h-9 w-9 rounded-full text-xl text-muted hover:bg-brand-soft">×</button>
        </div>
        <div className="mt-5 flex gap-4">
          <img src={sized(props.image, 160)} alt="" width={80} height={80} className="h-20 w-20 rounded-lg object-cover" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold leading-snug">{props.name}</p>
            <p className="mt-1 text-muted">{props.spec} × {props.quantity}</p>
            <p className="mt-1 font-semibold text-brand">{price(props.unitPriceFen * props.quantity)}</p>
          </div>
        </div>
        <p className="mt-5 rounded-lg bg-brand-soft px-4 py-2.5 text-sm" data-testid="in-your-cart-total">{t('cart.itemsInCart', { count: props.cartTotal })}</p>
        <div className="mt-5 flex gap-3">
          <button type="button" onClick={props.onClose} className="flex-1 rounded-full border border-line px-4 py-2.5 font-medium hover:border-brand hover:text-brand">{t('cart.continue')}</button>
          <Link to={to('shopping/cart')} autoFocus className="flex-1 rounded-full bg-brand px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-dark">{t('cart.goToCart')}</Link>
        </div>
      </div>
    </dialog>
  );
}
