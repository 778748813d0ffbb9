/**
 * A typed handle for a service. Code asks for a service by its ref, never by importing
 * an implementation, so tests and hosts can pass fakes in by ref.
 *
 * @example
 * export interface ClockService { now(): number }
 * export const clockServiceRef = createServiceRef<ClockService>({ id: 'acme.clock' });
 */
export interface ServiceRef<T> {
  /** Unique, dotted, lowercase id such as `core.auth`. */
  readonly id: string;
  /** Phantom field carrying the service type; never set at runtime. */
  readonly T: T;
}

/**
 * Creates a {@link ServiceRef}. Ids are unique per host; two refs with one id are refused
 * when their factories are registered.
 *
 * @example
 * const httpServiceRef = createServiceRef<HttpService>({ id: 'core.http' });
 */
export function createServiceRef<T>(options: { id: string }): ServiceRef<T> {
  const ref = {
    id: options.id,
    get T(): T {
      throw new Error(`ServiceRef.T of '${options.id}' is a type marker and has no value`);
    },
    toString() {
      return `ServiceRef{${options.id}}`;
    },
  };
  return ref as ServiceRef<T>;
}

/**
 * Gives access to services by ref.
 *
 * @example
 * const auth = ctx.services.get(authServiceRef);
 */
export interface ServiceHolder {
  /**
   * Returns the service for `ref`. Throws {@link MissingServiceError} naming the service
   * when none is registered.
   */
  get<T>(ref: ServiceRef<T>): T;
  /** Returns the service for `ref`, or `undefined` when none is registered. */
  getOptional<T>(ref: ServiceRef<T>): T | undefined;
}

/**
 * Thrown when code asks for a service that no factory provides.
 *
 * @example
 * try { services.get(mailServiceRef) } catch (e) { if (e instanceof MissingServiceError) ... }
 */
export class MissingServiceError extends Error {
  constructor(readonly serviceId: string, readonly requiredBy?: string) {
    super(
      requiredBy
        ? `No implementation available for service '${serviceId}', required by '${requiredBy}'`
        : `No implementation available for service '${serviceId}'`,
    );
    this.name = 'MissingServiceError';
  }
}
