import { type ReactNode } from 'react';
import { Flex, Heading, View } from '@adobe/react-spectrum';

/** A titled, bordered group of fields. */
export function FieldGroup(props: { title: string; children: ReactNode }) {
  return (
    <View borderWidth="thin" borderColor="default" borderRadius="medium" padding="size-150" width="100%">
      <Heading level={4} margin={0} marginBottom="size-100">{props.title}</Heading>
      <Flex direction="column" gap="size-100">{props.children}</Flex>
    </View>
  );
}

/** The column every editor lays its fields out in. */
export function EditorForm(props: { children: ReactNode }) {
  return <Flex direction="column" gap="size-150" width="100%">{props.children}</Flex>;
}
