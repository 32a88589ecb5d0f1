import { useState } from 'react';
import type { CheerId } from '../../../../../shared/buddies';
import type { BoardEntry } from '../../../../../shared/schemas/buddies';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { blockQuestion } from '../copy';
import { BoardEntryDetails } from './board-entry';
import { CheerForm } from './cheer-form';
import { InlineConfirm } from './inline-confirm';

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
 * One buddy this week: what they share, their kind word, a cheer to send, and Remove (at once: it
 * is silent and they can be invited again) and Block (asked first: it cannot be taken back here).
 */
export function BuddyCard({ buddy, removeHintId, onCheer, onRemove, onBlock, registerHeading }: BuddyCardProps) {
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const name = buddy.firstName;

  const remove = () => {
    setError(null);
    setRemoving(true);
    onRemove(buddy).catch((failed: unknown) => {
      setRemoving(false);
      setError(failed);
    });
  };

  return (
    <li className="side-list__item buddy-entry">
      <h3 className="buddy-entry__name" tabIndex={-1} ref={(heading) => registerHeading(buddy.buddyId, heading)}>
        {name}
      </h3>
      <BoardEntryDetails entry={buddy} />
      <CheerForm name={name} onSend={(cheerId) => onCheer(buddy.buddyId, cheerId)} />
      <div className="buddy-actions">
        <Button variant="ghost" busy={removing} aria-describedby={removeHintId} onClick={remove}>
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
      {error ? <Alert>{errorMessage(error, `We couldn't remove ${name}. Please try again.`)}</Alert> : null}
    </li>
  );
}
