import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Mailer, MailMessage } from './port';

/** A message as the local mailbox page shows it. */
export interface StoredMail extends MailMessage {
  id: string;
  from: string;
  sentAt: string;
}

/**
 * The local stand-in for SES: messages are kept in memory and, when a file is given, in that file
 * so they survive a restart of `npm start`. Newest first. Never used in AWS (MAIL_TRANSPORT=ses).
 */
export class LocalMailbox implements Mailer {
  private messages: StoredMail[];

  constructor(
    private readonly from: string,
    private readonly file?: string,
  ) {
    this.messages = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  }

  async send(message: MailMessage): Promise<void> {
    const stored: StoredMail = { id: randomUUID(), from: this.from, sentAt: new Date().toISOString(), ...message };
    this.messages = [stored, ...this.messages].slice(0, 200);
    if (this.file) {
      mkdirSync(dirname(this.file), { recursive: true });
      writeFileSync(this.file, JSON.stringify(this.messages, null, 2));
    }
  }

  list(): StoredMail[] {
    return [...this.messages];
  }
}
