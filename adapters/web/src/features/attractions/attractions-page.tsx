import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';
import { AttractionCard, ATTRACTION_IMAGE_RATIO, ATTRACTION_TEXT_HEIGHT } from './attraction-card';
import { AttractionDialog } from './attraction-dialog';
import { useAttractionListQuery, type AttractionBody } from '../../api/attractions-api';
import { useLogLoadError } from '../../api/catalog-query';
import { WeatherBanner } from './weather-banner';
import { CardPlaceholders, ListGrid } from '../../components/list-grid';

/** The cards of a desktop's first row (three columns): their pictures load at once. */
const FIRST_ROW = 3;

/** /attractions: the weather banner, a card per attraction and a detail dialog. */
export function AttractionsPage() {
  useDocumentTitle('Thrilling Attractions');
  const { data = [], isLoading, error } = useAttractionListQuery();
  useLogLoadError('the attractions', error);
  // The chosen attraction stays set while the dialog closes, so its content does not vanish.
  const [chosen, setChosen] = useState<AttractionBody | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <Container sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        Thrilling Attractions
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Coasters, water rides, wheels and more. Choose one for the details.
      </Typography>
      <WeatherBanner />
      {isLoading ? (
        <CardPlaceholders
          label="Loading attractions…"
          imageAspectRatio={ATTRACTION_IMAGE_RATIO}
          textHeight={ATTRACTION_TEXT_HEIGHT}
        />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">No attractions to show right now.</Typography>
      ) : (
        <ListGrid>
          {data.map((attraction, index) => (
            <li key={attraction.attractionID}>
              <AttractionCard
                attraction={attraction}
                eager={index < FIRST_ROW}
                onOpen={() => {
                  setChosen(attraction);
                  setOpen(true);
                }}
              />
            </li>
          ))}
        </ListGrid>
      )}
      <AttractionDialog attraction={chosen} open={open} onClose={() => setOpen(false)} />
    </Container>
  );
}

export default AttractionsPage;
