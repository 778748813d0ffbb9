import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import LinkOut from '@spectrum-icons/workflow/LinkOut';
import type { ComponentDescriptor } from '../../api/types';
import { iconFor } from '../canvas/nodeIcons';
import { PALETTE_DRAG_TYPE } from '../canvas/paletteDrag';
import { docLink } from '../model/docLink';
import { NODE_TYPE_STYLES } from '../model/nodeTypes';

/**
 * One node class in the palette: drag it onto the canvas, or press Enter (or double click)
 * to add it in the middle of the view. Its description is shown; the link opens its docs.
 */
export const PaletteItem = memo(function PaletteItem({ definition, onAdd }: { definition: ComponentDescriptor; onAdd(clazz: string): void }) {
  const { t } = useTranslation();
  const nodeDefinition = definition.configurationDescriptor.nodeDefinition;
  const typeStyle = NODE_TYPE_STYLES[definition.type];
  const Icon = iconFor(nodeDefinition.icon, typeStyle.icon);
  return (
    <li className="rce-palette-item">
      <div
        className="rce-palette-node"
        role="button"
        tabIndex={0}
        draggable
        data-clazz={definition.clazz}
        aria-label={t('rulechain-editor.add-node-named', { name: definition.name })}
        aria-describedby={`rce-desc-${definition.id.id}`}
        onDragStart={(event) => {
          event.dataTransfer.setData(PALETTE_DRAG_TYPE, definition.clazz);
          event.dataTransfer.effectAllowed = 'copy';
        }}
        onDoubleClick={() => onAdd(definition.clazz)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            event.stopPropagation();
            onAdd(definition.clazz);
          }
        }}
      >
        <span className="rce-palette-icon" style={{ background: typeStyle.color }}>
          {nodeDefinition.iconUrl ? <img src={nodeDefinition.iconUrl} alt="" width={16} height={16} /> : <Icon size="S" aria-hidden />}
        </span>
        <span className="rce-palette-text">
          <span className="rce-palette-name">{definition.name}</span>
          <span className="rce-palette-desc" id={`rce-desc-${definition.id.id}`}>{nodeDefinition.description}</span>
        </span>
      </div>
      <a className="rce-palette-doc" href={docLink(definition)} target="_blank" rel="noopener noreferrer"
        title={t('rulechain-editor.node-docs', { name: definition.name })} aria-label={t('rulechain-editor.node-docs', { name: definition.name })}>
        <LinkOut size="XS" aria-hidden />
      </a>
    </li>
  );
});
