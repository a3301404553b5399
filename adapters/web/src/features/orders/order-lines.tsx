import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { REASON_MAX, reasonProblem } from '../../../../../core/orders/order-changes';
import type { OrderAccountBody, RefundBody } from '../../api/order-changes-api';
import { problemText } from '../../components/change-date-dialog';
import { usd } from '../../lib/money';
import { useRefundOrderMutation } from './orders-api';
import { refundLinesOf, refundPreview, type RefundPreview } from './refund-preview';
import { visuallyHidden } from '../../components/visually-hidden';

const KIND_LABELS = { ticket: 'Ticket', meal: 'Meal voucher', merchandise: 'Merchandise' };
const noWrap = { '& th, & td': { whiteSpace: 'nowrap' } } as const;

/** The refund about to be made: its lines and amounts, the reason, and the last word. */
function ConfirmRefund({
  orderId,
  preview,
  reason,
  whole,
  onClose,
  onRefunded,
}: {
  orderId: number;
  preview: RefundPreview | null;
  reason: string;
  whole: boolean;
  onClose: () => void;
  onRefunded: (refund: RefundBody, preview: RefundPreview) => void;
}) {
  const titleId = useId();
  const [refund, { isLoading }] = useRefundOrderMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setProblem(null);
    onClose();
  };
  const submit = async () => {
    if (!preview) return;
    setProblem(null);
    try {
      const lines = whole ? undefined : refundLinesOf(preview);
      const made = await refund({ orderId, reason: reason.trim(), lines }).unwrap();
      onRefunded(made, preview);
    } catch (failure) {
      console.error(`Refunding order ${orderId} failed.`, failure);
      setProblem(problemText(failure, 'The refund could not be made. Please try again.'));
    }
  };
  return (
    <Dialog
      open={preview !== null}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>
        Refund {preview ? usd(preview.amount) : ''} of order #{orderId}?
      </DialogTitle>
      {preview && (
        <DialogContent dividers>
          <Typography sx={{ mb: 1 }}>
            {whole ? 'Everything left on the order is refunded:' : 'These lines are refunded:'}
          </Typography>
          <TableContainer>
            <Table size="small" aria-label="Lines to refund" sx={noWrap}>
              <TableHead>
                <TableRow>
                  <TableCell>Item</TableCell>
                  <TableCell align="right">Qty</TableCell>
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {preview.lines.map((l) => (
                  <TableRow key={l.line}>
                    <TableCell>
                      {l.name} ({l.detail})
                    </TableCell>
                    <TableCell align="right">
                      {l.refundQuantity === l.quantity
                        ? l.refundQuantity
                        : `${l.refundQuantity} of ${l.quantity}`}
                    </TableCell>
                    <TableCell align="right">{usd(l.refundTotal)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Box component="dl" sx={{ m: 0, mt: 1.5, ml: 'auto', maxWidth: 260 }}>
            {(
              [
                ['Subtotal', usd(preview.subtotal)],
                ['Tax, in proportion', usd(preview.tax)],
                ['Refund', usd(preview.amount)],
              ] as const
            ).map(([label, value], i) => (
              <Box key={label} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <Typography component="dt" sx={{ fontWeight: i === 2 ? 800 : 400 }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, fontWeight: i === 2 ? 800 : 400 }}>
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography sx={{ mt: 1.5 }}>
            Reason: <strong>{reason.trim()}</strong>
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Refunded tickets become void at the gate and their places return to the day; a part of a
            ticket line takes only tickets not yet used. A refund cannot be undone.
          </Typography>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={close}>Back</Button>
        <Button variant="contained" color="error" onClick={() => void submit()} loading={isLoading}>
          Refund {preview ? usd(preview.amount) : ''}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Refunded", "1 of 2", or "No": what was refunded of a line so far. */
function refundedText(l: OrderAccountBody['lines'][number]): string {
  if (l.refunded) return 'Refunded';
  return l.refundedQuantity > 0 ? `${l.refundedQuantity} of ${l.quantity}` : 'No';
}

/**
 * The order's lines, each with what was refunded of it, a checkbox on those with something left
 * and, where more than one unit is left, how many to refund; a reason; and "Refund selected
 * lines" or "Refund everything left", each confirmed with what it gives back.
 */
export function OrderLines({ order }: { order: OrderAccountBody }) {
  const reasonRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [linesError, setLinesError] = useState<string | null>(null);
  const [pending, setPending] = useState<{ preview: RefundPreview; whole: boolean } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const left = order.lines.filter((l) => l.quantityLeft > 0);
  const stillChosen = chosen.filter((ref) => left.some((l) => l.line === ref));
  /** How many of a line's units to refund: as chosen, at most what is left, all by default. */
  const quantityOf = (l: OrderAccountBody['lines'][number]) =>
    Math.min(quantities[l.line] ?? l.quantityLeft, l.quantityLeft);
  const closed = order.status === 'cancelled' || left.length === 0;

  const toggle = (ref: string) => {
    setLinesError(null);
    setChosen((now) => (now.includes(ref) ? now.filter((r) => r !== ref) : [...now, ref]));
  };

  const ask = (whole: boolean) => {
    setDone(null);
    const problem = reasonProblem(reason);
    const noLines = !whole && stillChosen.length === 0;
    setReasonError(problem);
    setLinesError(noLines ? 'Choose the lines to refund, or refund everything left.' : null);
    if (problem) {
      reasonRef.current?.focus();
      return;
    }
    if (noLines) return;
    const choices = whole
      ? []
      : left
          .filter((l) => stillChosen.includes(l.line))
          .map((l) => ({ line: l.line, quantity: quantityOf(l) }));
    setPending({ preview: refundPreview(order, choices), whole });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask(false);
  };

  return (
    <Box component="section" aria-labelledby="order-lines-title">
      <Typography id="order-lines-title" variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        Lines
      </Typography>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={`Lines of order ${order.orderId}`} sx={noWrap}>
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox">
                <Box component="span" sx={visuallyHidden}>
                  Choose
                </Box>
              </TableCell>
              <TableCell>Item</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell align="right">Qty</TableCell>
              <TableCell align="right">Price</TableCell>
              <TableCell align="right">Total</TableCell>
              <TableCell>Refunded</TableCell>
              {!closed && <TableCell>Qty to refund</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {order.lines.map((l) => (
              <TableRow key={l.line} selected={stillChosen.includes(l.line)}>
                <TableCell padding="checkbox">
                  {l.quantityLeft > 0 && !closed && (
                    <Checkbox
                      checked={stillChosen.includes(l.line)}
                      onChange={() => toggle(l.line)}
                      slotProps={{
                        input: { 'aria-label': `Choose ${l.name} (${l.detail}) to refund` },
                      }}
                    />
                  )}
                </TableCell>
                <TableCell>{l.name}</TableCell>
                <TableCell>
                  {KIND_LABELS[l.kind]}
                  {l.detail && !l.name.includes(l.detail) ? ` (${l.detail})` : ''}
                </TableCell>
                <TableCell align="right">{l.quantity}</TableCell>
                <TableCell align="right">{usd(l.unitPrice)}</TableCell>
                <TableCell align="right">{usd(l.lineTotal)}</TableCell>
                <TableCell>
                  <Box
                    component="span"
                    sx={
                      l.refundedQuantity > 0
                        ? { fontWeight: 800, color: '#283593' }
                        : { color: 'text.secondary' }
                    }
                  >
                    {refundedText(l)}
                  </Box>
                </TableCell>
                {!closed && (
                  <TableCell>
                    {l.quantityLeft > 1 ? (
                      <TextField
                        select
                        size="small"
                        value={quantityOf(l)}
                        onChange={(e) => {
                          const quantity = Number(e.target.value);
                          setQuantities((now) => ({ ...now, [l.line]: quantity }));
                          if (!stillChosen.includes(l.line)) toggle(l.line);
                        }}
                        slotProps={{
                          select: { native: true },
                          htmlInput: {
                            'aria-label': `How many of ${l.name} (${l.detail}) to refund, of ${l.quantityLeft} left`,
                          },
                        }}
                        sx={{ minWidth: 88 }}
                      >
                        {Array.from({ length: l.quantityLeft }, (_, i) => l.quantityLeft - i).map(
                          (n) => (
                            <option key={n} value={n}>
                              {n === l.quantityLeft ? `All ${n}` : n}
                            </option>
                          ),
                        )}
                      </TextField>
                    ) : l.quantityLeft === 1 ? (
                      '1'
                    ) : (
                      ''
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {closed ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {order.status === 'cancelled'
            ? 'The order is cancelled: nothing is left to refund.'
            : 'Every line is refunded.'}
        </Typography>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-labelledby="refund-title"
          sx={{ mt: 2, display: 'grid', gap: 1.5, maxWidth: 560 }}
        >
          <Typography id="refund-title" variant="subtitle1" component="h4" sx={{ fontWeight: 700 }}>
            Refund
          </Typography>
          <TextField
            inputRef={reasonRef}
            label="Reason"
            required
            multiline
            minRows={2}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            error={reasonError !== null}
            helperText={reasonError ?? `Why the money goes back, at most ${REASON_MAX} characters`}
            slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          />
          {linesError && (
            <Alert severity="error" role="alert">
              {linesError}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button type="submit" variant="contained">
              Refund selected lines{stillChosen.length > 0 ? ` (${stillChosen.length})` : ''}
            </Button>
            <Button variant="outlined" color="error" onClick={() => ask(true)}>
              Refund everything left
            </Button>
          </Box>
        </Box>
      )}
      <Box aria-live="polite" sx={{ mt: 1.5 }}>
        {done && <Alert severity="success">{done}</Alert>}
      </Box>
      <ConfirmRefund
        orderId={order.orderId}
        preview={pending?.preview ?? null}
        whole={pending?.whole ?? false}
        reason={reason}
        onClose={() => setPending(null)}
        onRefunded={(refund, preview) => {
          setPending(null);
          setChosen([]);
          setQuantities({});
          setReason('');
          setDone(
            `Refunded ${usd(refund.amount)} (refund #${refund.refundId}): ${preview.lines
              .map((l) =>
                l.refundQuantity < l.quantity ? `${l.refundQuantity} × ${l.name}` : l.name,
              )
              .join(', ')}.`,
          );
        }}
      />
    </Box>
  );
}
