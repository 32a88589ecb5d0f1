/** Firebase Auth error codes the app treats specially. Kept free of the SDK (it loads lazily). */

/** The user closed the pop-up or started another: no message (spec section 8). */
const CANCEL_CODES = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/** The Google account already belongs to another user (spec section 8, Link Google). */
const ALREADY_LINKED_CODES = new Set(['auth/email-already-in-use', 'auth/credential-already-in-use']);

export const isCancelCode = (code: string): boolean => CANCEL_CODES.has(code);
export const isAlreadyLinkedCode = (code: string): boolean => ALREADY_LINKED_CODES.has(code);

/** The `code` of a Firebase error, or a stand-in for anything else thrown. */
export function authErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'auth/internal-error';
}
