import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { sesMailer } from '../../../../../functions/providers/mail/ses';

/** The SES adapter of the mail port: SESv2 Simple messages take extra headers (RFC 8058's among them). */

const ses = mockClient(SESv2Client);
beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
});
afterAll(() => ses.restore());

const message = { to: 'ada@example.com', subject: 'S', text: 'T', html: '<p>H</p>' };

it('passes the message headers as SES Simple message headers', async () => {
  await sesMailer('Blue Guardian <hello@example.com>', 'us-east-1').send({
    ...message,
    headers: {
      'List-Unsubscribe': '<https://x.test/api/email/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  const input = ses.commandCalls(SendEmailCommand)[0]!.args[0].input;
  expect(input.Content?.Simple?.Headers).toEqual([
    { Name: 'List-Unsubscribe', Value: '<https://x.test/api/email/unsubscribe?token=t>' },
    { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
  ]);
});

it('sends no Headers field for a message without any', async () => {
  await sesMailer('hello@example.com', 'us-east-1').send(message);
  expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input.Content?.Simple).not.toHaveProperty('Headers');
});
