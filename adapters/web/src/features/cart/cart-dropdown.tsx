import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Cart, CartGroup } from '../../../../../core/orders/cart';
import { TICKET_TYPES } from '../../../../../core/orders/pricing';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { longDate, TICKET_INFO } from '../../app/cart/cart-labels';
import { groupRemoved, selectCart, selectCartGroups } from '../../app/cart/cart-slice';

export const CART_EMPTY_MESSAGE = 'Cart is empty';

interface GroupView {
  key: string;
  title: string;
  lines: string[];
  removeLabel: string;
}

/** What a group shows: its title, its lines and the name of its remove button. */
export function describeGroup(cart: Cart, group: CartGroup): GroupView {
  switch (group.kind) {
    case 'tickets': {
      const lines = TICKET_TYPES.filter((t) => cart.tickets[`${t}Ticket`] > 0).map(
        (t) => `${TICKET_INFO[t].name} × ${cart.tickets[`${t}Ticket`]}`,
      );
      if (cart.attractions.length > 0) lines.push(`Attractions: ${cart.attractions.join(', ')}`);
      lines.push(`Visit date: ${longDate(cart.visitDate)}`);
      return { key: 'tickets', title: 'Tickets', lines, removeLabel: 'Remove tickets' };
    }
    case 'meals':
      return {
        key: 'meals',
        title: 'Meal tickets',
        lines: Object.values(cart.meals)
          .filter((m) => m.qty > 0)
          .map((m) => `${m.item.name} (${m.item.type}) × ${m.qty}`),
        removeLabel: 'Remove meal tickets',
      };
    case 'merch': {
      const entry = cart.merchandise[group.key]!;
      return {
        key: `merch:${group.key}`,
        title: entry.item.name,
        lines: [`Size ${entry.size} · Quantity ${entry.quantity}`],
        removeLabel: `Remove ${entry.item.name}`,
      };
    }
  }
}

function Group({
  view,
  onRemove,
}: {
  view: GroupView;
  onRemove: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        py: 1,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 700 }}>
          {view.title}
        </Typography>
        {view.lines.map((line) => (
          <Typography key={line} variant="body2" color="text.secondary">
            {line}
          </Typography>
        ))}
      </Box>
      <IconButton aria-label={view.removeLabel} onClick={onRemove} size="small" edge="end">
        <DeleteOutline fontSize="small" />
      </IconButton>
    </Box>
  );
}

/**
 * The cart's groups (tickets, meal tickets, one per merchandise item), each removable, and a
 * Checkout button — or 'Cart is empty'. Focus stays inside after a removal.
 */
export function CartDropdown({ id }: { id: string }) {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const groups = useAppSelector(selectCartGroups);

  const remove = (group: CartGroup, event: MouseEvent<HTMLElement>) => {
    // The button disappears: keep focus (and so the dropdown) inside first.
    const panel = event.currentTarget.closest<HTMLElement>('[data-cart-dropdown]');
    panel?.focus();
    dispatch(groupRemoved(group));
  };

  return (
    <Paper
      id={id}
      component="section"
      aria-label="Cart contents"
      data-cart-dropdown=""
      tabIndex={-1}
      elevation={8}
      sx={{
        width: 340,
        maxWidth: 'calc(100vw - 16px)',
        p: 2,
        color: 'text.primary',
        outline: 'none',
        maxHeight: 'min(70vh, 560px)',
        overflowY: 'auto',
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 800, mb: 0.5 }}>
        Your cart
      </Typography>
      {groups.length === 0 ? (
        <Typography color="text.secondary">{CART_EMPTY_MESSAGE}</Typography>
      ) : (
        <>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, mb: 1.5 }}>
            {groups.map((group) => {
              const view = describeGroup(cart, group);
              return <Group key={view.key} view={view} onRemove={(e) => remove(group, e)} />;
            })}
          </Box>
          <Button component={RouterLink} to="/checkout" variant="contained" fullWidth>
            Checkout
          </Button>
        </>
      )}
    </Paper>
  );
}
