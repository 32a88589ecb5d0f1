import { useId } from 'react';
import type { Board } from '../api/get-board';
import { relativeDay } from '../copy';

export const NO_CHEERS = 'No cheers yet. When a buddy sends you one, it shows here.';

/** The cheers the user received in the last two weeks, newest as the server orders them. */
export function CheersReceived({ cheers }: { cheers: Board['cheers'] }) {
  const titleId = useId();
  return (
    <section className="side-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="side-card__title">
        Cheers for you
      </h2>
      {cheers.length === 0 ? (
        <p className="side-card__muted">{NO_CHEERS}</p>
      ) : (
        <ul className="side-list">
          {cheers.map((cheer) => (
            <li key={`${cheer.at}-${cheer.fromFirstName}-${cheer.cheerId}`} className="side-list__item">
              <div className="side-list__text">
                <span className="side-list__title">
                  {cheer.fromFirstName}: {cheer.text}
                </span>
                <time className="side-card__muted" dateTime={cheer.at}>
                  {relativeDay(cheer.at)}
                </time>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
