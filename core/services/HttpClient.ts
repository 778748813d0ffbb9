import { action, makeObservable, observable } from 'mobx';
import { type Disposable, HttpError, toDisposable, type HttpRequestOptions, type HttpService, type NotificationService } from '@tessera/sdk';
import { type TokenManager } from './TokenManager';

const JWT_TOKEN_EXPIRED = 11;

export interface HttpClientDeps {
  tokens: TokenManager;
  notifications: NotificationService;
  fetch: typeof fetch;
  baseUrl?: string;
}

/** Paths whose errors the caller shows itself. */
const isRpcPath = (url: string) => /\/api\/(plugins\/)?rpc\//.test(url);

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (!text) return null;
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

function errorFrom(status: number, statusText: string, body: unknown): HttpError {
  const b = body as { message?: unknown; errorCode?: unknown } | null;
  const message = typeof b?.message === 'string' ? b.message
    : typeof body === 'string' && body ? body
      : `Unhandled error code ${status}${statusText ? ` ${statusText}` : ''}`;
  return new HttpError(status, message, typeof b?.errorCode === 'number' ? b.errorCode : undefined, body);
}

/**
 * The console's one HTTP client: adds the token, refreshes it once on an expired-token
 * 401 and retries, counts requests for the global progress bar, and shows errors.
 */
export class HttpClient implements HttpService {
  activeRequests = 0;
  private readonly sessionListeners = new Set<(message: string) => void>();

  constructor(private readonly deps: HttpClientDeps) {
    makeObservable<HttpClient, 'track'>(this, { activeRequests: observable, track: action });
  }

  /** Listens for the end of the session: a failed refresh, or a 401 other than an expired token. */
  onSessionEnded(listener: (message: string) => void): Disposable {
    this.sessionListeners.add(listener);
    return toDisposable(() => this.sessionListeners.delete(listener));
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
      if (!options.ignoreErrors && !isRpcPath(url) && err.status !== 401) {
        this.deps.notifications.show({ message: err.message, type: 'error' });
      }
      throw err;
    } finally {
      if (!options.ignoreLoading) this.track(-1);
    }
  }

  private async send(method: string, url: string, body: unknown, options: HttpRequestOptions, retried: boolean): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json, text/plain, */*' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const token = this.deps.tokens.accessToken;
    if (token) headers['X-Authorization'] = `Bearer ${token}`;
    else if (url.startsWith('/api/') && !/^\/api\/(noauth|auth\/login|auth\/token)/.test(url) && this.deps.tokens.refreshToken && !retried) {
      await this.refreshOrEnd();
      return this.send(method, url, body, options, true);
    }

    let response: Response;
    try {
      response = await this.deps.fetch(`${this.deps.baseUrl ?? ''}${url}`, {
        method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new HttpError(0, 'Unable to connect');
    }
    const payload = await readBody(response);
    if (response.ok) return payload;

    const error = errorFrom(response.status, response.statusText, payload);
    if (response.status === 401 && token) {
      if (error.errorCode === JWT_TOKEN_EXPIRED && !retried) {
        await this.refreshOrEnd();
        return this.send(method, url, body, options, true);
      }
      this.endSession(error.message);
    }
    throw error;
  }

  private async refreshOrEnd(): Promise<void> {
    try {
      await this.deps.tokens.refresh();
    } catch (error) {
      const message = error instanceof HttpError ? error.message : 'Unauthorized!';
      this.endSession(message);
      throw error instanceof HttpError ? error : new HttpError(401, 'Unauthorized!');
    }
  }

  private endSession(message: string): void {
    for (const listener of this.sessionListeners) listener(message);
  }

  private track(delta: number): void {
    this.activeRequests += delta;
  }
}
