import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { RouteContribution } from '../sdk/contributions';
import { buildBreadcrumbs } from './buildBreadcrumbs';
import { BREAKPOINTS, useMinWidth } from './useMediaQuery';

/** Links for every crumb but the last; on small screens only the last, as a heading. */
export function Breadcrumbs({ routes }: { routes: RouteContribution[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const wide = useMinWidth(BREAKPOINTS.sm);
  const crumbs = buildBreadcrumbs(pathname, routes);
  const last = crumbs[crumbs.length - 1];
  if (!last) return <div className="tb-breadcrumbs" />;
  if (!wide) return <h1 className="tb-breadcrumbs tb-breadcrumb-heading">{t(last.label)}</h1>;
  return (
    <nav className="tb-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const Icon = crumb.icon;
          const content = (
            <>
              {Icon && <span className="tb-crumb-icon" aria-hidden="true"><Icon /></span>}
              <span>{t(crumb.label)}</span>
            </>
          );
          return (
            <li key={crumb.path}>
              {index < crumbs.length - 1
                ? <Link to={crumb.path}>{content}</Link>
                : <span aria-current="page" className="tb-crumb-current">{content}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
