import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  MERCH_SIZES,
  type CartMerchItem,
  type MerchEntry,
  type MerchSize,
} from '../../../../../core/orders/cart';
import { dollarsToCents, formatUsd } from '../../../../../core/shared/money';
import { useAppDispatch } from '../../app/hooks';
import { ParkImage } from '../../components/park-image';
import { merchandiseSet } from '../../app/cart/cart-slice';
import { QuantityControl } from '../../components/quantity-control';
import type { MerchandiseBody } from '../../api/shop-api';

export const SIZE_NAMES: Readonly<Record<MerchSize, string>> = {
  S: 'Small',
  M: 'Medium',
  L: 'Large',
  XL: 'Extra large',
};

/** The card's picture (also the placeholders' while the list loads). */
export const SHOP_IMAGE_RATIO = '4 / 3';
/** About the height of a card below its picture, px: the placeholders' while it loads. */
export const SHOP_TEXT_HEIGHT = 260;

/** The API's dollar price, shown with a $ sign and two decimals. */
export const priceOf = (dollars: number) =>
  Number.isFinite(dollars) ? formatUsd(dollarsToCents(dollars)) : '';

export const toCartItem = (item: MerchandiseBody): CartMerchItem => ({
  id: item.MId,
  name: item.name,
  image: item.image,
  sellingCost: item.sellingCost,
});

interface ShopItemCardProps {
  item: MerchandiseBody;
  /** The item's entry in the cart, if any: the card starts from it. */
  inCart: MerchEntry | undefined;
  /** The first row's pictures load at once (they are the page's largest paint), the rest lazily. */
  eager?: boolean;
}

/**
 * One shop item: size buttons, a quantity that never goes below 0, and "Add to cart",
 * enabled only with a size and a quantity above 0. Taking the quantity to 0 removes the
 * item from the cart (core setMerchandise).
 */
export function ShopItemCard({ item, inCart, eager = false }: ShopItemCardProps) {
  const dispatch = useAppDispatch();
  const [size, setSize] = useState<MerchSize | null>(inCart?.size ?? null);
  const [quantity, setQuantity] = useState(inCart?.quantity ?? 0);
  const titleId = `shop-item-${item.MId}`;
  const canAdd = quantity > 0 && size !== null;
  const unchanged = inCart !== undefined && inCart.quantity === quantity && inCart.size === size;

  const changeQuantity = (next: number) => {
    const safe = Math.max(0, next);
    setQuantity(safe);
    if (safe === 0 && inCart) {
      dispatch(merchandiseSet({ item: toCartItem(item), quantity: 0, size: inCart.size }));
    }
  };

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <ParkImage
        src={item.image}
        name={item.name}
        alt={item.name}
        loading={eager ? 'eager' : 'lazy'}
        sx={{
          width: '100%',
          aspectRatio: SHOP_IMAGE_RATIO,
          objectFit: 'cover',
          display: 'block',
          bgcolor: 'grey.100',
        }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'grid', alignContent: 'start', gap: 1.5, pb: 1 }}>
        <Box>
          <Typography id={titleId} variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
            {item.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.type}
          </Typography>
          <Typography sx={{ fontWeight: 800, mt: 0.5 }} color="primary">
            {priceOf(item.sellingCost)}
          </Typography>
        </Box>
        <ToggleButtonGroup
          value={size}
          exclusive
          size="small"
          aria-label={`Size of ${item.name}`}
          onChange={(_event, next: MerchSize | null) => setSize(next)}
        >
          {MERCH_SIZES.map((s) => (
            <ToggleButton key={s} value={s} title={SIZE_NAMES[s]} sx={{ minWidth: 44 }}>
              {s}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <QuantityControl label={item.name} value={quantity} onChange={changeQuantity} />
        {inCart && (
          <Typography variant="body2" color="text.secondary" role="status">
            In your cart: {inCart.quantity} × size {inCart.size}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          variant="contained"
          fullWidth
          startIcon={<AddShoppingCart />}
          disabled={!canAdd || unchanged}
          aria-describedby={titleId}
          onClick={() => {
            if (canAdd) dispatch(merchandiseSet({ item: toCartItem(item), quantity, size }));
          }}
        >
          {inCart ? 'Update cart' : 'Add to cart'}
        </Button>
      </CardActions>
    </Card>
  );
}
