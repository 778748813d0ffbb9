import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, FieldGroup, KeyValueMapEditor } from '../../shared';
import { Choice, isOn, NumberInput, TextInput, Toggle } from '../../action/common/fields';
import { type NodeEditor, useNodeEditor } from '../../action/common/useNodeEditor';
import {
  METHODS_WITHOUT_BODY, PROXY_SCHEMES, REQUEST_METHODS, REST_API_CALL_DEFAULTS, REST_CREDENTIALS_TYPES, type RestApiCallConfig,
  validateRestApiCall,
} from '../nodes/rest';
import { CredentialsFields } from './CredentialsFields';

type E = NodeEditor<RestApiCallConfig>;

function Proxy({ e }: { e: E }) {
  const own = isOn(e.config.enableProxy) && !isOn(e.config.useSystemProxyProperties);
  return (
    <FieldGroup title={e.t('rulenode.proxy')}>
      <Toggle
        // Turning the proxy on starts it with the http scheme, as ThingsBoard's editor does.
        editor={{ ...e, update: (patch) => e.update(patch.enableProxy && !e.config.proxyScheme ? { ...patch, proxyScheme: 'http' } : patch) }}
        field="enableProxy"
        label="rulenode.enable-proxy"
      />
      {isOn(e.config.enableProxy) && <Toggle editor={e} field="useSystemProxyProperties" label="rulenode.use-system-proxy-properties" />}
      {own && (
        <>
          <Choice editor={e} field="proxyScheme" label="rulenode.proxy-scheme" options={PROXY_SCHEMES} isRequired />
          <TextInput editor={e} field="proxyHost" label="rulenode.proxy-host" isRequired />
          <NumberInput editor={e} field="proxyPort" label="rulenode.proxy-port" min={1} max={65535} isRequired />
          <TextInput editor={e} field="proxyUser" label="rulenode.proxy-user" />
          <TextInput editor={e} field="proxyPassword" label="rulenode.proxy-password" password />
        </>
      )}
    </FieldGroup>
  );
}

function Queue({ e }: { e: E }) {
  return (
    <FieldGroup title={e.t('rulenode.message-queue')}>
      <Toggle editor={e} field="useRedisQueueForMsgPersistence" label="rulenode.use-redis-queue" description="rulenode.use-redis-queue-hint" />
      {isOn(e.config.useRedisQueueForMsgPersistence) && (
        <>
          <Toggle editor={e} field="trimQueue" label="rulenode.trim-redis-queue" />
          {isOn(e.config.trimQueue) && <NumberInput editor={e} field="maxQueueSize" label="rulenode.max-queue-size" min={0} isRequired />}
        </>
      )}
    </FieldGroup>
  );
}

/** "rest api call": endpoint, method, headers, timeouts, queue, proxy and credentials. */
export function RestApiCallEditor(props: RuleNodeEditorProps<RestApiCallConfig>) {
  const e = useNodeEditor(props, validateRestApiCall, REST_API_CALL_DEFAULTS);
  const { config, t } = e;
  const method = String(config.requestMethod ?? '').toUpperCase();
  return (
    <EditorForm>
      <TextInput editor={e} field="restEndpointUrlPattern" label="rulenode.endpoint-url-pattern" template isRequired />
      <Choice editor={e} field="requestMethod" label="rulenode.request-method" options={REQUEST_METHODS} isRequired />
      {!METHODS_WITHOUT_BODY.includes(method) && <Toggle editor={e} field="ignoreRequestBody" label="rulenode.ignore-request-body" />}
      <KeyValueMapEditor
        label={t('rulenode.headers')}
        keyLabel={t('rulenode.header')}
        valueLabel={t('rulenode.value')}
        value={config.headers}
        onChange={(headers) => e.update({ headers })}
        description={t('rulenode.headers-hint')}
        isDisabled={e.disabled}
        errorMessage={e.error('headers')}
      />
      <NumberInput editor={e} field="readTimeoutMs" label="rulenode.read-timeout" description="rulenode.zero-unlimited-hint" min={0} isRequired />
      <NumberInput editor={e} field="maxParallelRequestsCount" label="rulenode.max-parallel-requests-count" description="rulenode.zero-unlimited-hint" min={0} isRequired />
      <Toggle editor={e} field="useSimpleClientHttpFactory" label="rulenode.use-simple-client-http-factory" />
      <Queue e={e} />
      <Proxy e={e} />
      <CredentialsFields editor={e} types={REST_CREDENTIALS_TYPES} passwordRequired />
    </EditorForm>
  );
}
