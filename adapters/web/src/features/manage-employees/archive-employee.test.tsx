import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { fakeServer, type FakeAnswer } from '../../test/fake-server';
import { manager } from '../../test/fixtures';
import { renderRoute } from '../../test/render';

const morgan = { id: manager.id, name: manager.name };
const sam = { id: 5, name: 'Sam Staff' };
const pat = { id: 8, name: 'Pat Porter' };

/** GET /employees answers the list, then (after an archive) the list without the archived. */
function serve(archiveAnswer: FakeAnswer) {
  let archived: number | null = null;
  return fakeServer({
    'GET /employees': () => ({
      status: 200,
      body: [morgan, pat, sam].filter((e) => e.id !== archived),
    }),
    'POST /archiveEmp': async (request) => {
      if ('status' in archiveAnswer && archiveAnswer.status === 200) {
        archived = ((await request.json()) as { employeeToArchive: number }).employeeToArchive;
      }
      return archiveAnswer;
    },
  });
}

async function openArchiveForm() {
  const rendered = renderRoute('/manager/manage-employees', {
    cartStorage: null,
    session: { employee: manager },
    userEventOptions: { delay: null },
  });
  await rendered.user.click(await screen.findByRole('button', { name: 'Archive Employee' }));
  const form = screen.getByRole('form', { name: 'Archive an employee' });
  await within(form).findByRole('option', { name: sam.name });
  return { ...rendered, form, select: within(form).getByLabelText(/^Employee/) };
}

describe('Manage Employees: Archive Employee', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('../../router/portals');
    await import('../../router/portal-pages');
  });

  it('lists the others by name, and Archive waits for a choice', async () => {
    serve({ status: 200, body: { message: 'Employee Archived' } });
    const { user, form, select } = await openArchiveForm();
    const names = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    // The manager's own account is not offered: the server refuses to archive it.
    expect(names).toEqual(['Select an employee', pat.name, sam.name]);
    const archive = within(form).getByRole('button', { name: 'Archive' });
    expect(archive).toBeDisabled();
    await user.selectOptions(select, sam.name);
    expect(archive).toBeEnabled();
    await user.selectOptions(select, 'Select an employee');
    expect(archive).toBeDisabled();
  });

  it("archives, shows 'Employee Archived', clears the choice and reloads the list", async () => {
    const server = serve({ status: 200, body: { message: 'Employee Archived' } });
    const { user, form, select } = await openArchiveForm();
    await user.selectOptions(select, sam.name);
    await user.click(within(form).getByRole('button', { name: 'Archive' }));

    const dialog = await screen.findByRole('dialog', { name: 'Employee Archived' });
    expect(server.callsTo('POST /archiveEmp')[0]?.body).toEqual({ employeeToArchive: sam.id });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(select).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Archive' })).toBeDisabled();
    await waitFor(() => expect(within(form).queryByRole('option', { name: sam.name })).toBeNull());
    // Two lists, each read again after the archive: this picker's, and the employee table's
    // (GET /employees?status=all).
    expect(server.callsTo('GET /employees').length).toBe(4);
    expect(within(form).getByRole('option', { name: pat.name })).toBeInTheDocument();
  });

  it("shows 'Failed to Archive Employee' and keeps the choice when the server refuses", async () => {
    serve({ status: 409, body: { message: 'This employee is already archived.' } });
    const { user, form, select } = await openArchiveForm();
    await user.selectOptions(select, pat.name);
    await user.click(within(form).getByRole('button', { name: 'Archive' }));

    const dialog = await screen.findByRole('dialog', { name: 'Failed to Archive Employee' });
    expect(dialog).toHaveTextContent(
      'There was an error while archiving the employee. This employee is already archived.',
    );
    expect(select).toHaveValue(String(pat.id));
  });

  it('says only the spec text when nothing answers', async () => {
    serve({ networkError: true });
    const { user, form, select } = await openArchiveForm();
    await user.selectOptions(select, pat.name);
    await user.click(within(form).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Failed to Archive Employee' });
    expect(
      within(dialog).getByText('There was an error while archiving the employee.'),
    ).toBeVisible();
  });
});
