import { action, makeObservable, observable } from 'mobx';
import { type Disposable, toDisposable } from '../sdk/Disposable';
import { HttpError, type HttpRequestOptions, type HttpService, type NotificationService } from '../sdk/services';
import { decodeErrorBody, ErrorCodes, isPublicPath, isRpcPath, resendDelayMs, toHttpError } from './httpErrors';
import { type TokenManager } from './TokenManager';
import { xhrFetch } from './xhrFetch';

export interface HttpClientDeps {
  tokens: TokenManager;
  notifications: NotificationService;
  fetch: typeof fetch;
  baseUrl?: string;
  /** Randomness and waiting, passed in so tests can pin them. */
  random?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

type Events = { sessionEnded: string; forbidden: void };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The console's one HTTP client and the one place where the error catalogue of seed 000
 * section 8 is applied: token refresh and retry, session end, 'Unauthorized!' without a
 * token, 429 resend, the forbidden dialog, 'Unable to connect', and error messages.
 */
export class HttpClient implements HttpService {
  activeRequests = 0;
  private readonly listeners: { [K in keyof Events]: Set<(value: Events[K]) => void> } = {
    sessionEnded: new Set(), forbidden: new Set(),
  };

  constructor(private readonly deps: HttpClientDeps) {
    makeObservable<HttpClient, 'track'>(this, { activeRequests: observable, track: action });
  }

  /** The session cannot go on: a failed refresh, or a 401 other than an expired token. */
  onSessionEnded(listener: (message: string) => void): Disposable {
    return this.listen('sessionEnded', listener);
  }

  /** A request was refused with 403 and its errors are not ignored. */
  onForbidden(listener: () => void): Disposable {
    return this.listen('forbidden', listener);
  }

  get<T>(url: string, options?: HttpRequestOptions): Promise<T> {
    return this.request<T>('GET', url, undefined, options);
  }

  post<T>(url: string, body?: unknown, options?: HttpRequestOptions): Promise<T> {
    return this.request<T>('POST', url, body, options);
  }

  delete<T>(url: string, options?: HttpRequestOptions): Promise<T> {
    return this.request<T>('DELETE', url, undefined, options);
  }

  async request<T>(method: string, url: string, body: unknown, options: HttpRequestOptions = {}): Promise<T> {
    if (!options.ignoreLoading) this.track(1);
    try {
      return (await this.send(method, url, body, options, false)) as T;
    } catch (error) {
      const err = error instanceof HttpError ? error : new HttpError(0, 'Unable to connect');
      this.display(err, url, options);
      throw err;
    } finally {
      if (!options.ignoreLoading) this.track(-1);
    }
  }

  private display(error: HttpError, url: string, options: HttpRequestOptions): void {
    if (options.ignoreErrors || isRpcPath(url)) return;
    if (error.status === 403) {
      this.emit('forbidden', undefined);
      return;
    }
    // A 401 either was retried or ended the session, which shows its own message.
    if (error.status === 401 && error.message !== 'Unauthorized!') return;
    this.deps.notifications.show({ message: error.status <= 0 ? 'Unable to connect' : error.message, type: 'error' });
  }

  private async send(method: string, url: string, body: unknown, options: HttpRequestOptions, retried: boolean): Promise<unknown> {
    const { tokens } = this.deps;
    let token = tokens.accessToken;
    if (!token && !isPublicPath(url)) {
      if (!tokens.refreshToken) throw new HttpError(401, 'Unauthorized!');
      await this.refreshOrEnd();
      token = tokens.accessToken;
    }
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    // A FormData body (file uploads) is sent as multipart; fetch writes its Content-Type with the boundary.
    const form = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !form) headers['Content-Type'] = 'application/json';
    if (token) headers['X-Authorization'] = `Bearer ${token}`;

    let response: Response;
    try {
      // fetch cannot tell how much of an upload went out; XMLHttpRequest can.
      const send = options.onUploadProgress && typeof XMLHttpRequest !== 'undefined' ? xhrFetch(options.onUploadProgress) : this.deps.fetch;
      response = await send(`${this.deps.baseUrl ?? ''}${url}`, {
        method, headers, body: body === undefined || form ? (body as FormData | undefined) : JSON.stringify(body), signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new HttpError(0, 'Unable to connect');
    }
    if (response.ok) return this.readBody(response, options);

    const raw = options.responseType === 'arraybuffer' ? await response.arrayBuffer() : await response.text();
    const error = toHttpError(method, url, response.status, response.statusText, decodeErrorBody(raw));
    if (response.status === 401 && token) {
      if (error.errorCode === ErrorCodes.jwtTokenExpired && !retried) {
        await this.refreshOrEnd();
        return this.send(method, url, body, options, true);
      }
      if (error.errorCode !== ErrorCodes.credentialsExpired) this.emit('sessionEnded', error.message);
    }
    if (response.status === 429 && options.resendRequest) {
      await (this.deps.sleep ?? wait)(resendDelayMs(this.deps.random ?? Math.random));
      return this.send(method, url, body, options, retried);
    }
    throw error;
  }

  private async readBody(response: Response, options: HttpRequestOptions): Promise<unknown> {
    if (options.responseType === 'arraybuffer') return response.arrayBuffer();
    const text = await response.text();
    if (options.responseType === 'text' || !text) return text || null;
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) return text;
    return JSON.parse(text);
  }

  private async refreshOrEnd(): Promise<void> {
    try {
      await this.deps.tokens.refresh();
    } catch (error) {
      const message = error instanceof HttpError && error.message ? error.message : 'Unauthorized!';
      this.emit('sessionEnded', message);
      throw error instanceof HttpError ? error : new HttpError(401, 'Unauthorized!');
    }
  }

  private listen<K extends keyof Events>(event: K, listener: (value: Events[K]) => void): Disposable {
    this.listeners[event].add(listener);
    return toDisposable(() => this.listeners[event].delete(listener));
  }

  private emit<K extends keyof Events>(event: K, value: Events[K]): void {
    for (const listener of this.listeners[event]) listener(value);
  }

  private track(delta: number): void {
    this.activeRequests += delta;
  }
}
