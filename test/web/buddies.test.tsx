import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUDDY_LIMITS, SHARE_LABELS } from '#shared/buddies';
import {
  AT_LIMIT,
  BOARD_EMPTY,
  blockQuestion,
  CHEER_SENT,
  ENTER_FRIEND_EMAIL,
  INVITE_CANCELLED,
  INVITE_EXPLAINED,
  LINK_COPIED,
  NEVER_SHARED,
  REMOVE_HINT,
  removedMessage,
  removeQuestion,
  SAME_AGE_GROUP,
} from '../../web/src/features/buddies/copy';
import { violations } from './helpers/axe';
import { BUDDY_IDS, boardReply, buddyEntry, INVITE_IDS, invitesReply, myEntry, okReply, sentInvite } from './helpers/buddies';
import { errorReply, mockApi, signedIn, type Handlers } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

const maya = buddyEntry({ shared: { checkInDays: 3, streak: 5 } });
const leo = buddyEntry({
  buddyId: BUDDY_IDS[1],
  firstName: 'Leo',
  shared: { goalsCompleted: 2, sessions: 1 },
  encouragement: 'Leo has two goals behind him.',
});

/** Signs Ada in and opens /dashboard/buddies with Maya and Leo unless told otherwise; waits for the board. */
async function openBuddies(handlers: Handlers = {}) {
  const mock = mockApi({
    ...signedIn,
    'GET /api/buddies': boardReply([maya, leo]),
    'GET /api/buddies/invites': invitesReply([]),
    ...handlers,
  });
  const app = renderApp('/dashboard/buddies');
  await screen.findByRole('heading', { level: 1, name: 'Your buddies' });
  await screen.findByRole('heading', { name: 'This week' });
  return { ...app, mock };
}

const section = (name: string) => screen.getByRole('region', { name });
const board = () => section('This week');
const entries = () =>
  within(board())
    .getAllByRole('listitem')
    .filter((item) => item.classList.contains('buddy-entry'));
const preview = () => section('Preview');

