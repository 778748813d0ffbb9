import { useEffect, useMemo, useRef, useState } from 'react';
import { httpServiceRef, parseDataValue, type WidgetContext } from '@tessera/sdk';
import { rpcTimeout } from './rpcRequest';
import { DEFAULT_CONVERT, DEFAULT_PARSE, retrieveMethodOf, seriesValue, valueFromResponse, valueUrl } from './switchValue';
import { userFunction } from './userFunction';

export interface SwitchSettings extends Record<string, unknown> {
  initialValue: boolean;
  title?: string;
  showOnOffLabels: boolean;
  retrieveValueMethod: string;
  valueKey: string;
  getValueMethod: string;
  setValueMethod: string;
  parseValueFunction: string;
  convertValueFunction: string;
  requestTimeout: number;
}

/**
 * The switch's state: read from the device (two-way RPC, or the `valueKey` attribute or
 * time series) through `parseValueFunction`, written with one-way RPC through
 * `convertValueFunction`. A failed write puts the switch back.
 */
export function useSwitchValue(settings: SwitchSettings, ctx: WidgetContext) {
  const [value, setValue] = useState(() => Boolean(settings.initialValue));
  const [error, setError] = useState<unknown>(null);
  const alive = useRef(true);
  useEffect(() => () => { alive.current = false; }, []);
  const parse = useMemo(
    () => userFunction(settings.parseValueFunction, DEFAULT_PARSE, (data) => (data ? true : false), ['data'], ctx.services),
    [settings.parseValueFunction, ctx.services],
  );
  const convert = useMemo(
    () => userFunction(settings.convertValueFunction, DEFAULT_CONVERT, (v) => v, ['value'], ctx.services),
    [settings.convertValueFunction, ctx.services],
  );
  const method = retrieveMethodOf(settings.retrieveValueMethod);
  const target = ctx.rpc.targetDevice;
  const targetKey = target ? `${target.entityType}:${target.id}` : '';
  const timeout = rpcTimeout(settings.requestTimeout);

  useEffect(() => {
    let active = true;
    const show = (raw: unknown) => {
      parse(raw).then((on) => { if (active) { setValue(Boolean(on)); setError(null); } }, (e) => { if (active) setError(e); });
    };
    const fail = (e: unknown) => { if (active) setError(e); };
    if (method === 'none' || !target) return () => { active = false; };
    if (method === 'rpc') {
      ctx.rpc.sendTwoWay(settings.getValueMethod, null, timeout).then(show, fail);
      return () => { active = false; };
    }
    const key = settings.valueKey;
    const initial = seriesValue(ctx.data, key);
    if (initial.found) {
      if (initial.value !== undefined) show(initial.value);
      const subscription = ctx.subscribe((data) => {
        const next = seriesValue(data, key);
        if (next.value !== undefined) show(next.value);
      });
      return () => { active = false; subscription.dispose(); };
    }
    ctx.services.get(httpServiceRef).get<unknown>(valueUrl(target, method, key), { ignoreErrors: true }).then((body) => {
      const raw = valueFromResponse(method, body, key);
      if (raw !== undefined) show(typeof raw === 'string' ? parseDataValue(raw) : raw);
    }, fail);
    return () => { active = false; };
    // The target is compared by its key: the host may hand a new but equal object.
  }, [method, targetKey, settings.valueKey, settings.getValueMethod, parse, timeout]);

  const toggle = async (next: boolean) => {
    const previous = value;
    setValue(next);
    setError(null);
    try {
      await ctx.rpc.sendOneWay(settings.setValueMethod, await convert(next), timeout);
    } catch (e) {
      if (!alive.current) return;
      setValue(previous);
      setError(e ?? new Error(''));
    }
  };
  return { value, error, toggle };
}
