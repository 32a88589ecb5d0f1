/** An outgoing e-mail. Bodies are built by functions/domain/mail/ templates. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * Extra header fields, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. Only
   * headers SES lets a sender set: never From, To, Subject or other structural ones.
   */
  headers?: Record<string, string>;
}

/** The mail port: Amazon SES in AWS, the local mailbox on a laptop and in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
