import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogTrigger } from '@adobe/react-spectrum/DialogTrigger';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Heading } from '@adobe/react-spectrum/Heading';
import { NumberField } from '@adobe/react-spectrum/NumberField';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Text } from '@adobe/react-spectrum/Text';
import Add from '@spectrum-icons/workflow/Add';
import Delete from '@spectrum-icons/workflow/Delete';
import { LWM2M_ATTRIBUTE_NAMES, type Lwm2mAttributeName, type Lwm2mAttributes, validateLwm2mAttribute } from './lwm2mDefaults';

type Row = { name: Lwm2mAttributeName; value: number };

/** "pmin=10, pmax=60": what the button shows next to it. */
const summaryOf = (attributes: Lwm2mAttributes) => Object.entries(attributes).map(([k, v]) => `${k}=${v}`).join(', ');

/**
 * The notification attributes (pmin, pmax, gt, lt, st) of an object or instance path: a button with
 * their summary opening a dialog of name/value rows; Save only when every value is valid.
 */
export function Lwm2mAttributesButton(props: {
  /** Who the attributes belong to, for the dialog title ("Device #3", "Instance #0"). */
  target: string;
  value: Lwm2mAttributes;
  onChange(next: Lwm2mAttributes): void;
  isReadOnly?: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  const summary = summaryOf(props.value);
  const errors = rows.map((r) => validateLwm2mAttribute(r.name, Number.isNaN(r.value) ? undefined : r.value));
  const unused = LWM2M_ATTRIBUTE_NAMES.filter((n) => !rows.some((r) => r.name === n));
  const setRow = (index: number, row: Partial<Row>) => setRows((all) => all.map((r, i) => (i === index ? { ...r, ...row } : r)));

  return (
    <span className="tb-lwm2m-attributes">
      <DialogTrigger type="modal" onOpenChange={(open) => {
        if (open) setRows(Object.entries(props.value).map(([name, value]) => ({ name: name as Lwm2mAttributeName, value: value ?? Number.NaN })));
      }}>
        <ActionButton aria-label={`${t('device-profile.lwm2m.attributes')}: ${props.target}`}>
          <Text>{t('device-profile.lwm2m.attributes')}</Text>
        </ActionButton>
        {(close) => (
          <Dialog size="M">
            <Heading>{t('device-profile.lwm2m.attributes-of', { target: props.target })}</Heading>
            <Divider />
            <Content>
              {rows.length === 0 && <p className="tb-empty">{t('device-profile.lwm2m.no-attributes')}</p>}
              {rows.map((row, index) => (
                <div className="tb-lwm2m-attribute-row" key={row.name}>
                  <Picker label={t('device-profile.lwm2m.attribute-name')} selectedKey={row.name} isDisabled={props.isReadOnly} width="size-3400"
                    onSelectionChange={(k) => setRow(index, { name: k as Lwm2mAttributeName })}>
                    {[row.name, ...unused].map((n) => <Item key={n}>{t(`device-profile.lwm2m.attribute-names.${n}`)}</Item>)}
                  </Picker>
                  <NumberField label={t('device-profile.lwm2m.attribute-value')} value={row.value} isRequired isReadOnly={props.isReadOnly} width="size-2000"
                    onChange={(v) => setRow(index, { value: v })} hideStepper formatOptions={{ maximumFractionDigits: 6, useGrouping: false }}
                    validationState={errors[index] ? 'invalid' : undefined} errorMessage={errors[index] ? t(errors[index]) : undefined} />
                  {!props.isReadOnly && (
                    <button type="button" className="tb-icon-button" aria-label={`${t('action.delete')}: ${row.name}`}
                      onClick={() => setRows((all) => all.filter((_, i) => i !== index))}>
                      <Delete />
                    </button>
                  )}
                </div>
              ))}
              {!props.isReadOnly && unused.length > 0 && (
                <ActionButton onPress={() => setRows((all) => [...all, { name: unused[0], value: Number.NaN }])}>
                  <Add /><Text>{t('device-profile.lwm2m.add-attribute')}</Text>
                </ActionButton>
              )}
            </Content>
            <ButtonGroup>
              <Button variant="secondary" onPress={close}>{t(props.isReadOnly ? 'action.close' : 'action.cancel')}</Button>
              {!props.isReadOnly && (
                <Button variant="accent" isDisabled={errors.some(Boolean)} onPress={() => {
                  props.onChange(Object.fromEntries(rows.map((r) => [r.name, r.value])));
                  close();
                }}>{t('action.save')}</Button>
              )}
            </ButtonGroup>
          </Dialog>
        )}
      </DialogTrigger>
      {summary && <span className="tb-lwm2m-attributes-summary">{summary}</span>}
      {props.error && <span className="tb-field-error" role="alert">{t(props.error)}</span>}
    </span>
  );
}
