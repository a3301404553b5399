import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { renderRoute } from '../../test/render';
import { fallbackImageFor } from '../../lib/fallback-image';
import { attractionFixtures } from '../../test/catalog-fixtures';

const weather = (weatherStatus: string) => ({
  status: 200,
  body: { requests: [{ weatherStatus, date: '2030-06-15' }] },
});

function park(overrides: Parameters<typeof fakeServer>[0] = {}) {
  return fakeServer({
    'GET /attractions': { status: 200, body: attractionFixtures },
    'GET /current-weather': weather('sunny'),
    ...overrides,
  });
}

async function openAttractions() {
  const rendered = renderRoute('/attractions', { cartStorage: null });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Thrilling Attractions' },
    { timeout: 10_000 },
  );
  await screen.findByRole('heading', { level: 2, name: 'Thunder Falls' });
  return rendered;
}

const cardOf = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;

describe('/attractions', { timeout: 30_000 }, () => {
  it('shows a card per attraction with its image, name, type and short description', async () => {
    park();
    await openAttractions();
    const card = cardOf('Comet Run');
    expect(card).toHaveTextContent('Roller Coaster');
    expect(card).toHaveTextContent('Zero to sixty.');
    expect(card.querySelector('img')).toHaveAttribute('src', '/images/attractions/comet-run.svg');
    expect(card).not.toHaveTextContent('CLOSED');
  });

  it('marks a closed attraction with a red marker and the word CLOSED', async () => {
    park();
    await openAttractions();
    const closed = cardOf('Lagoon Splash');
    const marker = within(closed).getByText('CLOSED');
    expect(marker).toHaveStyle({ backgroundColor: '#c62828' });
    expect(within(cardOf('Thunder Falls')).queryByText('CLOSED')).not.toBeInTheDocument();
  });

  it('falls back to the picture chosen by name when an image fails to load', async () => {
    park();
    await openAttractions();
    const img = cardOf('Thunder Falls').querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', fallbackImageFor('Thunder Falls'));
    fireEvent.error(img); // the fallback failing too does not loop
    expect(img).toHaveAttribute('src', fallbackImageFor('Thunder Falls'));
  });

  it('uses the fallback picture for an attraction without an image', async () => {
    park({
      'GET /attractions': {
        status: 200,
        body: [{ ...attractionFixtures[0], image: '' }],
      },
    });
    await openAttractions();
    expect(cardOf('Thunder Falls').querySelector('img')).toHaveAttribute(
      'src',
      fallbackImageFor('Thunder Falls'),
    );
  });

  it('opens a detail dialog from a card (a button) with the fields and a Close button', async () => {
    park();
    const { user } = await openAttractions();
    const button = within(cardOf('Comet Run')).getByRole('button');
    expect(button).toHaveAccessibleName(/Comet Run/);
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Comet Run' });
    for (const text of [
      'Type',
      'Roller Coaster',
      'Thrill level',
      'Extreme',
      'Height requirement',
      '54 in',
      'Description',
      'A launched coaster through the night sky.',
    ]) {
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    }
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the closed marker in the dialog of a closed attraction', async () => {
    park();
    const { user } = await openAttractions();
    await user.click(within(cardOf('Lagoon Splash')).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Lagoon Splash' });
    expect(within(dialog).getByText('CLOSED')).toBeInTheDocument();
  });

  it.each(['rainy', 'snowy'])('adds the inclement note on a %s day', async (condition) => {
    park({ 'GET /current-weather': weather(condition) });
    await openAttractions();
    const banner = await screen.findByRole('region', { name: 'Weather' });
    expect(banner).toHaveTextContent('Certain rides may be closed due to inclement weather');
  });

  it.each(['sunny', 'cloudy'])('shows a %s day without the note', async (condition) => {
    const server = park({ 'GET /current-weather': weather(condition) });
    await openAttractions();
    const banner = await screen.findByRole('region', { name: 'Weather' });
    expect(banner).toHaveTextContent(new RegExp(condition, 'i'));
    expect(banner).not.toHaveTextContent('inclement');
    // The visitor page only reads the weather; it never writes a record.
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('shows an empty state and only logs when the list cannot be loaded', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    park({
      'GET /attractions': { status: 404, body: { message: 'Not found' } },
      'GET /current-weather': { status: 404 },
    });
    renderRoute('/attractions', { cartStorage: null });
    expect(
      await screen.findByText('No attractions to show right now.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Weather' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Could not load the attractions.', expect.anything()),
    );
  });
});
