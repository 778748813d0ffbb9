import { HttpError, type HttpService } from '../../core/sdk';
import { api } from '../server/helpers';

/** The console's HTTP service reduced to what dashboard code calls, against a real test server. */
export function serverHttp(base: string, token: string): HttpService {
  const call = async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const response = await api<T>(base, url, { method, token, body });
    if (response.status >= 400) {
      const message = (response.body as { message?: string } | undefined)?.message ?? response.text;
      throw new HttpError(response.status, message, (response.body as { errorCode?: number } | undefined)?.errorCode, response.body);
    }
    return response.body;
  };
  return {
    get: (url) => call('GET', url),
    post: (url, body) => call('POST', url, body),
    delete: (url) => call('DELETE', url),
    activeRequests: 0,
  };
}
