import { useTranslation } from 'react-i18next';
import { Item, TabList, TabPanels, Tabs } from '@adobe/react-spectrum/Tabs';
import { type Lwm2mTransportConfig, lwm2mTransportErrors, lwm2mTransportWithDefaults } from './lwm2mDefaults';
import { Lwm2mBootstrapSection } from './Lwm2mBootstrapSection';
import { Lwm2mObjectsSection } from './Lwm2mObjectsSection';
import { Lwm2mOtherSettings } from './Lwm2mOtherSettings';
import './lwm2mTransport.css';

/**
 * The LwM2M transport of a device profile in three tabs: the objects and resources mapped to
 * attributes and telemetry, the bootstrap (client and server accounts), and the other client settings.
 * Messages show under each wrong field; `validateLwm2mTransport` gives the owner the first one.
 * Missing parts of a stored value are shown with their defaults and saved with the next change.
 *
 * @example
 * <Lwm2mTransportEditor value={config} onChange={setConfig} />
 */
export function Lwm2mTransportEditor({ value: given, onChange, isReadOnly }: { value: Lwm2mTransportConfig; onChange(next: Lwm2mTransportConfig): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const value = lwm2mTransportWithDefaults(given);
  const errors = lwm2mTransportErrors(value);
  const hasErrors = (prefix: string) => Object.keys(errors).some((k) => k.startsWith(prefix));
  const tabTitle = (key: string, prefix: string) => (hasErrors(prefix) ? t('device-profile.lwm2m.tab-with-errors', { title: t(key) }) : t(key));

  return (
    <div className="tb-lwm2m-editor">
      <Tabs aria-label={t('device-profile.transports.LWM2M')} defaultSelectedKey="objects">
        <TabList>
          <Item key="objects">{tabTitle('device-profile.lwm2m.objects', 'observeAttr.')}</Item>
          <Item key="bootstrap">{tabTitle('device-profile.lwm2m.bootstrap', 'bootstrap.')}</Item>
          <Item key="other">{tabTitle('device-profile.lwm2m.other-settings', 'clientLwM2mSettings.')}</Item>
        </TabList>
        <TabPanels>
          <Item key="objects">
            <Lwm2mObjectsSection value={value.observeAttr} errors={errors} isReadOnly={isReadOnly}
              onChange={(observeAttr) => onChange({ ...value, observeAttr })} />
          </Item>
          <Item key="bootstrap">
            <Lwm2mBootstrapSection value={value.bootstrap} errors={errors} isReadOnly={isReadOnly}
              onChange={(bootstrap) => onChange({ ...value, bootstrap })} />
          </Item>
          <Item key="other">
            <Lwm2mOtherSettings value={value.clientLwM2mSettings} errors={errors} isReadOnly={isReadOnly}
              onChange={(clientLwM2mSettings) => onChange({ ...value, clientLwM2mSettings })} />
          </Item>
        </TabPanels>
      </Tabs>
    </div>
  );
}
