import { createContext, Suspense, useCallback, useContext, useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

/**
 * The place of a pre-rendered part of a page whose code comes later (a lazyWhenNear component):
 * it keeps what the visitor sees and does while that code is on its way.
 *
 * - **Its height.** React throws away a waiting part's pre-rendered HTML, and shows the (empty)
 *   fallback, when an update reaches it before its code has arrived: a click on a `#section` link
 *   is one (React renders a popstate's navigation at once). The page above a link's target would
 *   then shrink under the jump and grow back a moment later, and the visitor land hundreds of
 *   pixels off. So the region keeps the height its pre-rendered HTML had until the content is live.
 * - **Early presses.** React drops a click on a part still waiting for its code, and a radio button
 *   would change under the page's feet. Until the content is live, the region holds presses on its
 *   controls (the browser's own effect included) and replays them, in order, once it is.
 *
 * Rendered in the browser after a navigation (no pre-rendered HTML), it reserves nothing and holds
 * nothing: its content is simply on its way.
 */

/** Called by the region's content once it is live (see lazyWhenNear). */
const ContentLiveContext = createContext<() => void>(() => undefined);

/** What a press on a not-yet-live region may mean: a control whose click does something. Links work without code. */
const CONTROLS = 'button, input, select, textarea, summary, [role="button"], [role="tab"], [role="radio"]';

/** Regions whose content is live: presses there go straight to it. */
const liveRegions = new WeakSet<Element>();
/** The presses each waiting region holds, in order. */
const heldPresses = new WeakMap<Element, HTMLElement[]>();
const REGION = 'data-deferred-region';

/**
 * One listener for every waiting region, on the document in the capture phase: ahead of React's
 * own, which stops a press on a part still waiting for its code from going any further.
 */
function holdEarlyPress(event: MouseEvent): void {
  const control = (event.target as Element | null)?.closest<HTMLElement>(CONTROLS);
  const region = control?.closest(`[${REGION}]`);
  if (!control || !region || liveRegions.has(region)) return;
  // Held whole: the control's own effect (a radio's check) waits for the replay too.
  event.preventDefault();
  event.stopPropagation();
  heldPresses.set(region, [...(heldPresses.get(region) ?? []), control]);
}

let armed = false;

/**
 * Starts holding presses on waiting regions. main.tsx calls it before hydrating, so a press made
 * while the page is still hydrating is held too; a region calls it as well.
 */
export function armEarlyPresses(): void {
  if (armed || typeof document === 'undefined') return;
  armed = true;
  document.addEventListener('click', holdEarlyPress, true);
}

export function DeferredRegion({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    armEarlyPresses();
    const region = ref.current!;
    // Right after hydration the pre-rendered content is still here, at its real height. Set on
    // the element, not through state: re-rendering would itself reach the waiting part and throw
    // its HTML away.
    if (!liveRegions.has(region) && region.firstElementChild) region.style.minHeight = `${region.getBoundingClientRect().height}px`;
  }, []);

  const contentLive = useCallback(() => {
    const region = ref.current;
    if (!region || liveRegions.has(region)) return;
    liveRegions.add(region);
    region.style.removeProperty('min-height');
    const held = heldPresses.get(region) ?? [];
    heldPresses.delete(region);
    for (const control of held) if (control.isConnected) control.click();
  }, []);

  return (
    <div ref={ref} className={className} data-deferred-region="">
      <ContentLiveContext value={contentLive}>
        <Suspense>{children}</Suspense>
      </ContentLiveContext>
    </div>
  );
}

/** Placed around a region's content: tells the region once the content has mounted (hydrated or rendered). */
export function SignalLive({ children }: { children: ReactNode }) {
  const contentLive = useContext(ContentLiveContext);
  useEffect(() => contentLive(), [contentLive]);
  return children;
}
