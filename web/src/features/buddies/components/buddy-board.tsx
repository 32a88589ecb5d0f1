import { useEffect, useId, useRef, useState } from 'react';
import type { CheerId } from '#shared/buddies';
import type { BoardEntry } from '#shared/schemas/buddies';
import { BOARD_EMPTY, blockedMessage, REMOVE_HINT, removedMessage } from '../copy';
import { BoardEntryDetails } from './board-entry';
import { BuddyCard, type BuddyEntry } from './buddy-card';

export interface BuddyBoardProps {
  me: BoardEntry;
  buddies: BoardEntry[];
  onCheer: (buddyId: string, cheerId: CheerId) => Promise<unknown>;
  /** Each resolves once the buddy is off the board. */
  onRemove: (buddyId: string) => Promise<unknown>;
  onBlock: (buddyId: string) => Promise<unknown>;
}

/** Where focus goes once a buddy is gone: the next buddy's name, else the board's heading. */
type FocusTarget = { buddyId: string } | 'heading';

const withId = (entry: BoardEntry): entry is BuddyEntry => typeof entry.buddyId === 'string';

/**
 * The week's board: the user first ("You"), then each buddy with what they share and a kind word
 * from their own progress. No ranking: each entry speaks only of its own person.
 */
export function BuddyBoard({ me, buddies, onCheer, onRemove, onBlock }: BuddyBoardProps) {
  const titleId = useId();
  const hintId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const focusTarget = useRef<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const list = buddies.filter(withId);

  useEffect(() => {
    const wanted = focusTarget.current;
    if (!wanted) return;
    focusTarget.current = null;
    const target = wanted === 'heading' ? headingRef.current : headings.current.get(wanted.buddyId);
    (target ?? headingRef.current)?.focus();
  }, [message, buddies]);

  const registerHeading = (buddyId: string, heading: HTMLHeadingElement | null) => {
    if (heading) headings.current.set(buddyId, heading);
    else headings.current.delete(buddyId);
  };

  const leave = (act: (buddyId: string) => Promise<unknown>, said: (name: string) => string) => async (buddy: BuddyEntry) => {
    setMessage(null);
    const next = list[list.findIndex((entry) => entry.buddyId === buddy.buddyId) + 1];
    await act(buddy.buddyId);
    focusTarget.current = next ? { buddyId: next.buddyId } : 'heading';
    setMessage(said(buddy.firstName));
  };

  return (
    <section className="side-card" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="side-card__title">
        This week
      </h2>
      <div role="status" className="buddies-status">
        {message ? <p className="alert alert--success">{message}</p> : null}
      </div>
      <ul className="side-list">
        <li className="side-list__item buddy-entry buddy-entry--me">
          <h3 className="buddy-entry__name">You</h3>
          <BoardEntryDetails entry={me} />
        </li>
        {list.map((buddy) => (
          <BuddyCard
            key={buddy.buddyId}
            buddy={buddy}
            removeHintId={hintId}
            onCheer={onCheer}
            onRemove={leave(onRemove, removedMessage)}
            onBlock={leave(onBlock, blockedMessage)}
            registerHeading={registerHeading}
          />
        ))}
      </ul>
      {list.length === 0 ? <p>{BOARD_EMPTY}</p> : null}
      {list.length > 0 ? (
        <p id={hintId} className="side-card__muted">
          {REMOVE_HINT}
        </p>
      ) : null}
    </section>
  );
}
