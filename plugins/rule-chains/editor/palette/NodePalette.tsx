import { type RefObject, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { SearchField } from '@adobe/react-spectrum/SearchField';
import ChevronDown from '@spectrum-icons/workflow/ChevronDown';
import ChevronRight from '@spectrum-icons/workflow/ChevronRight';
import { iconFor } from '../canvas/nodeIcons';
import { NODE_TYPE_STYLES } from '../model/nodeTypes';
import type { RuleChainEditorStore } from '../store/RuleChainEditorStore';
import { filterPalette } from './paletteFilter';
import { PaletteItem } from './PaletteItem';

/**
 * The node palette: the six selectable types, each a collapsible group of the node classes
 * the server runs (from /api/components, before any editor bundle loads), with a search.
 */
export const NodePalette = observer(function NodePalette({ editor, searchRef, onAdd }: {
  editor: RuleChainEditorStore;
  searchRef: RefObject<{ focus(): void } | null>;
  onAdd(clazz: string): void;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const searching = search.trim() !== '';
  const groups = filterPalette(editor.palette, search);
  const empty = groups.every((group) => group.definitions.length === 0);
  const toggle = (type: string) => setCollapsed((current) => {
    const next = new Set(current);
    if (!next.delete(type)) next.add(type);
    return next;
  });
  return (
    <nav className="rce-palette" aria-label={t('rulechain-editor.palette')}>
      <div className="rce-palette-search">
        <SearchField
          aria-label={t('rulechain-editor.search-nodes')}
          placeholder={t('rulechain-editor.search-nodes')}
          width="100%"
          value={search}
          onChange={setSearch}
          onKeyDown={(event) => event.key === 'Escape' && setSearch('')}
          ref={(field) => {
            searchRef.current = field;
          }}
        />
      </div>
      <div className="rce-palette-groups">
        {groups.map(({ type, definitions }) => {
          if (searching && definitions.length === 0) return null;
          const typeStyle = NODE_TYPE_STYLES[type];
          const open = searching || !collapsed.has(type);
          const TypeIcon = iconFor(undefined, typeStyle.icon);
          return (
            <section key={type} className="rce-palette-group" aria-labelledby={`rce-group-${type}`}>
              <button type="button" className="rce-palette-header" id={`rce-group-${type}`} aria-expanded={open}
                title={t(typeStyle.details)} onClick={() => toggle(type)}>
                {open ? <ChevronDown size="XS" aria-hidden /> : <ChevronRight size="XS" aria-hidden />}
                <span className="rce-palette-type-icon" style={{ background: typeStyle.color }}><TypeIcon size="XS" aria-hidden /></span>
                <span className="rce-palette-type">{t(typeStyle.name)}</span>
                <span className="rce-palette-count">{definitions.length}</span>
              </button>
              {open && (
                <ul className="rce-palette-list">
                  {definitions.map((definition) => <PaletteItem key={definition.clazz} definition={definition} onAdd={onAdd} />)}
                </ul>
              )}
            </section>
          );
        })}
        {empty && <p className="rce-palette-empty">{t('rulechain-editor.no-nodes-found')}</p>}
      </div>
    </nav>
  );
});
