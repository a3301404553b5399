import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { TAX_RATE } from '../../../../../core/shared/tax';
import type { OrderDetailsBody } from '../../api/contract';
import { hasTickets, TicketsPdfLink } from '../../components/tickets-pdf-link';
import { usd } from '../../lib/money';

const noWrap = { '& th, & td': { whiteSpace: 'nowrap' } } as const;
const KIND_LABELS = { ticket: 'Ticket', meal: 'Meal voucher', merchandise: 'Merchandise' };

function Amount({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" sx={{ fontWeight: strong ? 800 : 400 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: strong ? 800 : 400 }}>
        {usd(value)}
      </Typography>
    </Box>
  );
}

/** One order's lines: its merchandise rows (the spec's fields) and every other priced line. */
export function OrderDetailsDialog({
  order,
  onClose,
}: {
  order: OrderDetailsBody | null;
  onClose: () => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const otherLines = order?.lines.filter((line) => line.kind !== 'merchandise') ?? [];
  return (
    <Dialog
      open={order !== null}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="order-details-title"
    >
      {order && (
        <>
          <DialogTitle id="order-details-title">Order #{order.orderId}</DialogTitle>
          <DialogContent dividers>
            <Typography variant="body2" color="text.secondary">
              Ordered on {order.orderDate}
              {order.visitDate ? ` · Visit date ${order.visitDate}` : ''}
            </Typography>
            {order.attractions.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                Attractions: {order.attractions.join(', ')}
              </Typography>
            )}
            {hasTickets(order) && (
              <TicketsPdfLink orderId={order.orderId} size="small" sx={{ mt: 1.5 }} />
            )}
            {order.items.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
                  Merchandise
                </Typography>
                <TableContainer sx={{ overflowX: 'auto' }}>
                  <Table size="small" aria-label="Merchandise in this order" sx={noWrap}>
                    <TableHead>
                      <TableRow>
                        <TableCell>Date</TableCell>
                        <TableCell>Item</TableCell>
                        <TableCell>Size</TableCell>
                        <TableCell align="right">Qty</TableCell>
                        <TableCell align="right">Total</TableCell>
                        <TableCell align="right">Order ID</TableCell>
                        <TableCell align="right">Item ID</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {order.items.map((item) => (
                        <TableRow key={item.ItemID}>
                          <TableCell>{item.merchDate}</TableCell>
                          <TableCell>{item.MName}</TableCell>
                          <TableCell>{item.Size}</TableCell>
                          <TableCell align="right">{item.Quantity}</TableCell>
                          <TableCell align="right">{usd(item.TotalCost)}</TableCell>
                          <TableCell align="right">{item.OrderID}</TableCell>
                          <TableCell align="right">{item.ItemID}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </>
            )}
            {otherLines.length > 0 && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ mt: 2, fontWeight: 700 }}>
                  Tickets and meal vouchers
                </Typography>
                <TableContainer sx={{ overflowX: 'auto' }}>
                  <Table
                    size="small"
                    aria-label="Tickets and meal vouchers in this order"
                    sx={noWrap}
                  >
                    <TableHead>
                      <TableRow>
                        <TableCell>Item</TableCell>
                        <TableCell>Kind</TableCell>
                        <TableCell align="right">Qty</TableCell>
                        <TableCell align="right">Price</TableCell>
                        <TableCell align="right">Total</TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {otherLines.map((line, index) => (
                        <TableRow key={`${line.kind}-${line.name}-${line.detail}-${index}`}>
                          <TableCell>{line.name}</TableCell>
                          <TableCell>
                            {KIND_LABELS[line.kind]}
                            {line.detail && !line.name.includes(line.detail)
                              ? ` (${line.detail})`
                              : ''}
                          </TableCell>
                          <TableCell align="right">{line.quantity}</TableCell>
                          <TableCell align="right">{usd(line.unitPrice)}</TableCell>
                          <TableCell align="right">{usd(line.lineTotal)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                </TableContainer>
              </>
            )}
            <Divider sx={{ my: 2 }} />
            <Box component="dl" sx={{ m: 0, ml: 'auto', maxWidth: 280 }}>
              <Amount label="Subtotal" value={order.subtotal} />
              <Amount label={`Tax (${(TAX_RATE * 100).toFixed(2)}%)`} value={order.tax} />
              <Amount label="Total" value={order.total} strong />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
