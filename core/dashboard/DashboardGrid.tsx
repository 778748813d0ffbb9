import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import GridLayout, { type Layout, useContainerWidth } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import {
  gridColumns, gridMargin, MOBILE_BREAKPOINT, mobileRowHeight, rowHeightFor, toGridItems, toMobileItems,
} from './model/layout';
import { type DashboardLayout, type DashboardWidget } from './model/types';

export interface DashboardGridProps {
  layout: DashboardLayout;
  widgets: Record<string, DashboardWidget>;
  isEdit: boolean;
  /**
   * Stacks the widgets in one column (ThingsBoard's mobile view). The page decides it from
   * the window's width, as a layout beside another is narrower than the screen; without it
   * the grid's own width decides.
   */
  mobile?: boolean;
  /** Names the grid for assistive technology when a state shows two layouts. */
  label?: string;
  onLayoutChange(items: Layout): void;
  renderWidget(widget: DashboardWidget): React.ReactNode;
}

/**
 * The widgets of one layout on react-grid-layout with the layout's grid settings: columns,
 * margins, square cells. Widgets move and resize only in edit mode, by their title bar.
 */
export const DashboardGrid = observer(function DashboardGrid(props: DashboardGridProps) {
  const { t } = useTranslation();
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true, debounceTimeout: 50 });
  const grid = props.layout.gridSettings;
  const margin = gridMargin(grid);
  // Narrow screens stack the widgets in one column; edit mode keeps the grid to arrange it.
  const mobile = (props.mobile ?? (width > 0 && width < MOBILE_BREAKPOINT)) && !props.isEdit;
  const columns = mobile ? 1 : gridColumns(grid);
  const items = mobile ? toMobileItems(props.layout, props.widgets) : toGridItems(props.layout, props.widgets, props.isEdit);
  const rowHeight = mobile ? mobileRowHeight(grid) : rowHeightFor(width, columns, margin);
  return (
    <div
      ref={containerRef as React.RefObject<HTMLDivElement>}
      className="tessera-dashboard-grid"
      data-mobile={mobile ? 'true' : undefined}
      role={props.label ? 'region' : undefined}
      aria-label={props.label}
      style={{ backgroundColor: !grid.backgroundColor || /^#eee(eee)?$/i.test(grid.backgroundColor) ? 'var(--spectrum-global-color-gray-200, #eeeeee)' : grid.backgroundColor, backgroundImage: grid.backgroundImageUrl ? `url(${JSON.stringify(grid.backgroundImageUrl)})` : undefined }}
    >
      {items.length === 0 && (
        <div className="tessera-dashboard-empty">{props.isEdit ? t('dashboard.add-widget-hint') : t('dashboard.no-widgets')}</div>
      )}
      {mounted && width > 0 && (
        <GridLayout
          width={width}
          layout={items}
          gridConfig={{ cols: columns, rowHeight, margin: [margin, margin], containerPadding: [margin, margin] }}
          dragConfig={{ enabled: props.isEdit && !mobile, handle: '.tessera-widget-header', cancel: '.tessera-widget-tools', threshold: 3 }}
          resizeConfig={{ enabled: props.isEdit && !mobile, handles: ['se'] }}
          onDragStop={(layout) => props.onLayoutChange(layout)}
          onResizeStop={(layout) => props.onLayoutChange(layout)}
        >
          {items.map((item) => (
            <div key={item.i}>{props.renderWidget(props.widgets[item.i])}</div>
          ))}
        </GridLayout>
      )}
    </div>
  );
});
