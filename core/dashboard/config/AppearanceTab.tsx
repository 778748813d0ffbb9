import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Switch } from '@adobe/react-spectrum/Switch';
import { TextField } from '@adobe/react-spectrum/TextField';
import { type LegendConfig, type WidgetKind } from '@tessera/sdk';
import { type WidgetConfig } from '../model/types';
import { hasLegend, legendConfigOf, parseDecimals, withLegend } from './appearanceEdits';
import { ColorField } from './ColorField';

const half = { flex: '1 1 220px' } as const;
const LEGEND_FLAGS = ['sortDataKeys', 'showMin', 'showMax', 'showAvg', 'showTotal'] as const;

/** Title, colours, spacing, units and decimals, and the legend of charts. */
export function AppearanceTab(props: {
  config: WidgetConfig;
  kind: WidgetKind;
  /** Decimals as typed; the dialog parses them on save. */
  decimals: string;
  onDecimalsChange(text: string): void;
  onChange(next: WidgetConfig): void;
}) {
  const { t } = useTranslation();
  const { config, kind } = props;
  const set = (patch: Partial<WidgetConfig>) => props.onChange({ ...config, ...patch });
  const titleStyle = config.titleStyle ?? {};
  const setTitleStyle = (key: string, value: string) => set({ titleStyle: { ...titleStyle, [key]: value || undefined } });
  const decimalsError = parseDecimals(props.decimals).error;
  const legend = legendConfigOf(config, kind);
  const setLegend = (patch: Partial<LegendConfig>) => set({ legendConfig: { ...legend, ...patch } });

  return (
    <Flex direction="column" gap="size-150" marginTop="size-150">
      <Flex gap="size-200" alignItems="end" wrap>
        <TextField label={t('dashboard.widget-config.title')} value={config.title ?? ''} onChange={(title) => set({ title })} {...half} />
        <Switch isSelected={config.showTitle !== false} onChange={(showTitle) => set({ showTitle })}>
          {t('dashboard.widget-config.show-title')}
        </Switch>
      </Flex>
      <Flex gap="size-200" wrap>
        <div style={half}>
          <ColorField label={t('dashboard.widget-config.title-color')} value={String(titleStyle.color ?? '')}
            onChange={(v) => setTitleStyle('color', v)} />
        </div>
        <TextField label={t('dashboard.widget-config.title-font-size')} value={String(titleStyle.fontSize ?? '')}
          onChange={(v) => setTitleStyle('fontSize', v)} {...half} />
        <TextField label={t('dashboard.widget-config.title-font-weight')} value={String(titleStyle.fontWeight ?? '')}
          onChange={(v) => setTitleStyle('fontWeight', v)} {...half} />
      </Flex>
      <Flex gap="size-200" wrap>
        <div style={half}>
          <ColorField label={t('dashboard.widget-config.background-color')} value={config.backgroundColor}
            onChange={(backgroundColor) => set({ backgroundColor })} />
        </div>
        <div style={half}>
          <ColorField label={t('dashboard.widget-config.text-color')} value={config.color} onChange={(color) => set({ color })} />
        </div>
      </Flex>
      <Flex gap="size-200" wrap>
        <TextField label={t('dashboard.widget-config.padding')} value={config.padding ?? ''} onChange={(padding) => set({ padding })} {...half} />
        <TextField label={t('dashboard.widget-config.margin')} value={config.margin ?? ''} onChange={(margin) => set({ margin })} {...half} />
      </Flex>
      <Flex gap="size-200" wrap>
        <Checkbox isSelected={config.dropShadow !== false} onChange={(dropShadow) => set({ dropShadow })}>
          {t('dashboard.widget-config.drop-shadow')}
        </Checkbox>
        <Checkbox isSelected={config.enableFullscreen !== false} onChange={(enableFullscreen) => set({ enableFullscreen })}>
          {t('dashboard.widget-config.enable-fullscreen')}
        </Checkbox>
      </Flex>
      <Flex gap="size-200" wrap>
        <TextField label={t('dashboard.widget-config.units')} value={config.units ?? ''} onChange={(units) => set({ units })} {...half} />
        <TextField label={t('dashboard.widget-config.decimals')} value={props.decimals} onChange={props.onDecimalsChange}
          inputMode="numeric" validationState={decimalsError ? 'invalid' : undefined}
          errorMessage={decimalsError ? t(decimalsError) : undefined} {...half} />
      </Flex>
      {hasLegend(kind) && (
        <>
          <Heading level={4} margin={0}>{t('dashboard.widget-config.legend')}</Heading>
          <Switch isSelected={Boolean(config.showLegend)} onChange={(on) => props.onChange(withLegend(config, kind, on))}>
            {t('dashboard.widget-config.show-legend')}
          </Switch>
          {config.showLegend && (
            <>
              <Flex gap="size-200" wrap>
                <Picker label={t('dashboard.widget-config.legend-direction')} selectedKey={legend.direction} {...half}
                  onSelectionChange={(k) => setLegend({ direction: k as LegendConfig['direction'] })}>
                  <Item key="column">{t('dashboard.widget-config.legend-direction-column')}</Item>
                  <Item key="row">{t('dashboard.widget-config.legend-direction-row')}</Item>
                </Picker>
                <Picker label={t('dashboard.widget-config.legend-position')} selectedKey={legend.position} {...half}
                  onSelectionChange={(k) => setLegend({ position: k as LegendConfig['position'] })}>
                  {(['top', 'bottom', 'left', 'right'] as const).map((p) => <Item key={p}>{t(`dashboard.widget-config.legend-position-${p}`)}</Item>)}
                </Picker>
              </Flex>
              <Flex gap="size-200" wrap>
                {LEGEND_FLAGS.map((flag) => (
                  <Checkbox key={flag} isSelected={legend[flag]} onChange={(v) => setLegend({ [flag]: v })}>
                    {t(`dashboard.widget-config.legend-${flag}`)}
                  </Checkbox>
                ))}
              </Flex>
            </>
          )}
        </>
      )}
    </Flex>
  );
}
