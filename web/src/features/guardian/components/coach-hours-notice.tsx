import { useEffect, useState } from 'react';
import { clockTimeIn, coachBackAt } from '#shared/guardian-controls';
import type { GuardianControlsView } from '#shared/schemas/guardian-controls';
import '../guardian.css';

/** How often the notice reads the clock: it comes and goes within a minute of the coach hours. */
const CLOCK_MS = 30_000;

/** The notice's words: when the coach is back (the teen's clock), and that the crisis side stays on. */
export const coachHoursNoticeText = (backAt: string): string =>
  `Your coach is off until ${backAt}, as agreed with your guardian. If things feel hard right now, you can still write here: the SOS button and crisis help are always here.`;

/**
 * A calm notice above the chat during a linked guardian's coach hours (shared/guardian-controls.ts).
 * The text box still sends: a message about how the teen is feeling still gets the crisis
 * screen's answer, and anything else gets the same words from the API.
 */
export function CoachHoursNotice({ controls }: { controls: GuardianControlsView | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  const hours = controls?.coachHours ?? null;
  useEffect(() => {
    if (!hours) return undefined;
    const timer = setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => clearInterval(timer);
  }, [hours]);
  if (!controls) return null;
  const backAt = coachBackAt(hours, now, controls.timeZone);
  if (backAt === undefined) return null;
  return (
    <section className="guardian-banner" aria-label="Coach hours">
      <p role="status">{coachHoursNoticeText(clockTimeIn(backAt, controls.timeZone))}</p>
    </section>
  );
}
