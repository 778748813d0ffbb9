import { type ReactNode } from 'react';
import { ActionButton, Tooltip, TooltipTrigger } from '@adobe/react-spectrum';

/** A quiet icon button with its label as tooltip and accessible name (toolbar and widget tools). */
export function ToolButton(props: { label: string; onPress(): void; icon: ReactNode; isDisabled?: boolean }) {
  return (
    <TooltipTrigger delay={300}>
      <ActionButton isQuiet aria-label={props.label} onPress={props.onPress} isDisabled={props.isDisabled}>{props.icon}</ActionButton>
      <Tooltip>{props.label}</Tooltip>
    </TooltipTrigger>
  );
}
