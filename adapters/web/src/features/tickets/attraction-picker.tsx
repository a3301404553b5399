import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useAttractionListQuery } from '../../api/attractions-api';
import { useLogLoadError } from '../../api/catalog-query';
import { PlainImage } from '../../components/plain-list';
import { TouchRipple } from '../../components/touch-ripple';
import { attractionToggled, selectTicketSelection } from '../../app/cart/cart-slice';
import { EmptyNote, SectionHeading } from './section-heading';
import '../../components/controls.css';
import './tickets.css';

export const ADD_ATTRACTION = 'Add attraction';
export const ATTRACTION_ADDED = 'Added ✔';

/** The attractions, each toggled in or out of the selection by name; closed ones cannot be added. */
export function AttractionPicker() {
  const dispatch = useAppDispatch();
  const { attractions: chosen } = useAppSelector(selectTicketSelection);
  const { data = [], isLoading, error } = useAttractionListQuery();
  useLogLoadError('the attractions', error);
  const note = isLoading
    ? 'Loading attractions…'
    : data.length === 0
      ? 'No attractions to show right now.'
      : null;
  const baseId = useId();

  return (
    <section aria-labelledby="tickets-attractions-title">
      <SectionHeading id="tickets-attractions-title">Attractions</SectionHeading>
      {note ? (
        // While it loads, the list keeps six rows' height (tickets.css).
        <div className={isLoading ? 'park-tickets__attractions-loading' : undefined}>
          <EmptyNote>{note}</EmptyNote>
        </div>
      ) : (
        <ul className="park-tickets__grid park-tickets__grid--attractions">
          {data.map((attraction, index) => {
            const added = chosen.includes(attraction.name);
            const closed = !attraction.status;
            const nameId = `${baseId}-${index}`;
            const disabled = closed && !added;
            return (
              <li
                key={attraction.attractionID}
                className={`park-paper park-attraction-row${added ? ' park-attraction-row--added' : ''}`}
              >
                <PlainImage
                  src={attraction.image}
                  name={attraction.name}
                  alt=""
                  className="park-attraction-row__image"
                />
                <div className="park-attraction-row__text">
                  <h3 id={nameId} className="park-tickets__name">
                    {attraction.name}
                  </h3>
                  <p className="park-tickets__note">{attraction.type}</p>
                  {closed && <span className="park-chip">Closed</span>}
                </div>
                <button
                  type="button"
                  className={`park-btn park-attraction-row__button ${
                    added
                      ? 'park-contained-btn park-contained-btn--primary park-contained-btn--small'
                      : 'park-outlined-btn park-outlined-btn--small'
                  }`}
                  aria-describedby={nameId}
                  disabled={disabled}
                  onClick={() => dispatch(attractionToggled(attraction.name))}
                >
                  {added ? ATTRACTION_ADDED : ADD_ATTRACTION}
                  {!disabled && <TouchRipple />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
