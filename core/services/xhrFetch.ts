/** Headers of an XMLHttpRequest answer (`getAllResponseHeaders()`), for a Response. */
function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * A `fetch` made with XMLHttpRequest, for the one thing fetch cannot tell in a browser: how much
 * of a request body (an uploaded file) has been sent. Answers with a standard Response.
 */
export function xhrFetch(onUploadProgress: (sent: number, total: number) => void): typeof fetch {
  return (input, init = {}) => new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', String(input));
    new Headers(init.headers).forEach((value, name) => xhr.setRequestHeader(name, value));
    xhr.responseType = 'arraybuffer';
    xhr.upload.onprogress = (event) => onUploadProgress(event.loaded, event.lengthComputable ? event.total : 0);
    xhr.onload = () => {
      // A Response with these statuses may have no body.
      const body = [101, 204, 205, 304].includes(xhr.status) ? null : (xhr.response as ArrayBuffer);
      resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
    };
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => reject(new DOMException('The request was aborted', 'AbortError'));
    if (init.signal?.aborted) {
      xhr.abort();
      return;
    }
    init.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
