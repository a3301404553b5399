import { useMemo, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Cart, CartGroup } from '../../../../../core/orders/cart';
import { ADMISSION_PRODUCTS } from '../../../../../core/admissions/products';
import {
  dollarsToCents,
  formatUsd,
  multiplyCents,
  type Cents,
} from '../../../../../core/shared/money';
import { orderSummary } from '../../app/cart/order-summary';
import { PriceTotals } from '../../components/price-summary';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { longDate } from '../../app/cart/cart-labels';
import { groupRemoved, selectCart, selectCartGroups } from '../../app/cart/cart-slice';
import { Icon } from '../../components/icons';
import { TouchRipple } from '../../components/touch-ripple';
import '../../components/controls.css';
import './cart-dropdown.css';

export const CART_EMPTY_MESSAGE = 'Cart is empty';

/** A line of a group: what it is, and its price (count × unit price) when it has one. */
interface GroupLine {
  text: string;
  amount?: Cents;
}

interface GroupView {
  key: string;
  title: string;
  lines: GroupLine[];
  removeLabel: string;
}

/** What a group shows: its title, its lines with their prices and the name of its remove button. */
export function describeGroup(cart: Cart, group: CartGroup): GroupView {
  switch (group.kind) {
    case 'tickets': {
      const lines: GroupLine[] = ADMISSION_PRODUCTS.filter(
        (p) => cart.tickets[p.checkoutField] > 0,
      ).map((p) => ({
        text: `${p.name} × ${cart.tickets[p.checkoutField]}`,
        amount: multiplyCents(p.price, cart.tickets[p.checkoutField]),
      }));
      if (cart.attractions.length > 0)
        lines.push({ text: `Attractions: ${cart.attractions.join(', ')}` });
      lines.push({ text: `Visit date: ${longDate(cart.visitDate)}` });
      return { key: 'tickets', title: 'Tickets', lines, removeLabel: 'Remove tickets' };
    }
    case 'meals':
      return {
        key: 'meals',
        title: 'Meal tickets',
        lines: Object.values(cart.meals)
          .filter((m) => m.qty > 0)
          .map((m) => ({
            text: `${m.item.name} (${m.item.type}) × ${m.qty}`,
            amount: multiplyCents(dollarsToCents(m.item.amount), m.qty),
          })),
        removeLabel: 'Remove meal tickets',
      };
    case 'merch': {
      const entry = cart.merchandise[group.key]!;
      return {
        key: `merch:${group.key}`,
        title: entry.item.name,
        lines: [
          {
            text: `Size ${entry.size} · Quantity ${entry.quantity}`,
            amount: multiplyCents(dollarsToCents(entry.item.sellingCost), entry.quantity),
          },
        ],
        removeLabel: `Remove ${entry.item.name}`,
      };
    }
  }
}

function Group({
  view,
  onRemove,
}: {
  view: GroupView;
  onRemove: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <li className="park-cart-panel__group">
      <div className="park-cart-panel__text">
        <h3 className="park-cart-panel__group-title">{view.title}</h3>
        {view.lines.map((line) => (
          <p key={line.text} className="park-cart-panel__line">
            <span>{line.text}</span>
            {line.amount !== undefined && (
              <>
                {' '}
                <span className="park-cart-panel__amount">{formatUsd(line.amount)}</span>
              </>
            )}
          </p>
        ))}
      </div>
      <button
        type="button"
        aria-label={view.removeLabel}
        onClick={onRemove}
        className="park-btn park-icon-btn park-icon-btn--small"
      >
        <Icon name="deleteOutlined" small />
        <TouchRipple center />
      </button>
    </li>
  );
}

/**
 * The cart's groups (tickets, meal tickets, one per merchandise item) with their prices, each
 * removable, core's subtotal, tax and total, and a Checkout button — or 'Cart is empty'. Focus stays inside after a removal.
 */
export function CartDropdown({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const groups = useAppSelector(selectCartGroups);
  const summary = useMemo(() => orderSummary(cart), [cart]);

  const remove = (group: CartGroup, event: MouseEvent<HTMLElement>) => {
    // The button disappears: keep focus (and so the dropdown) inside first.
    const panel = event.currentTarget.closest<HTMLElement>('[data-cart-dropdown]');
    panel?.focus();
    dispatch(groupRemoved(group));
  };

  return (
    <section
      id={id}
      aria-label="Cart contents"
      data-cart-dropdown=""
      tabIndex={-1}
      className="park-cart-panel"
    >
      <h2 className="park-cart-panel__title">Your cart</h2>
      {groups.length === 0 ? (
        <p className="park-cart-panel__empty">{CART_EMPTY_MESSAGE}</p>
      ) : (
        <>
          <ul className="park-cart-panel__groups">
            {groups.map((group) => {
              const view = describeGroup(cart, group);
              return <Group key={view.key} view={view} onRemove={(e) => remove(group, e)} />;
            })}
          </ul>
          <PriceTotals summary={summary} />
          <RouterLink
            to="/checkout"
            className="park-btn park-contained-btn park-contained-btn--primary park-btn--full-width"
          >
            Checkout
            <TouchRipple />
          </RouterLink>
        </>
      )}
    </section>
  );
}
