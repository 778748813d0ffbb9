import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FocusableRefValue } from '@react-types/shared';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogTrigger } from '@adobe/react-spectrum/DialogTrigger';
import { Text } from '@adobe/react-spectrum/Text';
import Clock from '@spectrum-icons/workflow/Clock';
import { completeTimewindow } from '../../timewindow/defaults';
import { normalizeMaxDatapoints } from '../../timewindow/intervals';
import { timewindowLabel } from '../../timewindow/label';
import { timewindowControlDisabled } from '../../timewindow/panelModel';
import { timewindowPlacement, type TimewindowPlacement } from '../../timewindow/popup';
import { type FullTimewindow, type Timewindow } from '../../timewindow/types';
import { TimewindowPanel, type TimewindowPanelProps } from './TimewindowPanel';

/** Props of the time window button (seed 001 §2.6). */
export interface TimewindowButtonProps extends Pick<TimewindowPanelProps, 'isEdit' | 'historyOnly' | 'quickIntervals' | 'aggregation' | 'timezone' | 'isLoading'> {
  /** The stored window (any subset); missing parts show as the defaults. */
  value: Timewindow | null | undefined;
  /** Called with the completed window, its label in `displayValue`, when the panel is applied. */
  onChange(next: FullTimewindow): void;
  maxDatapoints?: number;
  isDisabled?: boolean;
  /** Hide the text and show only the clock icon. */
  iconOnly?: boolean;
}

const spectrumPlacement = (p: Extract<TimewindowPlacement, { mode: 'popup' }>) =>
  `${p.vertical === 'above' ? 'top' : 'bottom'} ${p.horizontal === 'alignRight' ? 'end' : 'start'}` as const;

/**
 * Shows the window as text ("Realtime - last 1 minute") and opens the panel: an anchored popup
 * from 600 px wide screens (above or right-aligned when space runs out), full screen below.
 */
export function TimewindowButton(props: TimewindowButtonProps) {
  const { t } = useTranslation();
  const ref = useRef<FocusableRefValue<HTMLButtonElement>>(null);
  const [open, setOpen] = useState(false);
  const [placement, setPlacement] = useState<TimewindowPlacement>({ mode: 'fullscreen' });
  const maxDatapoints = normalizeMaxDatapoints(props.maxDatapoints);
  const model = useMemo(() => completeTimewindow(props.value, Date.now(), maxDatapoints), [props.value, maxDatapoints]);
  const label = timewindowLabel(model, t, Date.now());
  const onOpenChange = (next: boolean) => {
    if (next) {
      const box = ref.current?.UNSAFE_getDOMNode()?.getBoundingClientRect();
      setPlacement(timewindowPlacement(box ?? { left: 0, bottom: 0 }, { width: window.innerWidth, height: window.innerHeight }));
    }
    setOpen(next);
  };
  const popup = placement.mode === 'popup' ? placement : null;
  return (
    <DialogTrigger isOpen={open} onOpenChange={onOpenChange} type={popup ? 'popover' : 'fullscreenTakeover'}
      mobileType={popup ? 'modal' : 'fullscreenTakeover'} placement={popup ? spectrumPlacement(popup) : undefined}
      shouldFlip={false} hideArrow isDismissable={!popup}>
      <ActionButton ref={ref} isQuiet isDisabled={timewindowControlDisabled(model, props)} aria-label={t('timewindow.edit')}>
        <Clock />
        {!props.iconOnly && <Text UNSAFE_className="tw-button-label">{label}</Text>}
      </ActionButton>
      {(close: () => void) => (
        <Dialog aria-label={t('timewindow.edit')} UNSAFE_className={popup ? 'tw-dialog tw-dialog-popup' : 'tw-dialog'}
          UNSAFE_style={popup ? { minWidth: popup.minWidth, maxHeight: popup.maxHeight, width: popup.minWidth } : undefined}>
          <Content>
            <TimewindowPanel value={model} maxDatapoints={maxDatapoints} isEdit={props.isEdit} historyOnly={props.historyOnly}
              quickIntervals={props.quickIntervals} aggregation={props.aggregation} timezone={props.timezone} isLoading={props.isLoading}
              onCancel={close}
              onApply={(next) => { close(); props.onChange({ ...next, displayValue: timewindowLabel(next, t, Date.now()) }); }} />
          </Content>
        </Dialog>
      )}
    </DialogTrigger>
  );
}
