import Box, { type BoxProps } from '@mui/material/Box';
import { PlainImage } from './plain-list';

export interface ParkImageProps extends Omit<BoxProps<'img'>, 'src' | 'alt' | 'onError'> {
  src: string | null | undefined;
  /** Chooses the fallback picture, so a name always gets the same one. */
  name: string;
  alt: string;
}

/**
 * An attraction, restaurant or shop picture in an MUI layout (`sx`): PlainImage, whose missing
 * or broken picture gets the name's fallback, styled by MUI's Box.
 */
export function ParkImage(props: ParkImageProps) {
  return <Box component={PlainImage} {...props} />;
}
