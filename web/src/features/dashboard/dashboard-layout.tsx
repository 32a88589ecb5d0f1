import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { isPremium, type PlanName } from '#shared/plans';
import { Brand } from '@/components/layout';
import { CrisisInViewContext, useCrisisInView, type CrisisInView } from '@/components/sos/crisis-in-view';
import { MenuIcon } from './components/menu-icon';
import { PromoBox } from './components/promo-box';
import { planLabel } from './plan';
import type { Sidebar } from './use-sidebar';
import './dashboard.css';

export interface DashboardLayoutProps {
  sidebar: Sidebar;
  /** The current plan: named under the product name, and without Premium the promo box above the user. */
  plan: PlanName | null | undefined;
  /** The middle of the side menu: the page links, New Session and the sessions list. */
  menu?: ReactNode;
  /** The bottom of the side menu: the user's name and the settings icon (spec section 2). */
  menuFooter?: ReactNode;
  /** Beside the menu toggle: what the main area shows (the chat's title). */
  title?: ReactNode;
  /** At the end of the top bar. */
  actions?: ReactNode;
  /** Popups opened from the main area, kept outside it: the main area is inert under the overlay menu. */
  popups?: ReactNode;
  /** The open chat is flagged at tier (b) or (c): no promo box and no plan popup beside it. */
  crisis?: boolean;
  children: ReactNode;
}

/**
 * The dashboard's frame (spec section 2): a side menu (product and plan, sessions, promo, user and
 * settings) beside the main area. Above 1024 px the menu is a column; at or below it overlays the
 * chat, takes focus when opened, and closes on Escape, on the backdrop, or after a choice. The
 * toggle in the top bar names the menu it controls and whether it is open. While a crisis is in
 * view (a flagged chat, or a crisis screen reporting itself), the promo box and the plan popups
 * stay away (docs/safety.md, "No price beside a crisis").
 */
export function DashboardLayout({ crisis = false, ...props }: DashboardLayoutProps) {
  const [crisisScreens, setCrisisScreens] = useState(0);
  const report = useCallback((change: 1 | -1) => setCrisisScreens((count) => count + change), []);
  const inView = crisis || crisisScreens > 0;
  const crisisInView = useMemo<CrisisInView>(() => ({ inView, report }), [inView, report]);
  return (
    <CrisisInViewContext value={crisisInView}>
      <DashboardFrame {...props} />
    </CrisisInViewContext>
  );
}

function DashboardFrame(props: Omit<DashboardLayoutProps, 'crisis'>) {
  const { sidebar, plan, menu, menuFooter, title, actions, popups, children } = props;
  const crisisInView = useCrisisInView();
  const menuId = useId();
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { open, overlay, toggle, close } = sidebar;

  // An opened overlay sits over the chat, which is inert meanwhile: focus moves into the menu.
  useEffect(() => {
    if (overlay) navRef.current?.querySelector<HTMLElement>('a[href], button:not(:disabled)')?.focus();
  }, [overlay]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A popup's own Escape closes the popup, not the menu under it.
    if (!overlay || event.key !== 'Escape' || (event.target as Element).closest('dialog')) return;
    close();
    toggleRef.current?.focus();
  };

  return (
    <div className={open ? 'dashboard-layout dashboard-layout--menu-open' : 'dashboard-layout'} onKeyDown={onKeyDown}>
      <nav id={menuId} ref={navRef} className="dashboard-menu" aria-label="Menu" hidden={!open}>
        <div className="dashboard-menu__top">
          <Brand />
          <p className="dashboard-menu__plan">{planLabel(plan)}</p>
        </div>
        <div className="dashboard-menu__body">{menu}</div>
        {isPremium(plan) || crisisInView ? null : <PromoBox />}
        {menuFooter ? <div className="dashboard-menu__footer">{menuFooter}</div> : null}
      </nav>
      {overlay ? <div className="dashboard-scrim" aria-hidden="true" onClick={close} /> : null}
      <div className="dashboard-main">
        <header className="dashboard-bar">
          <button
            ref={toggleRef}
            type="button"
            className="icon-button dashboard-bar__toggle"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={toggle}
          >
            <MenuIcon />
            <span className="visually-hidden">Menu</span>
          </button>
          <div className="dashboard-bar__title">{title}</div>
          {actions}
        </header>
        <main id="main" className="dashboard-content" inert={overlay || undefined}>
          {children}
        </main>
      </div>
      {popups}
    </div>
  );
}
