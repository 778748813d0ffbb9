import { type Credentials } from './credentials';

/* Catalogue §4 EXTERNAL "rest api call" (server: nodes/external/rest/TbRestApiCallNode.ts). */

export const REST_API_CALL = 'org.thingsboard.rule.engine.rest.TbRestApiCallNode';

export const REQUEST_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'] as const;
/** Methods sent without a body. */
export const METHODS_WITHOUT_BODY: readonly string[] = ['GET', 'HEAD', 'OPTIONS', 'TRACE'];
export const PROXY_SCHEMES = ['http', 'https'] as const;
export const REST_CREDENTIALS_TYPES = ['anonymous', 'basic', 'cert.PEM'] as const;

export interface RestApiCallConfig {
  [key: string]: unknown;
  restEndpointUrlPattern: string;
  requestMethod: string;
  headers: Record<string, string>;
  useSimpleClientHttpFactory: boolean;
  /** Milliseconds; 0: no limit. */
  readTimeoutMs: number;
  /** 0: unlimited. */
  maxParallelRequestsCount: number;
  useRedisQueueForMsgPersistence: boolean;
  trimQueue: boolean;
  maxQueueSize: number;
  enableProxy: boolean;
  useSystemProxyProperties: boolean;
  proxyHost: string | null;
  proxyPort: number;
  proxyUser: string | null;
  proxyPassword: string | null;
  proxyScheme: string | null;
  credentials: Credentials;
  ignoreRequestBody: boolean;
}

export const REST_API_CALL_DEFAULTS: RestApiCallConfig = {
  restEndpointUrlPattern: 'http://localhost/api',
  requestMethod: 'POST',
  headers: { 'Content-Type': 'application/json' },
  useSimpleClientHttpFactory: false,
  readTimeoutMs: 0,
  maxParallelRequestsCount: 0,
  useRedisQueueForMsgPersistence: false,
  trimQueue: false,
  maxQueueSize: 0,
  enableProxy: false,
  useSystemProxyProperties: false,
  proxyHost: null,
  proxyPort: 0,
  proxyUser: null,
  proxyPassword: null,
  proxyScheme: null,
  credentials: { type: 'anonymous' },
  ignoreRequestBody: false,
};
