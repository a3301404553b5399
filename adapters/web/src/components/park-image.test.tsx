import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackImageFor } from '../lib/fallback-image';
import { ParkImage } from './park-image';
import { PlainImage } from './plain-list';

describe.each([
  ['PlainImage', PlainImage],
  ['ParkImage (MUI layout)', ParkImage],
])('%s', (_, Picture) => {
  it('shows the picture, then the name’s fallback once it fails to load, and keeps other attributes', () => {
    render(<Picture src="/images/sky-wheel.webp" name="Sky Wheel" alt="Sky Wheel" width={320} />);
    const img = screen.getByRole('img', { name: 'Sky Wheel' });
    expect(img.getAttribute('src')).toBe('/images/sky-wheel.webp');
    expect(img.getAttribute('width')).toBe('320');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(fallbackImageFor('Sky Wheel'));
    fireEvent.error(img); // the fallback failing too does not loop
    expect(img.getAttribute('src')).toBe(fallbackImageFor('Sky Wheel'));
  });

  it('uses the fallback at once for a missing picture', () => {
    render(<Picture src="  " name="Thunder Falls" alt="Thunder Falls" />);
    expect(screen.getByRole('img', { name: 'Thunder Falls' }).getAttribute('src')).toBe(
      fallbackImageFor('Thunder Falls'),
    );
  });
});
