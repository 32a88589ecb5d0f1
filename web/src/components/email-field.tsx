import { TextField, type TextFieldProps } from './text-field';

/** The e-mail input of every auth form: label, type, autofill and phone keyboard set in one place. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email address" type="email" name="email" autoComplete="email" inputMode="email" required {...props} />;
}
