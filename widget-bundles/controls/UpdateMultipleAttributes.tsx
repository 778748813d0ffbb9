import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, Flex, Heading, Text, View } from '@adobe/react-spectrum';
import { type WidgetProps } from '@tessera/sdk';
import { AttributeField } from './AttributeField';
import { UPDATE_MULTIPLE_ATTRIBUTES } from './catalogue';
import { type AttributeFormSettings, useAttributeForm } from './useAttributeForm';

/**
 * `input_widgets/update_multiple_attributes`: a form over the keys of one entity; Save
 * writes the changed values as server or shared attributes or as time series.
 */
/** An observer: the target device arrives when the widget's alias resolves. */
export const UpdateMultipleAttributes = observer(function UpdateMultipleAttributes({ settings, ctx }: WidgetProps<AttributeFormSettings>) {
  const { t } = useTranslation();
  const form = useAttributeForm(settings, ctx, UPDATE_MULTIPLE_ATTRIBUTES.keyDefaults);
  if (!form.ds || form.fields.length === 0) {
    return (
      <Flex height="100%" alignItems="center" justifyContent="center">
        <Text UNSAFE_style={{ opacity: 0.6 }}>{t('widgets.controls.no-data')}</Text>
      </Flex>
    );
  }
  if (!form.ds.entityId) {
    return <Flex height="100%" alignItems="center" justifyContent="center"><Text>{t('widgets.controls.no-entity')}</Text></Flex>;
  }
  const columns = settings.fieldsAlignment === 'column' ? 1 : Math.max(1, Math.trunc(Number(settings.fieldsInRow) || 1));
  const instant = settings.showActionButtons === false;
  return (
    <View padding="size-100" height="100%" overflow="auto" UNSAFE_style={{ boxSizing: 'border-box' }}>
      <form onSubmit={(e) => { e.preventDefault(); void form.save(); }} noValidate>
        {settings.widgetTitle && <Heading level={4} margin={0}>{settings.widgetTitle}</Heading>}
        {settings.showGroupTitle && settings.groupTitle && <Text>{settings.groupTitle}</Text>}
        <div style={{ display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap: 12, alignItems: 'end' }}>
          {form.fields.map((field) => (
            <AttributeField
              key={field.key} field={field} value={form.valueOf(field)} error={form.errors[field.key]}
              isDisabled={form.isDisabled(field) || form.saving}
              onChange={(value) => form.setValue(field.key, value)}
              onCommit={(value) => { if (instant && value !== undefined) void form.save([field.key], { [field.key]: value }); }}
            />
          ))}
        </div>
        {!instant && (
          <ButtonGroup marginTop="size-150">
            <Button variant="secondary" onPress={form.reset} isDisabled={!form.dirty || form.saving || ctx.isEdit}>
              {settings.resetButtonLabel || t('widgets.controls.undo')}
            </Button>
            <Button variant="accent" type="submit" isPending={form.saving}
              isDisabled={ctx.isEdit || (!form.dirty && !settings.updateAllValues)}>
              {settings.saveButtonLabel || t('widgets.controls.save')}
            </Button>
          </ButtonGroup>
        )}
      </form>
    </View>
  );
});
