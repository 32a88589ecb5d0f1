/**
 * Applies the code from the verification e-mail's link, marking the address as verified. Apart
 * from the resend, whose e-mail needs the admin side of identity: this route's bundle stays without it.
 */
export { applyEmailVerification as verifyEmail } from '../../providers/identity/identity-rest';
