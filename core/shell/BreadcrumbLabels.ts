import { observable, runInAction } from 'mobx';
import type { Disposable } from '../sdk/Disposable';
import type { BreadcrumbService } from '../sdk/services';

/** The breadcrumb labels pages set, newest per path; removing one brings back the one it replaced. */
export class BreadcrumbLabels implements BreadcrumbService {
  private readonly labels = observable.map<string, string[]>();

  labelOf(path: string): string | undefined {
    return this.labels.get(path)?.at(-1);
  }

  setLabel(path: string, label: string): Disposable {
    runInAction(() => this.labels.set(path, [...(this.labels.get(path) ?? []), label]));
    let disposed = false;
    return {
      dispose: () => {
        if (disposed) return;
        disposed = true;
        runInAction(() => {
          const rest = [...(this.labels.get(path) ?? [])];
          rest.splice(rest.lastIndexOf(label), 1);
          if (rest.length > 0) this.labels.set(path, rest);
          else this.labels.delete(path);
        });
      },
    };
  }
}
