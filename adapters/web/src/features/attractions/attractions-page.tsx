import { lazy, Suspense, useState } from 'react';
import { useDocumentTitle } from '../../components/use-document-title';
import { AttractionCard, ATTRACTION_IMAGE_RATIO, ATTRACTION_TEXT_HEIGHT } from './attraction-card';
import { useAttractionListQuery, type AttractionBody } from '../../api/attractions-api';
import { useLogLoadError } from '../../api/catalog-query';
import { WeatherBanner } from './weather-banner';
import { PlainCardPlaceholders, PlainListGrid } from '../../components/plain-list';
import '../../components/controls.css';
import './attractions.css';

/** The detail dialog (MUI's): its code loads when a card is first chosen. */
const AttractionDialog = lazy(() => import('./themed-attraction-dialog'));

/** The cards of a desktop's first row (three columns): their pictures load at once. */
const FIRST_ROW = 3;

/**
 * /attractions: the weather banner, a card per attraction and a detail dialog. Drawn without MUI
 * (attractions.css) until a card is chosen.
 */
export function AttractionsPage() {
  useDocumentTitle('Thrilling Attractions');
  const { data = [], isLoading, error } = useAttractionListQuery();
  useLogLoadError('the attractions', error);
  // The chosen attraction stays set while the dialog closes, so its content does not vanish.
  const [chosen, setChosen] = useState<AttractionBody | null>(null);
  const [open, setOpen] = useState(false);

  return (
    <div className="park-container park-page">
      <h1 className="park-page__title">Thrilling Attractions</h1>
      <p className="park-page__intro">
        Coasters, water rides, wheels and more. Choose one for the details.
      </p>
      <WeatherBanner />
      {isLoading ? (
        <PlainCardPlaceholders
          label="Loading attractions…"
          imageAspectRatio={ATTRACTION_IMAGE_RATIO}
          textHeight={ATTRACTION_TEXT_HEIGHT}
        />
      ) : data.length === 0 ? (
        <p className="park-page__empty">No attractions to show right now.</p>
      ) : (
        <PlainListGrid>
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
        </PlainListGrid>
      )}
      {chosen && (
        <Suspense fallback={null}>
          <AttractionDialog attraction={chosen} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

export default AttractionsPage;
