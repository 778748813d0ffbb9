// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import { type ReactNode } from 'react';
import { authServiceRef, httpServiceRef, type ServiceHolder, ServicesProvider, type ServiceRef } from '@tessera/sdk';
import { EntityAliasDialog } from '../../../core/dashboard/aliases/EntityAliasDialog';
import { EntityAliasesDialog } from '../../../core/dashboard/aliases/EntityAliasesDialog';
import { type EntityAlias } from '../../../core/dashboard/model/types';

// No i18n instance: controls are named by their keys. The pickers read the user and may call the server.
afterEach(cleanup);
const fakes = new Map<string, unknown>([
  [authServiceRef.id, { authUser: { authority: 'TENANT_ADMIN' }, edgesEnabled: false }],
  [httpServiceRef.id, { get: async () => ({ data: [] }) }],
]);
const services: ServiceHolder = {
  get: <T,>(ref: ServiceRef<T>) => fakes.get(ref.id) as T,
  getOptional: <T,>(ref: ServiceRef<T>) => fakes.get(ref.id) as T | undefined,
};
const wrap = (node: ReactNode) => render(<Provider theme={defaultTheme}><ServicesProvider services={services}>{node}</ServicesProvider></Provider>);
const saveButton = () => screen.getByRole('button', { name: 'action.save' });
// Required fields add a marker to their accessible name.
const type = async (label: string, value: string) => {
  const name = new RegExp(`^${label.replace(/\./g, '\\.')}(\\s|$)`);
  await act(async () => { fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } }); });
};

const pumps: EntityAlias = { id: 'a1', alias: 'Pumps', filter: { type: 'entityName', resolveMultiple: true, entityType: 'DEVICE', entityNameFilter: 'P-' } };
const api: EntityAlias = { id: 'a2', alias: 'Usage', filter: { type: 'apiUsageState' } };

describe('EntityAliasDialog', () => {
  it('keeps Save disabled for a duplicate name or an empty name filter, and saves a valid edit', async () => {
    const saved: EntityAlias[] = [];
    wrap(<EntityAliasDialog alias={pumps} existing={[pumps, api]} onSave={(a) => saved.push(a)} onCancel={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('dashboard.alias.edit');
    expect(saveButton().hasAttribute('disabled')).toBe(false);

    await type('dashboard.alias.name', 'usage');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('dashboard.alias.duplicate-alias')).toBeTruthy();

    await type('dashboard.alias.name', 'Water pumps');
    await type('dashboard.alias.name-starts-with', '');
    expect(saveButton().hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('dashboard.alias.name-filter-required')).toBeTruthy();

    await type('dashboard.alias.name-starts-with', 'WP');
    await act(async () => { fireEvent.click(saveButton()); });
    expect(saved).toEqual([{ id: 'a1', alias: 'Water pumps', filter: { ...pumps.filter, entityNameFilter: 'WP' } }]);
  });

  it('starts a new alias invalid until it has a name and a complete filter', async () => {
    const saved: EntityAlias[] = [];
    wrap(<EntityAliasDialog alias={null} existing={[]} onSave={(a) => saved.push(a)} onCancel={() => {}} />);
    expect(screen.getByRole('heading').textContent).toBe('dashboard.alias.add');
    await type('dashboard.alias.name', 'Everything');
    // A single entity filter still lacks its entity.
    expect(saveButton().hasAttribute('disabled')).toBe(true);
  });
});

describe('EntityAliasesDialog', () => {
  it('lists the aliases with a summary, deletes one and saves the rest', async () => {
    const saved: Record<string, EntityAlias>[] = [];
    wrap(<EntityAliasesDialog aliases={{ a1: pumps, a2: api }} onSave={(next) => saved.push(next)} onCancel={() => {}} />);
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByText('dashboard.alias.filter-types.entityName: dashboard.alias.summary-entity-name')).toBeTruthy();
    await act(async () => { fireEvent.click(within(rows[2]).getByRole('button', { name: 'dashboard.alias.delete-named' })); });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await act(async () => { fireEvent.click(saveButton()); });
    expect(Object.keys(saved[0])).toEqual(['a1']);
  });

  it('opens the alias dialog over the list to add an alias', async () => {
    wrap(<EntityAliasesDialog aliases={{}} onSave={() => {}} onCancel={() => {}} />);
    expect(screen.getByText('dashboard.alias.no-aliases')).toBeTruthy();
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'dashboard.alias.add' })); });
    expect(screen.getByRole('heading', { name: 'dashboard.alias.add' })).toBeTruthy();
  });
});
