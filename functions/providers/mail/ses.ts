import { awsJsonRequest } from '../../kernel/aws-request';
import type { Mailer, MailMessage } from './port';

/** Sends through Amazon SES (v2 API). The sender must be a verified SES identity. */
export function sesMailer(from: string, region: string): Mailer {
  return {
    async send(message: MailMessage) {
      // SES v2's SendEmail (REST-JSON): the body the SDK's SendEmailCommand sent.
      await awsJsonRequest<{ MessageId?: string }>({
        signingName: 'ses',
        endpointPrefix: 'email',
        serviceId: 'SESV2',
        region,
        path: '/v2/email/outbound-emails',
        contentType: 'application/json',
        body: {
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
        },
      });
    },
  };
}
