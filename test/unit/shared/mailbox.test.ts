import { mailboxOf } from '#shared/mailbox';

describe('mailboxOf', () => {
  it('ignores case, spaces around and a +tag, for every provider', () => {
    expect(mailboxOf(' Sam.Lee+Buddies@Example.COM ')).toBe('sam.lee@example.com');
  });

  it('drops the dots of Gmail names only, and reads googlemail.com as gmail.com', () => {
    expect(mailboxOf('S.a.m+x@GoogleMail.com')).toBe('sam@gmail.com');
    expect(mailboxOf('s.am@gmail.com')).toBe('sam@gmail.com');
    expect(mailboxOf('s.am@outlook.com')).toBe('s.am@outlook.com');
  });

  it('keeps a name that is only a tag, and text that is no address, as they are (lower-cased)', () => {
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxOf('Not An Address')).toBe('not an address');
  });
});
