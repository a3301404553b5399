import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import type { OrderDetailsBody, RecentOrderRow, RecentOrdersRequest } from '../../api/contract';
import { useFindOrdersQuery, type OrderStatus } from '../../api/order-changes-api';
import { useParkTodayQuery } from '../../api/tickets-api';
import { parkToday } from '../../app/park';
import { ChangeDateDialog } from '../../components/change-date-dialog';
import { LoadingIndicator } from '../../components/loading-indicator';
import { TableHeadings, TableScroller, type Heading } from '../../components/table-headings';
import { TicketsPdfLink } from '../../components/tickets-pdf-link';
import { useDocumentTitle } from '../../components/use-document-title';
import { selectUser } from '../../app/session/session-slice';
import { usd } from '../../lib/money';
import { CancelOrderDialog } from './cancel-order-dialog';
import { hasLiveTickets, MyOrders, type OrderAction } from './my-orders';
import { OrderDetailsDialog } from './order-details-dialog';
import { useLazyOrderDetailsQuery, useRecentOrdersQuery } from './user-portal-api';

export const MONTH_OPTIONS = [3, 6, 9, 12] as const;
export const ORDER_TYPES = [
  { value: 'all', label: 'All orders' },
  { value: 'tickets', label: 'Tickets' },
  { value: 'merchandise', label: 'Merchandise' },
  { value: 'restaurant', label: 'Restaurant' },
] as const;

type Months = RecentOrdersRequest['months'];
type OrderType = RecentOrdersRequest['orderType'];

/** The filters live in the address (?months=6&type=tickets), so a reload or a link keeps them. */
export function filtersOf(params: URLSearchParams): { months: Months; orderType: OrderType } {
  const months = Number(params.get('months'));
  const type = params.get('type');
  return {
    months: (MONTH_OPTIONS as readonly number[]).includes(months) ? (months as Months) : 3,
    orderType: ORDER_TYPES.some((t) => t.value === type) ? (type as OrderType) : 'all',
  };
}

/**
 * The dialog the address asks for: ?order=41&action=cancel or ?order=41&action=change-date (the
 * closed-day mail links there; a visitor not logged in comes back here after logging in).
 */
export function dialogOf(params: URLSearchParams): { orderId: number; action: OrderAction } | null {
  const orderId = Number(params.get('order'));
  const action = params.get('action');
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return null;
  return action === 'cancel' || action === 'change-date' ? { orderId, action } : null;
}

/** The tickets table's link; its accessible name adds "of order N". */
export const TICKETS_PDF_SHORT = 'Download tickets (PDF)';

type RowOf<K extends RecentOrderRow['kind']> = Extract<RecentOrderRow, { kind: K }>;

function OrderButton({ id, onOpen }: { id: number; onOpen: (id: number) => void }) {
  return (
    <Link
      component="button"
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(id);
      }}
      aria-label={`Order ${id} details`}
      sx={{ fontWeight: 700 }}
    >
      #{id}
    </Link>
  );
}

interface OrderLineRow {
  key: string;
  /** One cell per heading, in their order. */
  cells: ReactNode[];
  /** The whole row opens the order (the Order button does too). */
  onOpen?: () => void;
}

/**
 * One kind of order's lines: a table from 600 px on (its box scrolls sideways, the date kept in
 * view), and on a phone a card a line, each cell under its heading, so every link (the tickets'
 * PDF) is on the screen.
 */
