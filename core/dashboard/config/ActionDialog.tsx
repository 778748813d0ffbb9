import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type WidgetActionType } from '@tessera/sdk';
import { CodeEditor, EntityAutocomplete } from '@tessera/ui';
import { type DashboardState, type WidgetActionConfig } from '../model/types';
import { ACTION_TYPES, MOBILE_ACTION_TYPES, validateAction, withType } from './actionEdits';

const half = { flex: '1 1 220px' } as const;

/** Adds or edits one action of an action source. */
export function ActionDialog(props: {
  action: WidgetActionConfig;
  /** The other actions of the same source: names must differ. */
  siblings: readonly WidgetActionConfig[];
  states: Record<string, DashboardState>;
  onSave(next: WidgetActionConfig): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [action, setAction] = useState(props.action);
  const set = (patch: Partial<WidgetActionConfig>) => setAction((a) => ({ ...a, ...patch }));
  const errors = validateAction(action, props.siblings);
  const err = (key: keyof typeof errors) => (errors[key] ? { validationState: 'invalid' as const, errorMessage: t(errors[key]!) } : {});
  const isStateAction = action.type === 'openDashboardState' || action.type === 'updateDashboardState';
  const mobile = (action.mobileAction ?? {}) as { type?: string };
  const stateItems = Object.entries(props.states).map(([id, s]) => ({ id, name: s.name || id }));

  return (
    <Dialog size="L">
      <Heading>{t(props.action.name ? 'dashboard.widget-config.edit-action' : 'dashboard.widget-config.add-action')}</Heading>
      <Divider />
      <Content>
        <Flex direction="column" gap="size-150">
          <Flex gap="size-200" wrap>
            <TextField label={t('dashboard.widget-config.action-name')} isRequired value={action.name}
              onChange={(name) => set({ name })} {...err('name')} {...half} />
            <TextField label={t('dashboard.widget-config.action-icon')} value={action.icon ?? ''}
              onChange={(icon) => set({ icon })} {...half} />
          </Flex>
          <Picker label={t('dashboard.widget-config.action-type')} selectedKey={action.type}
            onSelectionChange={(k) => setAction((a) => withType(a, k as WidgetActionType))}>
            {ACTION_TYPES.map((type) => <Item key={type}>{t(`dashboard.widget-config.action-type-${type}`)}</Item>)}
          </Picker>
          {action.type === 'openDashboard' && (
            <EntityAutocomplete entityType="DASHBOARD" label={t('dashboard.widget-config.target-dashboard')} required
              value={action.targetDashboardId ? { id: { entityType: 'DASHBOARD', id: action.targetDashboardId }, name: '' } : null}
              onChange={(v) => set({ targetDashboardId: v?.id.id ?? null })} />
          )}
          {isStateAction && (
            <Picker label={t('dashboard.widget-config.target-state')} isRequired items={stateItems}
              selectedKey={action.targetDashboardStateId ?? null} {...err('targetDashboardStateId')}
              onSelectionChange={(k) => set({ targetDashboardStateId: k == null ? null : String(k) })}>
              {(item) => <Item key={item.id}>{item.name}</Item>}
            </Picker>
          )}
          {action.type === 'openDashboard' && (
            <TextField label={t('dashboard.widget-config.target-state-id')} value={action.targetDashboardStateId ?? ''}
              onChange={(v) => set({ targetDashboardStateId: v || null })} />
          )}
          {(isStateAction || action.type === 'openDashboard') && (
            <Flex gap="size-200" alignItems="end" wrap>
              <Checkbox isSelected={Boolean(action.setEntityId)} onChange={(setEntityId) => set({ setEntityId })}>
                {t('dashboard.widget-config.set-entity-id')}
              </Checkbox>
              <TextField label={t('dashboard.widget-config.state-entity-param-name')} value={action.stateEntityParamName ?? ''}
                onChange={(v) => set({ stateEntityParamName: v || null })} {...half} />
              {action.type === 'openDashboardState' && (
                <Checkbox isSelected={Boolean(action.openRightLayout)} onChange={(openRightLayout) => set({ openRightLayout })}>
                  {t('dashboard.widget-config.open-right-layout')}
                </Checkbox>
              )}
            </Flex>
          )}
          {action.type === 'customPretty' && (
            <>
              <CodeEditor language="html" label={t('widget-sandbox.custom-html')} height={140}
                value={typeof action.customHtml === 'string' ? action.customHtml : ''} onChange={(customHtml) => set({ customHtml })} />
              <CodeEditor language="css" label={t('widget-sandbox.custom-css')} height={100}
                value={typeof action.customCss === 'string' ? action.customCss : ''} onChange={(customCss) => set({ customCss })} />
            </>
          )}
          {(action.type === 'custom' || action.type === 'customPretty') && (
            <CodeEditor language="javascript" label={t('dashboard.widget-config.custom-function')} height={200}
              value={action.customFunction ?? ''} onChange={(customFunction) => set({ customFunction })} />
          )}
          {action.type === 'mobileAction' && (
            <Picker label={t('dashboard.widget-config.mobile-action-type')} selectedKey={mobile.type ?? null} {...err('mobileAction')}
              onSelectionChange={(k) => set({ mobileAction: { ...mobile, type: String(k) } })}>
              {MOBILE_ACTION_TYPES.map((type) => <Item key={type}>{t(`dashboard.widget-config.mobile-action-${type}`)}</Item>)}
            </Picker>
          )}
        </Flex>
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={props.onCancel}>{t('action.cancel')}</Button>
        <Button variant="accent" isDisabled={Object.keys(errors).length > 0}
          onPress={() => props.onSave({ ...action, name: action.name.trim() })}>{t('action.save')}</Button>
      </ButtonGroup>
    </Dialog>
  );
}
