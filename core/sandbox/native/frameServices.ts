import { makeAutoObservable } from 'mobx';
import { MissingServiceError, type ServiceHolder, type ServiceRef } from '../../sdk/ServiceRef';
import { type ThemePreference, type ThemeService, themeServiceRef } from '../../sdk/theme';

/**
 * Thrown when a widget in the sandbox asks for a service it cannot have there: HTTP, auth,
 * navigation and the rest act with the user's rights, which a tenant's bundle never holds.
 */
export class SandboxServiceError extends MissingServiceError {
  constructor(serviceId: string) {
    super(serviceId);
    this.name = 'SandboxServiceError';
    this.message = `The service '${serviceId}' is not available to widgets in the sandbox: a bundle installed by a tenant `
      + 'runs without the user\'s rights. Read data through the widget\'s props (ctx.data, useWidgetData) instead';
  }
}

/** The console's colour scheme as the frame hears it over the bridge; the preference is the console's to change. */
export class FrameThemeService implements ThemeService {
  colorScheme: 'light' | 'dark';

  constructor(colorScheme: 'light' | 'dark') {
    this.colorScheme = colorScheme;
    makeAutoObservable(this);
  }

  get preference(): ThemePreference {
    return this.colorScheme;
  }

  setPreference(): void {
    throw new Error('A widget in the sandbox cannot change the console\'s theme');
  }

  set(colorScheme: 'light' | 'dark'): void {
    this.colorScheme = colorScheme;
  }
}

/** The services a sandboxed native widget reaches: the theme, nothing that acts for the user. */
export function frameServices(theme: FrameThemeService): ServiceHolder {
  const offered = new Map<string, unknown>([[themeServiceRef.id, theme]]);
  return {
    get<T>(ref: ServiceRef<T>): T {
      if (!offered.has(ref.id)) throw new SandboxServiceError(ref.id);
      return offered.get(ref.id) as T;
    },
    getOptional<T>(ref: ServiceRef<T>): T | undefined {
      return offered.get(ref.id) as T | undefined;
    },
  };
}