function OrdersTable({
  title,
  headings,
  rows,
}: {
  title: string;
  headings: Heading[];
  rows: OrderLineRow[];
}) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ px: 2, pt: 2, pb: phone ? 1 : 0 }}>
        {title}
      </Typography>
      {phone ? (
        <Box component="ul" aria-label={`${title} orders`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={row.key}
              sx={{ borderTop: 1, borderColor: 'divider', px: 2, py: 1.5 }}
            >
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'max-content minmax(0, 1fr)',
                  columnGap: 2,
                  rowGap: 0.5,
                  alignItems: 'center',
                }}
              >
                {headings.map((h, i) =>
                  row.cells[i] === null || row.cells[i] === undefined ? null : (
                    <Box key={h.label} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {h.label}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                        {row.cells[i]}
                      </Typography>
                    </Box>
                  ),
                )}
              </Box>
            </Box>
          ))}
        </Box>
      ) : (
        <TableScroller label={`${title} orders`} outlined={false}>
          <Table
            size="small"
            aria-label={`${title} orders`}
            sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
          >
            <TableHeadings headings={headings} />
            <TableBody>
              {rows.map((row) => (
                <TableRow
                  key={row.key}
                  hover={row.onOpen !== undefined}
                  onClick={row.onOpen}
                  sx={row.onOpen ? { cursor: 'pointer' } : undefined}
                >
                  {row.cells.map((cell, i) => (
                    <TableCell
                      key={headings[i]?.label ?? i}
                      align={headings[i]?.numeric ? 'right' : 'left'}
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableScroller>
      )}
    </Paper>
  );
}

function TicketsTable({
  rows,
  onOpen,
  statusOf,
}: {
  rows: RowOf<'tickets'>[];
  onOpen: (id: number) => void;
  statusOf: (orderId: number) => OrderStatus | undefined;
}) {
  return (
    <OrdersTable
      title="Tickets"
      headings={[
        { label: 'Date' },
        { label: 'Order' },
        { label: 'Ticket ID', numeric: true },
        { label: 'Type' },
        { label: 'Qty', numeric: true },
        { label: 'Price', numeric: true },
        { label: 'E-tickets' },
      ]}
      rows={rows.map((row, index) => ({
        key: `t-${row.TicketID}`,
        cells: [
          row.ticketDate,
          <OrderButton key="order" id={row.OrderID} onOpen={onOpen} />,
          row.TicketID,
          row.TType,
          row.Quantity,
          usd(row.TPrice),
          // One link per order: on its first row (an order's rows come together); none once
          // the order is cancelled or refunded (its tickets are void).
          rows[index - 1]?.OrderID !== row.OrderID ? (
            hasLiveTickets(statusOf(row.OrderID)) ? (
              <TicketsPdfLink
                key="pdf"
                orderId={row.OrderID}
                label={TICKETS_PDF_SHORT}
                variant="text"
                size="small"
              />
            ) : (
              <Typography key="void" variant="body2" color="text.secondary" component="span">
                Tickets void
              </Typography>
            )
          ) : null,
        ],
      }))}
    />
  );
}

function MerchandiseTable({
  rows,
  onOpen,
}: {
  rows: RowOf<'merchandise'>[];
  onOpen: (id: number) => void;
}) {
  return (
    <OrdersTable
      title="Merchandise"
      headings={[{ label: 'Date' }, { label: 'Order' }, { label: 'Total', numeric: true }]}
      rows={rows.map((row) => ({
        key: `m-${row.OrderID}`,
        onOpen: () => onOpen(row.OrderID),
        cells: [
          row.merchDate,
          <OrderButton key="order" id={row.OrderID} onOpen={onOpen} />,
          usd(row.TotalCost),
        ],
      }))}
    />
  );
}

function RestaurantTable({
  rows,
  onOpen,
}: {
  rows: RowOf<'restaurant'>[];
  onOpen: (id: number) => void;
}) {
  return (
    <OrdersTable
      title="Restaurant"
      headings={[
        { label: 'Date' },
        { label: 'Order' },
        { label: 'Transaction ID', numeric: true },
        { label: 'Restaurant' },
        { label: 'Type' },
        { label: 'Qty', numeric: true },
        { label: 'Amount', numeric: true },
      ]}
      rows={rows.map((row) => ({
        key: `r-${row.RestaurantTransactionID}`,
        cells: [
          row.restDate,
          <OrderButton key="order" id={row.OrderID} onOpen={onOpen} />,
          row.RestaurantTransactionID,
          row.RestaurantName,
          row.RestaurantType,
          row.Quantity,
          usd(row.Amount),
        ],
      }))}
    />
  );
}

const ofKind = <K extends RecentOrderRow['kind']>(rows: RecentOrderRow[], kind: K) =>
  rows.filter((row): row is RowOf<K> => row.kind === kind);

/** /user/recent-orders: the filters, a table per kind of order, and the order-detail dialog. */
export function RecentOrdersPage() {
  useDocumentTitle('Recent Orders');
  const user = useAppSelector(selectUser);
  const [params, setParams] = useSearchParams();
  const { months, orderType } = filtersOf(params);
  const request: RecentOrdersRequest = {
    months,
    orderType,
    ...(user ? { userId: user.UserID } : {}),
  };
  const { data, error, isFetching, isError } = useRecentOrdersQuery(request);
  const [loadDetails] = useLazyOrderDetailsQuery();
  const [details, setDetails] = useState<OrderDetailsBody | null>(null);
  const { data: serverToday } = useParkTodayQuery();
  const today = serverToday ?? parkToday();
  const mine = useFindOrdersQuery({});
  const statuses = new Map((mine.data ?? []).map((o) => [o.orderId, o.status] as const));
  const dialog = dialogOf(params);

  useEffect(() => {
    if (isError) console.error('The recent orders could not be loaded.', error);
  }, [isError, error]);

  const setFilter = (key: 'months' | 'type', value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };

  // The open dialog lives in the address too, so a mail's link opens it.
  const setDialog = (open: { orderId: number; action: OrderAction } | null) => {
    const next = new URLSearchParams(params);
    if (open) {
      next.set('order', String(open.orderId));
      next.set('action', open.action);
    } else {
      next.delete('order');
      next.delete('action');
    }
    setParams(next, { replace: true });
  };

  // The dialog opens only once the details have arrived; a failure is only logged.
  const openOrder = async (orderId: number) => {
    try {
      setDetails(await loadDetails({ orderId }, true).unwrap());
    } catch (failure) {
      console.error(`Order ${orderId} could not be loaded.`, failure);
    }
  };

  const rows = data ?? [];
  const tickets = ofKind(rows, 'tickets');
  const merchandise = ofKind(rows, 'merchandise');
  const restaurant = ofKind(rows, 'restaurant');
  const shows = (kind: OrderType) => orderType === 'all' || orderType === kind;

  let results: ReactNode;
  if (isFetching && !data) results = <LoadingIndicator label="Loading orders..." />;
  else if (isError)
    results = (
      <Typography color="text.secondary" sx={{ py: 4 }}>
        Your orders could not be loaded right now.
      </Typography>
    );
  else if (rows.length === 0)
    results = (
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Typography sx={{ fontWeight: 700 }}>No orders in the last {months} months.</Typography>
        <Typography color="text.secondary">Orders you place at checkout show up here.</Typography>
      </Paper>
    );
  else
    results = (
      <Box aria-busy={isFetching}>
        {shows('tickets') && tickets.length > 0 && (
          <TicketsTable rows={tickets} onOpen={openOrder} statusOf={(id) => statuses.get(id)} />
        )}
        {shows('merchandise') && merchandise.length > 0 && (
          <MerchandiseTable rows={merchandise} onOpen={openOrder} />
        )}
        {shows('restaurant') && restaurant.length > 0 && (
          <RestaurantTable rows={restaurant} onOpen={openOrder} />
        )}
      </Box>
    );

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 1100 }}>
      {/* Focusable by script: where focus goes after a dialog a mail's link opened closes. */}
      <Typography variant="h4" component="h1" tabIndex={-1} gutterBottom>
        Recent Orders
      </Typography>
      <MyOrders
        orders={mine.data}
        isLoading={mine.isLoading}
        isError={mine.isError}
        today={today}
        onDetails={(orderId) => void openOrder(orderId)}
        onAction={(orderId, action) => setDialog({ orderId, action })}
      />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Order lines
      </Typography>
      <Box
        role="group"
        aria-label="Filters"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, 220px)' },
          mb: 3,
        }}
      >
        <TextField
          select
          label="Period"
          value={String(months)}
          onChange={(event) => setFilter('months', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {MONTH_OPTIONS.map((m) => (
            <option key={m} value={m}>
              Last {m} months
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Order type"
          value={orderType}
          onChange={(event) => setFilter('type', event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {ORDER_TYPES.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </TextField>
      </Box>
      {results}
      <OrderDetailsDialog order={details} onClose={() => setDetails(null)} />
      <CancelOrderDialog
        orderId={dialog?.action === 'cancel' ? dialog.orderId : null}
        onClose={() => setDialog(null)}
      />
      <ChangeDateDialog
        orderId={dialog?.action === 'change-date' ? dialog.orderId : null}
        who="visitor"
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}

export default RecentOrdersPage;
