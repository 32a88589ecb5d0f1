import type { GuardianConsentState } from '#shared/guardian';
import { AskGuardianForm } from './ask-guardian-form';
import '../guardian.css';

const dayWord = (days: number) => (days === 1 ? '1 more day' : `${days} more days`);

/** The banner's words: days left while a guardian has not confirmed, or the pause once they are over. */
export const bannerText = ({ daysLeft, paused }: GuardianConsentState): string =>
  paused
    ? 'Your coach is paused until a parent or guardian confirms your account. The SOS button and crisis help are always here.'
    : `A parent or guardian still needs to confirm your account. You can keep chatting with your coach for ${dayWord(daysLeft)}.`;

/**
 * The teen's banner above the chat while no guardian has confirmed (the profile answer's
 * `guardianConsent`): plain words, no countdown styling, and a way to send a guardian the link;
 * nothing shown once confirmed.
 */
export function GuardianConsentBanner({ consent }: { consent: GuardianConsentState | undefined }) {
  if (!consent || consent.confirmed) return null;
  return (
    <section className="guardian-banner" aria-label="Guardian confirmation">
      <p role="status">{bannerText(consent)}</p>
      <AskGuardianForm />
    </section>
  );
}
