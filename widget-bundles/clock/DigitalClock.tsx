import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Flex, StatusLight, Text, View } from '@adobe/react-spectrum';
import { authServiceRef, type WidgetProps } from '@tessera/sdk';

export interface ClockSettings extends Record<string, unknown> {
  showSeconds: boolean;
  hour12: boolean;
}

/**
 * Uses hooks (one React), an observer of a host store (one MobX), the host's services
 * through the SDK context, and Spectrum components that take the host's theme.
 */
export const DigitalClock = observer(function DigitalClock({ settings, ctx }: WidgetProps<ClockSettings>) {
  const { i18n } = useTranslation();
  const auth = ctx.services.get(authServiceRef);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const time = now.toLocaleTimeString('en-GB', {
    hour: '2-digit', minute: '2-digit', second: settings.showSeconds ? '2-digit' : undefined, hour12: settings.hour12,
  });
  return (
    <View padding="size-200" height="100%" UNSAFE_style={{ boxSizing: 'border-box' }}>
      <Flex direction="column" gap="size-100" height="100%" justifyContent="center">
        <Text UNSAFE_className="tessera-clock-time" UNSAFE_style={{ fontSize: 36, fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}>
          {time}
        </Text>
        <Text>{now.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</Text>
        <StatusLight variant={auth.isAuthenticated ? 'positive' : 'neutral'} UNSAFE_className="tessera-clock-user">
          {auth.authUser?.sub ?? '-'} · {i18n.language}
        </StatusLight>
      </Flex>
    </View>
  );
});
