import got, { type Method, type Response } from 'got';
import { transformMsg, type TbMsg } from '../../../msg/TbMsg';
import { defineRuleNode, FAILURE, RuleNodeConfigError, SUCCESS, tb } from '../../../node/RuleNodeDefinition';
import { processPattern } from '../../../template';
import { parseCredentials, tlsMaterial, type ClientCredentials } from '../clientCredentials';
import { tellExternalFailure } from '../tellExternalFailure';
import { statusName, statusReason } from './httpStatus';
import { Semaphore } from './Semaphore';
import { REST_API_CALL_DEFAULTS, METHODS_WITHOUT_BODY, REQUEST_METHODS, type RestApiCallConfig } from '../../../../../rule-node-ui/catalogue/restApiCall';

/** The configuration and its defaults: one copy with the console's editor. */
export type { RestApiCallConfig } from '../../../../../rule-node-ui/catalogue/restApiCall';

const METHODS: readonly string[] = REQUEST_METHODS;
const WITHOUT_BODY = new Set(METHODS_WITHOUT_BODY);

/** The endpoint as a URL, with ThingsBoard's error texts for the ways it can be wrong. */
function endpointUrl(text: string): URL {
  if (!text) throw new Error('Url string cannot be empty!');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(/^[a-z][a-z0-9+.-]*:/i.test(text) ? 'Url string is invalid!' : 'Transport scheme(protocol) must be provided!');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Unsupported transport scheme: ${url.protocol.slice(0, -1)}`);
  if (!url.hostname) throw new Error('Url string is invalid!');
  return url;
}

/** Response headers under the names the server sent (first value of each), as Spring's single-value map. */
function headerMetadata(response: Response<string>): Record<string, string> {
  const metadata: Record<string, string> = {};
  const raw = response.rawHeaders;
  for (let i = 0; i + 1 < raw.length; i += 2) if (!(raw[i] in metadata)) metadata[raw[i]] = raw[i + 1];
  return metadata;
}

function statusMetadata(response: Response<string>): Record<string, string> {
  const code = response.statusCode;
  return { status: statusName(code, response.statusMessage), statusCode: String(code), statusReason: statusReason(code, response.statusMessage ?? '') };
}

function requestHeaders(config: RestApiCallConfig, credentials: ClientCredentials, msg: TbMsg): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers ?? {})) headers[processPattern(name, msg)] = processPattern(String(value ?? ''), msg);
  if (credentials.type === 'basic') {
    headers.Authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`, 'utf8').toString('base64')}`;
  }
  return headers;
}

/** Catalogue §4 EXTERNAL "rest api call": sends the message to a REST endpoint; the answer becomes the message. */
export const TbRestApiCallNode = defineRuleNode<RestApiCallConfig>({
  clazz: tb('rest.TbRestApiCallNode'),
  type: 'EXTERNAL',
  name: 'rest api call',
  description: 'Invoke REST API calls to external REST server',
  details:
    'Will invoke REST API call <code>GET | POST | PUT | DELETE</code> to external REST server. Message payload added into Request body. Configured attributes can be added into Headers from Message Metadata. Outbound message will contain response fields (<code>status</code>, <code>statusCode</code>, <code>statusReason</code> and response <code>headers</code>) in the Message Metadata. Response body saved in outbound Message payload. For example <b>statusCode</b> field can be accessed with <code>metadata.statusCode</code>.',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: REST_API_CALL_DEFAULTS,
  configDirective: 'tbActionNodeRestApiCallConfig',
  init(ctx, config) {
    if (typeof config.restEndpointUrlPattern !== 'string' || config.restEndpointUrlPattern.trim() === '') {
      throw new RuleNodeConfigError('restEndpointUrlPattern should be specified!');
    }
    const method = String(config.requestMethod ?? '').toUpperCase();
    if (!METHODS.includes(method)) throw new RuleNodeConfigError(`Unsupported request method: ${String(config.requestMethod)}`);
    if (config.headers !== null && config.headers !== undefined && (typeof config.headers !== 'object' || Array.isArray(config.headers))) {
      throw new RuleNodeConfigError('headers should be an object!');
    }
    const readTimeoutMs = Number(config.readTimeoutMs ?? 0);
    const maxParallel = Number(config.maxParallelRequestsCount ?? 0);
    if (!Number.isInteger(readTimeoutMs) || readTimeoutMs < 0) throw new RuleNodeConfigError('readTimeoutMs should be a non-negative integer!');
    if (!Number.isInteger(maxParallel) || maxParallel < 0) throw new RuleNodeConfigError('maxParallelRequestsCount should be a non-negative integer!');
    const credentials = parseCredentials(config.credentials);
    if (config.useSimpleClientHttpFactory && credentials.type === 'cert.PEM') {
      throw new RuleNodeConfigError('Simple HTTP Factory does not support CERT PEM credentials!');
    }
    // No proxy agent ships with this build, and ThingsBoard itself made the Redis queue a no-op in 2.5.
    if (config.enableProxy) ctx.services.log.warn({ ruleNodeId: ctx.self.id }, 'rest api call: proxy settings are ignored in this build');
    if (config.useRedisQueueForMsgPersistence) ctx.services.log.warn({ ruleNodeId: ctx.self.id }, 'rest api call: useRedisQueueForMsgPersistence has no effect');

    const tls = tlsMaterial(credentials);
    const client = got.extend({
      throwHttpErrors: false,
      retry: { limit: 0 },
      followRedirect: false,
      responseType: 'text',
      timeout: readTimeoutMs > 0 ? { socket: readTimeoutMs } : {},
      https: { certificateAuthority: tls.ca, certificate: tls.cert, key: tls.key, passphrase: tls.passphrase },
    });
    const semaphore = maxParallel > 0 ? new Semaphore(maxParallel) : undefined;
    const sendsBody = !WITHOUT_BODY.has(method) && !config.ignoreRequestBody;

    return {
      async onMsg(ctx, msg) {
        let url: URL;
        try {
          url = endpointUrl(processPattern(config.restEndpointUrlPattern, msg));
        } catch (error) {
          tellExternalFailure(ctx, msg, error);
          return;
        }
        if (semaphore && !(await semaphore.acquire(readTimeoutMs))) {
          tellExternalFailure(ctx, msg, 'Timeout during waiting for reply!');
          return;
        }
        try {
          const headers = requestHeaders(config, credentials, msg);
          if (sendsBody && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-type')) {
            headers['Content-Type'] = 'text/plain;charset=UTF-8';
          }
          const response = await client(url, { method: method as Method, headers, body: sendsBody ? msg.data : undefined });
          const status = statusMetadata(response);
          if (response.statusCode >= 200 && response.statusCode < 300) {
            const metadata = { ...msg.metadata, ...status, ...headerMetadata(response) };
            ctx.tellNext(transformMsg(msg, { metadata, data: response.body === '' ? '{}' : response.body }), SUCCESS);
          } else {
            tellExternalFailure(ctx, msg, `${status.statusCode} ${status.statusReason}`.trim(), { ...status, error_body: response.body });
          }
        } catch (error) {
          tellExternalFailure(ctx, msg, error);
        } finally {
          semaphore?.release();
        }
      },
    };
  },
});
