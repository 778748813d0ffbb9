import { action, makeObservable, observable, observableRef } from 'mobx';
import type { NotificationService, Toast } from '../sdk/services';

/** One toast at a time: a duplicate of the current one is ignored, a new one replaces it. */
export class NotificationStore implements NotificationService {
  current: Toast | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeObservable(this, { current: observableRef, show: action, hide: action });
  }

  show(toast: Toast): void {
    if (this.current && this.current.type === toast.type && this.current.message === toast.message) return;
    clearTimeout(this.timer);
    this.current = toast;
    if (toast.duration) this.timer = setTimeout(() => this.hide(), toast.duration);
  }

  hide(): void {
    clearTimeout(this.timer);
    this.current = null;
  }
}
