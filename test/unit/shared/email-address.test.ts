import { mailboxOf } from '../../../shared/email-address';

describe('mailboxOf: one mailbox, however its address is written', () => {
  it.each([
    ['Ada.Lovelace@Example.com', 'ada.lovelace@example.com'],
    ['  ada@example.com ', 'ada@example.com'],
    ['ada+blue.guardian@example.com', 'ada@example.com'],
    ['Ada.Love.Lace+again@gmail.com', 'adalovelace@gmail.com'],
    ['a.d.a@GoogleMail.com', 'ada@gmail.com'],
  ])('%s is %s', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it('keeps the dots of providers that deliver by them, and a local part that is only a tag', () => {
    expect(mailboxOf('ada.lovelace@outlook.com')).not.toBe(mailboxOf('adalovelace@outlook.com'));
    expect(mailboxOf('+ada@example.com')).toBe('+ada@example.com');
  });
});
