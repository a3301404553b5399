import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server';
import { visitor } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const openContact = () =>
  renderRoute('/contactUs', {
    cartStorage: null,
    session: { user: visitor },
    userEventOptions: { delay: null },
  });

type User = ReturnType<typeof renderRoute>['user'];

const messageBox = () => screen.getByRole('textbox', { name: /^Message/, hidden: true });

/** Typing key by key is slow in jsdom; a paste is one change, like autofill. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillIn(user: User) {
  await fill(user, await screen.findByLabelText(/^Ticket ID/), '12a3');
  await fill(user, screen.getByLabelText(/^Email/), 'vera@example.com');
  await user.selectOptions(screen.getByLabelText('Type'), 'Feedback');
  await fill(user, messageBox(), 'The carousel was lovely.');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('/contactUs', { timeout: 20_000 }, () => {
  beforeAll(() => import('./contact-page'));

  it('has the heading, the text and labelled fields', async () => {
    openContact();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact Us' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please feel free to contact us!')).toBeInTheDocument();
    // The public layout is around it.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue(visitor.UName);
    expect(screen.getByLabelText(/^Name/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Ticket ID/)).not.toBeRequired();
    expect(messageBox()).toHaveAttribute('rows', '6');
    const type = screen.getByLabelText('Type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select type', 'Query', 'Feedback', 'Issue']);
    expect(type).toHaveValue('');
  });

  it('sends the message, clears every field after 201 and shows the success modal', async () => {
    const server = fakeServer({
      'POST /contact-us': { status: 201, body: { message: 'Submitted', SubmissionID: 5 } },
    });
    const { user } = openContact();
    await fillIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Message Submitted Successfully' });
    expect(dialog).toHaveTextContent('Your message has been submitted successfully.');
    expect(server.callsTo('POST /contact-us')[0]?.body).toEqual({
      name: visitor.UName,
      email: 'vera@example.com',
      type: 'feedback',
      message: 'The carousel was lovely.',
      submittedTicketId: 123,
    });
    for (const label of [/^Name/, /^Ticket ID/, /^Email/]) {
      expect(screen.getByLabelText(label)).toHaveValue('');
    }
    expect(messageBox()).toHaveValue('');
    expect(screen.getByLabelText('Type')).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends an empty type and a null ticket id when they are left out', async () => {
    const server = fakeServer({
      'POST /contact-us': { status: 201, body: { message: 'Submitted', SubmissionID: 6 } },
    });
    const { user } = openContact();
    await fill(user, await screen.findByLabelText(/^Email/), 'vera@example.com');
    await fill(user, messageBox(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog', { name: 'Message Submitted Successfully' });
    expect(server.callsTo('POST /contact-us')[0]?.body).toMatchObject({
      type: '',
      submittedTicketId: null,
    });
  });

  it('shows the failure modal for any other answer and keeps the fields', async () => {
    fakeServer({ 'POST /contact-us': { status: 200, body: { message: 'OK?' } } });
    const { user } = openContact();
    await fillIn(user);
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Submit Message' });
    expect(dialog).toHaveTextContent(
      'There was an error while submitting your message. Please try again.',
    );
    expect(messageBox()).toHaveValue('The carousel was lovely.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('only logs a network error', async () => {
    fakeServer({ 'POST /contact-us': { networkError: true } });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openContact();
    await fillIn(user);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
