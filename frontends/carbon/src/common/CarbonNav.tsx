import { NavLink } from 'react-router-dom';
import { ROUTES, withLocale } from '@troc/shared';
import { dashboardUi } from '@troc/shared/messages/ui-dashboard';
import { useSession } from '@troc/ui';
import './carbon-nav.css';

const n = dashboardUi.carbonNav;

/**
 * The carbon module's own navigation: its method, the organisation's dashboard and the model
 * library, one place with three pages. The last two are for members: a visitor reads the method.
 */
export function CarbonNav() {
  const { user } = useSession();
  if (!user) return null;
  const links = [
    { to: withLocale(ROUTES.carbon), label: n.methodology, end: true },
    { to: withLocale(ROUTES.savingsDashboard), label: n.dashboard, end: false },
    { to: withLocale(ROUTES.impactLibrary), label: n.library, end: false },
  ];
  return (
    <nav aria-label={n.label} className="troc-carbon-nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            {/* NavLink sets aria-current="page" on the page shown. */}
            <NavLink to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
