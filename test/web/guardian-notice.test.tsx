import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUARDIAN_TOLD_LINE, NOTICE_WHEN_FOR_GUARDIAN, NOTICE_WHEN_FOR_TEEN } from '#shared/guardian-notice';
import { AGE_CONFIRMATION_LABELS, FIXED_REPLIES } from '#shared/safety';
import type { ReplyResponse } from '#shared/schemas/chat';
import {
  guardianNoticesState,
  NONE_SENT,
  sentOn,
  STOP_NOTICES,
  teenNoticesState,
} from '../../web/src/features/guardian/components/guardian-notices';
import { IF_YOU_NEED_SUPPORT } from '../../web/src/features/guardian/components/guardians-settings';
import {
  chatMessage,
  chatReply,
  chatsReply,
  chatSummary,
  firstMessageHandlers,
  openDashboard,
  reduceMotion,
  startSession,
  streamOf,
} from './helpers/chat';
import { ADA, mockApi, signedIn, signedOut, type Handlers } from './helpers/fetch-mock';
import { openSettingsGuardians } from './helpers/guardian';
import { renderApp } from './helpers/render-app';

/** What a teen and a guardian read of the distress notice (docs/safety.md "A notice to a guardian"). */

const LINK = '01J0000000000000000000000L';
const SENT = ['2026-11-27T21:04:00.000Z'];

beforeEach(() => {
  reduceMotion();
});

describe('in the moment, in the chat', { timeout: 20_000 }, () => {
  it('says the guardian was told beside the reply that carries it, streamed', async () => {
    const chat = chatSummary();
    const text = "I'm going to end it tonight";
    const answer: ReplyResponse = {
      success: true,
      resonse: FIXED_REPLIES.c,
      message: chatMessage('assistant', FIXED_REPLIES.c, { engine: 'safety', safety: 'c', guardianTold: true }),
      userMessage: chatMessage('user', text),
      safety: { tier: 'c', crisisScreen: false },
    };
    const app = await openDashboard({
      ...firstMessageHandlers(chat, text, 'unused'),
      [`POST /api/bot/chat/${chat.chatId}/stream`]: () => streamOf(answer),
    });
    const box = await startSession(app.user);

    await app.user.type(box, `${text}{Enter}`);

    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText(GUARDIAN_TOLD_LINE)).toBeInTheDocument();
  });

  it('still says so when the chat is opened again, and only beside that reply', async () => {
    const chat = chatSummary({ title: 'Hard night' });
    localStorage.setItem('selectedSessionId', chat.chatId);
    await openDashboard({
      'GET /api/bot/get-all-chats': chatsReply([chat]),
      [`GET /api/bot/chat/${chat.chatId}`]: chatReply(chat, [
        chatMessage('user', 'first'),
        chatMessage('assistant', FIXED_REPLIES.b, { engine: 'safety', safety: 'b' }),
        chatMessage('user', 'second'),
        chatMessage('assistant', FIXED_REPLIES.c, { engine: 'safety', safety: 'c', guardianTold: true }),
      ]),
    });

    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(await within(log).findAllByText(GUARDIAN_TOLD_LINE)).toHaveLength(1);
  });
});

describe('before linking', { timeout: 20_000 }, () => {
  it('tells a teen signing up exactly when their guardian would be e-mailed', async () => {
    mockApi(signedOut);
    const { user } = renderApp('/signup');
    await screen.findByRole('heading', { level: 1 });

    await user.click(screen.getByRole('radio', { name: AGE_CONFIRMATION_LABELS.guardian }));

    expect(screen.getByText(NOTICE_WHEN_FOR_TEEN)).toBeInTheDocument();
  });

  it('tells the guardian on the confirmation page', async () => {
    const token = 'A'.repeat(43);
    mockApi({
      ...signedOut,
      [`GET /api/guardian/invite/${token}`]: {
        body: { success: true, invite: { teenFirstName: 'Robin', expiresAt: '2026-12-05T10:00:00.000Z' } },
      },
    });
    renderApp(`/guardian/confirm/${token}`);

    expect(await screen.findByText(NOTICE_WHEN_FOR_GUARDIAN)).toBeInTheDocument();
  });
});

const LINKS = { success: true, teens: [], guardians: [{ linkId: LINK, firstName: 'Sam', since: '2026-11-20T10:00:00.000Z' }], invites: [] };
const WEEK = { success: true, week: { week: '2026-W48', sessionsStarted: 0, days: [] } };

describe('Settings > Guardians: what your guardian sees', { timeout: 20_000 }, () => {
  const teen = (notices: { on: boolean; sent: string[] }): Handlers => ({
    ...signedIn,
    'GET /api/user/': { body: { ...ADA, ageConfirmation: 'guardian', guardianConsent: { confirmed: true, daysLeft: 0, paused: false } } },
    'GET /api/guardian/links': { body: LINKS },
    [`GET /api/guardian/teens/${LINK}/week`]: { body: WEEK },
    [`GET /api/guardian/teens/${LINK}/notices`]: { body: { success: true, notices } },
  });

  it('says when notices go, whether each guardian gets them, and the days any were sent, with no Stop for the teen', async () => {
    await openSettingsGuardians(teen({ on: false, sent: SENT }));

    expect(await screen.findByRole('heading', { name: IF_YOU_NEED_SUPPORT })).toBeInTheDocument();
    expect(screen.getAllByText(NOTICE_WHEN_FOR_TEEN).length).toBeGreaterThan(0);
    expect(await screen.findByText(teenNoticesState('Sam', false))).toBeInTheDocument();
    expect(screen.getByText(sentOn(SENT))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(STOP_NOTICES) })).toBeNull();
  });

  it('says they are on and none was sent', async () => {
    await openSettingsGuardians(teen({ on: true, sent: [] }));

    expect(await screen.findByText(teenNoticesState('Sam', true))).toBeInTheDocument();
    expect(screen.getByText(NONE_SENT)).toBeInTheDocument();
  });
});

describe('the guardian’s page', { timeout: 20_000 }, () => {
  it('shows the days sent and stops these e-mails with one button', async () => {
    const mock = mockApi({
      ...signedIn,
      'GET /api/user/': { body: { ...ADA, isGuardian: true } },
      'GET /api/guardian/links': {
        body: { ...LINKS, teens: [{ linkId: LINK, firstName: 'Robin', since: '2026-11-20T10:00:00.000Z' }], guardians: [] },
      },
      [`GET /api/guardian/teens/${LINK}/week`]: { body: WEEK },
      [`GET /api/guardian/teens/${LINK}/notices`]: { body: { success: true, notices: { on: true, sent: SENT } } },
      [`POST /api/guardian/teens/${LINK}/notices/stop`]: { body: { success: true, notices: { on: false, sent: SENT } } },
    });
    const { user } = renderApp('/guardian');

    expect(await screen.findByText(guardianNoticesState('Robin', true))).toBeInTheDocument();
    expect(screen.getByText(sentOn(SENT))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${STOP_NOTICES} about Robin` }));

    expect(await screen.findByText(guardianNoticesState('Robin', false))).toBeInTheDocument();
    expect(mock.callsTo(`POST /api/guardian/teens/${LINK}/notices/stop`)).toHaveLength(1);
  });
});
