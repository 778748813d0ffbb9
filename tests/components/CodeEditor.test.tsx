// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CodeEditor } from '../../core/components/code/CodeEditor';
import { JsonObjectEditor } from '../../core/components/code/JsonObjectEditor';

// No i18n instance: buttons are named by their keys. No index.html meta: Monaco cannot load,
// so the editor falls back to a text area, which is what these tests drive.
afterEach(cleanup);

describe('CodeEditor toolbar', () => {
  it('tidies with the pure tidy before Monaco is there, and minifies JSON', async () => {
    const values: string[] = [];
    render(<CodeEditor language="json" label="Payload" minify value={'{"a":[1,2]}'} onChange={(v) => values.push(v)} />);
    fireEvent.click(screen.getByRole('button', { name: 'js-func.tidy' }));
    await waitFor(() => expect(values).toEqual(['{\n    "a": [1, 2]\n}']));
    fireEvent.click(screen.getByRole('button', { name: 'js-func.mini' }));
    expect(values[1]).toBe('{"a":[1,2]}');
    expect(screen.getByText('Payload')).toBeTruthy();
  });

  it('hides Tidy and Minify when read-only, and Minify outside JSON', async () => {
    const { rerender } = render(<CodeEditor language="json" minify isReadOnly value="{}" onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'js-func.tidy' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'js-func.mini' })).toBeNull();
    expect(screen.getByRole('button', { name: 'fullscreen.expand' })).toBeTruthy();
    rerender(<CodeEditor language="protobuf" minify value="" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'js-func.tidy' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'js-func.mini' })).toBeNull();
    rerender(<CodeEditor language="markdown" value="" onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'js-func.tidy' })).toBeNull();
  });

  it('keeps the text editable in a text area when Monaco cannot load, and shows the error', async () => {
    const values: string[] = [];
    render(<CodeEditor language="protobuf" label="Schema" value="" errorMessage="Schema is required." onChange={(v) => values.push(v)} />);
    const area = await screen.findByRole('textbox', { name: 'Schema' });
    fireEvent.change(area, { target: { value: 'syntax = "proto3";' } });
    expect(values).toEqual(['syntax = "proto3";']);
    expect(screen.getByText('Schema is required.')).toBeTruthy();
    expect(screen.getByRole('group').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('JsonObjectEditor', () => {
  it('shows the object with indent 2, emits objects, and null with an error while the text does not parse', async () => {
    const values: (object | null)[] = [];
    render(<JsonObjectEditor label="Info" value={{ a: 1 }} onChange={(v) => values.push(v)} />);
    const area = await screen.findByRole('textbox', { name: 'Info' }) as HTMLTextAreaElement;
    expect(area.value).toBe('{\n  "a": 1\n}');
    await act(async () => { fireEvent.change(area, { target: { value: '{"a": ' } }); });
    expect(values).toEqual([null]);
    expect(screen.getByText('value.json-value-invalid')).toBeTruthy();
    await act(async () => { fireEvent.change(area, { target: { value: '{"a": 2}' } }); });
    expect(values).toEqual([null, { a: 2 }]);
    expect(screen.queryByText('value.json-value-invalid')).toBeNull();
  });
});
