import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Text } from '@adobe/react-spectrum';
import { type WidgetRpc } from '@tessera/sdk';
import { rpcFailure } from './rpcRequest';

export interface ControlLayoutProps {
  title?: string;
  rpc: WidgetRpc;
  /** The last failure to show, or null. */
  error: unknown;
  children: ReactNode;
}

/**
 * The frame of an RPC control: its title, the control, and below it either the missing
 * target device or the last RPC failure. Texts are rendered as text, never as HTML.
 */
export function ControlLayout({ title, rpc, error, children }: ControlLayoutProps) {
  const { t } = useTranslation();
  const failure = error ? rpcFailure(error) : null;
  return (
    <Flex direction="column" height="100%" alignItems="center" justifyContent="center" gap="size-100" UNSAFE_style={{ padding: 8, boxSizing: 'border-box' }}>
      {title && <Text UNSAFE_style={{ fontWeight: 500 }}>{title}</Text>}
      {children}
      {!rpc.targetDevice && <div role="status" style={{ opacity: 0.7 }}>{t('widgets.controls.no-target-device')}</div>}
      {rpc.targetDevice && failure && (
        <div role="alert" style={{ color: 'var(--spectrum-global-color-red-600, #d7373f)', textAlign: 'center' }}>{t(failure.key, failure.values)}</div>
      )}
    </Flex>
  );
}
