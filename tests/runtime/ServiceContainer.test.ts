import { describe, expect, it } from 'vitest';
import { createServiceRef, MissingServiceError } from '@tessera/sdk';
import { createServiceFactory, ServiceContainer } from '../../core/runtime/ServiceContainer';

interface Clock { now(): number }
interface Greeter { greet(): string }
const clockRef = createServiceRef<Clock>({ id: 'test.clock' });
const greeterRef = createServiceRef<Greeter>({ id: 'test.greeter' });
const mailRef = createServiceRef<{ send(): void }>({ id: 'test.mail' });

describe('ServiceContainer', () => {
  it('builds services lazily from factories with declared dependencies, once', () => {
    let built = 0;
    const container = new ServiceContainer([
      createServiceFactory({ ref: clockRef, deps: {}, factory: () => { built += 1; return { now: () => 42 }; } }),
      createServiceFactory({
        ref: greeterRef, deps: { clock: clockRef },
        factory: ({ clock }) => ({ greet: () => `it is ${clock.now()}` }),
      }),
    ]);
    expect(built).toBe(0);
    expect(container.get(greeterRef).greet()).toBe('it is 42');
    expect(container.get(clockRef)).toBe(container.get(clockRef));
    expect(built).toBe(1);
  });

  it('throws an error naming a missing service', () => {
    const container = new ServiceContainer([]);
    expect(() => container.get(mailRef)).toThrow(MissingServiceError);
    expect(() => container.get(mailRef)).toThrow("No implementation available for service 'test.mail'");
    expect(container.getOptional(mailRef)).toBeUndefined();
  });

  it('names the service that needed a missing dependency', () => {
    const container = new ServiceContainer([
      createServiceFactory({ ref: greeterRef, deps: { clock: clockRef }, factory: () => ({ greet: () => '' }) }),
    ]);
    expect(() => container.get(greeterRef)).toThrow(
      "No implementation available for service 'test.clock', required by 'test.greeter'",
    );
  });

  it('reports a dependency cycle with its path', () => {
    const container = new ServiceContainer([
      createServiceFactory({ ref: clockRef, deps: { g: greeterRef }, factory: () => ({ now: () => 0 }) }),
      createServiceFactory({ ref: greeterRef, deps: { c: clockRef }, factory: () => ({ greet: () => '' }) }),
    ]);
    expect(() => container.get(clockRef)).toThrow('Circular service dependency: test.clock -> test.greeter -> test.clock');
  });

  it('refuses two factories for one service', () => {
    const f = createServiceFactory({ ref: clockRef, deps: {}, factory: () => ({ now: () => 0 }) });
    expect(() => new ServiceContainer([f, f])).toThrow("Service 'test.clock' has more than one factory");
  });
});
