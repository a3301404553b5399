import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../components/use-document-title';
import { useLogLoadError } from '../../api/catalog-query';
import { selectCart } from '../../app/cart/cart-slice';
import { ShopItemCard, SHOP_IMAGE_RATIO, SHOP_TEXT_HEIGHT } from './shop-item-card';
import { useMerchandiseListQuery } from '../../api/shop-api';
import { PlainCardPlaceholders, PlainListGrid } from '../../components/plain-list';
import '../../components/controls.css';

/** The cards of a desktop's first row (three columns): their pictures load at once. */
const FIRST_ROW = 3;

/** /Shop (and /shop): the merchandise grid, drawn without MUI (as /attractions). */
export function ShopPage() {
  useDocumentTitle('Theme Park Shop');
  const { data = [], isLoading, error } = useMerchandiseListQuery();
  useLogLoadError('the merchandise', error);
  const { merchandise } = useAppSelector(selectCart);

  return (
    <div className="park-container park-page">
      <h1 className="park-page__title">Theme Park Shop</h1>
      <p className="park-page__intro">
        Take a piece of the park home: pick a size and a quantity, then add it to your cart.
      </p>
      {isLoading ? (
        <PlainCardPlaceholders
          label="Loading the shop…"
          imageAspectRatio={SHOP_IMAGE_RATIO}
          textHeight={SHOP_TEXT_HEIGHT}
        />
      ) : data.length === 0 ? (
        <p className="park-page__empty">No merchandise to show right now.</p>
      ) : (
        <PlainListGrid>
          {data.map((item, index) => (
            <li key={item.MId}>
              <ShopItemCard item={item} inCart={merchandise[item.name]} eager={index < FIRST_ROW} />
            </li>
          ))}
        </PlainListGrid>
      )}
    </div>
  );
}

export default ShopPage;
