import { type ReactNode, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Item, TabList, TabPanels, Tabs } from '@adobe/react-spectrum/Tabs';
import { CodeEditor, type CodeLanguage } from '@tessera/ui';
import { useElementSize } from '../bundle/TypePreview';
import { type TextPane, type WidgetEditorStore } from '../model/WidgetEditorStore';
import { type PaneError } from '../model/validation';
import { ResourcesEditor } from './ResourcesEditor';

/** A tab of the editor: a descriptor text pane, or the resources list. */
export type EditorTab = TextPane | 'resources';

const LANGUAGES: Record<TextPane, CodeLanguage> = {
  templateHtml: 'html', templateCss: 'css', controllerScript: 'javascript',
  settingsSchema: 'json', dataKeySettingsSchema: 'json', defaultConfig: 'json',
};

export const TAB_LABELS: Record<EditorTab, string> = {
  resources: 'widget-editor.resources',
  templateHtml: 'widget-editor.html',
  templateCss: 'widget-editor.css',
  controllerScript: 'widget-editor.javascript',
  settingsSchema: 'widget-editor.settings-schema',
  dataKeySettingsSchema: 'widget-editor.data-key-settings-schema',
  defaultConfig: 'widget-editor.default-config',
};

/** Space for the tab list, the pane's label, Monaco's toolbar and the error line. */
const CHROME_PX = 48 + 6 + 20 + 40 + 2 + 34;

/**
 * A tab group of editor panes (Monaco for code and JSON with Tidy, Minify and fullscreen; a list
 * for resources). A tab whose pane has an error says so in its title.
 */
export const CodeTabs = observer(function CodeTabs(props: { store: WidgetEditorStore; tabs: EditorTab[]; label: string; selected?: EditorTab; onSelect?(tab: EditorTab): void }) {
  const { t } = useTranslation();
  const { store } = props;
  const [own, setOwn] = useState<string>(props.tabs[0]);
  const selected = props.selected ?? own;
  const [measure, size] = useElementSize<HTMLDivElement>();
  const errorOf = (tab: EditorTab): PaneError | null => {
    if (tab === 'controllerScript') return store.scriptProblem;
    if (tab === 'settingsSchema' || tab === 'dataKeySettingsSchema' || tab === 'defaultConfig') return store.jsonErrors[tab];
    return null;
  };
  const hasError = (tab: EditorTab) => (tab === 'resources' ? store.resourcesProblem !== null : errorOf(tab) !== null);
  const editorHeight = Math.max(120, size.height - CHROME_PX);

  const panel = (tab: EditorTab): ReactNode => {
    if (tab === 'resources') {
      return <ResourcesEditor rows={store.resources} onChange={(rows) => store.setResources(rows)} isReadOnly={store.isReadOnly} error={store.resourcesProblem} />;
    }
    return (
      <CodeEditor
        language={LANGUAGES[tab]} label={t(TAB_LABELS[tab])} value={String(store.draft.descriptor[tab] ?? '')}
        onChange={(text) => store.setPane(tab, text)} isReadOnly={store.isReadOnly} minify={LANGUAGES[tab] === 'json'}
        errorMessage={errorOf(tab)?.text} height={editorHeight}
      />
    );
  };

  return (
    <div ref={measure} className="tb-we-tabs" data-testid={`tabs-${props.tabs[0]}`}>
      <Tabs
        aria-label={props.label} selectedKey={selected}
        onSelectionChange={(key) => { setOwn(String(key)); props.onSelect?.(String(key) as EditorTab); }}
      >
        <TabList>
          {props.tabs.map((tab) => (
            <Item key={tab} textValue={t(TAB_LABELS[tab])}>
              {t(TAB_LABELS[tab])}{hasError(tab) && <span className="tb-we-tab-error" aria-label={t('widget-editor.has-error')}> ●</span>}
            </Item>
          ))}
        </TabList>
        <TabPanels UNSAFE_className="tb-we-tab-panels">
          {props.tabs.map((tab) => <Item key={tab}><div className="tb-we-pane">{panel(tab)}</div></Item>)}
        </TabPanels>
      </Tabs>
    </div>
  );
});
