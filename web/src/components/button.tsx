import type { ButtonHTMLAttributes, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost';

const classes = (variant: Variant, block: boolean | undefined, extra: string | undefined) =>
  ['button', `button--${variant}`, block ? 'button--block' : '', extra ?? ''].filter(Boolean).join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Full width, as in the auth forms. */
  block?: boolean;
  /** Shows a spinner beside the label; the label (the accessible name) stays the same. */
  isLoading?: boolean;
  /**
   * Busy with a request: shows the spinner and ignores presses, but stays focusable
   * (aria-disabled). A `disabled` button drops focus to the page, which strands a keyboard user
   * inside a popup; use this where the button keeps its place after the request.
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({ variant = 'primary', block, isLoading, busy, className, children, type, onClick, ...props }: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={classes(variant, block, className)}
      aria-disabled={busy || undefined}
      // preventDefault also stops a submit button from submitting its form.
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    >
      {isLoading || busy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  block?: boolean;
}

/** A link that looks like a button: it navigates, so it stays a link for assistive technology. */
export function ButtonLink({ variant = 'primary', block, className, ...props }: ButtonLinkProps) {
  return <Link className={classes(variant, block, className)} {...props} />;
}
