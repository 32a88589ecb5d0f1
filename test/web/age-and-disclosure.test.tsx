import { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import {
  AGE_CONFIRMATION_LABELS,
  AI_DISCLOSURE,
  DISCLOSURE_INTERVAL_MS,
  MINOR_DISCLOSURE_INTERVAL_MS,
  MINOR_SUITABILITY_NOTE,
} from '#shared/safety';
import { AgeChoice } from '../../web/src/components/age-choice';
import { DISCLOSURE_FIRST } from '../../web/src/features/chat/chat-failure';
import { DISCLOSURE_CHECK_MS, useDisclosure } from '../../web/src/features/safety/use-disclosure';
import { answerTo, chatSummary, firstMessageHandlers, openDashboard, reduceMotion, startSession, streamOf } from './helpers/chat';
import { errorReply, type Reply } from './helpers/fetch-mock';
import { adaAs, SOS_NAME } from './helpers/safety';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-20T10:00:00.000Z');
const seen = (at: number): Reply => ({ body: { success: true, disclosureSeenAt: new Date(at).toISOString() } });

afterEach(() => {
  vi.useRealTimers();
});

// The first test of a file also loads the dashboard's lazy chunks.
describe('the age question on the dashboard', { timeout: 15_000 }, () => {
  it('comes first for an account without an answer, cannot be skipped, and stores the answer', async () => {
    const { user, mock } = await openDashboard({
      'GET /api/user/': adaAs({ disclosureSeenAt: new Date().toISOString() }, ['ageConfirmation']),
      'PUT /api/user/age-confirmation': { body: { success: true, message: 'Saved' } },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your age' });
    const adult = within(dialog).getByRole('radio', { name: AGE_CONFIRMATION_LABELS.adult });
    expect(adult).toHaveFocus();
    expect(within(dialog).getByRole('radiogroup', { name: 'Age' })).toBeRequired();
    expect(within(dialog).getByRole('button', { name: SOS_NAME })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.signup.ageRequired);
    expect(mock.callsTo('PUT /api/user/age-confirmation')).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: AGE_CONFIRMATION_LABELS.guardian }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your age' })).not.toBeInTheDocument());
    expect(mock.callsTo('PUT /api/user/age-confirmation').map((request) => request.body)).toEqual([{ ageConfirmation: 'guardian' }]);
  });

  it('takes the stored answer when the account already has one (409)', async () => {
    const { user, mock } = await openDashboard({
      'GET /api/user/': adaAs({ disclosureSeenAt: new Date().toISOString() }, ['ageConfirmation']),
      'PUT /api/user/age-confirmation': errorReply(409, 'CONFLICT', 'Your age is already confirmed.'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your age' });
    mock.on('GET /api/user/', adaAs({ ageConfirmation: 'adult', disclosureSeenAt: new Date().toISOString() }));

    await user.click(within(dialog).getByRole('radio', { name: AGE_CONFIRMATION_LABELS.adult }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('comes back when the API refuses a chat until the age is confirmed', async () => {
    reduceMotion();
    const chat = chatSummary();
    const { user } = await openDashboard({
      ...firstMessageHandlers(chat, 'Hello', 'Hi'),
      'PUT /api/bot/new-chat/2/2': errorReply(409, 'AGE_CONFIRMATION_REQUIRED', 'Please confirm your age first.'),
    });
    const box = await startSession(user);

    await user.type(box, 'Hello{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Confirm your age' })).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});

describe('the AI disclosure', () => {
  it('comes before the first chat, with the fixed text; "I understand" records it and the chat can start', async () => {
    reduceMotion();
    const chat = chatSummary();
    const { user, mock } = await openDashboard({
      'GET /api/user/': adaAs({}, ['disclosureSeenAt']),
      'POST /api/user/disclosure-seen': seen(Date.now()),
      ...firstMessageHandlers(chat, 'Hello', 'Hi Ada'),
    });

    const dialog = await screen.findByRole('dialog', { name: 'Before you start' });
    expect(dialog).toHaveAccessibleDescription(AI_DISCLOSURE);
    const understand = within(dialog).getByRole('button', { name: 'I understand' });
    expect(understand).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Before you start' })).toBeInTheDocument();

    await user.click(understand);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Before you start' })).not.toBeInTheDocument());
    expect(mock.callsTo('POST /api/user/disclosure-seen')).toHaveLength(1);
    const box = await startSession(user);
    await user.type(box, 'Hello{Enter}');
    expect(await within(screen.getByRole('log')).findByText('Hi Ada')).toBeInTheDocument();
  });

  it('stays open with a message when it cannot be recorded', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openDashboard({
      'GET /api/user/': adaAs({}, ['disclosureSeenAt']),
      'POST /api/user/disclosure-seen': errorReply(503, 'UNAVAILABLE', 'Unavailable'),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Before you start' });

    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent("We couldn't save that.");
  });

  it('opens when the API refuses a new chat until it is seen, keeping the message in the box', async () => {
    reduceMotion();
    const chat = chatSummary();
    const { user, mock } = await openDashboard({
      ...firstMessageHandlers(chat, 'Hello', 'Hi Ada'),
      'PUT /api/bot/new-chat/2/2': errorReply(409, 'DISCLOSURE_REQUIRED', 'Please read the AI disclosure first.'),
      'POST /api/user/disclosure-seen': seen(Date.now()),
    });
    const box = await startSession(user);

    await user.type(box, 'Hello{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'A reminder about your coach' });
    expect(screen.getByText(DISCLOSURE_FIRST)).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    mock.on('PUT /api/bot/new-chat/2/2', { body: { success: true, data: chat } });
    await user.type(box, '{Enter}');
    expect(await within(screen.getByRole('log')).findByText('Hi Ada')).toBeInTheDocument();
  });

  it('opens after a reply that says it is due', async () => {
    reduceMotion();
    const chat = chatSummary();
    const { user } = await openDashboard({
      ...firstMessageHandlers(chat, 'Hello', 'Hi Ada'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: () => streamOf({ ...answerTo('Hello', 'Hi Ada'), disclosureDue: true }),
    });
    const box = await startSession(user);

    await user.type(box, 'Hello{Enter}');

    expect(await within(screen.getByRole('log')).findByText('Hi Ada')).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'A reminder about your coach' })).toBeInTheDocument();
  });
});

describe('the reminder of the AI disclosure (every 3 hours for everyone, every hour under 18)', () => {
  it('comes back to a guardian-consent user once an hour has passed since it was seen, when the page regains focus or comes back into view', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const { user, mock } = await openDashboard({
      'GET /api/user/': adaAs({ ageConfirmation: 'guardian', disclosureSeenAt: new Date(NOW - 30 * 60_000).toISOString() }),
    });
    await screen.findByRole('button', { name: '+ New Session' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.setSystemTime(NOW + 30 * 60_000 - 1000);
    fireEvent.focus(window);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.setSystemTime(NOW - 30 * 60_000 + MINOR_DISCLOSURE_INTERVAL_MS);
    fireEvent.focus(window);
    const dialog = await screen.findByRole('dialog', { name: 'A reminder about your coach' });
    expect(dialog).toHaveAccessibleDescription(AI_DISCLOSURE);

    mock.on('POST /api/user/disclosure-seen', seen(Date.now()));
    await user.click(within(dialog).getByRole('button', { name: 'I understand' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    vi.setSystemTime(Date.now() + MINOR_DISCLOSURE_INTERVAL_MS);
    fireEvent(document, new Event('visibilitychange'));
    expect(await screen.findByRole('dialog', { name: 'A reminder about your coach' })).toBeInTheDocument();
  });

  it('comes back to an adult after 3 hours, not after 2', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    await openDashboard({
      'GET /api/user/': adaAs({ disclosureSeenAt: new Date(NOW).toISOString(), lastActiveAt: new Date(NOW).toISOString() }),
    });
    await screen.findByRole('button', { name: '+ New Session' });

    vi.setSystemTime(NOW + 2 * HOUR);
    fireEvent.focus(window);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    vi.setSystemTime(NOW + DISCLOSURE_INTERVAL_MS);
    fireEvent.focus(window);
    const dialog = await screen.findByRole('dialog', { name: 'A reminder about your coach' });
    expect(dialog).toHaveAccessibleDescription(AI_DISCLOSURE);
  });
});

describe('the reminder clock', () => {
  it('checks every minute while the page stays open, so a guardian-consent user is reminded within a minute of the hour', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: NOW });
    const user = { uid: 'u', email: 'e', firstName: 'A', lastName: 'B', provider: 'Email' as const, ageConfirmation: 'guardian' as const };
    const { result } = renderHook(() => useDisclosure({ ...user, disclosureSeenAt: new Date(NOW).toISOString() }, () => {}));
    expect(result.current.due).toBe(false);

    await act(() => vi.advanceTimersByTimeAsync(MINOR_DISCLOSURE_INTERVAL_MS - DISCLOSURE_CHECK_MS));
    expect(result.current.due).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(DISCLOSURE_CHECK_MS));
    expect(result.current.due).toBe(true);
  });
});

describe('the age question', () => {
  it('says, where the age is chosen, that the product may not be suitable for some minors (California SB 243)', () => {
    render(<AgeChoice value={null} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup')).toHaveTextContent(MINOR_SUITABILITY_NOTE);
  });
});
