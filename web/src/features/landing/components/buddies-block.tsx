import { GOAL_CLAIM, GOAL_CLAIM_SOURCE } from '@/lib/wizard-choices';
import '../buddies-block.css';

/** At most this many friends can be accountability buddies (spec sections 1 and 9). */
export const MAX_BUDDIES = 5;

/** A sample week among five buddies: check-ins out of 7, for the leaderboard-style message. */
const SAMPLE_BUDDIES = [
  { name: 'You', checkIns: 6 },
  { name: 'Maya', checkIns: 5 },
  { name: 'Leo', checkIns: 4 },
  { name: 'Priya', checkIns: 4 },
  { name: 'Sam', checkIns: 3 },
] as const;

/**
 * The accountability-buddies block of the features section (spec sections 1, 2 and 9): up to
 * five friends, a sample weekly insight update with a leaderboard-style encouragement, and the
 * goal-setting claim with its source, worded as the new-session wizard words it.
 */
export function BuddiesBlock() {
  return (
    <div className="buddies">
      <p>
        Invite up to {MAX_BUDDIES} friends as accountability buddies. Each week you all get an insight update: who checked in, and a cheer
        for the steps you took.
      </p>
      <figure className="buddies__update">
        <figcaption className="buddies__caption">Sample weekly insight update</figcaption>
        <ol className="buddies__board">
          {SAMPLE_BUDDIES.map((buddy) => (
            <li key={buddy.name} className="buddies__row">
              <span className="buddies__avatar" aria-hidden="true">
                {buddy.name[0]}
              </span>
              <span className="buddies__name">{buddy.name}</span>
              <span className="buddies__count">{buddy.checkIns} of 7 days</span>
            </li>
          ))}
        </ol>
        <p className="buddies__cheer">You checked in 6 days this week, the most of your group. Keep it going!</p>
      </figure>
      <p className="buddies__claim">
        {GOAL_CLAIM} <span className="buddies__source">Source: {GOAL_CLAIM_SOURCE}</span>
      </p>
    </div>
  );
}
