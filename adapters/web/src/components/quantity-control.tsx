import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { MAX_LINE_QUANTITY } from '../../../../core/orders/order';

/** The most of one line the page offers: core's limit, which the server enforces too. */
export const MAX_QUANTITY = MAX_LINE_QUANTITY;

export interface QuantityControlProps {
  /** What is being counted, e.g. "Standard Ticket": names the field and both buttons. */
  label: string;
  value: number;
  /** Called with the wanted value; the owner's rule decides (core: never below 0). */
  onChange: (value: number) => void;
  max?: number;
  disabled?: boolean;
}

/** − [n] +: a number field with a button on each side, never offering less than 0. */
export function QuantityControl({
  label,
  value,
  onChange,
  max = MAX_QUANTITY,
  disabled = false,
}: QuantityControlProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
    >
      <IconButton
        aria-label={`Decrease ${label}`}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= 0}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <TextField
        type="number"
        size="small"
        value={value}
        disabled={disabled}
        onChange={(event) => {
          const raw = event.target.value;
          const next = raw === '' ? 0 : Math.floor(Number(raw));
          if (!Number.isFinite(next)) return;
          onChange(Math.min(next, max));
        }}
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: {
            min: 0,
            max,
            step: 1,
            inputMode: 'numeric',
            'aria-label': `${label} quantity`,
            style: { textAlign: 'center', MozAppearance: 'textfield' },
          },
        }}
        sx={{
          width: 64,
          '& input::-webkit-outer-spin-button, & input::-webkit-inner-spin-button': {
            WebkitAppearance: 'none',
            margin: 0,
          },
        }}
      />
      <IconButton
        aria-label={`Increase ${label}`}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        size="small"
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
