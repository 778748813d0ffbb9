import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type Lwm2mObserveAttr } from './lwm2mDefaults';
import { hasLwm2mFlag, type Lwm2mFlag, type Lwm2mObject, lwm2mPath, setLwm2mAttributes, setLwm2mFlag, setLwm2mKeyName } from './lwm2mObjects';
import { Lwm2mAttributesButton } from './Lwm2mAttributesButton';
import { type Lwm2mSectionProps } from './Lwm2mServerFields';

const FLAGS: Lwm2mFlag[] = ['attribute', 'telemetry', 'observe'];

/**
 * One chosen object: its instances and resources with Attribute / Telemetry / Observe ticks and
 * the key each resource is stored under; notification attributes per object and per instance.
 */
export function Lwm2mObjectTable(props: Lwm2mSectionProps<Lwm2mObserveAttr> & { object: Lwm2mObject }) {
  const { t } = useTranslation();
  const { object, value } = props;
  const attributesOf = (path: string, target: string) => (
    <Lwm2mAttributesButton target={target} value={value.attributeLwm2m[path] ?? {}} isReadOnly={props.isReadOnly}
      error={props.errors[`observeAttr.attributeLwm2m.${path}`]}
      onChange={(next) => props.onChange(setLwm2mAttributes(value, path, next))} />
  );
  const objectTitle = `${object.name} #${object.id}`;

  return (
    <section className="tb-lwm2m-object" aria-label={objectTitle}>
      <div className="tb-lwm2m-object-header">
        <h4>{objectTitle} <span className="tb-lwm2m-key-id">{object.keyId}</span></h4>
        {attributesOf(lwm2mPath(object.keyId), objectTitle)}
      </div>
      <table className="tb-simple-table tb-lwm2m-table">
        <thead>
          <tr>
            <th>{t('device-profile.lwm2m.resource')}</th>
            {FLAGS.map((f) => <th key={f} className="tb-lwm2m-flag">{t(`device-profile.lwm2m.flags.${f}`)}</th>)}
            <th>{t('device-profile.lwm2m.key-name')}</th>
          </tr>
        </thead>
        <tbody>
          {object.instances.map((instance) => {
            const instanceTitle = t('device-profile.lwm2m.instance', { id: instance.id });
            return (
              <Fragment key={instance.id}>
                <tr className="tb-lwm2m-instance-row">
                  <th colSpan={5} scope="rowgroup">
                    <span>{instanceTitle}</span>
                    {attributesOf(lwm2mPath(object.keyId, instance.id), `${objectTitle}, ${instanceTitle}`)}
                  </th>
                </tr>
                {instance.resources.map((resource) => {
                  const path = lwm2mPath(object.keyId, instance.id, resource.id);
                  const label = `#${resource.id} ${resource.name}`;
                  const error = props.errors[`observeAttr.keyName.${path}`];
                  return (
                    <tr key={path}>
                      <td>{label}</td>
                      {FLAGS.map((flag) => (
                        <td key={flag} className="tb-lwm2m-flag">
                          <Checkbox aria-label={`${t(`device-profile.lwm2m.flags.${flag}`)}: ${label}`} isReadOnly={props.isReadOnly}
                            isSelected={hasLwm2mFlag(value, path, flag)} onChange={(on) => props.onChange(setLwm2mFlag(value, path, flag, on))} />
                        </td>
                      ))}
                      <td>
                        <TextField aria-label={`${t('device-profile.lwm2m.key-name')}: ${label}`} width="100%" isReadOnly={props.isReadOnly}
                          value={value.keyName[path] ?? ''} onChange={(v) => props.onChange(setLwm2mKeyName(value, path, v))}
                          validationState={error ? 'invalid' : undefined} errorMessage={error ? t(error) : undefined} />
                      </td>
                    </tr>
                  );
                })}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
