import { useEffect, useRef, useState } from 'react';
import { CHAT_CHOICES, GOALS, STYLES, type ChatGoal, type ChatStyle } from '#shared/chat';
import '../section-frame.css';
import '../goal-style-mock.css';

type View = 'goal' | 'style';

const VIEWS: Record<View, { title: string; labels: Record<ChatGoal, string> }> = {
  goal: { title: 'Select Your Goal', labels: GOALS },
  style: { title: 'Select Your Communication Style', labels: STYLES },
};

/**
 * The features section's mock of a new session (spec section 2): pick a goal, then a
 * communication style, with the same labels as the real wizard (shared/chat.ts). A click on a
 * choice marks it and toggles to the other view; focus follows to that view's heading so a
 * keyboard or screen-reader user lands where the content changed.
 *
 * Both views share one grid cell, so the card keeps one height; the hidden one is inert.
 */
export function GoalStyleMock() {
  const [view, setView] = useState<View>('goal');
  const [goal, setGoal] = useState<ChatGoal | null>(null);
  const [style, setStyle] = useState<ChatStyle | null>(null);
  const headings = useRef<Record<View, HTMLHeadingElement | null>>({ goal: null, style: null });
  const moved = useRef(false);

  // After the commit that made the new view active (no longer inert), so it can take focus.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    headings.current[view]?.focus();
  }, [view]);

  const choose = (from: View, value: ChatGoal) => {
    if (from === 'goal') setGoal(value);
    else setStyle(value);
    moved.current = true;
    setView(from === 'goal' ? 'style' : 'goal');
  };

  return (
    <div className="goal-mock" aria-label="Sample of a new session" role="group">
      {(Object.keys(VIEWS) as View[]).map((key, index) => {
        const active = view === key;
        const chosen = key === 'goal' ? goal : style;
        return (
          <div
            key={key}
            className={`goal-mock__view${active ? ' goal-mock__view--active' : ''}`}
            inert={!active}
            aria-hidden={active ? undefined : true}
          >
            <p className="goal-mock__step">Step {index + 1} of 2</p>
            <h4
              className="goal-mock__title"
              tabIndex={-1}
              ref={(element) => {
                headings.current[key] = element;
              }}
            >
              {VIEWS[key].title}
            </h4>
            <ul className="goal-mock__options">
              {CHAT_CHOICES.map((value) => (
                <li key={value}>
                  <button type="button" className="goal-mock__option" aria-pressed={chosen === value} onClick={() => choose(key, value)}>
                    {VIEWS[key].labels[value]}
                  </button>
                </li>
              ))}
            </ul>
            <p className="goal-mock__hint">
              {key === 'goal'
                ? 'Pick a goal to see the communication styles.'
                : `Goal: ${goal ? GOALS[goal] : 'not chosen'}. Pick a style to go back to the goals.`}
            </p>
          </div>
        );
      })}
    </div>
  );
}
