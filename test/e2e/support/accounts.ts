import type { AgeConfirmation } from '#shared/safety';
import { expect, type APIRequestContext } from '@playwright/test';

export const PASSWORD = 'Passw0rd!';

let counter = 0;
/** A unique address per call, so tests never share an account. */
export const uniqueEmail = (label: string): string => `${label}.${Date.now()}.${++counter}@example.com`;

interface MailboxMessage {
  to: string;
  text: string;
}

/** The newest e-mail to `to` linking to `path` (with a query, a fragment or a token after it), waiting for one to arrive. */
export async function latestMailTo(request: APIRequestContext, to: string, path: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      const { messages } = (await (await request.get('/api/dev/mailbox')).json()) as { messages: MailboxMessage[] };
      // The mailbox lists the newest first.
      found = messages.find((m) => m.to === to && new RegExp(`${path}[?#/]`).test(m.text));
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** The link in an e-mail that leads to `path` on our site. */
export function linkIn(message: MailboxMessage, path: string): string {
  const match = message.text.match(new RegExp(`https?://\\S+${path}[?#/]\\S+`));
  if (!match) throw new Error(`No ${path} link in the e-mail: ${message.text}`);
  return match[0];
}

/**
 * An e-mail/password account whose address is already verified, made through the same API the
 * sign-up page calls, so a test can start at the login page.
 */
export async function createVerifiedAccount(
  request: APIRequestContext,
  {
    firstName,
    email,
    password = PASSWORD,
    ageConfirmation = 'adult',
    guardian,
  }: {
    firstName: string;
    email: string;
    password?: string;
    ageConfirmation?: AgeConfirmation;
    /** A teen's sign-up with a guardian's consent: their birth year and the guardian's address. */
    guardian?: { birthYear: number; email: string };
  },
): Promise<void> {
  const consent = guardian && { birthYear: guardian.birthYear, guardianEmail: guardian.email };
  const register = await request.post('/api/auth/', {
    data: { email, firstName, lastName: 'Tester', password, provider: 'Email', googleId: null, ageConfirmation, ...consent },
  });
  expect(register.status()).toBe(200);
  const link = new URL(linkIn(await latestMailTo(request, email, '/email-verified'), '/email-verified'));
  const verify = await request.post('/api/auth/verify-email', {
    data: { oobCode: new URLSearchParams(link.hash.slice(1)).get('oobCode') },
  });
  expect(verify.status()).toBe(200);
}
