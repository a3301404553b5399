import { SkeletonRows, TableHeadings } from '../../components/table-headings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isIsoDate } from '../../../../../core/shared/dates';
import {
  useFindOrdersQuery,
  type FindOrdersArgs,
  type OrderSummaryBody,
} from '../../api/order-changes-api';
import { problemText } from '../../components/change-date-dialog';
import { OrderStatusChip } from '../../components/order-status';
import { PageShell } from '../../components/page-shell';
import { shortDay } from '../../lib/dates';
import { usd } from '../../lib/money';
import { OrderPanel } from './order-panel';

/** The search lives in the address (?id=41, ?email=…, ?day=…, and ?order=41 for the open one). */
export function searchOf(params: URLSearchParams): FindOrdersArgs {
  const id = Number(params.get('id'));
  const email = params.get('email')?.trim();
  const day = params.get('day') ?? '';
  return {
    ...(Number.isSafeInteger(id) && id > 0 ? { id } : {}),
    ...(email ? { email } : {}),
    ...(isIsoDate(day) ? { day } : {}),
  };
}

const ORDER_ID_RULE = 'An order number is a whole number, like 41';

function SearchForm({
  search,
  onSearch,
}: {
  search: FindOrdersArgs;
  onSearch: (s: FindOrdersArgs) => void;
}) {
  const [id, setId] = useState(search.id ? String(search.id) : '');
  const [email, setEmail] = useState(search.email ?? '');
  const [day, setDay] = useState(search.day ?? '');
  const [idError, setIdError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = id.trim();
    const number = Number(text);
    if (text !== '' && !(/^\d+$/.test(text) && Number.isSafeInteger(number) && number > 0)) {
      setIdError(ORDER_ID_RULE);
      return;
    }
    setIdError(null);
    onSearch({
      ...(text ? { id: number } : {}),
      ...(email.trim() ? { email: email.trim() } : {}),
      ...(day ? { day } : {}),
    });
  };
  const clear = () => {
    setId('');
    setEmail('');
    setDay('');
    setIdError(null);
    onSearch({});
  };

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Find orders"
      variant="outlined"
      noValidate
      onSubmit={onSubmit}
      sx={{ p: 2, display: 'grid', gap: 2 }}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '160px 1fr 190px' },
          alignItems: 'start',
        }}
      >
        <TextField
          label="Order number"
          value={id}
          onChange={(e) => {
            setId(e.target.value);
            setIdError(null);
          }}
          error={idError !== null}
          helperText={idError ?? ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
        />
        <TextField
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          helperText="The order's or the account's, any case"
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <TextField
          label="Day"
          type="date"
          value={day}
          onChange={(e) => setDay(e.target.value)}
          helperText="Visit day or order day"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button onClick={clear}>Clear</Button>
      </Box>
    </Paper>
  );
}

const HEADINGS = [
  { label: 'Order' },
  { label: 'Customer' },
  { label: 'Email' },
  { label: 'Ordered' },
  { label: 'Visit day' },
  { label: 'Total', numeric: true },
  { label: 'Refunded', numeric: true },
  { label: 'Status' },
] as const;

function Results({
  orders,
  open,
  onOpen,
  caption,
}: {
  orders: OrderSummaryBody[] | undefined;
  open: number | null;
  onOpen: (orderId: number) => void;
  caption: string;
}) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto', mt: 3 }}>
      <Table
        size="small"
        aria-label={caption}
        aria-busy={orders === undefined}
        sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        <TableHeadings headings={HEADINGS} />
        <TableBody>
          {orders ? (
            orders.map((o) => (
              <TableRow
                key={o.orderId}
                selected={o.orderId === open}
                aria-current={o.orderId === open ? 'true' : undefined}
              >
                <TableCell>
                  <Link
                    component="button"
                    type="button"
                    onClick={() => onOpen(o.orderId)}
                    aria-label={`Open order ${o.orderId}`}
                    sx={{ fontWeight: 700 }}
                  >
                    #{o.orderId}
                  </Link>
                </TableCell>
                <TableCell>{o.name}</TableCell>
                <TableCell>{o.email}</TableCell>
                <TableCell>{shortDay(o.orderDate)}</TableCell>
                <TableCell>{o.visitDate ? shortDay(o.visitDate) : '—'}</TableCell>
                <TableCell align="right">{usd(o.total)}</TableCell>
                <TableCell align="right">{o.refunded > 0 ? usd(o.refunded) : '—'}</TableCell>
                <TableCell>
                  <OrderStatusChip status={o.status} />
                </TableCell>
              </TableRow>
            ))
          ) : (
            <SkeletonRows headings={HEADINGS} rows={5} />
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * /manager/orders: find an order by number, email or day (GET /orders; the newest 50 without a
 * search), open it, refund all or some of its lines, move it to another day, and see its tickets'
 * check-ins and its refunds.
 */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  // currentData: the answer for this search (none while a new search loads, so the table shows
  // its placeholder rows); a refresh after a refund keeps the rows in place.
  const { currentData: data, isError, error } = useFindOrdersQuery(search);
  const searching = Object.keys(search).length > 0;
  const picked = Number(params.get('order'));
  // A search that finds one order opens it.
  const open =
    Number.isSafeInteger(picked) && picked > 0
      ? picked
      : searching && data?.length === 1
        ? data[0]!.orderId
        : null;

  const setSearch = (next: FindOrdersArgs) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(next)) query.set(key, String(value));
    setParams(query);
  };
  // The order opened from the list takes the focus; one opened from the address does not.
  const [clicked, setClicked] = useState<number | null>(null);
  const openOrder = (orderId: number) => {
    setClicked(orderId);
    const next = new URLSearchParams(params);
    next.set('order', String(orderId));
    setParams(next);
  };

  const caption = searching ? 'Orders found' : 'Latest orders';
  return (
    <PageShell
      title="Orders"
      subtitle="Find an order by its number, an email or a day; refund it, or move it to another day."
      maxWidth={1200}
    >
      <SearchForm key={params.toString()} search={search} onSearch={setSearch} />
      {isError ? (
        <Alert severity="error" role="alert" sx={{ mt: 3 }}>
          {problemText(error, 'The orders could not be loaded.')}
        </Alert>
      ) : (
        <>
          <Typography variant="h6" component="h2" sx={{ mt: 3 }} aria-live="polite">
            {caption}
            {data ? ` (${data.length})` : ''}
          </Typography>
          {data?.length === 0 ? (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              No order matches.
            </Typography>
          ) : (
            <Results orders={data} open={open} onOpen={openOrder} caption={caption} />
          )}
        </>
      )}
      {open !== null && <OrderPanel key={open} orderId={open} autoFocus={clicked === open} />}
    </PageShell>
  );
}

export default OrdersPage;
