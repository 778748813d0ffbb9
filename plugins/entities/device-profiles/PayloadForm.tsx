import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from '@adobe/react-spectrum/RadioGroup';
import { CodeEditor } from '@tessera/ui';
import { withPayloadType } from './transportDefaults';
import { type PayloadConfiguration, PAYLOAD_TYPES, type PayloadType, PROTO_SCHEMA_KEYS } from './types';
import { type ProfileErrors } from './validation';

/** Height of each proto schema editor; four of them share the tab. */
const SCHEMA_EDITOR_HEIGHT = 220;

/** JSON or PROTOBUF payloads; PROTOBUF shows the four schemas devices are decoded with. */
export function PayloadForm(props: {
  value: PayloadConfiguration; onChange(next: PayloadConfiguration): void; errors: ProfileErrors; isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const payload = props.value;
  return (
    <>
      <RadioGroup label={t('device-profile.payload-type')} orientation="horizontal" isReadOnly={props.isReadOnly}
        value={payload.transportPayloadType}
        onChange={(v) => props.onChange(withPayloadType(payload, v as PayloadType))}>
        {PAYLOAD_TYPES.map((type) => <Radio key={type} value={type}>{t(`device-profile.payload-types.${type}`)}</Radio>)}
      </RadioGroup>
      {payload.transportPayloadType === 'PROTOBUF' && PROTO_SCHEMA_KEYS.map((key) => (
        <CodeEditor
          key={key}
          language="protobuf"
          label={t(`device-profile.proto-schemas.${key}`)}
          value={payload[key]}
          onChange={(v: string) => props.onChange({ ...payload, [key]: v })}
          isReadOnly={props.isReadOnly}
          isRequired
          errorMessage={props.errors[key] ? t(props.errors[key]) : undefined}
          height={SCHEMA_EDITOR_HEIGHT}
        />
      ))}
    </>
  );
}
