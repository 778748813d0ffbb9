// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ruleNodeScriptTestServiceRef } from '@tessera/sdk';
import { CHANGE_ORIGINATOR_DEFAULTS, ChangeOriginatorEditor } from '../../../rule-node-ui/transformation/ChangeOriginatorEditor';
import { TO_EMAIL_DEFAULTS, ToEmailEditor } from '../../../rule-node-ui/transformation/ToEmailEditor';
import { TransformScriptEditor, TRANSFORM_SCRIPT_DEFAULTS } from '../../../rule-node-ui/transformation/TransformScriptEditor';
import { fakeServices } from '../shared/fakeServices';
import { renderEditor } from '../shared/renderEditor';

// No i18n instance: texts show as their keys.
afterEach(cleanup);

describe('to email editor', () => {
  it('edits the templates and asks for the HTML template only for a dynamic body', () => {
    const { last } = renderEditor(ToEmailEditor, { ...TO_EMAIL_DEFAULTS, mailBodyType: 'dynamic' });
    const html = screen.getByLabelText(/rulenode.is-html-template/);
    expect(screen.getByText('rulenode.is-html-template-required')).toBeTruthy();
    fireEvent.change(html, { target: { value: '${isHtml}' } });
    expect(last().errors).toEqual([]);
    fireEvent.change(screen.getByLabelText(/rulenode.subject-template/), { target: { value: '' } });
    expect(last().errors).toEqual(['rulenode.subject-template-required']);
    expect(last().value).toMatchObject({ isHtmlTemplate: '${isHtml}', subjectTemplate: '', fromTemplate: 'info@testmail.org' });
    cleanup();
    renderEditor(ToEmailEditor, TO_EMAIL_DEFAULTS);
    expect(screen.queryByLabelText(/rulenode.is-html-template/)).toBeNull();
  });
});

describe('change originator editor', () => {
  it('shows the relations query only for a related entity', () => {
    renderEditor(ChangeOriginatorEditor, CHANGE_ORIGINATOR_DEFAULTS);
    expect(screen.queryByText('rulenode.relations-query')).toBeNull();
    cleanup();
    const { last } = renderEditor(ChangeOriginatorEditor, { ...CHANGE_ORIGINATOR_DEFAULTS, originatorSource: 'RELATED' });
    expect(screen.getByText('rulenode.relations-query')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'rulenode.add-relation-filter' }));
    expect(last().value.relationsQuery.filters).toEqual([{ relationType: 'Contains', entityTypes: [] }, { relationType: 'Contains', entityTypes: [] }]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'rulenode.fetch-last-level-only' }));
    expect(last().value.relationsQuery.fetchLastLevelOnly).toBe(true);
    expect(last().value.originatorSource).toBe('RELATED');
  });
});

describe('script transformation editor', () => {
  it('tests the update script in the host dialog', async () => {
    const open = vi.fn().mockResolvedValue('return {msg: msg};');
    const { last } = renderEditor(TransformScriptEditor, TRANSFORM_SCRIPT_DEFAULTS, { services: fakeServices([[ruleNodeScriptTestServiceRef, { open }]]) });
    expect(screen.getByText('function Transform(msg, metadata, msgType) {')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'rulenode.test-script-function' }));
    });
    expect(open.mock.calls[0][0]).toMatchObject({ scriptType: 'update', functionTitle: 'Transform', script: TRANSFORM_SCRIPT_DEFAULTS.jsScript });
    expect(last().value.jsScript).toBe('return {msg: msg};');
  });
});
