import { useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton, Content, Dialog, Divider, Flex, Heading, SearchField, Text, View } from '@adobe/react-spectrum';
import { type WidgetDefinition, useService, widgetLibraryServiceRef } from '@tessera/sdk';

interface PaletteGroup { name: string; widgets: WidgetDefinition<any>[] }

/** Installed widget types grouped by the bundle that registered them. */
export function paletteGroups(
  bundles: readonly { manifest: { id: string; name: string; contributes?: { widgets?: { id: string }[] } } }[],
  widgets: readonly WidgetDefinition<any>[],
  search: string,
): PaletteGroup[] {
  const text = search.trim().toLowerCase();
  const matches = (w: WidgetDefinition<any>) => !text || w.name.toLowerCase().includes(text) || (w.description ?? '').toLowerCase().includes(text);
  const groups: PaletteGroup[] = [];
  const placed = new Set<string>();
  for (const bundle of bundles) {
    const ids = new Set((bundle.manifest.contributes?.widgets ?? []).map((w) => w.id));
    const found = widgets.filter((w) => ids.has(w.id));
    found.forEach((w) => placed.add(w.id));
    const shown = found.filter(matches);
    if (shown.length > 0) groups.push({ name: bundle.manifest.name, widgets: shown });
  }
  const rest = widgets.filter((w) => !placed.has(w.id) && matches(w));
  if (rest.length > 0) groups.push({ name: 'Tessera', widgets: rest });
  return groups;
}

/** Picks a widget type to add; closes by `close` after the choice. */
export const WidgetPalette = observer(function WidgetPalette(props: { onPick(definition: WidgetDefinition<any>): void; close(): void }) {
  const { t } = useTranslation();
  const library = useService(widgetLibraryServiceRef);
  const [search, setSearch] = useState('');
  const groups = useMemo(() => paletteGroups(library.bundles, library.widgets, search), [library.bundles, library.widgets, search]);
  return (
    <Dialog size="L">
      <Heading>{t('dashboard.select-widget')}</Heading>
      <Divider />
      <Content>
        <SearchField aria-label={t('home.search')} value={search} onChange={setSearch} width="100%" autoFocus />
        {groups.length === 0 && <Text>{t('widget.no-widgets')}</Text>}
        {groups.map((group) => (
          <View key={group.name} marginTop="size-200">
            <Heading level={4} marginBottom="size-100">{group.name}</Heading>
            <Flex wrap gap="size-100">
              {group.widgets.map((widget) => (
                <ActionButton
                  key={widget.id} width="size-3000" height="auto" UNSAFE_className="tessera-palette-item"
                  onPress={() => { props.onPick(widget); props.close(); }}
                >
                  <Flex direction="column" alignItems="start" gap="size-50" UNSAFE_style={{ padding: 8, textAlign: 'left' }}>
                    <Text UNSAFE_style={{ fontWeight: 600 }}>{widget.name}</Text>
                    <Text UNSAFE_style={{ fontSize: 12, whiteSpace: 'normal' }}>{widget.description ?? ''}</Text>
                  </Flex>
                </ActionButton>
              ))}
            </Flex>
          </View>
        ))}
      </Content>
    </Dialog>
  );
});
