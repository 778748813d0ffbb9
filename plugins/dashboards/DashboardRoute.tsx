import { DashboardView, type RoutePageProps } from '@tessera/sdk';

/** `dashboards/{id}`: the dashboard inside the console's layout. */
export default function DashboardRoute({ params }: RoutePageProps) {
  return <DashboardView dashboardId={params.dashboardId ?? ''} fullscreen={false} />;
}
