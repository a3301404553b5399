import { createEvent } from 'ics';
import type { OrderTickets } from '../../core/admissions/list-tickets';
import type { MailKind, OutboxMail } from '../../core/mail/delivery';
import { orderTicketsPdf } from '../reports/order-tickets-pdf';

/** What a mail is drawn from besides itself: the park, and an order's tickets for its PDF. */
export interface MailDrawing {
  parkName: string;
  /** PUBLIC_URL: a link that starts with it is drawn as a link (and as the kind's button). */
  publicUrl: string;
  /** The order's tickets (null when the order is gone or has none): the tickets mail's PDF. */
  ticketsOf(orderId: number): Promise<OrderTickets | null>;
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** A mail as it leaves: its plain text, its HTML, its attachments. */
export interface MailParts {
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
}

/** The park's colours (adapters/web/src/app/theme.ts): white on the primary reaches 4.96:1. */
const PRIMARY = '#5b3fa8';
const TEXT = '#241a3d';
const MUTED = '#5a5070';
const PAPER = '#fbf8ff';

/** Each kind's template: the heading over the text, and the words of its main link's button. */
export const MAIL_TEMPLATES: Record<MailKind, { heading: string; button: string | null }> = {
  notice: { heading: 'A message from the park', button: null },
  'password-reset': { heading: 'Reset your password', button: 'Choose a new password' },
  tickets: { heading: 'Your tickets', button: 'Download your tickets (PDF)' },
  'day-closed': { heading: 'Your visit day is closed', button: null },
  welcome: { heading: 'Welcome to the team', button: 'Choose your password' },
};

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The park's own links in a text (only those: a mail never links elsewhere). */
function parkLinks(text: string, publicUrl: string): string[] {
  const base = publicUrl.replace(/\/+$/, '');
  return (text.match(/https?:\/\/[^\s<>"]+/g) ?? []).filter(
    (url) => url === base || url.startsWith(`${base}/`),
  );
}

/** A paragraph's lines as HTML, the park's links as links. */
function paragraphHtml(paragraph: string, links: readonly string[]): string {
  const lines = paragraph.split('\n').map((line) => {
    let html = escapeHtml(line);
    for (const link of links) {
      const shown = escapeHtml(link);
      html = html.split(shown).join(`<a href="${shown}" style="color:${PRIMARY}">${shown}</a>`);
    }
    return html;
  });
  return `<p style="margin:0 0 16px 0">${lines.join('<br>')}</p>`;
}

/**
 * The HTML part: the kind's heading on the park's colour, the text's paragraphs (the same words
 * as the plain part), its first park link as a button, the park's name at the foot. Tables and
 * inline styles, as mail programs read them; no images, so it reads the same with them off.
 */
export function mailHtml(
  mail: Pick<OutboxMail, 'kind' | 'subject' | 'text'>,
  drawing: Pick<MailDrawing, 'parkName' | 'publicUrl'>,
): string {
  const template = MAIL_TEMPLATES[mail.kind];
  const links = parkLinks(mail.text, drawing.publicUrl);
  const paragraphs = mail.text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map((p) => paragraphHtml(p, links))
    .join('\n');
  const button =
    template.button && links[0]
      ? `<p style="margin:8px 0 24px 0"><a href="${escapeHtml(links[0])}" style="display:inline-block;background:${PRIMARY};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${escapeHtml(template.button)}</a></p>`
      : '';
  const park = escapeHtml(drawing.parkName);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(mail.subject)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};color:${TEXT};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAPER}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border:1px solid #e4dcf5;border-radius:8px">
<tr><td style="background:${PRIMARY};color:#ffffff;padding:20px 24px;border-radius:8px 8px 0 0">
<div style="font-size:13px;letter-spacing:1px;text-transform:uppercase">${park}</div>
<h1 style="margin:4px 0 0 0;font-size:24px;color:#ffffff">${escapeHtml(template.heading)}</h1>
</td></tr>
<tr><td style="padding:24px">
${paragraphs}
${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #e4dcf5;color:${MUTED};font-size:13px">${park} · <a href="${escapeHtml(drawing.publicUrl)}" style="color:${PRIMARY}">${escapeHtml(drawing.publicUrl)}</a></td></tr>
</table>
</td></tr></table>
</body></html>
`;
}

/** The visit day as an all-day event (`visit-<orderId>.ics`), the day after as its end. */
export function visitEvent(
  parkName: string,
  publicUrl: string,
  order: OrderTickets,
): Buffer | null {
  if (!order.visitDate) return null;
  const [y, m, d] = order.visitDate.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  const host = new URL(publicUrl).hostname || 'localhost';
  const count = order.tickets.filter((t) => t.status !== 'void').length;
  const { error, value } = createEvent({
    uid: `visit-${order.orderId}@${host}`,
    productId: `${parkName}//tickets`,
    title: `${parkName}: your visit`,
    description: `Order #${order.orderId}: ${count} ${count === 1 ? 'ticket' : 'tickets'}. Show each ticket's QR code at the gate.`,
    start: [y, m, d],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    url: `${publicUrl.replace(/\/+$/, '')}/orders/${order.orderId}/tickets.pdf`,
    status: 'CONFIRMED',
    busyStatus: 'FREE',
  });
  if (error || !value) throw error ?? new Error('the visit day could not be written as an event');
  return Buffer.from(value, 'utf8');
}

/**
 * A mail's parts as it leaves. A tickets mail attaches the order's tickets PDF (the document of
 * GET /orders/:orderId/tickets.pdf, `tickets-<orderId>.pdf`) and its visit day (`visit-<orderId>.ics`).
 */
export async function mailParts(mail: OutboxMail, drawing: MailDrawing): Promise<MailParts> {
  const attachments: MailAttachment[] = [];
  if (mail.kind === 'tickets' && mail.orderId !== null) {
    const order = await drawing.ticketsOf(mail.orderId);
    if (order && order.tickets.length > 0) {
      attachments.push({
        filename: `tickets-${order.orderId}.pdf`,
        content: Buffer.from(orderTicketsPdf(drawing.parkName, order)),
        contentType: 'application/pdf',
      });
      const event = visitEvent(drawing.parkName, drawing.publicUrl, order);
      if (event)
        attachments.push({
          filename: `visit-${order.orderId}.ics`,
          content: event,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        });
    }
  }
  return { subject: mail.subject, text: mail.text, html: mailHtml(mail, drawing), attachments };
}
