/** An outgoing e-mail. Bodies are built by functions/domain/mail/ templates. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The mail port: Amazon SES in AWS, the local mailbox on a laptop and in tests. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
