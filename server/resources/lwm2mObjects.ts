import type { PageData, PageLink } from '../store/paging';
import { LWM2M_MODELS, type Lwm2mModel } from './lwm2mModels';

/*
 * LwM2mObject JSON as ThingsBoard 3.3's /api/resource/lwm2m answers it: one instance
 * (id 0) listing the object's resources, none observed yet, each with the telemetry
 * key name the profile editor proposes.
 */

export interface Lwm2mResource {
  id: number;
  name: string;
  observe: boolean;
  attribute: boolean;
  telemetry: boolean;
  keyName: string;
}

export interface Lwm2mObject {
  id: number;
  /** `<objectId>_<version>`, the key the profile's observe settings use. */
  keyId: string;
  name: string;
  multiple: boolean;
  mandatory: boolean;
  instances: { id: number; resources: Lwm2mResource[] }[];
}

/** "Model Number" -> "modelNumber", "Bootstrap-Server" -> "bootstrapServer". */
export function keyName(name: string): string {
  const words = name.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0].toUpperCase() + w.slice(1).toLowerCase())).join('');
}

export function toLwm2mObject(model: Lwm2mModel): Lwm2mObject {
  const resources = model.resources.map(([id, name]) => ({ id, name, observe: false, attribute: false, telemetry: false, keyName: keyName(name) }));
  const { id, name, multiple, mandatory } = model;
  return { id, keyId: `${id}_${model.version}`, name, multiple, mandatory, instances: [{ id: 0, resources }] };
}

export const LWM2M_SORT_PROPERTIES = ['id', 'name'] as const;

export interface Lwm2mQuery {
  sortProperty?: (typeof LWM2M_SORT_PROPERTIES)[number];
  sortOrder?: 'ASC' | 'DESC';
  /** Object ids ("3") or key ids ("3_1.1"); absent means all. */
  objectIds?: string[];
  /** Case-insensitive substring of the object name. */
  searchText?: string;
}

/** The models matching `query`, sorted (by id unless told otherwise). */
export function findLwm2mObjects(query: Lwm2mQuery): Lwm2mObject[] {
  const search = query.searchText?.toLowerCase();
  const wanted = query.objectIds ? new Set(query.objectIds) : undefined;
  const objects = LWM2M_MODELS.map(toLwm2mObject).filter(
    (o) => (!wanted || wanted.has(String(o.id)) || wanted.has(o.keyId)) && (!search || o.name.toLowerCase().includes(search)),
  );
  const direction = query.sortOrder === 'DESC' ? -1 : 1;
  const byName = query.sortProperty === 'name';
  return objects.sort((a, b) => direction * (byName ? a.name.localeCompare(b.name) : a.id - b.id));
}

/** One page of the objects whose name contains the page link's textSearch. */
export function findLwm2mObjectPage(link: PageLink): PageData<Lwm2mObject> {
  const all = findLwm2mObjects({ searchText: link.textSearch, sortProperty: link.sortProperty === 'name' ? 'name' : 'id', sortOrder: link.sortOrder });
  const start = link.page * link.pageSize;
  const data = all.slice(start, start + link.pageSize);
  return { data, totalPages: Math.ceil(all.length / link.pageSize), totalElements: all.length, hasNext: start + data.length < all.length };
}
