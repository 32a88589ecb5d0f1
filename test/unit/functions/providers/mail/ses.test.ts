import { startFakeAws, sigV4For, useLambdaCredentials, type FakeAws } from '../../../../fixtures/fake-aws';
import { sesMailer } from '../../../../../functions/providers/mail/ses';

/** The SES adapter of the mail port: SES v2's SendEmail at the wire, extra headers (RFC 8058's) included. */

useLambdaCredentials();
let ses: FakeAws;
beforeEach(async () => {
  ses = await startFakeAws([{ status: 200, json: { MessageId: 'm-1' } }]);
  process.env.AWS_ENDPOINT_URL_SESV2 = ses.url;
});
afterEach(() => ses.close());

const message = { to: 'ada@example.com', subject: 'S', text: 'T', html: '<p>H</p>' };

it('sends a signed SendEmail with the message as a Simple message, its headers as SES headers', async () => {
  await sesMailer('Blue Guardian <hello@example.com>', 'eu-west-1').send({
    ...message,
    headers: {
      'List-Unsubscribe': '<https://x.test/api/email/unsubscribe?token=t>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  const [sent] = ses.received;
  expect(sent).toMatchObject({ method: 'POST', path: '/v2/email/outbound-emails' });
  expect(sent!.headers['content-type']).toBe('application/json');
  expect(sent!.headers.authorization).toMatch(sigV4For('ses', 'eu-west-1'));
  expect(sent!.headers['x-amz-security-token']).toBe('session-fake');
  expect(JSON.parse(sent!.body)).toEqual({
    FromEmailAddress: 'Blue Guardian <hello@example.com>',
    Destination: { ToAddresses: ['ada@example.com'] },
    Content: {
      Simple: {
        Subject: { Data: 'S', Charset: 'UTF-8' },
        Body: { Text: { Data: 'T', Charset: 'UTF-8' }, Html: { Data: '<p>H</p>', Charset: 'UTF-8' } },
        Headers: [
          { Name: 'List-Unsubscribe', Value: '<https://x.test/api/email/unsubscribe?token=t>' },
          { Name: 'List-Unsubscribe-Post', Value: 'List-Unsubscribe=One-Click' },
        ],
      },
    },
  });
});

it('sends no Headers field for a message without any', async () => {
  await sesMailer('hello@example.com', 'us-east-1').send(message);
  expect(JSON.parse(ses.received[0]!.body).Content.Simple).not.toHaveProperty('Headers');
});

it("fails with SES's error code when SES refuses the message", async () => {
  ses.answers = [
    {
      status: 400,
      headers: { 'x-amzn-errortype': 'MessageRejected:http://internal.amazon.com/' },
      json: { message: 'Email address is not verified.' },
    },
  ];
  await expect(sesMailer('hello@example.com', 'us-east-1').send(message)).rejects.toMatchObject({
    name: 'MessageRejected',
    code: 'MessageRejected',
    status: 400,
    message: 'Email address is not verified.',
  });
  expect(ses.received).toHaveLength(1);
});
