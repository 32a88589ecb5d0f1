import type { ReactNode } from 'react';

/** Initials for the round badge: the product has no profile photos, so the name stands in. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The bottom of the side menu (spec section 2): the user's name and the settings icon. */
export function MenuUser({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div className="menu-user">
      <span className="menu-user__avatar" aria-hidden="true">
        {initials(name) || '?'}
      </span>
      <span className="menu-user__name">{name}</span>
      {children}
    </div>
  );
}
