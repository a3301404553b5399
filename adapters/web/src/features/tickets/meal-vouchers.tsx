import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mealKey } from '../../../../../core/orders/cart';
import { formatUsd } from '../../../../../core/shared/money';
import { RESTAURANT_TYPES, restaurantCostByType } from '../../../../../core/orders/pricing';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLogLoadError } from '../../api/catalog-query';
import { ParkImage } from '../../components/park-image';
import { mealQtySet, selectTicketSelection } from '../../app/cart/cart-slice';
import { QuantityControl } from '../../components/quantity-control';
import { EmptyNote, SectionHeading } from './section-heading';
import { useRestaurantListQuery } from '../../api/tickets-api';

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
    <Box component="section" aria-labelledby="tickets-meals-title">
      <SectionHeading id="tickets-meals-title">Meal vouchers</SectionHeading>
      {isLoading ? (
        <EmptyNote>Loading restaurants…</EmptyNote>
      ) : data.length === 0 ? (
        <EmptyNote>No restaurants to show right now.</EmptyNote>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          }}
        >
          {RESTAURANT_TYPES.map((type) => {
            const titleId = `tickets-meals-${type.toLowerCase()}`;
            const restaurants = data.filter((r) => r.type === type);
            return (
              <Paper
                key={type}
                component="section"
                aria-labelledby={titleId}
                variant="outlined"
                sx={{ p: 2 }}
              >
                <Typography id={titleId} variant="h6" component="h3">
                  {type}
                </Typography>
                <Typography variant="body2" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
                  {formatUsd(restaurantCostByType(type))} per person
                </Typography>
                {restaurants.length === 0 ? (
                  <Typography variant="body2" color="text.secondary">
                    No restaurants of this kind.
                  </Typography>
                ) : (
                  <Box
                    component="ul"
                    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
                  >
                    {restaurants.map((restaurant) => (
                      <Box
                        component="li"
                        key={restaurant.id}
                        sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}
                      >
                        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                          <ParkImage
                            src={restaurant.image}
                            name={restaurant.name}
                            alt=""
                            sx={{ width: 44, height: 44, borderRadius: 1, objectFit: 'cover' }}
                          />
                          <Box sx={{ minWidth: 0 }}>
                            <Typography component="h4" sx={{ fontWeight: 700, lineHeight: 1.2 }}>
                              {restaurant.name}
                            </Typography>
                            <Typography variant="body2" color="text.secondary">
                              {restaurant.description}
                            </Typography>
                          </Box>
                        </Box>
                        <QuantityControl
                          label={`${restaurant.name} meal vouchers`}
                          value={meals[mealKey(restaurant)]?.qty ?? 0}
                          onChange={(qty) => dispatch(mealQtySet({ restaurant, qty }))}
                        />
                      </Box>
                    ))}
                  </Box>
                )}
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
