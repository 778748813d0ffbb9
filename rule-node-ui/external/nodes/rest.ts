import { check } from '../../action/common/checks';
import { type Problem } from '../../action/common/problems';
import { checkCredentials } from './credentials';
import { REQUEST_METHODS, PROXY_SCHEMES, REST_CREDENTIALS_TYPES, type RestApiCallConfig } from '../../catalogue/restApiCall';

/* Catalogue §4 EXTERNAL "rest api call" (server: nodes/external/rest/TbRestApiCallNode.ts). */
export * from '../../catalogue/restApiCall';

export function validateRestApiCall(config: RestApiCallConfig): Problem[] {
  return check(config, (c) => {
    c.url('restEndpointUrlPattern', 'rulenode.endpoint-url-pattern');
    c.oneOf('requestMethod', REQUEST_METHODS, 'rulenode.request-method');
    c.stringMap('headers', 'rulenode.headers');
    c.wholeNumber('readTimeoutMs', 'rulenode.read-timeout', 0);
    c.wholeNumber('maxParallelRequestsCount', 'rulenode.max-parallel-requests-count', 0);
    if (config.useRedisQueueForMsgPersistence && config.trimQueue) c.wholeNumber('maxQueueSize', 'rulenode.max-queue-size', 0);
    // The system's proxy settings need none of the node's own.
    if (config.enableProxy && !config.useSystemProxyProperties) {
      c.oneOf('proxyScheme', PROXY_SCHEMES, 'rulenode.proxy-scheme');
      c.required('proxyHost', 'rulenode.proxy-host');
      c.port('proxyPort', 'rulenode.proxy-port');
    }
    checkCredentials(c, { types: REST_CREDENTIALS_TYPES, passwordRequired: true });
    if (config.useSimpleClientHttpFactory && config.credentials?.type === 'cert.PEM') c.add('credentials.type', 'rulenode.error.simple-factory-pem');
  });
}
