import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm } from '../../shared';
import { NumberInput, TextInput, Toggle } from '../../action/common/fields';
import { type NodeEditor, useNodeEditor } from '../../action/common/useNodeEditor';
import {
  AZURE_CREDENTIALS_TYPES, AZURE_IOT_HUB_DEFAULTS, MAX_CONNECT_TIMEOUT_SEC, MQTT_CREDENTIALS_TYPES, MQTT_DEFAULTS, type MqttConfig,
  validateAzureIotHub, validateMqtt,
} from '../nodes/mqtt';
import { CredentialsFields } from './CredentialsFields';

/** Topic, broker address and connection settings both MQTT nodes have. */
function Connection({ e }: { e: NodeEditor<MqttConfig> }) {
  return (
    <>
      <TextInput editor={e} field="topicPattern" label="rulenode.topic-pattern" template isRequired />
      <TextInput editor={e} field="host" label="rulenode.host" isRequired />
      <NumberInput editor={e} field="port" label="rulenode.port" min={1} max={65535} isRequired />
      <NumberInput editor={e} field="connectTimeoutSec" label="rulenode.connect-timeout" min={1} max={MAX_CONNECT_TIMEOUT_SEC} isRequired />
    </>
  );
}

/** "mqtt": publishes to an outside broker. */
export function MqttEditor(props: RuleNodeEditorProps<MqttConfig>) {
  const e = useNodeEditor(props, validateMqtt, MQTT_DEFAULTS);
  return (
    <EditorForm>
      <Connection e={e} />
      <TextInput editor={e} field="clientId" label="rulenode.client-id" description="rulenode.client-id-hint" />
      <Toggle editor={e} field="appendClientIdSuffix" label="rulenode.append-client-id-suffix" description="rulenode.append-client-id-suffix-hint" isDisabled={!e.config.clientId} />
      <Toggle editor={e} field="cleanSession" label="rulenode.clean-session" />
      <Toggle editor={e} field="ssl" label="rulenode.enable-ssl" />
      <CredentialsFields editor={e} types={MQTT_CREDENTIALS_TYPES} />
    </EditorForm>
  );
}

/** "azure iot hub": MQTT over TLS (always: ssl stays on) to an IoT hub, the client id being the device's id there. */
export function AzureIotHubEditor(props: RuleNodeEditorProps<MqttConfig>) {
  const e = useNodeEditor(props, validateAzureIotHub, AZURE_IOT_HUB_DEFAULTS);
  return (
    <EditorForm>
      <Connection e={e} />
      <TextInput editor={e} field="clientId" label="rulenode.device-id" isRequired />
      <Toggle editor={e} field="cleanSession" label="rulenode.clean-session" />
      <CredentialsFields editor={e} types={AZURE_CREDENTIALS_TYPES} />
    </EditorForm>
  );
}
