import type { BoardEntry } from '#shared/schemas/buddies';
import { NOTHING_SHARED_LINE, sharedLines } from '../copy';

/**
 * What one person's entry on the board says: only the numbers they share, in words, and the kind
 * word the server wrote from their own progress. The board and the share preview both render it,
 * so the preview is exactly what a buddy sees.
 */
export function BoardEntryDetails({ entry }: { entry: BoardEntry }) {
  const lines = sharedLines(entry.shared);
  return (
    <>
      {lines.length > 0 ? (
        <ul className="buddy-entry__numbers">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="side-card__muted">{NOTHING_SHARED_LINE}</p>
      )}
      <p className="buddy-entry__encouragement">{entry.encouragement}</p>
    </>
  );
}
