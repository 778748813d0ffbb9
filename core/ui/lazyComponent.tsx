import { type ComponentType, lazy, Suspense } from 'react';

/**
 * Wraps a component that lives in its own chunk, so importing it from the SDK costs nothing
 * until it renders (the login page loads the SDK but none of its heavy controls).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function LazyComponent(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return LazyComponent;
}
