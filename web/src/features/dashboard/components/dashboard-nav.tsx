import { Link } from 'react-router';
import { paths } from '@/paths';

const LINKS = [
  { id: 'chat', label: 'Chat', href: paths.dashboard.getHref() },
  { id: 'insights', label: 'Insights', href: paths.insights.getHref() },
  { id: 'goals', label: 'Goals', href: paths.goals.getHref() },
  { id: 'memory', label: 'Memory', href: paths.memory.getHref() },
  { id: 'buddies', label: 'Buddies', href: paths.buddies.getHref() },
  { id: 'guardian', label: 'Guardian', href: paths.guardian.getHref() },
] as const;

/**
 * The signed-in pages, at the top of the side menu: the chat, the Insights page, and
 * the Goals and Memory pages, and the Buddies page. Plain links, not another <nav> or list: they sit inside the menu's
 * own navigation landmark, above the sessions list. The guardian page is linked only for an account
 * that is a linked teen's guardian (the profile's `isGuardian`).
 */
export function DashboardNav({ current, isGuardian = false }: { current: (typeof LINKS)[number]['id']; isGuardian?: boolean }) {
  return (
    <div className="dashboard-nav">
      {LINKS.filter((link) => link.id !== 'guardian' || isGuardian || current === 'guardian').map((link) => (
        <Link key={link.id} to={link.href} className="dashboard-nav__link" aria-current={link.id === current ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
