import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import {
  isQueryingSpec, newSnmpCommunicationConfig, nextSnmpSpec, SNMP_SPECS, type SnmpCommunicationConfig, type SnmpSpec, type SnmpTransportConfig,
  snmpTransportWithDefaults, validateSnmpCommunicationConfig, validateSnmpTransport, withSnmpSpec,
} from './snmpDefaults';
import { SnmpMappingsTable } from './SnmpMappingsTable';
import { LWM2M_INTEGER_FORMAT, lwm2mErrorProps } from './Lwm2mServerFields';
import './lwm2mTransport.css';

/**
 * The SNMP transport of a device profile: timeout and retries, then at most one communication
 * configuration per spec, each with its querying frequency (querying specs) and OID mappings.
 *
 * @example
 * <SnmpTransportEditor value={config} onChange={setConfig} />
 */
export function SnmpTransportEditor({ value: given, onChange, isReadOnly }: { value: SnmpTransportConfig; onChange(next: SnmpTransportConfig): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const value = snmpTransportWithDefaults(given);
  const error = validateSnmpTransport({ ...value, communicationConfigs: [] });
  const configs = value.communicationConfigs;
  const setConfig = (index: number, next: SnmpCommunicationConfig) => onChange({ ...value, communicationConfigs: configs.map((c, i) => (i === index ? next : c)) });
  const next = nextSnmpSpec(value);

  return (
    <div className="tb-snmp-editor">
      <div className="tb-lwm2m-grid">
        <NumberField label={t('device-profile.snmp.timeout-ms')} value={value.timeoutMs} minValue={0} isRequired isReadOnly={isReadOnly}
          formatOptions={LWM2M_INTEGER_FORMAT} width="100%" onChange={(v) => onChange({ ...value, timeoutMs: v })}
          {...lwm2mErrorProps(t, error === 'device-profile.snmp.timeout-invalid' ? error : undefined)} />
        <NumberField label={t('device-profile.snmp.retries')} value={value.retries} minValue={0} isRequired isReadOnly={isReadOnly}
          formatOptions={LWM2M_INTEGER_FORMAT} width="100%" onChange={(v) => onChange({ ...value, retries: v })}
          {...lwm2mErrorProps(t, error === 'device-profile.snmp.retries-invalid' ? error : undefined)} />
      </div>
      {configs.length === 0 && <p className="tb-empty">{t('device-profile.snmp.no-communication-configs')}</p>}
      {configs.map((config, index) => {
        const specs = SNMP_SPECS.filter((s) => s === config.spec || !configs.some((c) => c.spec === s));
        const frequencyWrong = validateSnmpCommunicationConfig(config) === 'device-profile.snmp.querying-frequency-invalid';
        return (
          <fieldset className="tb-lwm2m-fieldset tb-snmp-config" key={config.spec}>
            <legend>{t(`device-profile.snmp.specs.${config.spec}`)}</legend>
            <div className="tb-snmp-config-header">
              <Picker label={t('device-profile.snmp.spec')} selectedKey={config.spec} isDisabled={isReadOnly} width="size-3600"
                onSelectionChange={(k) => setConfig(index, withSnmpSpec(config, k as SnmpSpec))}>
                {specs.map((s) => <Item key={s}>{t(`device-profile.snmp.specs.${s}`)}</Item>)}
              </Picker>
              {isQueryingSpec(config.spec) && (
                <NumberField label={t('device-profile.snmp.querying-frequency-ms')} value={config.queryingFrequencyMs ?? Number.NaN} minValue={1}
                  isRequired isReadOnly={isReadOnly} formatOptions={LWM2M_INTEGER_FORMAT} width="size-2400"
                  onChange={(v) => setConfig(index, { ...config, queryingFrequencyMs: v })}
                  {...lwm2mErrorProps(t, frequencyWrong ? 'device-profile.snmp.querying-frequency-invalid' : undefined)} />
              )}
              {!isReadOnly && (
                <button type="button" className="tb-icon-button" aria-label={`${t('action.delete')}: ${t(`device-profile.snmp.specs.${config.spec}`)}`}
                  onClick={() => onChange({ ...value, communicationConfigs: configs.filter((_, i) => i !== index) })}>
                  <Delete />
                </button>
              )}
            </div>
            <SnmpMappingsTable value={config.mappings} isReadOnly={isReadOnly} onChange={(mappings) => setConfig(index, { ...config, mappings })} />
          </fieldset>
        );
      })}
      {!isReadOnly && next && (
        <ActionButton justifySelf="start" onPress={() => onChange({ ...value, communicationConfigs: [...configs, newSnmpCommunicationConfig(next)] })}>
          <Add /><Text>{t('device-profile.snmp.add-communication-config')}</Text>
        </ActionButton>
      )}
    </div>
  );
}
