import { action, makeObservable, observable } from 'mobx';
import type { PageSearchService } from '../sdk/services';

/** Toolbar search debounce, from the specification. */
export const SEARCH_DEBOUNCE_MS = 150;

/** The toolbar search: `input` follows every key, `text` settles 150 ms after the last. */
export class PageSearchStore implements PageSearchService {
  input = '';
  text = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor() {
    makeObservable(this, { input: observable, text: observable, setInput: action, clear: action, commit: action });
  }

  setInput(value: string): void {
    this.input = value;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.commit(), SEARCH_DEBOUNCE_MS);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.input = '';
    this.text = '';
  }

  commit(): void {
    this.text = this.input;
  }
}
