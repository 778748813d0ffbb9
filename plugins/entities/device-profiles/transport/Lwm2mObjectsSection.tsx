import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Item as ComboItem } from '@adobe/react-spectrum/ComboBox';
import { Item, TagGroup } from '@adobe/react-spectrum/TagGroup';
import { httpServiceRef, useService } from '@tessera/sdk';
import { type Lwm2mObserveAttr } from './lwm2mDefaults';
import { addLwm2mObject, type Lwm2mObject, lwm2mObjectKeyIds, removeLwm2mObject } from './lwm2mObjects';
import { Lwm2mObjectTable } from './Lwm2mObjectTable';
import { type Lwm2mSectionProps } from './Lwm2mServerFields';

/** Autocomplete typing is debounced like every other picker (seed 001 section 9). */
const SEARCH_DEBOUNCE_MS = 150;
const LIST_URL = '/api/resource/lwm2m?sortOrder=ASC&sortProperty=id';
const titleOf = (o: Lwm2mObject) => `${o.name} #${o.id}`;

/**
 * The Objects tab: a search over the tenant's and the system's LwM2M models, the chosen objects as
 * removable chips, and one resource table per chosen object.
 */
export function Lwm2mObjectsSection(props: Lwm2mSectionProps<Lwm2mObserveAttr>) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const [models, setModels] = useState<Map<string, Lwm2mObject>>(new Map());
  const [text, setText] = useState('');
  const [found, setFound] = useState<Lwm2mObject[]>([]);
  const [loading, setLoading] = useState(false);
  const requested = useRef(new Set<string>());
  const keyIds = lwm2mObjectKeyIds(props.value);

  // Models of objects the saved configuration names are fetched once each.
  const missing = keyIds.filter((k) => !models.has(k) && !requested.current.has(k));
  useEffect(() => {
    if (missing.length === 0) return;
    missing.forEach((k) => requested.current.add(k));
    void http.get<Lwm2mObject[]>(`${LIST_URL}&objectIds=${encodeURIComponent(missing.join(','))}`).then((list) => {
      setModels((m) => new Map([...m, ...list.map((o) => [o.keyId, o] as const)]));
    }, () => undefined);
  }, [http, missing.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (props.isReadOnly) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      setLoading(true);
      void http.get<Lwm2mObject[]>(`${LIST_URL}&searchText=${encodeURIComponent(text.trim())}`).then(
        (list) => { if (!cancelled) setFound(list); },
        () => { if (!cancelled) setFound([]); },
      ).finally(() => { if (!cancelled) setLoading(false); });
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [http, text, props.isReadOnly]);

  const chosen = new Set(keyIds);
  const offered = found.filter((o) => !chosen.has(o.keyId));
  const add = (keyId: string | number | null) => {
    const object = offered.find((o) => o.keyId === keyId);
    if (!object) return;
    setModels((m) => new Map(m).set(object.keyId, object));
    props.onChange(addLwm2mObject(props.value, object));
    setText('');
  };

  return (
    <div className="tb-lwm2m-objects">
      <TagGroup
        label={t('device-profile.lwm2m.object-list')}
        items={keyIds.map((k) => ({ key: k, name: models.get(k) ? titleOf(models.get(k)!) : k }))}
        onRemove={props.isReadOnly ? undefined : (keys) => {
          let next = props.value;
          for (const k of keys) next = removeLwm2mObject(next, String(k));
          props.onChange(next);
        }}
        renderEmptyState={() => <span className="tb-empty">{t('device-profile.lwm2m.no-objects')}</span>}
      >
        {(item) => <Item key={item.key}>{item.name}</Item>}
      </TagGroup>
      {!props.isReadOnly && (
        <ComboBox label={t('device-profile.lwm2m.add-object')} width="100%" maxWidth="size-6000" items={offered} inputValue={text}
          onInputChange={setText} selectedKey={null} onSelectionChange={add} menuTrigger="focus" allowsCustomValue={false}
          loadingState={loading ? 'loading' : 'idle'}
          description={!loading && text.trim() && offered.length === 0 ? t('device-profile.lwm2m.no-objects-matching', { text: text.trim() }) : undefined}>
          {(o) => <ComboItem key={o.keyId} textValue={titleOf(o)}>{`${titleOf(o)} (${o.keyId})`}</ComboItem>}
        </ComboBox>
      )}
      {keyIds.map((k) => {
        const object = models.get(k);
        return object
          ? <Lwm2mObjectTable key={k} object={object} value={props.value} onChange={props.onChange} errors={props.errors} isReadOnly={props.isReadOnly} />
          : null;
      })}
    </div>
  );
}
