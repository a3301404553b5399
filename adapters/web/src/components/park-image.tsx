import Box, { type BoxProps } from '@mui/material/Box';
import { useState } from 'react';
import { fallbackImageFor } from '../lib/fallback-image';

export interface ParkImageProps extends Omit<BoxProps<'img'>, 'src' | 'alt' | 'onError'> {
  src: string | null | undefined;
  /** Chooses the fallback picture, so a name always gets the same one. */
  name: string;
  alt: string;
}

/** An attraction, restaurant or shop picture; a missing or broken one gets the name's fallback. */
export function ParkImage({ src, name, alt, ...rest }: ParkImageProps) {
  const fallback = fallbackImageFor(name);
  const [failed, setFailed] = useState<string | null>(null);
  const wanted = src?.trim() ? src : fallback;
  const shown = failed === wanted ? fallback : wanted;
  return (
    <Box
      component="img"
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
