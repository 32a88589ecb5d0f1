import { BUDDY_INVITES_UNSUBSCRIBED_MESSAGE } from '#shared/error-messages';
import { Caller, mailsTo, startApi, uniqueEmail } from './api';
import { seedBuddyUser } from './buddy-invite-fixtures';

/**
 * Addresses as mailboxes (docs/decisions/0050-accountability-buddies-links.md): a block and a "stop these
 * e-mails" hold for every spelling of one mailbox (case, a `+tag`, Gmail's dots and its
 * googlemail.com twin), and every invitation e-mail carries a link that stops all buddy e-mails to
 * its address, no account needed.
 */

let api: Awaited<ReturnType<typeof startApi>>;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** The invitation e-mails the local mailbox holds for `to`, newest first. */
const invitationMails = (to: string) => mailsTo(api.baseUrl, to, (mail) => mail.text.includes('/buddies/invite/'));

/** A fresh Gmail address with dots in its name, and another spelling of the same mailbox. */
function gmailAddress(label: string): { address: string; otherSpelling: string } {
  const name = uniqueEmail(label).split('@')[0]!;
  return { address: `${name}@gmail.com`, otherSpelling: `${name.replaceAll('.', '').toUpperCase()}+buddies@googlemail.com` };
}

const tokenOf = (link: unknown): string => String(link).split('/').pop()!;

describe('addresses of buddy invitations', () => {
  it('a block holds against any spelling of the blocker’s address', async () => {
    const { address, otherSpelling } = gmailAddress('sam.blocks');
    const [robin, sam] = await Promise.all([
      seedBuddyUser(api.baseUrl, 'spelling-robin', { firstName: 'Robin' }),
      seedBuddyUser(api.baseUrl, 'spelling-sam', { firstName: 'Sam', email: address }),
    ]);
    const first = await robin.caller.post('/api/buddies/invites', {});
    expect((await sam.caller.post(`/api/buddies/invite/${tokenOf(first.body.link)}/decline`, { block: true })).status).toBe(200);

    const again = await robin.caller.post('/api/buddies/invites', { email: otherSpelling });

    expect(again).toMatchObject({ status: 200, body: { success: true, link: expect.any(String) } });
    expect(await invitationMails(otherSpelling.toLowerCase())).toEqual([]);
    expect((await sam.caller.get(`/api/buddies/invite/${tokenOf(again.body.link)}`)).status).toBe(404);
  });

  it('every invitation e-mail carries a link that stops buddy e-mails to that mailbox from anyone, without an account', async () => {
    const { address, otherSpelling } = gmailAddress('friend.stops');
    const [robin, tess, reader] = await Promise.all(
      ['stop-robin', 'stop-tess', 'stop-reader'].map((label) => seedBuddyUser(api.baseUrl, label, { firstName: 'Robin' })),
    );
    expect((await robin!.caller.post('/api/buddies/invites', { email: address })).status).toBe(200);
    const [mail] = await invitationMails(address);
    const page = /https?:\/\/\S+\/unsubscribe\?token=\S+/.exec(mail!.text)?.[0];
    const oneClick = new URL(/^<(.+)>$/.exec(mail!.headers!['List-Unsubscribe']!)![1]!);
    expect(new URL(page!).searchParams.get('token')).toBe(oneClick.searchParams.get('token'));

    // Act: the mail client's one-click button, with no session, as the /unsubscribe page posts too.
    const stopped = await new Caller(api.baseUrl).request('POST', oneClick.pathname + oneClick.search, 'List-Unsubscribe=One-Click', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    const fromTess = await tess!.caller.post('/api/buddies/invites', { email: otherSpelling });
    const fromRobin = await robin!.caller.post('/api/buddies/invites', { email: address });

    // Assess
    expect(stopped).toMatchObject({ status: 200, body: { success: true, message: BUDDY_INVITES_UNSUBSCRIBED_MESSAGE } });
    expect([fromTess.status, fromRobin.status]).toEqual([200, 200]);
    expect(await invitationMails(address)).toHaveLength(1);
    expect(await invitationMails(otherSpelling.toLowerCase())).toEqual([]);
    // Only the e-mails stop: a link passed on by hand still works.
    expect((await reader!.caller.get(`/api/buddies/invite/${tokenOf(fromTess.body.link)}`)).status).toBe(200);
  });
});
