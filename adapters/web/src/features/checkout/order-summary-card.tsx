import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatUsd, multiplyCents } from '../../../../../core/shared/money';
import { TAX_LABEL, type OrderSummary } from '../../app/cart/order-summary';

function AmountRow({ label, amount, strong }: { label: string; amount: string; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }} component="div">
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 800 : 400 }}>
        {amount}
      </Typography>
    </Box>
  );
}

/** The order summary: the cart's groups with display prices, and core's subtotal, tax and total. */
export function OrderSummaryCard({ summary }: { summary: OrderSummary }) {
  return (
    <Paper
      component="section"
      aria-labelledby="order-summary-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="order-summary-heading" variant="h6" component="h2" gutterBottom>
        Order summary
      </Typography>
      {summary.groups.map((group) => (
        <Box key={group.key} component="section" aria-label={group.title} sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }} component="h3">
            {group.title}
          </Typography>
          {group.notes.map((note) => (
            <Typography key={note} variant="body2" color="text.secondary">
              {note}
            </Typography>
          ))}
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mt: 0.5 }}>
            {group.lines.map((line) => (
              <Box
                component="li"
                key={line.key}
                sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}
              >
                <Typography variant="body2">
                  {line.quantity} × {line.name}
                  {line.detail ? ` (${line.detail})` : ''}{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    @ {formatUsd(line.unitPrice)}
                  </Box>
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
                  {formatUsd(multiplyCents(line.unitPrice, line.quantity))}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      <Divider sx={{ my: 1 }} />
      <Box component="dl" sx={{ m: 0 }}>
        <AmountRow label="Subtotal" amount={formatUsd(summary.totals.subtotal)} />
        <AmountRow label={TAX_LABEL} amount={formatUsd(summary.totals.tax)} />
        <AmountRow label="Total" amount={formatUsd(summary.totals.total)} strong />
      </Box>
    </Paper>
  );
}
