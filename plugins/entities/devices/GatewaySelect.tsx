import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { Link } from '@adobe/react-spectrum/Link';
import { authServiceRef, httpServiceRef, useService } from '@tessera/sdk';
import { ConfirmDialog } from '@tessera/ui';
import { type DeviceInfo } from '../api';
import { createGateway, fetchGateways, filterGateways, noGatewayText } from './gateways';
import './devices.css';

/**
 * Picks a gateway device, or creates one from the typed name (seed 001 sections 2.4 and 4):
 * with no match it offers 'create a new gateway'; Enter with nothing selected does the same.
 * Creation asks first; declining clears the input; a taken name is reported and nothing is saved.
 */
export function GatewaySelect(props: {
  value: DeviceInfo | null;
  onChange(value: DeviceInfo | null): void;
  label?: string;
  required?: boolean;
  /** Creating needs a tenant administrator. */
  allowCreate?: boolean;
}) {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const [gateways, setGateways] = useState<DeviceInfo[]>([]);
  const [text, setText] = useState(props.value?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [taken, setTaken] = useState<string | null>(null);
  // The list needs every device of the tenant, so it loads when the field is first used.
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const user = auth.authUser;
    if (!user || !wanted) return undefined;
    let live = true;
    fetchGateways(http, user).then((list) => live && setGateways(list), () => live && setGateways([]));
    return () => {
      live = false;
    };
  }, [http, auth.authUser, wanted]);

  const items = useMemo(() => filterGateways(gateways, props.value && text === props.value.name ? '' : text), [gateways, text, props.value]);
  const noMatch = items.length === 0;
  const missing = props.required && touched && !props.value;

  const startCreate = () => {
    const name = text.trim();
    if (props.allowCreate && name && !props.value) setConfirming(name);
  };

  const create = async (name: string) => {
    setConfirming(null);
    const gateway = await createGateway(http, name).catch(() => undefined);
    if (gateway === null) {
      setTaken(name);
      return;
    }
    if (!gateway) return;
    setGateways((list) => [...list, gateway].sort((a, b) => a.name.localeCompare(b.name)));
    props.onChange(gateway);
    setText(gateway.name);
  };

  return (
    <div className="tb-gateway-select">
      <ComboBox
        label={props.label ?? t('gateway.gateway')}
        width="100%"
        isRequired={props.required}
        items={items}
        menuTrigger="focus"
        inputValue={text}
        onInputChange={(value) => {
          setText(value);
          setTaken(null);
          if (!value && props.value) props.onChange(null);
        }}
        selectedKey={props.value?.id.id ?? null}
        onSelectionChange={(key) => {
          const chosen = gateways.find((g) => g.id.id === key) ?? null;
          props.onChange(chosen);
          if (chosen) setText(chosen.name);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && noMatch) startCreate();
          else e.continuePropagation();
        }}
        onFocus={() => setWanted(true)}
        onBlur={() => setTouched(true)}
        validationState={missing || taken ? 'invalid' : undefined}
        errorMessage={taken ? t('gateway.gateway-name-exists', { name: taken }) : missing ? t('gateway.gateway-name-required') : undefined}
        description={wanted && noMatch && !props.value ? noGatewayText(t, gateways.length, text) : undefined}
      >
        {(g) => <Item key={g.id.id}>{g.name}</Item>}
      </ComboBox>
      {props.allowCreate && noMatch && text.trim() && !props.value && (
        <Link isQuiet onPress={startCreate}>{t('gateway.create-new-gateway')}</Link>
      )}
      <ConfirmDialog
        target={confirming || null}
        texts={(name) => ({
          title: t('gateway.create-new-gateway'), message: t('gateway.create-new-gateway-text', { name }),
          confirmLabel: t('action.yes'), cancelLabel: t('action.no'), variant: 'confirmation',
        })}
        onConfirm={(name) => void create(name)}
        onClose={() => { setConfirming(null); setText(''); }}
      />
    </div>
  );
}
