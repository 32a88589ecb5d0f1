import { SHARE_ITEMS, SHARE_LABELS } from '#shared/buddies';
import { NEVER_SHARED } from '../copy';

export const INVITE_INTRO = 'Buddies cheer each other on. A buddy sees only what each of you chooses to share, item by item:';
export const NOTHING_BEFORE_ACCEPT = 'Everything starts switched off: nothing is shared until you turn it on.';

/** What a buddy sees and never sees, as an invitation explains it before any answer. */
export function InviteExplained() {
  return (
    <>
      <p>{INVITE_INTRO}</p>
      <ul className="buddy-invite__labels">
        {SHARE_ITEMS.map((item) => (
          <li key={item}>{SHARE_LABELS[item]}</li>
        ))}
      </ul>
      <p>{NOTHING_BEFORE_ACCEPT}</p>
      <p>{NEVER_SHARED}</p>
    </>
  );
}
