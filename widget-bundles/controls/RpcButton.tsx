import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@adobe/react-spectrum';
import { type WidgetProps } from '@tessera/sdk';
import { ControlLayout } from './ControlLayout';
import { parseRpcParams, rpcTimeout } from './rpcRequest';

export interface RpcButtonSettings extends Record<string, unknown> {
  title?: string;
  buttonText: string;
  oneWayElseTwoWay: boolean;
  showError: boolean;
  methodName: string;
  methodParams: string;
  requestTimeout: number;
  styleButton: { isRaised?: boolean; isPrimary?: boolean; bgColor?: string; textColor?: string };
}

/** `control_widgets/rpcbutton`: one click sends one RPC command to the target device. */
/** An observer: the target device arrives when the widget's alias resolves. */
export const RpcButton = observer(function RpcButton({ settings, ctx }: WidgetProps<RpcButtonSettings>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const mounted = useRef(true);
  useEffect(() => () => { mounted.current = false; }, []);

  const send = async () => {
    setBusy(true);
    setError(null);
    const params = parseRpcParams(settings.methodParams);
    const timeout = rpcTimeout(settings.requestTimeout);
    try {
      if (settings.oneWayElseTwoWay !== false) await ctx.rpc.sendOneWay(settings.methodName, params, timeout);
      else await ctx.rpc.sendTwoWay(settings.methodName, params, timeout);
    } catch (e) {
      if (mounted.current) setError(e ?? new Error(''));
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const style = settings.styleButton ?? {};
  return (
    <ControlLayout title={settings.title} rpc={ctx.rpc} error={settings.showError ? error : null}>
      <Button
        variant={style.isPrimary ? 'accent' : 'primary'}
        style={style.isRaised === false ? 'outline' : 'fill'}
        isPending={busy}
        isDisabled={ctx.isEdit || !ctx.rpc.targetDevice}
        onPress={() => void send()}
        UNSAFE_style={{ ...(style.bgColor ? { backgroundColor: style.bgColor } : {}), ...(style.textColor ? { color: style.textColor } : {}) }}
      >
        {settings.buttonText}
      </Button>
    </ControlLayout>
  );
});
