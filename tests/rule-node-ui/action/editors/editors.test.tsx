// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ClearAlarmEditor, CreateAlarmEditor } from '../../../../rule-node-ui/action/editors/AlarmEditors';
import { CreateRelationEditor } from '../../../../rule-node-ui/action/editors/RelationEditors';
import { SaveTimeseriesEditor } from '../../../../rule-node-ui/action/editors/TelemetryEditors';
import { CLEAR_ALARM_DEFAULTS, CREATE_ALARM_DEFAULTS } from '../../../../rule-node-ui/action/nodes/alarms';
import { CREATE_RELATION_DEFAULTS } from '../../../../rule-node-ui/action/nodes/relations';
import { TIMESERIES_DEFAULTS } from '../../../../rule-node-ui/action/nodes/telemetry';
import { showEditor } from './harness';

afterEach(cleanup);

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input,textarea' }) as HTMLInputElement;

describe('create alarm editor', () => {
  it('shows the configuration and reports each edit with its errors', () => {
    const view = showEditor(CreateAlarmEditor, CREATE_ALARM_DEFAULTS);
    expect(field('rulenode.alarm-type').value).toBe('General Alarm');
    fireEvent.change(field('rulenode.alarm-type'), { target: { value: '' } });
    expect(view.last()).toEqual({ value: { ...CREATE_ALARM_DEFAULTS, alarmType: '' }, errors: ['rulenode.error.required'] });
    expect(screen.getAllByText('rulenode.error.required').length).toBeGreaterThan(0);
    fireEvent.change(field('rulenode.alarm-type'), { target: { value: 'High temperature' } });
    expect(view.last()).toEqual({ value: { ...CREATE_ALARM_DEFAULTS, alarmType: 'High temperature' }, errors: [] });
  });

  it('hides type, severity and propagation when the message carries the alarm', () => {
    showEditor(CreateAlarmEditor, CREATE_ALARM_DEFAULTS);
    expect(screen.queryByText('rulenode.propagation')).not.toBeNull();
    fireEvent.click(screen.getByLabelText('rulenode.use-message-alarm-data'));
    expect(screen.queryByText('rulenode.propagation')).toBeNull();
    expect(screen.queryByLabelText('rulenode.alarm-type', { exact: false, selector: 'input' })).toBeNull();
  });

  it('asks for relation types once alarms propagate', () => {
    const view = showEditor(CreateAlarmEditor, CREATE_ALARM_DEFAULTS);
    expect(screen.queryByText('rulenode.propagate-relation-types')).toBeNull();
    fireEvent.click(screen.getByLabelText('rulenode.propagate'));
    expect(view.last()?.value.propagate).toBe(true);
    expect(screen.getAllByText('rulenode.propagate-relation-types').length).toBeGreaterThan(0);
  });

  it('switches the severity to a pattern field', () => {
    const view = showEditor(CreateAlarmEditor, CREATE_ALARM_DEFAULTS);
    fireEvent.click(screen.getByLabelText('rulenode.use-alarm-severity-pattern'));
    fireEvent.change(field('rulenode.alarm-severity-pattern'), { target: { value: '${severity}' } });
    expect(view.last()).toEqual({ value: { ...CREATE_ALARM_DEFAULTS, dynamicSeverity: true, severity: '${severity}' }, errors: [] });
  });
});

describe('clear alarm editor', () => {
  it('tests the details script in the host dialog and takes back the saved script', async () => {
    const view = showEditor(ClearAlarmEditor, CLEAR_ALARM_DEFAULTS, { savedScript: 'return {};' });
    await act(async () => fireEvent.click(screen.getByText('rulenode.test-script-function')));
    await waitFor(() => expect(view.last()?.value.alarmDetailsBuildJs).toBe('return {};'));
    expect(view.tests).toEqual([expect.objectContaining({ scriptType: 'json', functionTitle: 'Details', script: CLEAR_ALARM_DEFAULTS.alarmDetailsBuildJs })]);
  });

  it('is read-only when disabled', () => {
    showEditor(ClearAlarmEditor, CLEAR_ALARM_DEFAULTS, { disabled: true });
    expect(field('rulenode.alarm-type').disabled).toBe(true);
  });
});

describe('save timeseries editor', () => {
  it('reports a cleared TTL as missing', () => {
    const view = showEditor(SaveTimeseriesEditor, TIMESERIES_DEFAULTS);
    const ttl = field('rulenode.default-ttl');
    fireEvent.change(ttl, { target: { value: '' } });
    fireEvent.blur(ttl);
    expect(view.last()).toEqual({ value: { ...TIMESERIES_DEFAULTS, defaultTTL: null }, errors: ['rulenode.error.required'] });
    fireEvent.change(ttl, { target: { value: '3600' } });
    fireEvent.blur(ttl);
    expect(view.last()).toEqual({ value: { ...TIMESERIES_DEFAULTS, defaultTTL: 3600 }, errors: [] });
  });
});

describe('create relation editor', () => {
  it('asks for the name pattern except for the tenant, and offers creation for devices', () => {
    showEditor(CreateRelationEditor, { ...CREATE_RELATION_DEFAULTS, entityType: 'DEVICE', entityNamePattern: '${deviceName}' });
    expect(field('rulenode.entity-name-pattern').value).toBe('${deviceName}');
    expect(screen.getByLabelText('rulenode.create-entity-if-not-exists')).toBeTruthy();
    cleanup();
    showEditor(CreateRelationEditor, { ...CREATE_RELATION_DEFAULTS, entityType: 'TENANT' });
    expect(screen.queryByLabelText('rulenode.entity-name-pattern', { exact: false, selector: 'input' })).toBeNull();
    expect(screen.queryByLabelText('rulenode.create-entity-if-not-exists')).toBeNull();
  });
});
