import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import { TextField } from '@adobe/react-spectrum/TextField';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { newSnmpMapping, SNMP_DATA_TYPES, type SnmpDataType, type SnmpMapping, snmpMappingErrors } from './snmpDefaults';
import { lwm2mErrorProps } from './Lwm2mServerFields';

/** The OID-to-key mappings of one communication configuration: one editable row each, add and remove. */
export function SnmpMappingsTable(props: { value: SnmpMapping[]; onChange(next: SnmpMapping[]): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const set = (index: number, patch: Partial<SnmpMapping>) => props.onChange(props.value.map((m, i) => (i === index ? { ...m, ...patch } : m)));

  return (
    <div>
      {props.value.length === 0 ? <p className="tb-field-error" role="alert">{t('device-profile.snmp.mappings-required')}</p> : (
        <table className="tb-simple-table tb-snmp-table">
          <colgroup><col className="tb-snmp-type-col" /><col /><col /><col className="tb-snmp-actions" /></colgroup>
          <thead>
            <tr>
              <th>{t('device-profile.snmp.data-type')}</th>
              <th>{t('device-profile.snmp.key')}</th>
              <th>{t('device-profile.snmp.oid')}</th>
              <th className="tb-snmp-actions"><span className="tb-visually-hidden">{t('table.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {props.value.map((mapping, index) => {
              const errors = snmpMappingErrors(mapping);
              const errorOf = (field: keyof SnmpMapping) => lwm2mErrorProps(t, errors[field]);
              const row = t('device-profile.snmp.mapping-row', { index: index + 1 });
              return (
                // Rows have no identity of their own; the index is what the user sees too.
                // eslint-disable-next-line react/no-array-index-key
                <tr key={index}>
                  <td>
                    <Picker aria-label={`${t('device-profile.snmp.data-type')}: ${row}`} selectedKey={mapping.dataType} isDisabled={props.isReadOnly}
                      width="100%" onSelectionChange={(k) => set(index, { dataType: k as SnmpDataType })} {...errorOf('dataType')}>
                      {SNMP_DATA_TYPES.map((d) => <Item key={d}>{t(`device-profile.snmp.data-types.${d}`)}</Item>)}
                    </Picker>
                  </td>
                  <td>
                    <TextField aria-label={`${t('device-profile.snmp.key')}: ${row}`} value={mapping.key} isRequired isReadOnly={props.isReadOnly}
                      width="100%" onChange={(v) => set(index, { key: v })} {...errorOf('key')} />
                  </td>
                  <td>
                    <TextField aria-label={`${t('device-profile.snmp.oid')}: ${row}`} value={mapping.oid} isRequired isReadOnly={props.isReadOnly}
                      width="100%" placeholder=".1.3.6.1.2.1.1.1.0" onChange={(v) => set(index, { oid: v })} {...errorOf('oid')} />
                  </td>
                  <td className="tb-snmp-actions">
                    {!props.isReadOnly && (
                      <button type="button" className="tb-icon-button" aria-label={`${t('action.delete')}: ${row}`}
                        onClick={() => props.onChange(props.value.filter((_, i) => i !== index))}>
                        <Delete />
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {!props.isReadOnly && (
        <ActionButton onPress={() => props.onChange([...props.value, newSnmpMapping()])}>
          <Add /><Text>{t('device-profile.snmp.add-mapping')}</Text>
        </ActionButton>
      )}
    </div>
  );
}
