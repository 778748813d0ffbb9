import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Item as ComboItem } from '@adobe/react-spectrum/ComboBox';
import { Item, TagGroup } from '@adobe/react-spectrum/TagGroup';
import { httpServiceRef, useService } from '@tessera/sdk';
import { addTextChips, filterSubtypes } from '@tessera/ui';
import './keyList.css';

/**
 * A list of keys as removable chips (seed 001 section 2.4, key lists). Suggestions come
 * from `keysUrl` (an endpoint answering the target entity's keys as a string array) with a case-insensitive prefix match; a typed
 * key that is not suggested is added with Enter, and a pasted comma or semicolon list adds
 * each part once. A failed fetch just offers nothing.
 */
export function KeyListField(props: {
  label: string;
  value: string[];
  onChange(value: string[]): void;
  keysUrl?: string | null;
  isReadOnly?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [known, setKnown] = useState<string[]>([]);
  const http = useService(httpServiceRef);
  const { keysUrl } = props;
  useEffect(() => {
    let live = true;
    setKnown([]);
    if (keysUrl) {
      http.get<string[]>(keysUrl, { ignoreLoading: true, ignoreErrors: true })
        .then((keys) => live && setKnown(Array.isArray(keys) ? keys : []), () => live && setKnown([]));
    }
    return () => {
      live = false;
    };
  }, [http, keysUrl]);
  const suggestions = useMemo(
    () => filterSubtypes(known.filter((k) => !props.value.includes(k)), text).map((key) => ({ key })),
    [known, props.value, text],
  );

  const add = (input: string) => {
    const next = addTextChips(props.value, input);
    if (next.length !== props.value.length) props.onChange(next);
    setText('');
  };

  return (
    <div className="tb-key-list">
      <TagGroup
        label={props.label}
        items={props.value.map((key) => ({ key }))}
        onRemove={props.isReadOnly ? undefined : (keys) => props.onChange(props.value.filter((k) => !keys.has(k)))}
        renderEmptyState={() => <span className="tb-empty">{t('entity.no-keys')}</span>}
      >
        {(item) => <Item key={item.key}>{item.key}</Item>}
      </TagGroup>
      {!props.isReadOnly && (
        <ComboBox
          aria-label={t('entity.add-key-to', { list: props.label })}
          width="100%"
          allowsCustomValue
          menuTrigger="focus"
          items={suggestions}
          inputValue={text}
          onInputChange={(value) => {
            if (/[,;]/.test(value)) add(value);
            else setText(value);
          }}
          onSelectionChange={(key) => {
            if (key !== null) add(String(key));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && text.trim()) add(text);
            else e.continuePropagation();
          }}
          onBlur={() => {
            if (text.trim()) add(text);
          }}
        >
          {(item) => <ComboItem key={item.key}>{item.key}</ComboItem>}
        </ComboBox>
      )}
    </div>
  );
}
