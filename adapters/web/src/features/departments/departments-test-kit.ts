import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import {
  attractionFixtures,
  merchandiseFixtures,
  restaurantFixtures,
} from '../../test/catalog-fixtures';

/** The page's lists answered from the catalog fixtures, plus the write routes of a test. */
export function serveDepartments(routes: Record<string, FakeAnswer | (() => FakeAnswer)> = {}) {
  return fakeServer({
    'GET /attractions': { status: 200, body: attractionFixtures },
    'GET /get-rest': { status: 200, body: restaurantFixtures },
    'GET /get-merch': { status: 200, body: merchandiseFixtures },
    ...routes,
  });
}

export const openDepartments = () =>
  renderRoute('/manager/expense-form', {
    cartStorage: null,
    session: { employee: manager },
    userEventOptions: { delay: null },
  });

export type User = ReturnType<typeof openDepartments>['user'];

/** Opens one collapsible section and answers its form. */
export async function openForm(user: User, section: string, form: string) {
  const toggle = await screen.findByRole('button', { name: section });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('form', { name: form });
}

/** The field whose label starts with `label` (required labels end with ' *'). */
export const fieldIn = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label}( \\*)?$`));

/** Waits for a select's options to arrive, then picks one by its text. */
export async function choose(user: User, form: HTMLElement, label: string, option: string) {
  await within(form).findByRole('option', { name: option });
  await user.selectOptions(fieldIn(form, label), option);
}

/** Types into a field in one go (pasting: typing key by key is slow on a busy machine). */
export async function enter(user: User, form: HTMLElement, label: string, text: string) {
  await user.click(fieldIn(form, label));
  await user.paste(text);
}

/** Replaces a field's text. */
export async function retype(user: User, form: HTMLElement, label: string, text: string) {
  await user.clear(fieldIn(form, label));
  await enter(user, form, label, text);
}

export async function closeDialog(user: User, title: string, text: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(dialog).toHaveTextContent(text);
  await user.click(within(dialog).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}
