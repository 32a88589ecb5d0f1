import type { AgeConfirmation } from '#shared/safety';
import {
  claimNoticeDay,
  getLinkNotices,
  lastNoticeAt,
  listNoticeReadings,
  putNoticeReading,
  releaseNoticeDay,
  type NoticeReading,
} from '../../data/guardian-notices';
import { listGuardianLinks } from '../../data/guardians';
import { log } from '../../kernel/log';
import { isKeptReading, NOTICE_WINDOW_MS, noticeDue } from './notice-rule';
import { queueGuardianNotice } from './queue-notice';

/**
 * The distress notice in the request that read the message (docs/safety.md "A notice to a
 * guardian"): the reading kept, the rule asked (notice-rule.ts), the day claimed by a conditional
 * write, and the sending queued, so the reply can tell the teen at once. Only a teen's account with
 * a guardian's consent, and only a fresh reading (never a regenerated reply). Nothing here may
 * cost the teen their reply: a failure is logged by name and the reply goes on, without the line.
 * @returns whether the teen's guardians are being told.
 */
export async function noticeGuardians(
  uid: string,
  ageConfirmation: AgeConfirmation | undefined,
  reading: NoticeReading | undefined,
  fresh: boolean,
  requestId: string,
): Promise<boolean> {
  if (!fresh || !reading || ageConfirmation !== 'guardian' || !isKeptReading(reading)) return false;
  try {
    await putNoticeReading(uid, reading);
    const [earlier, last] = await Promise.all([listNoticeReadings(uid), lastNoticeAt(uid)]);
    if (!noticeDue(reading, earlier, last)) return false;
    const guardians = (await listGuardianLinks(uid)).filter((link) => link.role === 'guardian');
    const open = await Promise.all(guardians.map(async (link) => !(await getLinkNotices(uid, link.linkId)).stopped));
    if (!open.includes(true)) return false;
    const since = new Date(Date.parse(reading.at) - NOTICE_WINDOW_MS).toISOString();
    if (!(await claimNoticeDay(uid, reading.at, since))) return false;
    try {
      await queueGuardianNotice({ teenUid: uid, at: reading.at });
    } catch (error) {
      await releaseNoticeDay(uid, reading.at);
      throw error;
    }
    log.info('guardian notice queued', { requestId, uid });
    return true;
  } catch (error) {
    log.error('guardian notice failed', error instanceof Error ? error.name : typeof error, { requestId, uid });
    return false;
  }
}