describe('the Buddies page', { timeout: 20_000 }, () => {
  it('is linked from the side menu, shows the user first then each buddy with only what they share, and passes axe', async () => {
    const { mock } = await openBuddies();
    expect(screen.getByRole('link', { name: 'Buddies' })).toHaveAttribute('aria-current', 'page');
    const [me, first, second] = entries();
    expect(within(me!).getByRole('heading', { level: 3 })).toHaveTextContent('You');
    expect(me).toHaveTextContent('Not sharing any numbers yet.');
    expect(me).toHaveTextContent('A check-in this week would be a fine start.');

    expect(within(first!).getByRole('heading', { level: 3 })).toHaveTextContent('Maya');
    expect(
      within(first!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['3 check-in days this week', '5-day streak']);
    expect(first).toHaveTextContent('Maya is building a steady week.');
    expect(first).not.toHaveTextContent(/goals? completed|session/);

    expect(
      within(second!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 goals completed', '1 session this week']);
    expect(second).not.toHaveTextContent(/check-in day|streak/);

    expect(within(board()).getByText(REMOVE_HINT)).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Remove Maya' })).toHaveAccessibleDescription(REMOVE_HINT);
    expect(screen.getByText(INVITE_EXPLAINED)).toBeInTheDocument();
    expect(screen.getByText(NEVER_SHARED)).toBeInTheDocument();
    expect(mock.unhandled).toEqual([]);
    expect(await violations(screen.getByRole('main'))).toEqual([]);
  });

  it('says so when there are no buddies yet, and lists the cheers received with a relative date', async () => {
    const now = new Date().toISOString();
    await openBuddies({
      'GET /api/buddies': boardReply([], {
        cheers: [{ fromFirstName: 'Maya', cheerId: 'proud', text: 'Proud of you for showing up.', at: now }],
      }),
    });
    expect(within(board()).getByText(BOARD_EMPTY)).toBeInTheDocument();
    expect(within(board()).queryByText(REMOVE_HINT)).toBeNull();
    const cheers = within(section('Cheers for you')).getAllByRole('listitem');
    expect(cheers).toHaveLength(1);
    expect(cheers[0]).toHaveTextContent('Maya: Proud of you for showing up.');
    expect(cheers[0]).toHaveTextContent('Today');
  });

  it('saves a share switch at once and refreshes the preview from the board', async () => {
    const { user, mock } = await openBuddies({
      'PUT /api/buddies/share': {
        body: { success: true, share: { checkInDays: false, streak: true, goalsCompleted: false, sessions: false } },
      },
    });
    for (const label of Object.values(SHARE_LABELS)) expect(screen.getByRole('switch', { name: label })).not.toBeChecked();
    expect(preview()).toHaveTextContent('Ada');
    expect(preview()).toHaveTextContent('Not sharing any numbers yet.');

    const loads = mock.callsTo('GET /api/buddies').length;
    mock.on('GET /api/buddies', boardReply([maya, leo], { me: myEntry({ shared: { streak: 4 } }), share: { streak: true } }));
    await user.click(screen.getByRole('switch', { name: SHARE_LABELS.streak }));
    expect(screen.getByRole('switch', { name: SHARE_LABELS.streak })).toBeChecked();
    expect(await within(preview()).findByText('4-day streak')).toBeInTheDocument();
    expect(mock.callsTo('PUT /api/buddies/share').map((request) => request.body)).toEqual([{ streak: true }]);
    expect(mock.callsTo('GET /api/buddies')).toHaveLength(loads + 1);
    // The board's own entry shows the same.
    expect(entries()[0]).toHaveTextContent('4-day streak');
  });

  it('puts a switch back and says so when the save fails', async () => {
    const { user } = await openBuddies({
      'PUT /api/buddies/share': errorReply(503, 'UNAVAILABLE', 'The service is busy. Please try again.'),
    });
    await user.click(screen.getByRole('switch', { name: SHARE_LABELS.sessions }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is busy. Please try again.');
    expect(screen.getByRole('switch', { name: SHARE_LABELS.sessions })).not.toBeChecked();
  });

  it('sends the chosen cheer to a buddy and confirms it', async () => {
    const { user, mock } = await openBuddies({ [`POST /api/buddies/${BUDDY_IDS[0]}/cheer`]: okReply('Cheer sent') });
    const card = entries()[1]!;
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Send Maya a cheer' }), 'Proud of you for showing up.');
    await user.click(within(card).getByRole('button', { name: 'Send a cheer to Maya' }));
    expect(await within(card).findByText(CHEER_SENT)).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(CHEER_SENT);
    expect(mock.callsTo(`POST /api/buddies/${BUDDY_IDS[0]}/cheer`).map((request) => request.body)).toEqual([{ cheerId: 'proud' }]);
  });

  it("shows the server's message when a cheer is refused", async () => {
    const { user } = await openBuddies({
      [`POST /api/buddies/${BUDDY_IDS[1]}/cheer`]: errorReply(429, 'RATE_LIMITED', 'You already cheered Leo today.'),
    });
    const card = entries()[2]!;
    await user.click(within(card).getByRole('button', { name: 'Send a cheer to Leo' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent('You already cheered Leo today.');
  });

  it('removes a buddy only after asking in a popup; Cancel and Escape give focus back', async () => {
    const { user, mock } = await openBuddies({ [`DELETE /api/buddies/${BUDDY_IDS[0]}`]: okReply() });
    const removeMaya = screen.getByRole('button', { name: 'Remove Maya' });
    await user.click(removeMaya);
    const dialog = screen.getByRole('dialog', { name: removeQuestion('Maya') });
    expect(dialog).toHaveAccessibleName('Remove Maya as a buddy?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(await violations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removeMaya).toHaveFocus();

    await user.click(removeMaya);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(removeMaya).toHaveFocus();
    expect(mock.callsTo(`DELETE /api/buddies/${BUDDY_IDS[0]}`)).toHaveLength(0);

    await user.click(removeMaya);
    await user.click(within(screen.getByRole('dialog', { name: removeQuestion('Maya') })).getByRole('button', { name: 'Remove' }));
    expect(await within(board()).findByText(removedMessage('Maya'))).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(entries()).toHaveLength(2);
    expect(within(board()).queryByRole('heading', { name: 'Maya' })).toBeNull();
    expect(within(board()).getByRole('heading', { name: 'Leo' })).toHaveFocus();
    expect(mock.callsTo(`DELETE /api/buddies/${BUDDY_IDS[0]}`)).toHaveLength(1);
  });

  it('blocks a buddy only after asking; Cancel gives focus back', async () => {
    const { user, mock } = await openBuddies({ [`POST /api/buddies/${BUDDY_IDS[1]}/block`]: okReply() });
    await user.click(screen.getByRole('button', { name: 'Block Leo' }));
    const question = screen.getByRole('group', { name: blockQuestion('Leo') });
    expect(question).toHaveTextContent("Block Leo? They won't be able to invite you again.");
    expect(within(question).getByRole('button', { name: 'Block' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Block Leo' })).toHaveFocus();
    expect(mock.callsTo(`POST /api/buddies/${BUDDY_IDS[1]}/block`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Block Leo' }));
    await user.click(within(screen.getByRole('group', { name: blockQuestion('Leo') })).getByRole('button', { name: 'Block' }));
    await expect.poll(() => entries()).toHaveLength(2);
    // Leo was the last buddy: focus goes to the board's heading.
    expect(screen.getByRole('heading', { name: 'This week' })).toHaveFocus();
    expect(mock.callsTo(`POST /api/buddies/${BUDDY_IDS[1]}/block`)).toHaveLength(1);
    expect(mock.callsTo(`DELETE /api/buddies/${BUDDY_IDS[1]}`)).toHaveLength(0);
  });

  it('invites a friend by e-mail, checking the address first, and lists the invitation', async () => {
    const invite = sentInvite({ inviteId: INVITE_IDS[1], email: 'sam@example.com' });
    const { user, mock } = await openBuddies({
      'POST /api/buddies/invites': { body: { success: true, invite, link: 'http://localhost/buddies/invite/x' } },
    });
    const card = section('Invite a friend');
    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(ENTER_FRIEND_EMAIL);
    expect(mock.callsTo('POST /api/buddies/invites')).toHaveLength(0);

    await user.type(within(card).getByRole('textbox', { name: "Your friend's email address" }), ' sam@example.com ');
    await user.click(within(card).getByRole('button', { name: 'Send invitation' }));
    expect(await within(card).findByText('Invitation sent to sam@example.com.')).toBeInTheDocument();
    expect(mock.callsTo('POST /api/buddies/invites').map((request) => request.body)).toEqual([{ email: 'sam@example.com' }]);
    expect(within(card).getByRole('textbox', { name: "Your friend's email address" })).toHaveValue('');
    expect(within(card).getByText('Sent to sam@example.com')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Cancel the invitation to sam@example.com' })).toBeInTheDocument();
  });

  it('creates a link to copy, shows it read-only and copies it', async () => {
    const link = 'http://localhost:5173/buddies/invite/abcdefghijklmnopqrstuvwxyzABCDEFGHIJ0123456';
    const { user, mock } = await openBuddies({
      'POST /api/buddies/invites': { body: { success: true, invite: sentInvite({ email: undefined }), link } },
    });
    const card = section('Invite a friend');
    await user.click(within(card).getByRole('button', { name: 'Create a link to copy' }));
    const field = await within(card).findByRole('textbox', { name: 'Invitation link' });
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(mock.callsTo('POST /api/buddies/invites').map((request) => request.body)).toEqual([{}]);

    await user.click(within(card).getByRole('button', { name: 'Copy the invitation link' }));
    expect(await within(card).findByText(LINK_COPIED)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(link);
    expect(within(card).getByText('Link to copy')).toBeInTheDocument();
  });

  it('tells the inviter buddies share an age group, and the waiting list says nothing of anyone’s age', async () => {
    await openBuddies({ 'GET /api/buddies/invites': invitesReply([sentInvite()]) });
    const card = section('Invite a friend');
    expect(within(card).getByText(SAME_AGE_GROUP)).toHaveTextContent(
      "Buddies are always in the same age group: under-18s with under-18s, adults with adults. If the person you invite is in a different group, the invitation can't be accepted.",
    );
    const waiting = within(card).getByRole('list', { name: 'Waiting for an answer' });
    const item = await within(waiting).findByText('Sent to sam@example.com');
    expect(item.closest('li')).not.toHaveTextContent(/age|under|adult|refused|declined/i);
  });

  it('cancels a pending invitation and announces it', async () => {
    const { user, mock } = await openBuddies({
      'GET /api/buddies/invites': invitesReply([sentInvite(), sentInvite({ inviteId: INVITE_IDS[2], email: undefined })]),
      [`DELETE /api/buddies/invites/${INVITE_IDS[0]}`]: okReply(),
    });
    const card = section('Invite a friend');
    await user.click(await within(card).findByRole('button', { name: 'Cancel the invitation to sam@example.com' }));
    expect(await within(card).findByText(INVITE_CANCELLED)).toBeInTheDocument();
    expect(within(card).queryByText('Sent to sam@example.com')).toBeNull();
    expect(within(card).getByText('Link to copy')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Waiting for an answer' })).toHaveFocus();
    expect(mock.callsTo(`DELETE /api/buddies/invites/${INVITE_IDS[0]}`)).toHaveLength(1);
  });

  it(`says the limit instead of the invite form at ${BUDDY_LIMITS.max} buddies`, async () => {
    const five = Array.from({ length: BUDDY_LIMITS.max }, (_, index) =>
      buddyEntry({ buddyId: `01JCCCCCCCCCCCCCCCCCCCCCE${index}`, firstName: `Friend${index}` }),
    );
    await openBuddies({ 'GET /api/buddies': boardReply(five) });
    const card = section('Invite a friend');
    expect(within(card).getByText(AT_LIMIT)).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Create a link to copy' })).toBeNull();
  });
});
