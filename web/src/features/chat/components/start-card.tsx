import { Button } from '@/components/button';

/**
 * What the chat area offers when no session is open: an invitation to start one (the chat itself
 * is created with the first message, once a goal and a style are chosen). `hasSessions` is
 * undefined until the list has loaded, so nobody is told they have none while it loads.
 */
export function StartCard({ hasSessions, onStart }: { hasSessions: boolean | undefined; onStart: () => void }) {
  const text =
    hasSessions === undefined
      ? 'Choose a goal and a communication style to begin a session.'
      : hasSessions
        ? 'Pick a session from the menu, or start a new one.'
        : 'You have no sessions yet. Choose a goal and a communication style to begin your first one.';
  return (
    <div className="start-card">
      <p className="start-card__text">{text}</p>
      <Button onClick={onStart}>Start a session</Button>
    </div>
  );
}
