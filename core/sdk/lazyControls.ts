import { type ComponentType, type ReactElement } from 'react';
import { lazyComponent } from './lazyComponent';
import { type EntityTableConfig } from '../components/entities/types';

/**
 * A paged, sortable, searchable table of entities with selection, bulk delete, row
 * actions, column visibility, a details drawer with tabs, and create/edit dialogs.
 *
 * @example
 * <EntityTable config={customersTableConfig(http)} />
 */
export const EntityTable = lazyComponent(
  () => import('../components/entities/EntityTable').then((m) => m.EntityTable as ComponentType<{ config: EntityTableConfig<any> }>),
) as <T>(props: { config: EntityTableConfig<T> }) => ReactElement;

/**
 * A help icon that opens the help page `helpId` in a popover, with a spinner while it loads.
 *
 * @example
 * <HelpButton helpId="profile" />
 */
export const HelpButton = lazyComponent(() => import('./HelpButton').then((m) => m.HelpButton));
