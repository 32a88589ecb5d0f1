import { addMessage, replaceMessage, type MessageRecord } from '../../data/chat-messages';
import { isConditionFailed } from '../../data/client';
import { log } from '../../kernel/log';
import type { ReplyContent } from './store';

/**
 * Stores a streamed reply as it grows (ARCHITECTURE.md 12): each release is written, marked
 * 'cut-off' until the reply ends, so a function that dies part-way, or a browser that drops,
 * loses nothing that was screened and the chat offers Continue. One write at a time; releases
 * that come meanwhile are written together by the next.
 */
export class ReplyWriter {
  private record: MessageRecord | undefined;
  private writing: Promise<void> = Promise.resolve();
  private latest: ReplyContent | undefined;
  private queued = false;

  /** @param replacing the reply written over: a regenerated, edited or continued turn keeps its id and place. */
  constructor(
    private readonly uid: string,
    private readonly chatId: string,
    private readonly replacing: MessageRecord | undefined,
  ) {}

  /** The reply so far, to be stored when the write before it is done. */
  update(content: Omit<ReplyContent, 'status'>): void {
    this.latest = { ...content, status: 'cut-off' };
    if (this.queued) return;
    this.queued = true;
    this.writing = this.writing.then(async () => {
      this.queued = false;
      try {
        await this.write(this.latest!);
      } catch (error) {
        // A part-way write failing costs nothing yet: the final write follows. A deleted chat fails that one too.
        if (!isConditionFailed(error))
          log.warn('reply part not stored', { chatId: this.chatId, error: error instanceof Error ? error.name : typeof error });
      }
    });
  }

  /** Writes the finished reply (after any part-way write), and answers the stored message. */
  async finish(content: ReplyContent): Promise<MessageRecord> {
    await this.writing;
    return this.write(content);
  }

  private async write(content: ReplyContent): Promise<MessageRecord> {
    const base = this.record ?? this.replacing;
    this.record = base
      ? await replaceMessage(this.uid, base, content, { keepTime: base === this.record })
      : await addMessage(this.uid, { chatId: this.chatId, role: 'assistant', ...content });
    return this.record;
  }
}
