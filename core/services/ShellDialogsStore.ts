import { action, makeObservable, observable } from 'mobx';

/** Dialogs the shell itself opens (not from a page): the forbidden dialog of a 403 answer. */
export class ShellDialogsStore {
  forbiddenOpen = false;

  constructor() {
    makeObservable(this, { forbiddenOpen: observable, openForbidden: action, closeAll: action });
  }

  openForbidden(): void {
    this.forbiddenOpen = true;
  }

  /** Dialogs close themselves when a navigation starts. */
  closeAll(): void {
    this.forbiddenOpen = false;
  }
}
