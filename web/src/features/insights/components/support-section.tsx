import { useId } from 'react';
import { CrisisResourcesCard } from '@/components/sos/crisis-resources-card';

export const SUPPORT_TITLE = 'If things feel heavy';

/**
 * Shown in a report whose session reached early detection's threshold, whatever topics were
 * picked: kind words and the resources, one tap to call or text, never a score or a label
 * (SAFETY.md 20).
 */
export function SupportSection() {
  const id = useId();
  return (
    <section className="report-topic report-support" aria-labelledby={id}>
      <h3 id={id} className="report-topic__title">
        {SUPPORT_TITLE}
      </h3>
      <p>Some of what you shared in this session sounded really hard. You don't have to carry it alone.</p>
      <CrisisResourcesCard />
    </section>
  );
}
