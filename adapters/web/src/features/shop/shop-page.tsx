import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLogLoadError } from '../../api/catalog-query';
import { selectCart } from '../../app/cart/cart-slice';
import { ShopItemCard, SHOP_IMAGE_RATIO, SHOP_TEXT_HEIGHT } from './shop-item-card';
import { useMerchandiseListQuery } from '../../api/shop-api';
import { CardPlaceholders, ListGrid } from '../../components/list-grid';

/** The cards of a desktop's first row (three columns): their pictures load at once. */
const FIRST_ROW = 3;

/** /Shop (and /shop): the merchandise grid. */
export function ShopPage() {
  useDocumentTitle('Theme Park Shop');
  const { data = [], isLoading, error } = useMerchandiseListQuery();
  useLogLoadError('the merchandise', error);
  const { merchandise } = useAppSelector(selectCart);

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Theme Park Shop
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Take a piece of the park home: pick a size and a quantity, then add it to your cart.
      </Typography>
      {isLoading ? (
        <CardPlaceholders
          label="Loading the shop…"
          imageAspectRatio={SHOP_IMAGE_RATIO}
          textHeight={SHOP_TEXT_HEIGHT}
        />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No merchandise to show right now.</Typography>
      ) : (
        <ListGrid>
          {data.map((item, index) => (
            <li key={item.MId}>
              <ShopItemCard item={item} inCart={merchandise[item.name]} eager={index < FIRST_ROW} />
            </li>
          ))}
        </ListGrid>
      )}
    </Container>
  );
}

export default ShopPage;
