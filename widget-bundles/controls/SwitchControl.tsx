import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Flex, Switch, Text } from '@adobe/react-spectrum';
import { type WidgetProps } from '@tessera/sdk';
import { ControlLayout } from './ControlLayout';
import { type SwitchSettings, useSwitchValue } from './useSwitchValue';

/** `control_widgets/switch_control`: an on/off switch that reads and writes the device over RPC. */
/** An observer: the target device arrives when the widget's alias resolves. */
export const SwitchControl = observer(function SwitchControl({ settings, ctx }: WidgetProps<SwitchSettings>) {
  const { t } = useTranslation();
  const { value, error, toggle } = useSwitchValue(settings, ctx);
  const disabled = ctx.isEdit || !ctx.rpc.targetDevice;
  return (
    <ControlLayout title={settings.title} rpc={ctx.rpc} error={error}>
      <Flex alignItems="center" gap="size-100">
        {settings.showOnOffLabels && <Text aria-hidden>{t('widgets.controls.off')}</Text>}
        <Switch
          isSelected={value}
          isDisabled={disabled}
          onChange={(next) => void toggle(next)}
          aria-label={settings.title || t('widgets.controls.switch')}
          UNSAFE_style={{ marginInlineEnd: 0 }}
        />
        {settings.showOnOffLabels && <Text aria-hidden>{t('widgets.controls.on')}</Text>}
      </Flex>
    </ControlLayout>
  );
});
