import { useState } from 'react';
import type { CheerId } from '#shared/buddies';
import type { BoardEntry } from '#shared/schemas/buddies';
import { Button } from '@/components/button';
import { blockQuestion } from '../copy';
import { BoardEntryDetails } from './board-entry';
import { CheerForm } from './cheer-form';
import { InlineConfirm } from './inline-confirm';
import { RemoveBuddyDialog } from './remove-buddy-dialog';

/** A buddy on the board: the server gives every buddy an id. */
export type BuddyEntry = BoardEntry & { buddyId: string };

export interface BuddyCardProps {
  buddy: BuddyEntry;
  /** The id of the hint that says removing is silent, which Remove points to. */
  removeHintId: string;
  onCheer: (buddyId: string, cheerId: CheerId) => Promise<unknown>;
  onRemove: (buddy: BuddyEntry) => Promise<unknown>;
  onBlock: (buddy: BuddyEntry) => Promise<unknown>;
  /** Hands the board this card's heading, so focus can land here when a buddy above goes. */
  registerHeading: (buddyId: string, heading: HTMLHeadingElement | null) => void;
}

/**
 * One buddy this week: what they share, their kind word, a cheer to send, and Remove and Block,
 * each asked first: Remove in a popup (it is silent and they can be invited again), Block inline
 * (it cannot be taken back here).
 */
export function BuddyCard({ buddy, removeHintId, onCheer, onRemove, onBlock, registerHeading }: BuddyCardProps) {
  const [asking, setAsking] = useState(false);
  const name = buddy.firstName;

  return (
    <li className="side-list__item buddy-entry">
      <h3 className="buddy-entry__name" tabIndex={-1} ref={(heading) => registerHeading(buddy.buddyId, heading)}>
        {name}
      </h3>
      <BoardEntryDetails entry={buddy} />
      <CheerForm name={name} onSend={(cheerId) => onCheer(buddy.buddyId, cheerId)} />
      <div className="buddy-actions">
        <Button variant="ghost" aria-haspopup="dialog" aria-describedby={removeHintId} onClick={() => setAsking(true)}>
          Remove <span className="visually-hidden">{name}</span>
        </Button>
        <InlineConfirm
          openLabel={
            <>
              Block <span className="visually-hidden">{name}</span>
            </>
          }
          question={blockQuestion(name)}
          confirmLabel="Block"
          failure={`We couldn't block ${name}. Please try again.`}
          onConfirm={() => onBlock(buddy)}
        />
      </div>
      {asking ? <RemoveBuddyDialog name={name} onRemove={() => onRemove(buddy)} onClose={() => setAsking(false)} /> : null}
    </li>
  );
}
