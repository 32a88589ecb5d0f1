import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUDDY_INVITES_UNSUBSCRIBED_MESSAGE } from '#shared/error-messages';
import {
  BUDDY_INVITE_UNSUBSCRIBE_EXPLAINED,
  BUDDY_INVITE_UNSUBSCRIBE_TITLE,
  UNSUBSCRIBED_TITLE,
} from '../../web/src/features/unsubscribe/components/unsubscribe-panel';
import { mockApi } from './helpers/fetch-mock';
import { renderApp } from './helpers/render-app';

/** The /unsubscribe page opened from a buddy invitation e-mail's stop link: no account, and it says what stops. */
describe('the /unsubscribe page for buddy invitations', () => {
  it('says it stops buddy invitation e-mails to the address, from anyone, and confirms', async () => {
    mockApi({
      'GET /api/user/loggedIn': { body: { status: false } },
      'POST /api/email/unsubscribe': { body: { success: true, message: BUDDY_INVITES_UNSUBSCRIBED_MESSAGE } },
    });
    const { user } = renderApp('/unsubscribe?token=abc.def.buddy-invite');
    expect(await screen.findByRole('heading', { level: 1, name: BUDDY_INVITE_UNSUBSCRIBE_TITLE })).toBeInTheDocument();
    expect(screen.getByText(BUDDY_INVITE_UNSUBSCRIBE_EXPLAINED)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));

    expect(await screen.findByRole('heading', { level: 1, name: UNSUBSCRIBED_TITLE })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(BUDDY_INVITES_UNSUBSCRIBED_MESSAGE);
  });
});
