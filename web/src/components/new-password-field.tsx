import { PasswordField, type PasswordFieldProps } from './password-field';
import { PASSWORD_MIN_LENGTH, PASSWORD_SYMBOLS } from '#shared/validation';

/** The password rule of spec section 5, as help under every field where a password is chosen. */
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, with an uppercase letter, a number and a symbol (${PASSWORD_SYMBOLS.split('').join(' ')}).`;

/** A field where a password is chosen: the rule shown under it, and password managers offer one. */
export function NewPasswordField({ label = 'New password', ...props }: Omit<PasswordFieldProps, 'label' | 'hint'> & { label?: string }) {
  return <PasswordField label={label} name="newPassword" autoComplete="new-password" required hint={PASSWORD_HINT} {...props} />;
}
