import type { ReactNode } from 'react';
import { Brand } from '../../components/layout';
import './dashboard.css';

export interface DashboardLayoutProps {
  /** The middle of the side menu: the chat issue puts New Session and the sessions list here. */
  menu?: ReactNode;
  /** The bottom of the side menu: the user's name and the settings icon (spec section 2). */
  menuFooter?: ReactNode;
  /** Actions at the top of the main area. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The dashboard's frame (spec section 2): a side menu with the product name at the top and the
 * user at the bottom, and the main area beside it. The chat issue fills the menu and the main
 * area and adds the menu toggle at 1024 px; the frame stays.
 */
export function DashboardLayout({ menu, menuFooter, actions, children }: DashboardLayoutProps) {
  return (
    <div className="dashboard-layout">
      <aside className="dashboard-menu" aria-label="Menu">
        <div className="dashboard-menu__top">
          <Brand />
        </div>
        <div className="dashboard-menu__body">{menu}</div>
        {menuFooter ? <div className="dashboard-menu__footer">{menuFooter}</div> : null}
      </aside>
      <div className="dashboard-main">
        {actions ? <header className="dashboard-main__bar">{actions}</header> : null}
        <main id="main" className="dashboard-main__content">
          {children}
        </main>
      </div>
    </div>
  );
}
