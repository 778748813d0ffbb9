import { useEffect, useState } from 'react';
import { type EntityType, httpServiceRef, useService } from '@tessera/sdk';
import { EntityList } from '../../components/pickers/EntityList';
import { type EntityOption, fetchEntityName } from '../../components/pickers/fetchEntities';

/**
 * The entities of an `entityList` filter, stored as bare ids: chips get their names from
 * the server once, then follow the user's edits.
 */
export function EntityListField(props: { entityType: EntityType; ids: string[]; onChange(ids: string[]): void }) {
  const http = useService(httpServiceRef);
  const [options, setOptions] = useState<EntityOption[]>(() => props.ids.map((id) => ({ id: { entityType: props.entityType, id }, name: '' })));
  useEffect(() => {
    let live = true;
    const unnamed = options.filter((o) => !o.name);
    if (unnamed.length === 0) return undefined;
    void Promise.all(unnamed.map((o) => fetchEntityName(http, o.id).catch(() => o.id.id))).then((names) => {
      if (!live) return;
      const byId = new Map(unnamed.map((o, i) => [o.id.id, names[i]]));
      setOptions((current) => current.map((o) => (o.name ? o : { ...o, name: byId.get(o.id.id) ?? o.id.id })));
    });
    return () => {
      live = false;
    };
    // Only the initial, id-only entries need names.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http]);
  return (
    <EntityList
      entityType={props.entityType}
      value={options}
      required
      onChange={(next) => {
        setOptions(next);
        props.onChange(next.map((o) => o.id.id));
      }}
    />
  );
}
