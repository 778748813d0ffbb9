import { computed, makeObservable } from 'mobx';
import type { AuthService, MenuSection, NavigationService } from '../sdk/services';
import { buildMenu } from '../shell/buildMenu';
import { type Registries } from '../runtime/Registries';

/** The side menu of the signed-in user, recomputed whenever plugins or the session change. */
export class NavigationStore implements NavigationService {
  constructor(private readonly deps: { auth: AuthService; registries: Registries }) {
    makeObservable(this, { menu: computed });
  }

  get menu(): MenuSection[] {
    const user = this.deps.auth.authUser;
    if (!user) return [];
    return buildMenu(this.deps.registries.menu.all, this.deps.registries.settingsPages.all, {
      authority: user.authority,
      edgesEnabled: this.deps.auth.edgesEnabled,
      tesseraExtensions: this.deps.auth.tesseraExtensions,
    });
  }
}
