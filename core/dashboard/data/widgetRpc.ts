import { type EntityId, HttpError, type HttpService, type WidgetRpc } from '@tessera/sdk';
import { errorMessage, type Translate } from './errorMessage';

/** Contract §10: the server's default RPC timeout. */
export const DEFAULT_RPC_TIMEOUT_MS = 10_000;

/**
 * RPC to a widget's target device through `POST /api/plugins/rpc/{oneway|twoway}/{deviceId}`;
 * failures reject with an Error carrying the server's message.
 */
export function createWidgetRpc(targetDevice: () => EntityId | null, http: () => HttpService, t: Translate): WidgetRpc {
  const send = async (way: 'oneway' | 'twoway', method: string, params: unknown, timeoutMs: number | undefined) => {
    const device = targetDevice();
    if (!device) throw new Error(t('widget-data.rpc-no-target'));
    try {
      return await http().post<unknown>(
        `/api/plugins/rpc/${way}/${device.id}`, { method, params: params ?? {}, timeout: timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS },
        { ignoreLoading: true, ignoreErrors: true },
      );
    } catch (error) {
      if (error instanceof HttpError && (error.status === 408 || error.status === 504)) throw new Error(t('widget-data.rpc-timeout'));
      if (error instanceof HttpError && error.status === 409) throw new Error(t('widget-data.rpc-offline'));
      throw new Error(errorMessage(error));
    }
  };
  return {
    get targetDevice() { return targetDevice(); },
    sendOneWay: async (method, params, timeoutMs) => { await send('oneway', method, params, timeoutMs); },
    sendTwoWay: (method, params, timeoutMs) => send('twoway', method, params, timeoutMs),
  };
}
