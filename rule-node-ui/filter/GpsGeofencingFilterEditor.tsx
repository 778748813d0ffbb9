import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, useEditorState } from '../shared';
import { GEOFENCING_DEFAULTS, type GeofencingConfig, validateGeofencing } from './geofencing';
import { GeofencingFields } from './GeofencingFields';

/** "gps geofencing filter": True when the message's position lies inside the perimeter. */
export function GpsGeofencingFilterEditor(props: RuleNodeEditorProps<GeofencingConfig>) {
  const state = useEditorState(props.value, props.onChange, validateGeofencing, GEOFENCING_DEFAULTS);
  return (
    <EditorForm>
      <GeofencingFields state={state} isDisabled={props.disabled} />
    </EditorForm>
  );
}
