import { mealKey } from '../../../../../core/orders/cart';
import { formatUsd } from '../../../../../core/shared/money';
import { RESTAURANT_TYPES, restaurantCostByType } from '../../../../../core/orders/pricing';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLogLoadError } from '../../api/catalog-query';
import { PlainImage } from '../../components/plain-list';
import { PlainQuantityControl } from '../../components/plain-quantity';
import { mealQtySet, selectTicketSelection } from '../../app/cart/cart-slice';
import { EmptyNote, SectionHeading } from './section-heading';
import { useRestaurantListQuery } from '../../api/tickets-api';
import './tickets.css';

/**
 * Meal vouchers in three columns (Standard, Deluxe, Special), one entry per restaurant. The
 * column labels are the spec's per-person prices; what is charged is each restaurant's amount.
 */
export function MealVouchers() {
  const dispatch = useAppDispatch();
  const { meals } = useAppSelector(selectTicketSelection);
  const { data = [], isLoading, error } = useRestaurantListQuery();
  useLogLoadError('the restaurants', error);

  return (
    <section aria-labelledby="tickets-meals-title">
      <SectionHeading id="tickets-meals-title">Meal vouchers</SectionHeading>
      {isLoading ? (
        <EmptyNote>Loading restaurants…</EmptyNote>
      ) : data.length === 0 ? (
        <EmptyNote>No restaurants to show right now.</EmptyNote>
      ) : (
        <div className="park-tickets__grid park-tickets__grid--three">
          {RESTAURANT_TYPES.map((type) => {
            const titleId = `tickets-meals-${type.toLowerCase()}`;
            const restaurants = data.filter((r) => r.type === type);
            return (
              <section key={type} aria-labelledby={titleId} className="park-paper park-meal-kind">
                <h3 id={titleId} className="park-tickets__title">
                  {type}
                </h3>
                <p className="park-meal-kind__price">
                  {formatUsd(restaurantCostByType(type))} per person
                </p>
                {restaurants.length === 0 ? (
                  <p className="park-tickets__note">No restaurants of this kind.</p>
                ) : (
                  <ul className="park-meal-kind__list">
                    {restaurants.map((restaurant) => (
                      <li key={restaurant.id} className="park-meal">
                        <div className="park-meal__head">
                          <PlainImage
                            src={restaurant.image}
                            name={restaurant.name}
                            alt=""
                            className="park-meal__image"
                          />
                          <div>
                            <h4 className="park-tickets__name park-meal__name">
                              {restaurant.name}
                            </h4>
                            <p className="park-tickets__note">{restaurant.description}</p>
                          </div>
                        </div>
                        <PlainQuantityControl
                          label={`${restaurant.name} meal vouchers`}
                          value={meals[mealKey(restaurant)]?.qty ?? 0}
                          onChange={(qty) => dispatch(mealQtySet({ restaurant, qty }))}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
      )}
    </section>
  );
}
