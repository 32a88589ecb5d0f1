import { mayBecomeBuddies, type AcceptanceFacts } from '../../../../../functions/domain/buddies/acceptance';

/** Who may become buddies: the rules an accepted invitation is checked against. */

const facts = (overrides: Partial<AcceptanceFacts> = {}): AcceptanceFacts => ({
  inviteeUid: 'bea',
  inviterUid: 'ada',
  inviteeAge: 'adult',
  inviterAge: 'adult',
  blocked: false,
  alreadyBuddies: false,
  guardianLinked: false,
  ...overrides,
});

describe('mayBecomeBuddies', () => {
  it('allows two adults, and two minors with their guardians’ consent', () => {
    expect(mayBecomeBuddies(facts())).toBe(true);
    expect(mayBecomeBuddies(facts({ inviteeAge: 'guardian', inviterAge: 'guardian' }))).toBe(true);
  });

  it.each([
    ['a minor and an adult', { inviteeAge: 'guardian', inviterAge: 'adult' }],
    ['an adult and a minor', { inviteeAge: 'adult', inviterAge: 'guardian' }],
    ['an invitee who has not answered the age question', { inviteeAge: undefined }],
    ['an inviter whose account is gone or unanswered', { inviterAge: undefined }],
    ['a block either way', { blocked: true }],
    ['two who are buddies already', { alreadyBuddies: true }],
    ['oneself', { inviteeUid: 'ada' }],
    ['a guardian and their teen', { guardianLinked: true }],
  ] as const)('refuses %s', (_name, overrides) => {
    expect(mayBecomeBuddies(facts(overrides as Partial<AcceptanceFacts>))).toBe(false);
  });
});
