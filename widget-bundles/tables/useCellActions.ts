import { useCallback, useMemo } from 'react';
import { type WidgetActionInfo, type WidgetContext } from '@tessera/sdk';
import { type TableRow } from './tableTypes';

/**
 * The widget's action cell buttons and stable row handlers that run the configured actions
 * with the row's entity. `rowsInteractive` tells whether a row click does anything, so rows
 * only look clickable (and take focus) when it does.
 */
export function useCellActions(ctx: WidgetContext, rowSources: { click: string; doubleClick?: string }) {
  const { actions } = ctx;
  const { click, doubleClick } = rowSources;
  const cellActions = useMemo(() => actions.list('actionCellButton'), [actions]);
  const onCellAction = useCallback(
    (row: TableRow, action: WidgetActionInfo) => actions.run('actionCellButton', row.target, action.id), [actions]);
  const onRowClick = useCallback((row: TableRow) => actions.run(click, row.target), [actions, click]);
  const onRowDoubleClick = useCallback((row: TableRow) => { if (doubleClick) actions.run(doubleClick, row.target); }, [actions, doubleClick]);
  const rowsInteractive = actions.list(click).length > 0 || (doubleClick ? actions.list(doubleClick).length > 0 : false);
  return { cellActions, onCellAction, onRowClick, onRowDoubleClick: doubleClick ? onRowDoubleClick : undefined, rowsInteractive };
}
