import { Suspense, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { Item, TabList, TabPanels, Tabs } from '@adobe/react-spectrum/Tabs';
import Close from '@spectrum-icons/workflow/Close';
import { entityTabsServiceRef, useService } from '@tessera/sdk';
import { toComponent } from './toComponent';
import { CopyButton } from './CopyButton';
import { EntityForm } from './EntityForm';
import { validateForm } from './formDefinition';
import { type EntityTableConfig } from './types';

/** The details drawer: the entity's form, then the tabs plugins add for its type. */
export const EntityDetailsDrawer = observer(function EntityDetailsDrawer<T>(props: {
  config: EntityTableConfig<T>;
  entity: T;
  onClose(): void;
  onSaved(entity: T): void;
}) {
  const { t } = useTranslation();
  const tabs = useService(entityTabsServiceRef).tabsFor(props.config.entityType);
  const form = props.config.form;
  const readOnly = !form || (form.isReadOnly?.(props.entity) ?? false);
  const fields = form && !form.editor ? form : null;
  const [values, setValues] = useState(() => fields?.toValues(props.entity) ?? {});
  const [saving, setSaving] = useState(false);
  const errors = fields ? validateForm(fields.definition, values) : {};
  const id = props.config.idOf(props.entity);
  const Editor = form?.editor;

  const save = async () => {
    if (!fields || Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      props.onSaved(await fields.save(values, props.entity));
    } catch {
      // Shown by the HTTP service; the input stays.
    } finally {
      setSaving(false);
    }
  };

  const details = (
    <div className="tb-drawer-body">
      <div className="tb-drawer-actions">
        <CopyButton label="entity.copy-id" copied="entity.id-copied" value={id} />
        {props.config.detailsActions?.(props.entity)}
      </div>
      {Editor && <Editor entity={props.entity} isReadOnly={readOnly} onSaved={props.onSaved} />}
      {fields && (
        <>
          <EntityForm definition={fields.definition} values={values} errors={errors} showErrors readOnly={readOnly}
            onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))} />
          {!readOnly && (
            <div className="tb-form-actions">
              <Button variant="accent" onPress={() => void save()} isDisabled={saving || Object.keys(errors).length > 0}>
                {t('action.save')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );

  return (
    <aside className="tb-drawer" aria-label={props.config.nameOf(props.entity)}>
      <header className="tb-drawer-header">
        <h2 className="tb-drawer-title">{props.config.nameOf(props.entity)}</h2>
        <ActionButton isQuiet aria-label={t('action.close')} onPress={props.onClose}><Close /></ActionButton>
      </header>
      {/* An editor with tabs of its own (device profiles) and nothing else to show gets no second tab row. */}
      {tabs.length === 0 && Editor ? <div className="tb-drawer-tabs">{details}</div> : (
      <div className="tb-drawer-tabs">
      <Tabs aria-label={t('table.details')}>
        <TabList>
          {[<Item key="details">{t('table.details')}</Item>, ...tabs.map((tab) => <Item key={tab.id}>{t(tab.title)}</Item>)]}
        </TabList>
        <TabPanels>
          {[
            <Item key="details">{details}</Item>,
            ...tabs.map((tab) => {
              const Tab = toComponent(tab.component);
              return (
                <Item key={tab.id}>
                  <div className="tb-drawer-body">
                    <Suspense fallback={null}><Tab entityId={{ entityType: props.config.entityType, id }} /></Suspense>
                  </div>
                </Item>
              );
            }),
          ]}
        </TabPanels>
      </Tabs>
      </div>
      )}
    </aside>
  );
});
