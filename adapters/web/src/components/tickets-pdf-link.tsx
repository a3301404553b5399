import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import Button, { type ButtonProps } from '@mui/material/Button';
import { ticketsPdfPath } from '../api/gate-api';

export const DOWNLOAD_TICKETS = 'Download your tickets (PDF)';

/** True when an order's lines hold tickets (only those orders have e-tickets to download). */
export const hasTickets = (order: { lines: readonly { kind: string }[] }) =>
  order.lines.some((line) => line.kind === 'ticket');

/**
 * A plain link to the order's tickets PDF (GET /orders/:orderId/tickets.pdf): the server answers
 * the PDF to a browser's navigation too, and the browser opens or saves it as it likes. With
 * `label`, the link's visible words; its accessible name then names the order as well.
 */
export function TicketsPdfLink({
  orderId,
  label,
  ...button
}: { orderId: number; label?: string } & Pick<ButtonProps, 'variant' | 'size' | 'sx'>) {
  const text = label ?? DOWNLOAD_TICKETS;
  return (
    <Button
      component="a"
      href={ticketsPdfPath(orderId)}
      startIcon={<PictureAsPdf />}
      aria-label={label ? `${text} of order ${orderId}` : undefined}
      variant={button.variant ?? 'outlined'}
      size={button.size}
      sx={button.sx}
    >
      {text}
    </Button>
  );
}
