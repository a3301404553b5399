import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useAttractionListQuery } from '../../api/attractions-api';
import { useLogLoadError } from '../../api/catalog-query';
import { ParkImage } from '../../components/park-image';
import { attractionToggled, selectTicketSelection } from '../../app/cart/cart-slice';
import { EmptyNote, SectionHeading } from './section-heading';
import { ListGrid, listNote } from '../../components/list-grid';

export const ADD_ATTRACTION = 'Add attraction';
export const ATTRACTION_ADDED = 'Added ✔';

/**
 * The height of six rows (a row: the 64 px picture, its padding and border, 90 px; gaps of 12 px)
 * one a line on phones, two a line from md: kept while the list loads, so the meal vouchers below
 * do not move out of a phone's first screen when it arrives.
 */
const LOADING_HEIGHT = { xs: 6 * 90 + 5 * 12, md: 3 * 90 + 2 * 12 };

/** The attractions, each toggled in or out of the selection by name; closed ones cannot be added. */
export function AttractionPicker() {
  const dispatch = useAppDispatch();
  const { attractions: chosen } = useAppSelector(selectTicketSelection);
  const { data = [], isLoading, error } = useAttractionListQuery();
  useLogLoadError('the attractions', error);
  const note = listNote(
    isLoading,
    data.length,
    'Loading attractions…',
    'No attractions to show right now.',
  );
  const baseId = useId();

  return (
    <Box component="section" aria-labelledby="tickets-attractions-title">
      <SectionHeading id="tickets-attractions-title">Attractions</SectionHeading>
      {note ? (
        <Box sx={{ minHeight: isLoading ? LOADING_HEIGHT : undefined }}>
          <EmptyNote>{note}</EmptyNote>
        </Box>
      ) : (
        <ListGrid gap={1.5} columns={{ xs: '1fr', md: 'repeat(2, 1fr)' }}>
          {data.map((attraction, index) => {
            const added = chosen.includes(attraction.name);
            const closed = !attraction.status;
            const nameId = `${baseId}-${index}`;
            return (
              <Paper
                component="li"
                key={attraction.attractionID}
                variant="outlined"
                sx={{
                  p: 1.5,
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  borderColor: added ? 'primary.main' : undefined,
                  bgcolor: added ? 'rgba(91, 63, 168, 0.06)' : undefined,
                }}
              >
                <ParkImage
                  src={attraction.image}
                  name={attraction.name}
                  alt=""
                  sx={{ width: 64, height: 64, borderRadius: 1, objectFit: 'cover', flexShrink: 0 }}
                />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography id={nameId} component="h3" sx={{ fontWeight: 700 }}>
                    {attraction.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {attraction.type}
                  </Typography>
                  {closed && <Chip label="Closed" color="error" size="small" sx={{ mt: 0.5 }} />}
                </Box>
                <Button
                  variant={added ? 'contained' : 'outlined'}
                  size="small"
                  aria-describedby={nameId}
                  disabled={closed && !added}
                  onClick={() => dispatch(attractionToggled(attraction.name))}
                  sx={{ flexShrink: 0, minWidth: 124 }}
                >
                  {added ? ATTRACTION_ADDED : ADD_ATTRACTION}
                </Button>
              </Paper>
            );
          })}
        </ListGrid>
      )}
    </Box>
  );
}
