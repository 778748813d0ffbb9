import { MissingServiceError, type ServiceHolder, type ServiceRef } from '../sdk/ServiceRef';

type DepRefs<Deps> = { [K in keyof Deps]: ServiceRef<Deps[K]> };

/** How to build one service from the services it depends on. */
export interface ServiceFactory<T = unknown, Deps = Record<string, unknown>> {
  ref: ServiceRef<T>;
  deps: DepRefs<Deps>;
  factory(deps: Deps): T;
}

/** Declares a factory with inferred dependency types. */
export function createServiceFactory<T, Deps extends Record<string, unknown> = Record<string, never>>(
  factory: ServiceFactory<T, Deps>,
): ServiceFactory<T, Deps> {
  return factory;
}

/**
 * Resolves services from factories with declared dependencies. Each service is built
 * lazily, once, on first use; cycles and missing services give errors that name them.
 */
export class ServiceContainer implements ServiceHolder {
  private readonly factories = new Map<string, ServiceFactory<unknown, any>>();
  private readonly instances = new Map<string, unknown>();
  private readonly building: string[] = [];

  constructor(factories: ServiceFactory<any, any>[]) {
    for (const f of factories) {
      if (this.factories.has(f.ref.id)) {
        throw new Error(`Service '${f.ref.id}' has more than one factory`);
      }
      this.factories.set(f.ref.id, f);
    }
  }

  get<T>(ref: ServiceRef<T>): T {
    return this.resolve(ref, undefined);
  }

  getOptional<T>(ref: ServiceRef<T>): T | undefined {
    return this.factories.has(ref.id) ? this.get(ref) : undefined;
  }

  private resolve<T>(ref: ServiceRef<T>, requiredBy: string | undefined): T {
    if (this.instances.has(ref.id)) return this.instances.get(ref.id) as T;
    const factory = this.factories.get(ref.id);
    if (!factory) throw new MissingServiceError(ref.id, requiredBy);
    if (this.building.includes(ref.id)) {
      const cycle = [...this.building.slice(this.building.indexOf(ref.id)), ref.id].join(' -> ');
      throw new Error(`Circular service dependency: ${cycle}`);
    }
    this.building.push(ref.id);
    try {
      const deps: Record<string, unknown> = {};
      for (const [name, depRef] of Object.entries(factory.deps as Record<string, ServiceRef<unknown>>)) {
        deps[name] = this.resolve(depRef, ref.id);
      }
      const instance = factory.factory(deps);
      this.instances.set(ref.id, instance);
      return instance as T;
    } finally {
      this.building.pop();
    }
  }
}
