import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDashboard } from './helpers/chat';
import { deferred, errorReply, mockApi, signedOut, type Reply } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';
import { EMPTY_PLAN, openSos, planReply } from './helpers/safety';

const PLAN = {
  warningSigns: ['I stop answering messages'],
  copingSteps: ['Walk round the block'],
  contacts: [{ name: 'Sam', phone: '+1 (555) 010-2030' }],
};

/** Ada's dashboard with the SOS dialog open on "My safety plan". */
async function openPlan(plan: Reply = planReply(PLAN)) {
  const app = await openDashboard({ 'GET /api/user/safety-plan': plan });
  const dialog = await openSos(app.user, screen.getByRole('banner'));
  await app.user.click(within(dialog).getByRole('tab', { name: 'My safety plan' }));
  return { ...app, dialog };
}

// The first test of a file also loads the lazy chunks.
describe('my safety plan', { timeout: 15_000 }, () => {
  it('loads the saved plan into the form, each contact’s number one tap from a call', async () => {
    const { dialog } = await openPlan();

    expect(await within(dialog).findByRole('textbox', { name: 'Warning sign 1' })).toHaveValue('I stop answering messages');
    expect(within(dialog).getByRole('textbox', { name: 'Coping step 1' })).toHaveValue('Walk round the block');
    expect(within(dialog).getByRole('textbox', { name: 'Contact 1 Name' })).toHaveValue('Sam');
    expect(within(dialog).getByRole('textbox', { name: 'Contact 1 Phone' })).toHaveValue('+1 (555) 010-2030');
    expect(within(dialog).getByRole('link', { name: 'Call Sam' })).toHaveAttribute('href', 'tel:+15550102030');
    expect(within(dialog).getByRole('group', { name: 'Warning signs' })).toBeInTheDocument();
  });

  it('saves every list, trimmed and without empty rows, and says it is saved', async () => {
    const held = deferred<Reply>();
    const { dialog, user, mock } = await openPlan(planReply(EMPTY_PLAN));
    mock.on('PUT /api/user/safety-plan', () => held.promise);

    await user.type(await within(dialog).findByRole('textbox', { name: 'Warning sign 1' }), '  Not sleeping ');
    await user.click(within(dialog).getByRole('button', { name: 'Add a warning sign' }));
    expect(within(dialog).getByRole('textbox', { name: 'Warning sign 2' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Coping step 1' }), 'Music');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact 1 Name' }), 'Mum');
    await user.type(within(dialog).getByRole('textbox', { name: 'Contact 1 Phone' }), '555 0100');
    const save = within(dialog).getByRole('button', { name: 'Save my safety plan' });
    await user.click(save);

    expect(save).toHaveAttribute('aria-disabled', 'true');
    const sent = { warningSigns: ['Not sleeping'], copingSteps: ['Music'], contacts: [{ name: 'Mum', phone: '555 0100' }] };
    expect(mock.callsTo('PUT /api/user/safety-plan').map((request) => request.body)).toEqual([sent]);
    held.resolve(planReply(sent, '2026-11-20T10:00:00.000Z'));
    expect(await within(dialog).findByText('Your safety plan is saved.')).toHaveAttribute('role', 'status');
    expect(within(dialog).queryByRole('textbox', { name: 'Warning sign 2' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Call Mum' })).toHaveAttribute('href', 'tel:5550100');
  });

  it('removes a row and gives focus to its Add button', async () => {
    const { dialog, user } = await openPlan(planReply({ ...PLAN, copingSteps: ['One', 'Two'] }));

    await user.click(await within(dialog).findByRole('button', { name: 'Remove coping step 1' }));

    expect(within(dialog).getByRole('textbox', { name: 'Coping step 1' })).toHaveValue('Two');
    expect(within(dialog).getByRole('button', { name: 'Add a coping step' })).toHaveFocus();
  });

  it('shows the API’s message beside the entry it refused', async () => {
    const { dialog, user, mock } = await openPlan();
    mock.on(
      'PUT /api/user/safety-plan',
      errorReply(400, 'BAD_REQUEST', 'contacts.0.phone: Phone can be at most 40 characters.', {
        'contacts.0.phone': 'Phone can be at most 40 characters.',
      }),
    );

    await user.click(await within(dialog).findByRole('button', { name: 'Save my safety plan' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Some entries need a change.');
    const phone = within(dialog).getByRole('textbox', { name: 'Contact 1 Phone' });
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Phone can be at most 40 characters.');
    expect(within(dialog).queryByText('Your safety plan is saved.')).not.toBeInTheDocument();
  });

  it('says so when the plan cannot be saved or loaded, with Try again for loading', async () => {
    const { dialog, user, mock } = await openPlan(errorReply(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't load your safety plan.");
    mock.on('GET /api/user/safety-plan', planReply(PLAN));
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('textbox', { name: 'Warning sign 1' });

    mock.on('PUT /api/user/safety-plan', errorReply(503, 'UNAVAILABLE', 'Unavailable'));
    await user.click(within(dialog).getByRole('button', { name: 'Save my safety plan' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unavailable');
  });

  it('tells a visitor who is not signed in how to keep one, without asking the API for a plan', async () => {
    const mock = mockApi(signedOut);
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: /AI coach/ });
    const dialog = await openSos(user);

    await user.click(within(dialog).getByRole('tab', { name: 'My safety plan' }));

    expect(await within(dialog).findByText(/Log in or create an account to write your safety plan/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await waitFor(() => expect(mock.callsTo('GET /api/user/loggedIn').length).toBeGreaterThan(0));
    expect(mock.callsTo('GET /api/user/safety-plan')).toHaveLength(0);
  });
});
