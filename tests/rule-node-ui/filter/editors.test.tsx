// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECK_ALARM_STATUS_DEFAULTS, CheckAlarmStatusEditor } from '../../../rule-node-ui/filter/CheckAlarmStatusEditor';
import { GEOFENCING_DEFAULTS } from '../../../rule-node-ui/filter/geofencing';
import { GpsGeofencingFilterEditor } from '../../../rule-node-ui/filter/GpsGeofencingFilterEditor';
import { MessageTypeFilterEditor } from '../../../rule-node-ui/filter/TypeFilterEditors';
import { renderEditor } from '../shared/renderEditor';

// No i18n instance: texts show as their keys.
afterEach(cleanup);

describe('message type filter editor', () => {
  it('shows the types by name, adds a custom one and requires at least one', () => {
    const { last } = renderEditor(MessageTypeFilterEditor, { messageTypes: ['POST_TELEMETRY_REQUEST'] });
    expect(screen.getByText('Post telemetry')).toBeTruthy();
    const input = screen.getByLabelText('rulenode.message-types-filter: rulenode.add-message-type');
    fireEvent.change(input, { target: { value: 'MY_TYPE' } });
    fireEvent.click(screen.getByRole('button', { name: 'action.add' }));
    expect(last().value.messageTypes).toEqual(['POST_TELEMETRY_REQUEST', 'MY_TYPE']);
    fireEvent.change(input, { target: { value: 'rpc failed' } });
    fireEvent.click(screen.getByRole('button', { name: 'action.add' }));
    expect(last().value.messageTypes).toEqual(['POST_TELEMETRY_REQUEST', 'MY_TYPE', 'RPC_FAILED']);
    for (let i = 0; i < 3; i++) fireEvent.click(screen.getAllByRole('button', { name: /remove/i })[0]);
    expect(last().value.messageTypes).toEqual([]);
    expect(last().errors).toEqual(['rulenode.message-type-required']);
    expect(screen.getByText('rulenode.message-type-required')).toBeTruthy();
  });

  it('adds the typed text on Enter without submitting the dialog form', async () => {
    const { last } = renderEditor(MessageTypeFilterEditor, { messageTypes: [] });
    const input = screen.getByLabelText('rulenode.message-types-filter: rulenode.add-message-type');
    fireEvent.change(input, { target: { value: 'Entity Created' } });
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(false);
    await waitFor(() => expect(last()?.value.messageTypes).toEqual(['ENTITY_CREATED']));
    expect(last().errors).toEqual([]);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('is read-only when disabled', () => {
    renderEditor(MessageTypeFilterEditor, { messageTypes: ['POST_TELEMETRY_REQUEST'] }, { disabled: true });
    expect(screen.queryByRole('button', { name: /remove/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'action.add' })).toBeNull();
  });
});

describe('gps geofencing filter editor', () => {
  it('shows the perimeter fields only when the perimeter is not in the metadata, and validates them', () => {
    const { last } = renderEditor(GpsGeofencingFilterEditor, GEOFENCING_DEFAULTS);
    expect(screen.queryByText('rulenode.perimeter')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'rulenode.fetch-perimeter-info-from-message-metadata' }));
    expect(last().value.fetchPerimeterInfoFromMessageMetadata).toBe(false);
    expect(last().errors).toEqual(['rulenode.polygon-definition-required']);
    const polygons = screen.getByLabelText(/rulenode.polygon-definition/) as HTMLTextAreaElement;
    fireEvent.change(polygons, { target: { value: '[[1,2],[3' } });
    expect(last().errors).toEqual(['rulenode.polygon-definition-invalid']);
    expect(screen.getByText('rulenode.polygon-definition-invalid')).toBeTruthy();
    fireEvent.change(polygons, { target: { value: '[[1,2],[3,4],[5,6]]' } });
    expect(last().errors).toEqual([]);
    expect(last().value.polygonsDefinition).toBe('[[1,2],[3,4],[5,6]]');
  });
});

describe('check alarm status editor', () => {
  it('ticks statuses in the catalogue order and requires one', () => {
    const { last } = renderEditor(CheckAlarmStatusEditor, CHECK_ALARM_STATUS_DEFAULTS);
    fireEvent.click(screen.getByRole('checkbox', { name: 'alarm.status.CLEARED_ACK' }));
    expect(last().value.alarmStatusList).toEqual(['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_ACK']);
    for (const status of ['ACTIVE_UNACK', 'ACTIVE_ACK', 'CLEARED_ACK']) fireEvent.click(screen.getByRole('checkbox', { name: `alarm.status.${status}` }));
    expect(last().errors).toEqual(['rulenode.alarm-status-list-empty']);
  });
});
