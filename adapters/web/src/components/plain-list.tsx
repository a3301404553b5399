import { useState, type CSSProperties, type ImgHTMLAttributes, type ReactNode } from 'react';
import { fallbackImageFor } from '../lib/fallback-image';
import './plain-list.css';

/*
 * list-grid.tsx's grid and placeholders and park-image.tsx's picture without MUI, for the public
 * lists drawn before any styling engine loads (plain-list.css).
 */

/** A bare list (ul) laid out as a grid of cards: one column on phones, two, then three. */
export function PlainListGrid({ children }: { children: ReactNode }) {
  return <ul className="park-list-grid">{children}</ul>;
}

/**
 * What a card list shows while it loads (list-grid.tsx's CardPlaceholders): `count` placeholders
 * of a card's size in the list's own grid, and the loading line for screen readers.
 */
export function PlainCardPlaceholders({
  label,
  imageAspectRatio,
  textHeight,
  count = 6,
}: {
  label: string;
  imageAspectRatio: string;
  textHeight: number;
  count?: number;
}) {
  return (
    <>
      <div role="status" className="park-visually-hidden">
        {label}
      </div>
      <div aria-hidden="true" data-testid="card-placeholders" className="park-list-grid">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="park-placeholder">
            <div className="park-placeholder__image" style={{ aspectRatio: imageAspectRatio }} />
            <div className="park-placeholder__text" style={{ height: textHeight }}>
              <div className="park-placeholder__line" />
            </div>
          </div>
        ))}
      </div>
    </>
  );
}

type PlainImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'onError'> & {
  src: string | null | undefined;
  /** Chooses the fallback picture, so a name always gets the same one. */
  name: string;
  alt: string;
  style?: CSSProperties;
};

/** An attraction, restaurant or shop picture: a missing or broken one gets the name's fallback. */
export function PlainImage({ src, name, alt, ...rest }: PlainImageProps) {
  const fallback = fallbackImageFor(name);
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src?.trim() ? src : fallback;
  const shown = failed === wanted ? fallback : wanted;
  return (
    <img
      src={shown}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (shown !== fallback) setFailed(wanted);
      }}
      {...rest}
    />
  );
}
