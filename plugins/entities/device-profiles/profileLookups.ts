import { type EntityId, type HttpService } from '@tessera/sdk';
import { type EntityOption, type PageData, pageLinkQuery } from '@tessera/ui';
import { type OtaPackageType } from './types';

/** Rule chain and OTA package searches ask for one page this big (seed 001 section 9). */
const SEARCH_PAGE_SIZE = 50;
/** The only queue service a profile's default queue can name. */
const RULE_ENGINE_SERVICE = 'TB_RULE_ENGINE';

/** Lookups behind pickers neither flash the progress bar nor toast: a failure means an empty list (seed 001 section 8). */
const quiet = { ignoreLoading: true, ignoreErrors: true } as const;

/** Core rule chains whose name contains the text: a profile's default rule chain. */
export async function searchRuleChains(http: HttpService, text: string): Promise<EntityOption[]> {
  const query = pageLinkQuery({ pageSize: SEARCH_PAGE_SIZE, page: 0, textSearch: text, sortProperty: 'name', sortOrder: 'ASC' }, { type: 'CORE' });
  const page = await http.get<PageData<{ id: EntityId; name: string }>>(`/api/ruleChains?${query}`, quiet);
  return page.data.map((r) => ({ id: r.id, name: r.name }));
}

export async function ruleChainName(http: HttpService, id: EntityId): Promise<string> {
  return (await http.get<{ name: string }>(`/api/ruleChain/${id.id}`, quiet)).name;
}

/** Packages of one type uploaded for this profile, as `title (version)`. */
export async function searchOtaPackages(http: HttpService, profileId: string, type: OtaPackageType, text: string): Promise<EntityOption[]> {
  const query = pageLinkQuery({ pageSize: SEARCH_PAGE_SIZE, page: 0, textSearch: text, sortProperty: 'title', sortOrder: 'ASC' });
  const page = await http.get<PageData<OtaPackageTitle>>(`/api/otaPackages/${profileId}/${type}?${query}`, quiet);
  return page.data.map((p) => ({ id: p.id, name: otaPackageLabel(p) }));
}

interface OtaPackageTitle { id: EntityId; title: string; version: string }
const otaPackageLabel = (p: OtaPackageTitle) => `${p.title} (${p.version})`;

export async function otaPackageName(http: HttpService, id: EntityId): Promise<string> {
  return otaPackageLabel(await http.get<OtaPackageTitle>(`/api/otaPackage/info/${id.id}`, quiet));
}

/** The tenant's rule-engine queue names; a failure means none (seed 001 section 8). */
export async function fetchQueueNames(http: HttpService): Promise<string[]> {
  try {
    return await http.get<string[]>(`/api/tenant/queues?serviceType=${RULE_ENGINE_SERVICE}`, quiet);
  } catch {
    return [];
  }
}

/** How many devices of the profile do not have the package of this type yet (they would update). */
export const countOtaDevices = (http: HttpService, type: OtaPackageType, profileId: string) =>
  http.get<number>(`/api/devices/count/${type}/${profileId}`);
