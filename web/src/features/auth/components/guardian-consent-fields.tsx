import { GUARDIAN_RULES } from '#shared/guardian';
import { NOTICE_WHEN_FOR_TEEN } from '#shared/guardian-notice';
import { TextField } from '@/components/text-field';

interface GuardianConsentFieldsProps {
  birthYear: string;
  guardianEmail: string;
  onChange: (field: 'birthYear' | 'guardianEmail', value: string) => void;
}

export const BIRTH_YEAR_LABEL = 'Your birth year';
export const GUARDIAN_EMAIL_LABEL = 'Your parent or guardian’s e-mail address';
export const GUARDIAN_EMAIL_HINT = `We'll e-mail them a link to confirm. Until they do, you can chat with your coach for ${GUARDIAN_RULES.unconfirmedDays} days. They never see what you write.`;

/**
 * Asked when "under 18 with a guardian's consent" is chosen (SAFETY.md 8): the teen's birth year
 * (the terms' minimum age is checked from it) and their guardian's e-mail, who gets a link to
 * confirm. Plain labelled inputs, so each is named and reached by keyboard like the rest of the form.
 */
export function GuardianConsentFields({ birthYear, guardianEmail, onChange }: GuardianConsentFieldsProps) {
  return (
    <>
      <TextField
        label={BIRTH_YEAR_LABEL}
        name="birthYear"
        inputMode="numeric"
        autoComplete="bday-year"
        maxLength={4}
        required
        value={birthYear}
        onChange={(event) => onChange('birthYear', event.target.value)}
      />
      <TextField
        label={GUARDIAN_EMAIL_LABEL}
        hint={GUARDIAN_EMAIL_HINT}
        type="email"
        name="guardianEmail"
        autoComplete="off"
        inputMode="email"
        required
        value={guardianEmail}
        onChange={(event) => onChange('guardianEmail', event.target.value)}
      />
      <p className="field__hint">{NOTICE_WHEN_FOR_TEEN}</p>
    </>
  );
}
