import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Switch } from '@adobe/react-spectrum/Switch';
import { TextField } from '@adobe/react-spectrum/TextField';
import { CodeEditor } from '@tessera/ui';
import { type DataKeyConfig } from '../model/types';
import { decimalsText, parseDecimals } from './appearanceEdits';
import { ColorField } from './ColorField';
import { SettingsForm } from './SettingsForm';
import { cspSafeValidator } from './schemaValidator';
import { defaultsFromSchema, jsonSchemaOf, mergeSettings } from './settingsSchema';

/**
 * Edits one data key: label, colour, units, decimals, the function body of function keys,
 * post-processing, and the key settings of the widget type. Function bodies are only text
 * here; they run later in the script sandbox.
 */
export function DataKeyDialog(props: {
  dataKey: DataKeyConfig;
  keySettingsSchema?: Record<string, unknown>;
  onSave(next: DataKeyConfig): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const schema = jsonSchemaOf(props.keySettingsSchema);
  const [key, setKey] = useState<DataKeyConfig>(() => ({
    ...props.dataKey,
    settings: schema ? mergeSettings(defaultsFromSchema(schema), props.dataKey.settings) : props.dataKey.settings ?? {},
  }));
  const [decimals, setDecimals] = useState(decimalsText(props.dataKey.decimals));
  const set = (patch: Partial<DataKeyConfig>) => setKey((k) => ({ ...k, ...patch }));
  const parsedDecimals = parseDecimals(decimals);
  const settingsInvalid = schema ? cspSafeValidator.validateFormData(key.settings, schema).errors.length > 0 : false;
  const invalid = Boolean(parsedDecimals.error) || settingsInvalid;

  const save = () => {
    if (invalid) return;
    const next: DataKeyConfig = { ...key };
    if (parsedDecimals.value === undefined) delete next.decimals;
    else next.decimals = parsedDecimals.value;
    if (!next.units) delete next.units;
    props.onSave(next);
  };

  return (
    <Dialog size="L">
      <Heading>{t('dashboard.widget-config.data-key-title', { name: props.dataKey.name })}</Heading>
      <Divider />
      <Content>
        <Flex direction="column" gap="size-150">
          <Flex gap="size-200" wrap>
            <TextField label={t('dashboard.widget-config.key-label')} value={key.label} onChange={(label) => set({ label })} flex="1 1 200px" />
            <div style={{ flex: '1 1 200px' }}>
              <ColorField label={t('dashboard.widget-config.key-color')} value={key.color} onChange={(color) => set({ color })} />
            </div>
          </Flex>
          <Flex gap="size-200" wrap>
            <TextField label={t('dashboard.widget-config.units')} value={key.units ?? ''} onChange={(units) => set({ units })} flex="1 1 200px" />
            <TextField label={t('dashboard.widget-config.decimals')} value={decimals} onChange={setDecimals} flex="1 1 200px"
              inputMode="numeric" validationState={parsedDecimals.error ? 'invalid' : undefined}
              errorMessage={parsedDecimals.error ? t(parsedDecimals.error) : undefined} />
          </Flex>
          {key.type === 'function' && (
            <CodeEditor language="javascript" label={t('dashboard.widget-config.function-body')} height={160}
              value={key.funcBody ?? ''} onChange={(funcBody) => set({ funcBody })} />
          )}
          <Switch isSelected={Boolean(key.usePostProcessing)} onChange={(usePostProcessing) => set({ usePostProcessing })}>
            {t('dashboard.widget-config.use-post-processing')}
          </Switch>
          {key.usePostProcessing && (
            <CodeEditor language="javascript" label={t('dashboard.widget-config.post-processing-function')} height={160}
              value={key.postFuncBody ?? 'return value;'} onChange={(postFuncBody) => set({ postFuncBody })} />
          )}
          {schema && (
            <>
              <Heading level={4} margin={0}>{t('dashboard.widget-config.key-settings')}</Heading>
              <SettingsForm schema={schema} value={key.settings} onChange={(settings) => set({ settings })} />
            </>
          )}
        </Flex>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={props.onCancel}>{t('action.cancel')}</Button>
        <Button variant="accent" onPress={save} isDisabled={invalid}>{t('action.save')}</Button>
      </ButtonGroup>
    </Dialog>
  );
}
