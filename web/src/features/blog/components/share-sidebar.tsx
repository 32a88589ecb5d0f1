import { shareLinks } from '../share-links';
import { useAbsoluteUrl } from '../use-absolute-url';

/**
 * "Share This Blog": a link per network, each opening the network's share dialog for this post
 * in a new tab (e-mail opens the mail program instead). Each is named "Share on {network}" and
 * tells a screen reader it opens a new tab. `path` and `image` are site paths (or absolute URLs).
 */
export function ShareSidebar({ path, title, image }: { path: string; title: string; image: string }) {
  const links = shareLinks({ url: useAbsoluteUrl(path), title, image: useAbsoluteUrl(image) });
  return (
    <aside className="share-sidebar" aria-labelledby="share-title">
      <h2 id="share-title" className="share-sidebar__title">
        Share This Blog
      </h2>
      <p id="share-new-tab" className="visually-hidden">
        Opens in a new tab
      </p>
      <ul className="share-sidebar__list">
        {links.map(({ network, href }) => {
          const isMail = href.startsWith('mailto:');
          return (
            <li key={network}>
              <a
                className="share-sidebar__link"
                href={href}
                {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': 'share-new-tab' })}
              >
                <span className="visually-hidden">{isMail ? 'Share by' : 'Share on'}</span> {network}
              </a>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
