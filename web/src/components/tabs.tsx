import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<K extends string> {
  id: K;
  label: string;
}

export interface VerticalTabsProps<K extends string> {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  selected: K;
  onSelect: (id: K) => void;
  /** The selected tab's panel. Only that panel is rendered. */
  children: ReactNode;
  className?: string;
  /** How the list is laid out, for assistive technology; arrow keys of both axes work either way. */
  orientation?: 'vertical' | 'horizontal';
}

/** Keys that move between tabs. Both axes, because the list lies horizontally on narrow screens. */
const STEPS: Record<string, number | 'first' | 'last'> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/**
 * A side menu of tabs (WAI-ARIA tabs pattern), or a row of them with `orientation="horizontal"`:
 * one tab stop for the list (roving tabindex), arrow keys, Home and End move and select at once,
 * since the panels are cheap to show.
 */
export function VerticalTabs<K extends string>(props: VerticalTabsProps<K>) {
  const { label, tabs, selected, onSelect, children, className, orientation = 'vertical' } = props;
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: K) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const next = step === 'first' ? 0 : step === 'last' ? last : (current + step + tabs.length) % tabs.length;
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    // useId's ids hold characters a CSS selector would need escaped; getElementById needs none.
    listRef.current?.ownerDocument.getElementById(tabId(target.id))?.focus();
  };

  return (
    <div className={['tabs', className ?? ''].filter(Boolean).join(' ')}>
      <div ref={listRef} role="tablist" aria-label={label} aria-orientation={orientation} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={tabId(tab.id)}
              type="button"
              role="tab"
              className="tabs__tab"
              aria-selected={isSelected}
              // Only the shown panel exists, so only the selected tab points at it.
              aria-controls={isSelected ? panelId : undefined}
              tabIndex={isSelected ? 0 : -1}
              data-autofocus={isSelected ? true : undefined}
              onClick={() => onSelect(tab.id)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(selected)} tabIndex={0} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
