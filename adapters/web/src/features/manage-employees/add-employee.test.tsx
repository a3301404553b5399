import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const employees = [
  { id: 3, name: 'Morgan Manager' },
  { id: 5, name: 'Sam Staff' },
];

const serve = (addAnswer: FakeAnswer) =>
  fakeServer({ 'GET /employees': { status: 200, body: employees }, 'POST /addEmp': addAnswer });

async function openAddForm() {
  const rendered = renderRoute('/manager/manage-employees', {
    cartStorage: null,
    session: { employee: manager },
    userEventOptions: { delay: null },
  });
  const toggle = await screen.findByRole('button', { name: 'Add Employee' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await rendered.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { ...rendered, form: screen.getByRole('form', { name: 'Add an employee' }) };
}

type Opened = Awaited<ReturnType<typeof openAddForm>>;
const input = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

/** Pastes rather than types (one event per field): MUI re-renders slowly on a busy machine. */
async function fillForm({ user, form }: Opened) {
  const paste = async (label: string, text: string) => {
    await user.click(input(form, label));
    await user.paste(text);
  };
  await paste('Full Name', '  jane   van Doe ');
  await user.selectOptions(input(form, 'Role'), 'Manager');
  await paste('Email', 'jane@example.com');
  await paste('Phone Number', '(512) 555.0100');
  fireEvent.change(input(form, 'Date of Birth'), { target: { value: '1990-05-01' } });
  await paste('Address', '1 Main St');
  await paste('City', 'Austin');
  await user.selectOptions(input(form, 'State'), 'Texas');
  await paste('Zipcode', '78701');
}

describe('Manage Employees: Add Employee', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it('formats the phone number 3-3-4 while it is typed', async () => {
    serve({ status: 201, body: {} });
    const { user, form } = await openAddForm();
    const phone = input(form, 'Phone Number');
    await user.type(phone, '512');
    expect(phone).toHaveValue('512');
    await user.type(phone, '5');
    expect(phone).toHaveValue('512-5');
    await user.type(phone, '55010');
    expect(phone).toHaveValue('512-555-010');
    await user.type(phone, '0999');
    expect(phone).toHaveValue('512-555-0100');
  });

  it('marks the fields required, offers the two roles and shows the password rule', async () => {
    serve({ status: 201, body: {} });
    const { form } = await openAddForm();
    const labels = ['Full Name', 'Role', 'Email', 'Phone Number', 'Date of Birth', 'Address'];
    for (const label of [...labels, 'City', 'State', 'Zipcode']) {
      expect(input(form, label)).toBeRequired();
    }
    expect(input(form, 'Email')).toHaveAttribute('type', 'email');
    expect(input(form, 'Date of Birth')).toHaveAttribute('min', '1900-01-01');
    const roles = within(input(form, 'Role')).getAllByRole('option');
    expect(roles.map((o) => o.textContent)).toEqual(['Manager', 'Staff']);
    expect(within(input(form, 'State')).getAllByRole('option')).toHaveLength(51);
    expect(within(form).getByLabelText('Password')).toHaveTextContent(
      'First letter of the first name (UPPERCASE) + Last name + Birth Year',
    );
  });

  it('sends the contract body, shows the generated password once, empties the form', async () => {
    const server = serve({
      status: 201,
      body: { message: 'Employee Added', id: 9, generatedPassword: 'JDoe1990' },
    });
    const opened = await openAddForm();
    const { user, form } = opened;
    await fillForm(opened);
    const lists = server.callsTo('GET /employees').length;
    await user.click(within(form).getByRole('button', { name: 'Add Employee' }));

    const dialog = await screen.findByRole('dialog', { name: 'Employee Added' });
    expect(server.callsTo('POST /addEmp')[0]?.body).toEqual({
      fullname: 'jane van Doe',
      address: '1 Main St',
      role: 'Manager',
      email: 'jane@example.com',
      phoneNum: '512-555-0100',
      password: null,
      DOB: '1990-05-01',
      city: 'Austin',
      state: 'TX',
      zipcode: '78701',
    });
    expect(within(dialog).getByLabelText('Generated password')).toHaveTextContent('JDoe1990');
    await user.click(within(dialog).getByRole('button', { name: 'Copy password' }));
    expect(await navigator.clipboard.readText()).toBe('JDoe1990');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(input(form, 'Full Name')).toHaveValue('');
    expect(input(form, 'Role')).toHaveValue('Staff');
    await waitFor(() => expect(server.callsTo('GET /employees').length).toBeGreaterThan(lists));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('JDoe1990')).toBeNull();
  });

  it("shows 'Failed to Add Employee' with the server's reason and keeps what was typed", async () => {
    serve({ status: 409, body: { message: 'Another employee already uses this email.' } });
    const opened = await openAddForm();
    await fillForm(opened);
    await opened.user.click(within(opened.form).getByRole('button', { name: 'Add Employee' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failed to Add Employee' });
    expect(dialog).toHaveTextContent(
      'There was an error while adding the new employee. Another employee already uses this email.',
    );
    expect(input(opened.form, 'Full Name')).toHaveValue('  jane   van Doe ');
    expect(input(opened.form, 'Phone Number')).toHaveValue('512-555-0100');
    expect(input(opened.form, 'State')).toHaveValue('TX');
  });

  it("puts a 400's field message under the field it names", async () => {
    const problem = { path: 'DOB', message: 'Date of birth cannot be in the future' };
    serve({ status: 400, body: { message: problem.message, errors: [problem] } });
    const opened = await openAddForm();
    await fillForm(opened);
    await opened.user.click(within(opened.form).getByRole('button', { name: 'Add Employee' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failed to Add Employee' });
    expect(dialog).toHaveTextContent(`${problem.message}.`);
    expect(input(opened.form, 'Date of Birth')).toHaveAccessibleDescription(problem.message);
    expect(input(opened.form, 'Date of Birth')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says only the spec text when the server fails without a reason', async () => {
    serve({ status: 500, body: { message: 'Internal server error' } });
    const opened = await openAddForm();
    await fillForm(opened);
    await opened.user.click(within(opened.form).getByRole('button', { name: 'Add Employee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Add Employee' });
    expect(
      within(dialog).getByText('There was an error while adding the new employee.'),
    ).toBeVisible();
    expect(dialog).not.toHaveTextContent('Internal server error');
  });
});
