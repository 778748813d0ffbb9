import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton, Content, Dialog, Divider, Flex, Heading, ProgressCircle, SearchField, Text, View } from '@adobe/react-spectrum';
import { type WidgetDefinition, useService } from '@tessera/sdk';
import { widgetLibraryStoreRef } from '../services/refs';
import { paletteGroups } from './paletteGroups';

/** Picks a widget type to add; closes by `close` after the choice. */
export const WidgetPalette = observer(function WidgetPalette(props: { onPick(definition: WidgetDefinition<any>): void; close(): void }) {
  const { t } = useTranslation();
  const library = useService(widgetLibraryStoreRef);
  const [search, setSearch] = useState('');
  // What was saved in the widget library since the dashboard opened shows up here.
  useEffect(() => { void library.refresh(); }, [library]);
  const groups = useMemo(
    () => paletteGroups(library.bundles, library.widgets, library.serverBundles, search),
    [library.bundles, library.widgets, library.serverBundles, search],
  );
  const loading = library.serverStatus === 'loading' && library.serverBundles.length === 0;
  return (
    <Dialog size="L">
      <Heading>{t('dashboard.select-widget')}</Heading>
      <Divider />
      <Content>
        <SearchField aria-label={t('widget-sandbox.filter-by-name')} placeholder={t('widget-sandbox.filter-by-name')} value={search} onChange={setSearch} width="100%" autoFocus />
        {library.serverError && <Text UNSAFE_className="tessera-palette-error">{t('widget-sandbox.library-failed', { message: library.serverError.message })}</Text>}
        {loading && <ProgressCircle isIndeterminate size="S" aria-label={t('common.loading')} marginTop="size-200" />}
        {!loading && groups.length === 0 && <Text>{t('widget.no-widgets')}</Text>}
        {groups.map((group) => (
          <View key={group.key} marginTop="size-200">
            <section aria-label={group.name} data-bundle-alias={group.bundleAlias}>
              <Heading level={4} marginBottom="size-100">{group.name}</Heading>
              <Flex wrap gap="size-100">
                {group.widgets.map(({ key, definition, image }) => (
                  <ActionButton
                    key={key} width="size-3000" height="auto" UNSAFE_className="tessera-palette-item"
                    onPress={() => { props.onPick(definition); props.close(); }}
                  >
                    <Flex direction="row" alignItems="start" gap="size-100" UNSAFE_style={{ padding: 8, textAlign: 'left' }}>
                      {image && <img src={image} alt="" width={48} height={36} style={{ objectFit: 'contain', flex: 'none' }} />}
                      <Flex direction="column" alignItems="start" gap="size-50">
                        <Text UNSAFE_style={{ fontWeight: 600 }}>{definition.name}</Text>
                        <Text UNSAFE_style={{ fontSize: 12, whiteSpace: 'normal' }}>{definition.description ?? ''}</Text>
                      </Flex>
                    </Flex>
                  </ActionButton>
                ))}
              </Flex>
            </section>
          </View>
        ))}
      </Content>
    </Dialog>
  );
});
