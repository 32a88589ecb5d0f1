import * as z from 'zod/mini';
import { listGuardianLinks } from '../../data/guardians';
import { markNoticeSent, unmarkNoticeSent } from '../../data/guardian-notices';
import { getProfile } from '../../data/users';
import { appOrigin } from '../../kernel/app-origin';
import { log } from '../../kernel/log';
import { getMailer } from '../../providers/mail';
import { guardianPagePath } from '../mail/guardian-emails';
import { guardianNoticeEmail } from '../mail/guardian-notice-email';

/**
 * The queued job that sends a claimed distress notice (ARCHITECTURE.md 11; shared/jobs.ts
 * guardianNotices): one e-mail to each of the teen's guardians who has not stopped them. Each
 * guardian's send is marked first by a conditional write on the notice's time, so a retry or a
 * duplicate delivery sends nobody a second e-mail; a send that fails takes its mark back, and the
 * job is retried. Logs carry ids only.
 */

export const guardianNoticeJob = z.object({ teenUid: z.string(), at: z.string() });
export type GuardianNoticeJob = z.infer<typeof guardianNoticeJob>;

/** Sends the notice of `job` to each guardian still to get it; throws when a send failed (to be retried). */
export async function sendGuardianNotice(job: GuardianNoticeJob): Promise<number> {
  const [teen, links] = await Promise.all([getProfile(job.teenUid), listGuardianLinks(job.teenUid)]);
  if (!teen) return 0;
  const guardianPage = `${await appOrigin()}${guardianPagePath}`;
  let sent = 0;
  let failed = 0;
  for (const link of links.filter((candidate) => candidate.role === 'guardian')) {
    if (!(await markNoticeSent(job.teenUid, link.linkId, job.at))) continue;
    try {
      const guardian = await getProfile(link.otherUid);
      if (!guardian) continue;
      await getMailer().send(guardianNoticeEmail({ to: guardian.email, teenFirstName: teen.firstName, guardianPage }));
      sent += 1;
    } catch (error) {
      failed += 1;
      await unmarkNoticeSent(job.teenUid, link.linkId, job.at);
      log.warn('guardian notice not sent', {
        uid: job.teenUid,
        linkId: link.linkId,
        error: error instanceof Error ? error.name : typeof error,
      });
    }
  }
  if (failed) throw new Error(`${failed} guardian notices could not be sent`);
  return sent;
}

/** One queued record: whether it is done (an unreadable or failed one is left for the queue to retry). */
export async function runGuardianNoticeRecord(record: { messageId: string; body: string }): Promise<boolean> {
  let body: unknown;
  try {
    body = JSON.parse(record.body);
  } catch {
    body = undefined;
  }
  const job = guardianNoticeJob.safeParse(body);
  if (!job.success) {
    log.warn('guardian notice job unreadable', { messageId: record.messageId });
    return false;
  }
  try {
    const sent = await sendGuardianNotice(job.data);
    log.info('guardian notice job', { messageId: record.messageId, uid: job.data.teenUid, sent });
    return true;
  } catch {
    return false;
  }
}
