import { type Lwm2mAttributes, type Lwm2mObserveAttr } from './lwm2mDefaults';

/** A resource of an LwM2M model as GET /api/resource/lwm2m answers it; the flags are the model's suggestions. */
export interface Lwm2mResource {
  id: number;
  name: string;
  observe: boolean;
  attribute: boolean;
  telemetry: boolean;
  keyName: string;
}

/** An LwM2M object model (e.g. keyId "3_1.1": object 3, version 1.1). */
export interface Lwm2mObject {
  id: number;
  keyId: string;
  name: string;
  multiple: boolean;
  mandatory: boolean;
  instances: { id: number; resources: Lwm2mResource[] }[];
}

/** The flags a resource path can be listed under. */
export type Lwm2mFlag = 'attribute' | 'telemetry' | 'observe';

/** "/3_1.1", "/3_1.1/0" or "/3_1.1/0/9": the path of an object, an instance or a resource. */
export function lwm2mPath(keyId: string, instanceId?: number, resourceId?: number): string {
  return [`/${keyId}`, instanceId, resourceId].filter((part) => part !== undefined).join('/');
}

const keyIdOf = (path: string): string => path.split('/')[1] ?? '';
const objectNumber = (keyId: string): number => Number(keyId.split('_')[0]);

/** The key ids of the objects the configuration mentions anywhere, ordered by object id. */
export function lwm2mObjectKeyIds(attr: Lwm2mObserveAttr): string[] {
  const paths = [...attr.observe, ...attr.attribute, ...attr.telemetry, ...Object.keys(attr.keyName), ...Object.keys(attr.attributeLwm2m)];
  return [...new Set(paths.map(keyIdOf).filter(Boolean))].sort((a, b) => objectNumber(a) - objectNumber(b) || a.localeCompare(b));
}

/**
 * Adds an object: every resource gets its model's key name (which also keeps the object chosen
 * while nothing is ticked) and the lists the model suggests. Key names already set are kept.
 */
export function addLwm2mObject(attr: Lwm2mObserveAttr, object: Lwm2mObject): Lwm2mObserveAttr {
  let next: Lwm2mObserveAttr = { ...attr, keyName: { ...attr.keyName } };
  for (const instance of object.instances) {
    for (const resource of instance.resources) {
      const path = lwm2mPath(object.keyId, instance.id, resource.id);
      next.keyName[path] = attr.keyName[path] ?? resource.keyName;
      for (const flag of ['attribute', 'telemetry', 'observe'] as const) {
        if (resource[flag]) next = setLwm2mFlag(next, path, flag, true);
      }
    }
  }
  return next;
}

const inObject = (keyId: string) => (path: string) => path !== `/${keyId}` && !path.startsWith(`/${keyId}/`);
const withoutKeys = <V>(record: Record<string, V>, keep: (path: string) => boolean): Record<string, V> =>
  Object.fromEntries(Object.entries(record).filter(([path]) => keep(path)));

/** Removes an object: its paths leave the three lists, the key names and the attributes. */
export function removeLwm2mObject(attr: Lwm2mObserveAttr, keyId: string): Lwm2mObserveAttr {
  const keep = inObject(keyId);
  return {
    observe: attr.observe.filter(keep),
    attribute: attr.attribute.filter(keep),
    telemetry: attr.telemetry.filter(keep),
    keyName: withoutKeys(attr.keyName, keep),
    attributeLwm2m: withoutKeys(attr.attributeLwm2m, keep),
  };
}

const toggled = (list: string[], path: string, on: boolean): string[] =>
  on ? (list.includes(path) ? list : [...list, path]) : list.filter((p) => p !== path);

/**
 * Ticks or unticks a resource in one list. Observing only makes sense for a resource read as
 * attribute or telemetry: ticking observe alone also ticks telemetry, and unticking both
 * attribute and telemetry stops the observation.
 */
export function setLwm2mFlag(attr: Lwm2mObserveAttr, path: string, flag: Lwm2mFlag, on: boolean): Lwm2mObserveAttr {
  const next = { ...attr, [flag]: toggled(attr[flag], path, on) };
  if (flag === 'observe' && on && !next.attribute.includes(path) && !next.telemetry.includes(path)) {
    next.telemetry = [...next.telemetry, path];
  }
  if (flag !== 'observe' && !on && !next.attribute.includes(path) && !next.telemetry.includes(path)) {
    next.observe = next.observe.filter((p) => p !== path);
  }
  return next;
}

/** Whether a resource path is in one of the lists. */
export function hasLwm2mFlag(attr: Lwm2mObserveAttr, path: string, flag: Lwm2mFlag): boolean {
  return attr[flag].includes(path);
}

/** Renames the key a resource is stored under. */
export function setLwm2mKeyName(attr: Lwm2mObserveAttr, path: string, keyName: string): Lwm2mObserveAttr {
  return { ...attr, keyName: { ...attr.keyName, [path]: keyName } };
}

/** Sets the notification attributes of a path; an empty set removes the entry. */
export function setLwm2mAttributes(attr: Lwm2mObserveAttr, path: string, attributes: Lwm2mAttributes): Lwm2mObserveAttr {
  const attributeLwm2m = { ...attr.attributeLwm2m };
  if (Object.keys(attributes).length === 0) delete attributeLwm2m[path];
  else attributeLwm2m[path] = attributes;
  return { ...attr, attributeLwm2m };
}
