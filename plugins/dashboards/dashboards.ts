import { type EntityId } from '@tessera/sdk';
import { type FullTimewindow } from '@tessera/ui';
import { JsonImportError } from '../shared/entityJson';
import { type JsonTransferKind } from '../shared/jsonTransfer';

/** One entry of `DashboardInfo.assignedCustomers` (contract §2); `public` marks the tenant's Public customer. */
export interface AssignedCustomer {
  customerId: EntityId;
  title: string;
  public: boolean;
}

/** Contract §2 DashboardInfo: what the lists answer (no configuration). */
export interface DashboardInfo {
  id: EntityId;
  createdTime: number;
  tenantId: EntityId;
  title: string;
  name: string;
  image: string | null;
  assignedCustomers: AssignedCustomer[] | null;
  mobileHide: boolean;
  mobileOrder: number | null;
}

/** Contract §3: stored as given, so any ThingsBoard 3.3 dashboard keeps every key it has. */
export type DashboardConfiguration = Record<string, unknown> & { description?: string };

/** Contract §2 Dashboard: the info plus its configuration. */
export interface Dashboard extends DashboardInfo {
  configuration: DashboardConfiguration | null;
}

/** What `GET/POST /api/tenant/dashboard/home/info` carry (contract §12). */
export interface HomeDashboardInfo {
  dashboardId: EntityId | null;
  hideDashboardToolbar: boolean;
}

/** ThingsBoard's title limit; the server answers 400 beyond it. */
export const TITLE_MAX_LENGTH = 255;
const JAVA_INT_MAX = 2_147_483_647;

/**
 * The configuration of a new dashboard: one root state with an empty main layout, as
 * ThingsBoard creates it, so the dashboard page and ThingsBoard itself can open it.
 */
export function newDashboardConfiguration(title: string, description: string, timewindow: FullTimewindow): DashboardConfiguration {
  return {
    description,
    widgets: {},
    states: {
      default: {
        name: title, root: true,
        layouts: { main: { widgets: {}, gridSettings: { columns: 24, margin: 10, backgroundColor: '#eeeeee' } } },
      },
    },
    entityAliases: {},
    filters: {},
    timewindow,
    settings: {
      stateControllerId: 'entity', showTitle: false, showDashboardsSelect: true, showEntitiesSelect: true,
      showDashboardTimewindow: true, showDashboardExport: true, toolbarAlwaysOpen: true,
    },
  };
}

/** The editable part of a dashboard, as the editor's fields hold it. */
export interface DashboardDraft {
  title: string;
  description: string;
  image: string | null;
  mobileHide: boolean;
  mobileOrder: number | null;
}

/** The editor's starting values: empty for a new dashboard. */
export function dashboardDraft(dashboard: Dashboard | null): DashboardDraft {
  const description = dashboard?.configuration?.description;
  return {
    title: dashboard?.title ?? '',
    description: typeof description === 'string' ? description : '',
    image: dashboard?.image ?? null,
    mobileHide: dashboard?.mobileHide === true,
    mobileOrder: dashboard?.mobileOrder ?? null,
  };
}

/** Field errors as i18n keys; empty when the draft can be saved. */
export function validateDashboardDraft(draft: DashboardDraft): Partial<Record<keyof DashboardDraft, string>> {
  const errors: Partial<Record<keyof DashboardDraft, string>> = {};
  if (!draft.title.trim()) errors.title = 'dashboard.title-required';
  else if (draft.title.trim().length > TITLE_MAX_LENGTH) errors.title = 'dashboard.title-max-length';
  const order = draft.mobileOrder;
  if (order !== null && (!Number.isInteger(order) || Math.abs(order) > JAVA_INT_MAX)) errors.mobileOrder = 'form.invalid-number';
  return errors;
}

/**
 * The `POST /api/dashboard` body: an edit keeps the stored configuration (widgets, states,
 * aliases) and changes only its description; a new dashboard gets a valid empty configuration.
 */
export function dashboardSaveBody(draft: DashboardDraft, existing: Dashboard | null, timewindow: FullTimewindow): Record<string, unknown> {
  const title = draft.title.trim();
  const fields = { title, image: draft.image, mobileHide: draft.mobileHide, mobileOrder: draft.mobileOrder };
  if (!existing) return { ...fields, configuration: newDashboardConfiguration(title, draft.description, timewindow) };
  const configuration: DashboardConfiguration = { ...(existing.configuration ?? {}) };
  if (draft.description || configuration.description !== undefined) configuration.description = draft.description;
  return { ...existing, ...fields, configuration };
}

/** The id of the tenant's Public customer when the dashboard is shared with it. */
export function publicCustomerId(dashboard: DashboardInfo): string | null {
  return dashboard.assignedCustomers?.find((c) => c.public)?.customerId.id ?? null;
}

/** The link anyone can open without signing in (contract §1.3), or null for a private dashboard. */
export function publicDashboardLink(origin: string, dashboard: DashboardInfo): string | null {
  const publicId = publicCustomerId(dashboard);
  return publicId ? `${origin}/dashboard/${dashboard.id.id}?publicId=${publicId}` : null;
}

/** The real customers a dashboard is assigned to; the Public customer shows as the public flag instead. */
export function assignedCustomers(dashboard: DashboardInfo): AssignedCustomer[] {
  return (dashboard.assignedCustomers ?? []).filter((c) => !c.public);
}

/**
 * What the "manage assigned customers" dialog sends: customers to add and to remove, so the
 * Public customer and assignments made meanwhile elsewhere stay untouched.
 */
export function customerChanges(before: readonly string[], after: readonly string[]): { add: string[]; remove: string[] } {
  const was = new Set(before);
  const is = new Set(after);
  return { add: [...is].filter((id) => !was.has(id)), remove: [...was].filter((id) => !is.has(id)) };
}

/** What a ThingsBoard 3.3 dashboard export holds: no ids, tenant, dates or customers. */
export function toDashboardExport(dashboard: Record<string, unknown>): Record<string, unknown> {
  return {
    title: dashboard.title,
    image: dashboard.image ?? null,
    mobileHide: dashboard.mobileHide === true,
    mobileOrder: dashboard.mobileOrder ?? null,
    configuration: dashboard.configuration ?? null,
    name: dashboard.name ?? dashboard.title,
  };
}

/** Fields an imported dashboard file may set (the server ignores the rest anyway). */
export const DASHBOARD_IMPORT_FIELDS = ['title', 'image', 'mobileHide', 'mobileOrder', 'configuration'] as const;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Refuses a file that is not a dashboard (ThingsBoard checks the same two fields): a title
 * and a configuration object are needed. The configuration is sent exactly as the file has it.
 */
export function checkDashboardImport(body: Record<string, unknown>): Record<string, unknown> {
  if (typeof body.title !== 'string' || !body.title.trim() || !isObject(body.configuration)) throw new JsonImportError('import.not-a-dashboard');
  return body;
}

/** Dashboards travel as ThingsBoard 3.3 export files, in both directions. */
export const DASHBOARD_JSON: JsonTransferKind = {
  segment: 'dashboard',
  fields: DASHBOARD_IMPORT_FIELDS,
  prepare: checkDashboardImport,
  toExport: toDashboardExport,
};
