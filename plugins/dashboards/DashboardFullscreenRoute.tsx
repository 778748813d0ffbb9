import { type RoutePageProps } from '@tessera/sdk';
import { DashboardView } from '@tessera/ui';

/** `dashboard/{id}`: the dashboard alone in the window (also what public viewers get). */
export default function DashboardFullscreenRoute({ params }: RoutePageProps) {
  return <DashboardView dashboardId={params.dashboardId ?? ''} fullscreen />;
}
