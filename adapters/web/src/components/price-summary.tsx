import { formatUsd, multiplyCents } from '../../../../core/shared/money';
import { TAX_LABEL, type OrderSummary } from '../app/cart/order-summary';
import './price-summary.css';

/** Each line's count, name and price (count × the unit price), as the checkout's summary has them. */
export function PriceLines({ summary }: { summary: OrderSummary }) {
  const lines = summary.groups.flatMap((group) => group.lines);
  if (lines.length === 0) return null;
  return (
    <ul className="park-price-summary__lines">
      {lines.map((line) => (
        <li key={line.key} className="park-price-summary__row">
          <span>
            {line.quantity} × {line.name}
            {line.detail ? ` (${line.detail})` : ''}
          </span>{' '}
          <span className="park-price-summary__amount">
            {formatUsd(multiplyCents(line.unitPrice, line.quantity))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Core's subtotal, tax and total (orderSummary), the total in bold. */
export function PriceTotals({ summary }: { summary: OrderSummary }) {
  const { subtotal, tax, total } = summary.totals;
  return (
    <dl className="park-price-summary__totals">
      <div className="park-price-summary__row">
        <dt>Subtotal</dt> <dd className="park-price-summary__amount">{formatUsd(subtotal)}</dd>
      </div>
      <div className="park-price-summary__row">
        <dt>{TAX_LABEL}</dt> <dd className="park-price-summary__amount">{formatUsd(tax)}</dd>
      </div>
      <div className="park-price-summary__row park-price-summary__row--total">
        <dt>Total</dt> <dd className="park-price-summary__amount">{formatUsd(total)}</dd>
      </div>
    </dl>
  );
}
