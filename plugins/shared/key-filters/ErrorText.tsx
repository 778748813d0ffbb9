import { Text } from '@adobe/react-spectrum/Text';

/** A validation message outside a field (a list or a group has no errorMessage slot of its own). */
export function ErrorText(props: { children: string }) {
  return (
    <Text UNSAFE_style={{ color: 'var(--spectrum-semantic-negative-color-default, #c9252d)', fontSize: 12 }}>
      {props.children}
    </Text>
  );
}
