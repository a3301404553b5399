import { useRef, useState, type KeyboardEvent } from 'react';
import {
  MERCH_SIZES,
  type CartMerchItem,
  type MerchEntry,
  type MerchSize,
} from '../../../../../core/orders/cart';
import { dollarsToCents, formatUsd } from '../../../../../core/shared/money';
import { useAppDispatch } from '../../app/hooks';
import { merchandiseSet } from '../../app/cart/cart-slice';
import { PlainImage } from '../../components/plain-list';
import { PlainQuantityControl } from '../../components/plain-quantity';
import { TouchRipple } from '../../components/touch-ripple';
import type { MerchandiseBody } from '../../api/shop-api';
import '../../components/controls.css';
import '../../components/plain-form.css';
import '../../components/plain-list.css';
import './shop.css';

/** AddShoppingCart (from @mui/icons-material, MIT). */
const ADD_TO_CART =
  'M11 9h2V6h3V4h-3V1h-2v3H8v2h3zm-4 9c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2m-9.83-3.25.03-.12.9-1.63h7.45c.75 0 1.41-.41 1.75-1.03l3.86-7.01L19.42 4h-.01l-1.1 2-2.76 5H8.53l-.13-.27L6.16 6l-.95-2-.94-2H1v2h2l3.6 7.59-1.35 2.45c-.16.28-.25.61-.25.96 0 1.1.9 2 2 2h12v-2H7.42c-.13 0-.25-.11-.25-.25';

/**
 * The sizes as MUI's exclusive ToggleButtonGroup: pressed buttons, one tab stop (the pressed
 * size, else the first), the arrow keys, Home and End move between them; pressing the pressed
 * one again unpresses it.
 */
function SizeButtons({
  label,
  value,
  onChange,
}: {
  label: string;
  value: MerchSize | null;
  onChange: (next: MerchSize | null) => void;
}) {
  const group = useRef<HTMLDivElement>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const selected = value === null ? -1 : MERCH_SIZES.indexOf(value);
  const tabStop = focused ?? Math.max(0, selected);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, (i: number) => number> = {
      ArrowRight: (i) => (i + 1) % MERCH_SIZES.length,
      ArrowDown: (i) => (i + 1) % MERCH_SIZES.length,
      ArrowLeft: (i) => (i - 1 + MERCH_SIZES.length) % MERCH_SIZES.length,
      ArrowUp: (i) => (i - 1 + MERCH_SIZES.length) % MERCH_SIZES.length,
      Home: () => 0,
      End: () => MERCH_SIZES.length - 1,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(tabStop);
    setFocused(next);
    group.current?.querySelectorAll('button')[next]?.focus();
  };
  return (
    <div
      ref={group}
      role="group"
      aria-label={label}
      className="park-toggle-group"
      onKeyDown={onKeyDown}
    >
      {MERCH_SIZES.map((s, index) => (
        <button
          key={s}
          type="button"
          value={s}
          title={SIZE_NAMES[s]}
          aria-pressed={s === value}
          tabIndex={index === tabStop ? 0 : -1}
          className="park-btn park-toggle"
          onFocus={() => setFocused(index)}
          onClick={() => onChange(s === value ? null : s)}
        >
          {s}
          <TouchRipple />
        </button>
      ))}
    </div>
  );
}

export const SIZE_NAMES: Readonly<Record<MerchSize, string>> = {
  S: 'Small',
  M: 'Medium',
  L: 'Large',
  XL: 'Extra large',
};

/** The card's picture (also the placeholders' while the list loads). */
export const SHOP_IMAGE_RATIO = '4 / 3';
/** About the height of a card below its picture, px: the placeholders' while it loads. */
export const SHOP_TEXT_HEIGHT = 260;

/** The API's dollar price, shown with a $ sign and two decimals. */
export const priceOf = (dollars: number) =>
  Number.isFinite(dollars) ? formatUsd(dollarsToCents(dollars)) : '';

export const toCartItem = (item: MerchandiseBody): CartMerchItem => ({
  id: item.MId,
  name: item.name,
  image: item.image,
  sellingCost: item.sellingCost,
});

interface ShopItemCardProps {
  item: MerchandiseBody;
  /** The item's entry in the cart, if any: the card starts from it. */
  inCart: MerchEntry | undefined;
  /** The first row's pictures load at once (they are the page's largest paint), the rest lazily. */
  eager?: boolean;
}

/**
 * One shop item (drawn without MUI: shop.css): size buttons, a quantity that never goes below 0, and "Add to cart",
 * enabled only with a size and a quantity above 0. Taking the quantity to 0 removes the
 * item from the cart (core setMerchandise).
 */
export function ShopItemCard({ item, inCart, eager = false }: ShopItemCardProps) {
  const dispatch = useAppDispatch();
  const [size, setSize] = useState<MerchSize | null>(inCart?.size ?? null);
  const [quantity, setQuantity] = useState(inCart?.quantity ?? 0);
  const titleId = `shop-item-${item.MId}`;
  const canAdd = quantity > 0 && size !== null;
  const unchanged = inCart !== undefined && inCart.quantity === quantity && inCart.size === size;

  const changeQuantity = (next: number) => {
    const safe = Math.max(0, next);
    setQuantity(safe);
    if (safe === 0 && inCart) {
      dispatch(merchandiseSet({ item: toCartItem(item), quantity: 0, size: inCart.size }));
    }
  };

  return (
    <article aria-labelledby={titleId} className="park-card park-shop-card">
      <PlainImage
        src={item.image}
        name={item.name}
        alt={item.name}
        loading={eager ? 'eager' : 'lazy'}
        className="park-shop-card__image"
      />
      <div className="park-shop-card__content">
        <div>
          <h2 id={titleId} className="park-shop-card__name">
            {item.name}
          </h2>
          <p className="park-shop-card__type">{item.type}</p>
          <p className="park-shop-card__price">{priceOf(item.sellingCost)}</p>
        </div>
        <SizeButtons label={`Size of ${item.name}`} value={size} onChange={setSize} />
        <PlainQuantityControl label={item.name} value={quantity} onChange={changeQuantity} />
        {inCart && (
          <p className="park-shop-card__in-cart" role="status">
            In your cart: {inCart.quantity} × size {inCart.size}
          </p>
        )}
      </div>
      <div className="park-shop-card__actions">
        <button
          type="button"
          className="park-btn park-contained-btn park-contained-btn--primary park-btn--full-width"
          disabled={!canAdd || unchanged}
          aria-describedby={titleId}
          onClick={() => {
            if (canAdd) dispatch(merchandiseSet({ item: toCartItem(item), quantity, size }));
          }}
        >
          <span className="park-btn__start-icon">
            <svg className="park-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
              <path d={ADD_TO_CART} />
            </svg>
          </span>
          {inCart ? 'Update cart' : 'Add to cart'}
          {canAdd && !unchanged && <TouchRipple />}
        </button>
      </div>
    </article>
  );
}
