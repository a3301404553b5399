import { MAX_LINE_QUANTITY } from '../../../../core/orders/order';
import { TouchRipple } from './touch-ripple';
import './controls.css';
import './plain-form.css';
import './plain-quantity.css';

const MINUS = 'M19 13H5v-2h14z';
const PLUS = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';

function StepIcon({ path }: { path: string }) {
  return (
    <svg className="park-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}

export interface QuantityControlProps {
  /** What is being counted, e.g. "Standard Ticket": names the field and both buttons. */
  label: string;
  value: number;
  /** Called with the wanted value; the owner's rule decides (core: never below 0). */
  onChange: (value: number) => void;
  /** The most of one line the page offers: by default core's limit, which the server enforces. */
  max?: number;
  disabled?: boolean;
}

/**
 * − [n] +, drawn as MUI's outlined TextField between two IconButtons (plain-quantity.css): a
 * number field with a button on each side, never offering less than 0.
 */
export function PlainQuantityControl({
  label,
  value,
  onChange,
  max = MAX_LINE_QUANTITY,
  disabled = false,
}: QuantityControlProps) {
  return (
    <div role="group" aria-label={label} className="park-quantity">
      <button
        type="button"
        className="park-btn park-icon-btn park-quantity__step"
        aria-label={`Decrease ${label}`}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 0}
      >
        <StepIcon path={MINUS} />
        <TouchRipple center />
      </button>
      <div className="park-quantity__field">
        <input
          type="number"
          className="park-quantity__input"
          value={value}
          disabled={disabled}
          min={0}
          max={max}
          step={1}
          inputMode="numeric"
          aria-label={`${label} quantity`}
          onChange={(event) => {
            const raw = event.target.value;
            const next = raw === '' ? 0 : Math.floor(Number(raw));
            if (!Number.isFinite(next)) return;
            onChange(Math.min(next, max));
          }}
          onFocus={(event) => event.target.select()}
        />
        <fieldset aria-hidden="true" className="park-field__outline">
          <legend>
            <span>{'\u200b'}</span>
          </legend>
        </fieldset>
      </div>
      <button
        type="button"
        className="park-btn park-icon-btn park-quantity__step"
        aria-label={`Increase ${label}`}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
      >
        <StepIcon path={PLUS} />
        <TouchRipple center />
      </button>
    </div>
  );
}
