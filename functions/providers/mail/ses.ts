import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { Mailer, MailMessage } from './port';

/** Sends through Amazon SES (v2 API). The sender must be a verified SES identity. */
export function sesMailer(from: string, region: string): Mailer {
  const client = new SESv2Client({ region });
  return {
    async send(message: MailMessage) {
      await client.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [message.to] },
          Content: {
            Simple: {
              Subject: { Data: message.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: message.text, Charset: 'UTF-8' },
                Html: { Data: message.html, Charset: 'UTF-8' },
              },
              ...(message.headers && { Headers: Object.entries(message.headers).map(([Name, Value]) => ({ Name, Value })) }),
            },
          },
        }),
      );
    },
  };
}
