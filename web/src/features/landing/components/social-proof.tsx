import { useEffect, useRef, useState } from 'react';
import { CloseIcon } from '@/components/icons';
import { SOCIAL_PROOF_HIDDEN_MS, SOCIAL_PROOF_NAMES, SOCIAL_PROOF_SHOWN_MS } from '../social-proof-names';
import '../social-proof.css';

/** Set for the rest of the visit (the tab's session) once the visitor closes the popup. */
const DISMISSED_KEY = 'socialProofDismissed';
/** While the pointer or focus is on the popup it stays; this is how often it looks again. */
const HOLD_RECHECK_MS = 500;

const readDismissed = (): boolean => {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
};

/**
 * The social-proof popup of the landing page (spec sections 2 and 9): "{first name} subscribed to
 * the Premium Plan", from a list of 30 starting at a random name, shown for 5 s in each 20 s cycle
 * (after 15 s hidden), the next name each cycle. Fixed in the bottom-left corner, clear of the
 * header's SOS button and the scroll-to-top button, so it never shifts the layout.
 *
 * Nothing shows in the pre-rendered HTML: the random start and the timers begin after mount. It
 * stays while hovered or focused (so its close button is not pulled away from a keyboard user),
 * and the close button stops it for the rest of the visit.
 */
export function SocialProof() {
  const [dismissed, setDismissed] = useState(false);
  const [name, setName] = useState<string | null>(null);
  const [visible, setVisible] = useState(false);
  const held = useRef(false);

  useEffect(() => {
    // Closed earlier in this visit: never starts, and the empty region shows nothing.
    if (readDismissed()) return;
    let index = Math.floor(Math.random() * SOCIAL_PROOF_NAMES.length);
    let timer: ReturnType<typeof setTimeout>;
    const show = () => {
      setName(SOCIAL_PROOF_NAMES[index]!);
      setVisible(true);
      timer = setTimeout(hide, SOCIAL_PROOF_SHOWN_MS);
    };
    const hide = () => {
      if (held.current) {
        timer = setTimeout(hide, HOLD_RECHECK_MS);
        return;
      }
      setVisible(false);
      index = (index + 1) % SOCIAL_PROOF_NAMES.length;
      timer = setTimeout(show, SOCIAL_PROOF_HIDDEN_MS);
    };
    timer = setTimeout(show, SOCIAL_PROOF_HIDDEN_MS);
    return () => clearTimeout(timer);
  }, []);

  if (dismissed) return null;

  const dismiss = () => {
    held.current = false;
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // Storage can be blocked; the popup still goes away for this page.
    }
  };

  return (
    <div
      className={visible ? 'social-proof social-proof--visible' : 'social-proof'}
      // A mouse only: a tap sends no "leave", which would hold the popup for good.
      onPointerEnter={(event) => (held.current = event.pointerType === 'mouse')}
      onPointerLeave={() => (held.current = false)}
      onFocus={() => (held.current = true)}
      onBlur={() => (held.current = false)}
    >
      {/* The live region stays in the page while empty, so each new line is announced. */}
      <p className="social-proof__text" role="status">
        {visible && name ? (
          <>
            <strong>{name}</strong> subscribed to the Premium Plan
          </>
        ) : null}
      </p>
      {visible ? (
        <button type="button" className="icon-button icon-button--plain social-proof__close" onClick={dismiss}>
          <CloseIcon />
          <span className="visually-hidden">Close notifications</span>
        </button>
      ) : null}
    </div>
  );
}
