import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import type { RouteContribution } from '../sdk/contributions';
import { breadcrumbServiceRef } from '../sdk/services';
import { useService } from '../sdk/useService';
import { buildBreadcrumbs } from './buildBreadcrumbs';
import { BREAKPOINTS, useMinWidth } from './useMediaQuery';

/** Links for every crumb but the last; on small screens only the last, as a heading. */
export const Breadcrumbs = observer(function Breadcrumbs({ routes }: { routes: RouteContribution[] }) {
  const { t } = useTranslation();
  const labels = useService(breadcrumbServiceRef);
  // A label a page set (a dashboard's title) is shown as it is; route labels are i18n keys.
  const text = (crumb: { label: string; path: string }) => labels.labelOf(crumb.path) ?? t(crumb.label);
  const { pathname } = useLocation();
  const wide = useMinWidth(BREAKPOINTS.sm);
  const crumbs = buildBreadcrumbs(pathname, routes);
  const last = crumbs[crumbs.length - 1];
  if (!last) return <div className="tb-breadcrumbs" />;
  if (!wide) return <h1 className="tb-breadcrumbs tb-breadcrumb-heading">{text(last)}</h1>;
  return (
    <nav className="tb-breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const Icon = crumb.icon;
          const content = (
            <>
              {Icon && <span className="tb-crumb-icon" aria-hidden="true"><Icon /></span>}
              <span>{text(crumb)}</span>
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
});
