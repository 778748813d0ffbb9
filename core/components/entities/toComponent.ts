import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { type ComponentSource } from '@tessera/sdk';

const lazyComponents = new WeakMap<object, LazyExoticComponent<ComponentType<any>>>();

/** Resolves a component source, creating one lazy component per loader. */
export function toComponent<P extends object>(source: ComponentSource<P>): ComponentType<P> {
  if (typeof source === 'function') return source;
  let component = lazyComponents.get(source);
  if (!component) {
    component = lazy(source.load as () => Promise<{ default: ComponentType<any> }>);
    lazyComponents.set(source, component);
  }
  return component as unknown as ComponentType<P>;
}
