import { useEffect } from 'react';
import { breadcrumbServiceRef, httpServiceRef, type RoutePageProps, useService } from '@tessera/sdk';
import { DashboardView } from '@tessera/ui';

/** `dashboards/{id}`: the dashboard inside the console's layout; its breadcrumb shows the dashboard's title. */
export default function DashboardRoute({ params }: RoutePageProps) {
  const dashboardId = params.dashboardId ?? '';
  const http = useService(httpServiceRef);
  const crumbs = useService(breadcrumbServiceRef);
  useEffect(() => {
    let label: { dispose(): void } | null = null;
    let live = true;
    // A missing or forbidden dashboard keeps the generic label; the view itself reports the error.
    http.get<{ title: string }>(`/api/dashboard/info/${encodeURIComponent(dashboardId)}`, { ignoreErrors: true, ignoreLoading: true }).then((info) => {
      if (live && info?.title) label = crumbs.setLabel(`/dashboards/${dashboardId}`, info.title);
    }, () => undefined);
    return () => {
      live = false;
      label?.dispose();
    };
  }, [http, crumbs, dashboardId]);
  return <DashboardView dashboardId={dashboardId} fullscreen={false} />;
}
