import { Flex, Text, View } from '@adobe/react-spectrum';
import { useWidgetData, type WidgetProps } from '@tessera/sdk';
import { readingOf, type ReadingSettings } from './reading';

const COLORS = { none: 'inherit', low: '#1e88e5', normal: '#43a047', high: '#e53935' } as const;

/** The latest value of the widget's first key, redrawn on every update. */
export function ReadingCard({ settings, config, ctx }: WidgetProps<ReadingSettings>) {
  const data = useWidgetData(ctx);
  const reading = readingOf(data, settings, config.decimals, config.units);
  return (
    <View padding="size-200" height="100%" UNSAFE_style={{ boxSizing: 'border-box' }}>
      <Flex direction="column" justifyContent="center" height="100%" gap="size-100">
        <Text>{reading.label}</Text>
        <Text UNSAFE_style={{ fontSize: 32, fontWeight: 700, color: COLORS[reading.level] }}>{reading.text}</Text>
      </Flex>
    </View>
  );
}
