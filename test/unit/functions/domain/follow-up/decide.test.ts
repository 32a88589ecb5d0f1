import type { FollowUpRecipient } from '../../../../../functions/data/follow-ups';
import { decideFollowUp } from '../../../../../functions/domain/follow-up/decide';

/** When a due follow-up becomes a check-in e-mail, and when it is dropped. */

const followUp = { crisisAt: '2026-11-20T10:30:00.000Z', dueAt: '2026-11-21T10:30:00.000Z' };
const recipient = (overrides: Partial<FollowUpRecipient> = {}): FollowUpRecipient => ({
  email: 'ada@example.com',
  firstName: 'Ada',
  checkInEmails: true,
  lastActiveAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('decideFollowUp', () => {
  it('sends to an opted-in user not active since the moment (their last activity was that message, or before)', () => {
    expect(decideFollowUp(recipient(), followUp)).toBe('send');
    expect(decideFollowUp(recipient({ lastActiveAt: followUp.crisisAt }), followUp)).toBe('send');
    expect(decideFollowUp(recipient({ lastActiveAt: undefined }), followUp)).toBe('send');
  });

  it('skips a user who came back after the moment', () => {
    expect(decideFollowUp(recipient({ lastActiveAt: '2026-11-20T12:00:00.000Z' }), followUp)).toBe('came-back');
  });

  it('skips a user who did not opt in, or turned it off', () => {
    expect(decideFollowUp(recipient({ checkInEmails: false }), followUp)).toBe('not-opted-in');
  });

  it('skips an account that is gone', () => {
    expect(decideFollowUp(undefined, followUp)).toBe('no-profile');
  });
});
