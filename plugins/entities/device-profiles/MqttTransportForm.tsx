import { useTranslation } from 'react-i18next';
import { TextField } from '@adobe/react-spectrum/TextField';
import { PayloadForm } from './PayloadForm';
import { type MqttTransportConfiguration } from './types';
import { type ProfileErrors } from './validation';

/** Topic filters devices publish telemetry and attributes on, and the payload format. */
export function MqttTransportForm(props: {
  value: MqttTransportConfiguration; onChange(next: MqttTransportConfiguration): void; errors: ProfileErrors; isReadOnly: boolean;
}) {
  const { t } = useTranslation();
  const { value, errors } = props;
  const topic = (key: 'deviceTelemetryTopic' | 'deviceAttributesTopic', label: string) => (
    <TextField label={t(label)} value={value[key]} onChange={(v) => props.onChange({ ...value, [key]: v })} isRequired
      isReadOnly={props.isReadOnly} width="100%" validationState={errors[key] ? 'invalid' : undefined}
      errorMessage={errors[key] ? t(errors[key]) : undefined} />
  );
  return (
    <>
      <div className="tb-profile-row">
        {topic('deviceTelemetryTopic', 'device-profile.telemetry-topic')}
        {topic('deviceAttributesTopic', 'device-profile.attributes-topic')}
      </div>
      <p className="tb-profile-hint">{t('device-profile.topic-filter-hint')}</p>
      <PayloadForm value={value.transportPayloadTypeConfiguration} errors={errors} isReadOnly={props.isReadOnly}
        onChange={(payload) => props.onChange({ ...value, transportPayloadTypeConfiguration: payload })} />
    </>
  );
}
