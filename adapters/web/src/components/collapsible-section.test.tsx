import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CollapsibleSection } from './collapsible-section';

function renderSection(keepMounted: boolean) {
  render(
    <CollapsibleSection label="Add Employee" keepMounted={keepMounted}>
      <label>
        First Name
        <input />
      </label>
    </CollapsibleSection>,
  );
  return screen.getByRole('button', { name: 'Add Employee' });
}

describe('CollapsibleSection', () => {
  it('mounts nothing until first opened', async () => {
    const toggle = renderSection(true);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByLabelText('First Name')).toBeVisible();
  });

  it('keepMounted keeps what was typed when the section is closed and opened again', async () => {
    const toggle = renderSection(true);
    await userEvent.click(toggle);
    await userEvent.type(await screen.findByLabelText('First Name'), 'Ada');
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
  });

  it('without keepMounted the content leaves when closed', async () => {
    const toggle = renderSection(false);
    await userEvent.click(toggle);
    await userEvent.type(await screen.findByLabelText('First Name'), 'Ada');
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.queryByLabelText('First Name')).not.toBeInTheDocument());
  });
});
