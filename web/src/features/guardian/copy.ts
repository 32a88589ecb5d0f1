/** The guardian pages' words, shared by the components and their tests. */

export const INVALID_GUARDIAN_LINK = 'This link has expired or is no longer valid.';
export const askedTitle = (name: string) => `${name} asked you to confirm as their parent or guardian`;
export const confirmedTitle = (name: string) => `You are now ${name}'s guardian.`;
export const WHAT_IT_IS =
  'Blue Guardian is a self-help app with an AI coach. The coach is an AI, not a person and not a therapist. Users under 18 need a parent or guardian to confirm.';
export const WHAT_YOU_SEE =
  'As their guardian you never see what they write. They can always see what you see, and either of you can end the link at any time.';
export const SIGN_IN_TO_CONFIRM = 'Log in or sign up with the e-mail address this link was sent to. You will come back here afterwards.';
export const CONFIRM_LABEL = 'Confirm as guardian';
