import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonGroup, Content, Dialog, Divider, Heading } from '@adobe/react-spectrum';
import { type ActionTarget, type ServiceHolder, staticWidgetContext, defaultDisplayConfig } from '@tessera/sdk';
import { SandboxedWidgetView } from '../services/widgetTypes/SandboxedWidgetView';
import type { WidgetTypeRecord } from '../services/widgetTypes/WidgetTypeRecord';
import { type WidgetActionConfig } from './model/types';

const WIDTH = 560;
const HEIGHT = 360;

/**
 * The controller that runs a `customPretty` action in the widget sandbox: ThingsBoard calls the
 * action's function with the dialog's content and the clicked entity; here the function runs in
 * `onInit` with `$container` (the dialog's HTML), `widgetContext`, `entityId`, `entityName` and
 * `entityLabel`, which come in as settings.
 */
export function customPrettyController(customFunction: string): string {
  return [
    'self.onInit = function () {',
    '  var s = self.ctx.settings;',
    '  (function (widgetContext, $container, entityId, entityName, entityLabel, additionalParams) {',
    customFunction,
    '  }).call(self, self.ctx, self.ctx.$container, s.entityId, s.entityName, s.entityLabel, s.additionalParams);',
    '};',
  ].join('\n');
}

/** The widget type record a `customPretty` action renders as: its HTML, CSS and function. */
export function customPrettyRecord(action: WidgetActionConfig): WidgetTypeRecord {
  return {
    bundleAlias: 'custom_pretty', alias: action.id, name: action.name,
    descriptor: {
      type: 'static', sizeX: 8, sizeY: 6, resources: [],
      templateHtml: typeof action.customHtml === 'string' ? action.customHtml : '',
      templateCss: typeof action.customCss === 'string' ? action.customCss : '',
      controllerScript: customPrettyController(action.customFunction ?? ''),
    },
  };
}

/**
 * A `customPretty` action (custom HTML, CSS and function) in a dialog: the HTML, CSS and function
 * run in the widget sandbox like a widget type's, so they never touch the console's page.
 */
export function CustomPrettyDialog({ action, target, services, close }: {
  action: WidgetActionConfig; target: ActionTarget; services: ServiceHolder; close(): void;
}) {
  const { t } = useTranslation();
  const record = useMemo(() => customPrettyRecord(action), [action]);
  const ctx = useMemo(() => staticWidgetContext(services, false), [services]);
  const settings = useMemo(() => ({
    entityId: target.entityId ? { entityType: target.entityId.entityType, id: target.entityId.id } : null,
    entityName: target.entityName ?? null, entityLabel: target.entityLabel ?? null, additionalParams: null,
  }), [target]);
  return (
    <Dialog width={WIDTH + 80}>
      <Heading>{action.name}</Heading>
      <Divider />
      <Content>
        <SandboxedWidgetView record={record} ctx={ctx} settings={settings} width={WIDTH} height={HEIGHT} config={{ ...defaultDisplayConfig(false), title: action.name }} />
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={close}>{t('action.close')}</Button>
      </ButtonGroup>
    </Dialog>
  );
}
