import type { ReactNode } from 'react';

/** Initials for the round badge: the product has no profile photos, so the name stands in. */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The user's full name, or their e-mail address while they have not given one. */
export const displayName = (user: { firstName: string; lastName: string; email: string }): string =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;

/** The bottom of the side menu (spec section 2): the user's name and the settings icon. */
export function MenuUser({ user, children }: { user: Parameters<typeof displayName>[0]; children?: ReactNode }) {
  const name = displayName(user);
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
