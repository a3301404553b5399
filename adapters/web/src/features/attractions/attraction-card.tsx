import type { AttractionBody } from '../../api/attractions-api';
import { PlainImage } from '../../components/plain-list';
import { TouchRipple } from '../../components/touch-ripple';
import '../../components/controls.css';
import './attractions.css';

/** The card's picture (also the placeholders' while the list loads). */
export const ATTRACTION_IMAGE_RATIO = '16 / 10';
/** About the height of a card's text below its picture, px: the placeholders' while it loads. */
export const ATTRACTION_TEXT_HEIGHT = 101;

/** A closed attraction's red (its marker's and its card's border). */
const CLOSED_RED = '#c62828';

/** The red marker and the word CLOSED on a closed attraction. */
export function ClosedMarker() {
  return (
    <span className="park-closed" style={{ backgroundColor: CLOSED_RED }}>
      <span className="park-closed__dot" aria-hidden="true" />
      CLOSED
    </span>
  );
}

/**
 * One attraction: picture, name, type and short description; a button that opens details. Drawn
 * as MUI's outlined Card with a CardActionArea, without MUI (attractions.css, plain-list.css).
 */
export function AttractionCard({
  attraction,
  onOpen,
  eager = false,
}: {
  attraction: AttractionBody;
  onOpen: () => void;
  /** The first row's pictures load at once (they are the page's largest paint), the rest lazily. */
  eager?: boolean;
}) {
  const closed = !attraction.status;
  return (
    <div
      className={`park-card${closed ? ' park-attraction--closed' : ''}`}
      style={closed ? { borderColor: CLOSED_RED } : undefined}
    >
      <button
        type="button"
        className="park-btn park-card__action"
        onClick={onOpen}
        aria-haspopup="dialog"
      >
        <div className="park-attraction__picture">
          <PlainImage
            src={attraction.image}
            name={attraction.name}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            className="park-attraction__image"
          />
          {closed && (
            <div className="park-attraction__marker">
              <ClosedMarker />
            </div>
          )}
        </div>
        <div className="park-card__content" style={{ flexGrow: 1 }}>
          <h2 className="park-attraction__name">{attraction.name}</h2>
          <p className="park-attraction__type">{attraction.type}</p>
          <p className="park-attraction__summary">{attraction.shortDescription}</p>
        </div>
        <span className="park-card__highlight" />
        <TouchRipple />
      </button>
    </div>
  );
}
