import { Link } from '@tanstack/react-router';
import { siteNavLinks } from './site-nav-links';

/** The site's sections as a list of links, the current one marked; in the bar and the menu. */
export function SiteNavList({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul>
      {siteNavLinks.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to}
            activeOptions={{ exact: link.exact }}
            activeProps={{ className: 'is-active', 'aria-current': 'page' }}
            onClick={onNavigate}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
