// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpServiceRef } from '@tessera/sdk';
import { CHECKPOINT_DEFAULTS, CheckpointEditor } from '../../../rule-node-ui/flow/CheckpointEditor';
import { RuleChainInputEditor } from '../../../rule-node-ui/flow/RuleChainInputEditor';
import { fakeServices } from '../shared/fakeServices';
import { renderEditor } from '../shared/renderEditor';

// No i18n instance: texts show as their keys.
afterEach(cleanup);

const CHAINS = [
  { id: { id: 'c1', entityType: 'RULE_CHAIN' }, name: 'Root Rule Chain' },
  { id: { id: 'c2', entityType: 'RULE_CHAIN' }, name: 'Thermostat alarms' },
];

describe('rule chain input editor', () => {
  it("lists the tenant's chains of the chain's type and shows the chosen one by name", async () => {
    const get = vi.fn().mockResolvedValue({ data: CHAINS });
    renderEditor(RuleChainInputEditor, { ruleChainId: 'c2' }, {
      services: fakeServices([[httpServiceRef, { get }]]),
      context: { ruleChainId: 'c1', ruleChainType: 'EDGE' },
    });
    await waitFor(() => expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Thermostat alarms'));
    expect(get.mock.calls[0][0]).toBe('/api/ruleChains?type=EDGE&pageSize=1000&page=0&sortProperty=name&sortOrder=ASC');
  });

  it('says when the chosen chain no longer exists, and that one is required', async () => {
    const get = vi.fn().mockResolvedValue({ data: CHAINS });
    renderEditor(RuleChainInputEditor, { ruleChainId: 'gone' }, { services: fakeServices([[httpServiceRef, { get }]]) });
    await waitFor(() => expect(screen.getByText('rulenode.rule-chain-not-found')).toBeTruthy());
    cleanup();
    renderEditor(RuleChainInputEditor, { ruleChainId: null }, { services: fakeServices([[httpServiceRef, { get }]]) });
    expect(screen.getByText('rulenode.rule-chain-required')).toBeTruthy();
  });
});

describe('checkpoint editor', () => {
  it('takes any queue name and requires one', () => {
    const { last } = renderEditor(CheckpointEditor, CHECKPOINT_DEFAULTS);
    const input = screen.getByRole('combobox') as HTMLInputElement;
    expect(input.value).toBe('HighPriority');
    fireEvent.change(input, { target: { value: '' } });
    expect(last().errors).toEqual(['rulenode.queue-name-required']);
    fireEvent.change(input, { target: { value: 'ProfileQueue' } });
    expect(last()).toEqual({ value: { queueName: 'ProfileQueue' }, errors: [] });
  });
});
