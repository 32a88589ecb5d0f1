import { Link } from 'react-router';
import { paths } from '@/paths';

const LINKS = [
  { id: 'chat', label: 'Chat', href: paths.dashboard.getHref() },
  { id: 'insights', label: 'Insights', href: paths.insights.getHref() },
  { id: 'goals', label: 'Goals', href: paths.goals.getHref() },
  { id: 'memory', label: 'Memory', href: paths.memory.getHref() },
  { id: 'buddies', label: 'Buddies', href: paths.buddies.getHref() },
] as const;

/**
 * The signed-in pages, at the top of the side menu: the chat, the Insights page, and
 * the Goals and Memory pages, and the Buddies page. Plain links, not another <nav> or list: they sit inside the menu's
 * own navigation landmark, above the sessions list.
 */
export function DashboardNav({ current }: { current: (typeof LINKS)[number]['id'] }) {
  return (
    <div className="dashboard-nav">
      {LINKS.map((link) => (
        <Link key={link.id} to={link.href} className="dashboard-nav__link" aria-current={link.id === current ? 'page' : undefined}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}
