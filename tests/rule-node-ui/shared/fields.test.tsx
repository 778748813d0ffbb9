// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RuleNodeEditorProps, ruleNodeScriptTestServiceRef } from '@tessera/sdk';
import { KeyList, ScriptField, useEditorState } from '../../../rule-node-ui/shared';
import { fakeServices } from './fakeServices';
import { renderEditor } from './renderEditor';

// No i18n instance: texts show as their keys.
afterEach(cleanup);

type Config = { keys: string[]; jsScript: string };
const validate = (c: Config) => (c.keys.length ? [] : ['rulenode.check-keys-required']);

function Editor(props: RuleNodeEditorProps<Config>) {
  const { config, update, error } = useEditorState(props.value, props.onChange, validate);
  return (
    <>
      <KeyList label="Keys" value={config.keys} onChange={(keys) => update({ keys })} errorMessage={error('rulenode.check-keys-required')} />
      <ScriptField value={config.jsScript} onChange={(jsScript) => update({ jsScript })} scriptType="filter" functionTitle="Filter" />
    </>
  );
}

describe('KeyList', () => {
  it('adds what is typed at a comma or Enter and removes a chip, reporting the errors', () => {
    const { changes, last } = renderEditor(Editor, { keys: [], jsScript: '' });
    expect(screen.getByText('rulenode.check-keys-required')).toBeTruthy();
    const input = screen.getByLabelText('Keys: rulenode.add-key');
    fireEvent.change(input, { target: { value: 'temperature,' } });
    expect(last().value.keys).toEqual(['temperature']);
    expect(last().errors).toEqual([]);
    fireEvent.change(input, { target: { value: 'humidity' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(last().value.keys).toEqual(['temperature', 'humidity']);
    expect(screen.getByText('humidity')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'humidity;' } });
    expect(changes).toHaveLength(2);
    const removes = screen.getAllByRole('button', { name: /remove/i });
    fireEvent.click(removes[0]);
    fireEvent.click(screen.getAllByRole('button', { name: /remove/i })[0]);
    expect(last().value.keys).toEqual([]);
    expect(last().errors).toEqual(['rulenode.check-keys-required']);
  });
});

describe('ScriptField', () => {
  it('shows the function header and writes back the script the test dialog saves', async () => {
    const open = vi.fn().mockResolvedValue('return msg.temperature > 30;');
    const { last } = renderEditor(Editor, { keys: ['a'], jsScript: 'return true;' }, { services: fakeServices([[ruleNodeScriptTestServiceRef, { open }]]) });
    expect(screen.getByText('function Filter(msg, metadata, msgType) {')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'rulenode.test-script-function' }));
    });
    expect(open).toHaveBeenCalledWith({ script: 'return true;', scriptType: 'filter', argNames: ['msg', 'metadata', 'msgType'], functionTitle: 'Filter' });
    expect(last().value.jsScript).toBe('return msg.temperature > 30;');
    expect((screen.getByLabelText('Filter') as HTMLTextAreaElement).value).toBe('return msg.temperature > 30;');
  });

  it('keeps the script when the dialog closes without saving, and has no Test button without the service', async () => {
    const open = vi.fn().mockResolvedValue(undefined);
    const { changes } = renderEditor(Editor, { keys: ['a'], jsScript: 'return true;' }, { services: fakeServices([[ruleNodeScriptTestServiceRef, { open }]]) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'rulenode.test-script-function' }));
    });
    expect(changes).toHaveLength(0);
    cleanup();
    renderEditor(Editor, { keys: ['a'], jsScript: '' });
    expect(screen.queryByRole('button', { name: 'rulenode.test-script-function' })).toBeNull();
  });
});
