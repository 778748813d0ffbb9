import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { TooltipTrigger, Tooltip } from '@adobe/react-spectrum/Tooltip';
import Copy from '@spectrum-icons/workflow/Copy';
import Delete from '@spectrum-icons/workflow/Delete';
import Download from '@spectrum-icons/workflow/Download';
import Edit from '@spectrum-icons/workflow/Edit';
import Visibility from '@spectrum-icons/workflow/Visibility';
import { type ComponentType } from 'react';
import { type WidgetTypeDetails } from '../api/types';
import { KIND_LABELS } from '../templates';
import { TypePreview, useElementSize } from './TypePreview';

/** Grid cells per widget on the library page (seed 000 §9: width 8, three columns of a 24-column grid). */
export const LIBRARY_WIDGET_COLUMNS = 8;
/** Preview heights stay readable for very flat or very tall types. */
const MIN_PREVIEW_PX = 140;
const MAX_PREVIEW_PX = 420;

/** The preview height of a type: square grid cells, the library giving every type 8 columns. */
export function previewHeight(cellWidth: number, sizeY: number): number {
  const cell = cellWidth / LIBRARY_WIDGET_COLUMNS;
  return Math.round(Math.min(MAX_PREVIEW_PX, Math.max(MIN_PREVIEW_PX, cell * (sizeY > 0 ? sizeY : 6))));
}

function CardButton(props: { label: string; icon: ComponentType; onPress(): void }) {
  return (
    <TooltipTrigger delay={400}>
      <ActionButton isQuiet aria-label={props.label} onPress={props.onPress}><props.icon /></ActionButton>
      <Tooltip>{props.label}</Tooltip>
    </TooltipTrigger>
  );
}

/** One widget type of a bundle: its live preview, name and kind, and what may be done with it. */
export function TypeCard(props: {
  type: WidgetTypeDetails;
  bundleTitle: string;
  canWrite: boolean;
  onOpen(): void;
  onCopy(): void;
  onExport(): void;
  onDelete(): void;
}) {
  const { t } = useTranslation();
  const { type } = props;
  const [measure, size] = useElementSize<HTMLDivElement>();
  const height = previewHeight(size.width, type.descriptor.sizeY);
  return (
    <article className="tb-type-card" aria-label={type.name} data-type-alias={type.alias}>
      <div className="tb-type-card-preview">
        <div ref={measure} style={{ height }}>
          {size.width > 0 && <TypePreview type={type} width={size.width} height={height} pluginName={props.bundleTitle} onOpen={props.onOpen} />}
        </div>
      </div>
      <footer className="tb-type-card-footer">
        <button type="button" className="tb-type-card-name" onClick={props.onOpen}>
          <strong>{type.name}</strong>
          <span>{t(KIND_LABELS[type.descriptor.type] ?? 'widget-type.unknown-kind')}</span>
        </button>
        <span className="tb-type-card-actions">
          <CardButton label={t(props.canWrite ? 'widget-type.edit' : 'widget-type.view')} icon={props.canWrite ? Edit : Visibility} onPress={props.onOpen} />
          <CardButton label={t('widget-type.copy-to-bundle')} icon={Copy} onPress={props.onCopy} />
          <CardButton label={t('widget-type.export')} icon={Download} onPress={props.onExport} />
          {props.canWrite && <CardButton label={t('widget-type.delete')} icon={Delete} onPress={props.onDelete} />}
        </span>
      </footer>
    </article>
  );
}
