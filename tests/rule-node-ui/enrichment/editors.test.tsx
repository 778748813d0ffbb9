// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CALCULATE_DELTA_DEFAULTS, CalculateDeltaEditor } from '../../../rule-node-ui/enrichment/CalculateDeltaEditor';
import { OriginatorFieldsEditor, ORIGINATOR_FIELDS_DEFAULTS } from '../../../rule-node-ui/enrichment/OriginatorFieldsEditor';
import { TELEMETRY_DEFAULTS } from '../../../rule-node-ui/enrichment/telemetry';
import { TelemetryEditor } from '../../../rule-node-ui/enrichment/TelemetryEditor';
import { renderEditor } from '../shared/renderEditor';

// No i18n instance: texts show as their keys.
afterEach(cleanup);

describe('originator fields editor', () => {
  it('edits the mapping as rows, marking a blank row and reporting the error', () => {
    const { last } = renderEditor(OriginatorFieldsEditor, ORIGINATOR_FIELDS_DEFAULTS);
    const keys = () => screen.getAllByLabelText('rulenode.source-field') as HTMLInputElement[];
    expect(keys().map((k) => k.value)).toEqual(['name', 'type']);
    fireEvent.click(screen.getByRole('button', { name: 'rulenode.add-map-entry' }));
    expect(last().errors).toEqual(['rulenode.map-key-value-required']);
    expect(screen.getByText('rulenode.map-key-value-required')).toBeTruthy();
    fireEvent.change(keys()[2], { target: { value: 'label' } });
    fireEvent.change((screen.getAllByLabelText('rulenode.target-attribute') as HTMLInputElement[])[2], { target: { value: 'originatorLabel' } });
    expect(last().value.fieldsMapping).toEqual({ name: 'originatorName', type: 'originatorType', label: 'originatorLabel' });
    expect(last().errors).toEqual([]);
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getAllByRole('button', { name: 'action.remove' })[0]);
    expect(last().errors).toEqual(['rulenode.map-entry-required']);
    expect(screen.getByText('rulenode.no-map-entries')).toBeTruthy();
  });
});

describe('calculate delta editor', () => {
  it('asks for the period key only when the period is added', () => {
    const { last } = renderEditor(CalculateDeltaEditor, CALCULATE_DELTA_DEFAULTS);
    expect(screen.queryByLabelText(/rulenode.period-value-key/)).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'rulenode.add-period-between-msgs' }));
    const period = screen.getByLabelText(/rulenode.period-value-key/) as HTMLInputElement;
    expect(period.value).toBe('periodInMs');
    fireEvent.change(period, { target: { value: '' } });
    expect(last().errors).toEqual(['rulenode.period-value-key-required']);
    expect(last().value.addPeriodBetweenMsgs).toBe(true);
  });
});

describe('originator telemetry editor', () => {
  it('shows order and limit only for ALL, and patterns instead of intervals when asked', () => {
    renderEditor(TelemetryEditor, { ...TELEMETRY_DEFAULTS, latestTsKeyNames: ['temperature'] });
    const interval = () => screen.queryByRole('textbox', { name: /^rulenode\.start-interval( |$)/ });
    expect(screen.queryByRole('textbox', { name: /^rulenode\.limit/ })).toBeNull();
    expect(interval()).toBeTruthy();
    cleanup();
    const { last } = renderEditor(TelemetryEditor, { ...TELEMETRY_DEFAULTS, latestTsKeyNames: ['temperature'], fetchMode: 'ALL' });
    expect(screen.getByRole('textbox', { name: /^rulenode\.limit/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'rulenode.use-metadata-interval-patterns' }));
    expect(interval()).toBeNull();
    expect(last().errors).toEqual(['rulenode.start-interval-pattern-required', 'rulenode.end-interval-pattern-required']);
    fireEvent.change(screen.getByRole('textbox', { name: /^rulenode\.start-interval-pattern/ }), { target: { value: '${startTs}' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^rulenode\.end-interval-pattern/ }), { target: { value: '${endTs}' } });
    expect(last().errors).toEqual([]);
  });
});
