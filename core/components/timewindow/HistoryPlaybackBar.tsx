import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { Slider } from '@adobe/react-spectrum/Slider';
import { Text } from '@adobe/react-spectrum/Text';
import Pause from '@spectrum-icons/workflow/Pause';
import Play from '@spectrum-icons/workflow/Play';
import Rewind from '@spectrum-icons/workflow/Rewind';
import FastForward from '@spectrum-icons/workflow/FastForward';
import StepBackward from '@spectrum-icons/workflow/StepBackward';
import StepForward from '@spectrum-icons/workflow/StepForward';
import { DEFAULT_PLAYBACK_STEP, PLAYBACK_SPEEDS } from '../../timewindow/constants';
import { formatWindowTime } from '../../timewindow/label';
import { playbackAtEnd, playbackNext, playbackPrevious, playbackTickMs, type PlaybackRange } from '../../timewindow/playback';
import './timewindow.css';

/** Props of the history playback bar (seed 001 §2.6, §3.2). */
export interface HistoryPlaybackBarProps {
  /** The range to play; null when there is no data ("no data found"). */
  minTime: number | null;
  maxTime: number | null;
  /** Step in ms (default 1000). */
  step?: number;
  anchors?: readonly number[];
  useAnchors?: boolean;
  /** Shown in this zone; the browser's when unset. */
  timezone?: string | null;
  /** Emitted on every move: play ticks, buttons and the slider. */
  onTimeChange(timeMs: number): void;
}

/**
 * Go to start, previous, play/pause, next, go to end, a time slider and a speed selector (1, 5, 10, 25).
 * Playing moves one step every 1000/speed ms and stops at the end; any other control pauses.
 */
export function HistoryPlaybackBar(props: HistoryPlaybackBarProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(PLAYBACK_SPEEDS[0]);
  const [current, setCurrent] = useState<number | null>(props.minTime);
  const emit = useRef(props.onTimeChange);
  emit.current = props.onTimeChange;
  const hasData = props.minTime !== null && props.maxTime !== null;
  const range: PlaybackRange | null = hasData
    ? { minTime: props.minTime as number, maxTime: props.maxTime as number, step: props.step, anchors: props.anchors, useAnchors: props.useAnchors }
    : null;

  // A new range keeps the time where it is when it still fits (a sliding window re-renders often).
  useEffect(() => {
    setCurrent((time) => (props.minTime === null || props.maxTime === null ? null
      : time === null ? props.minTime : Math.min(Math.max(time, props.minTime), props.maxTime)));
  }, [props.minTime, props.maxTime]);

  const move = (time: number) => { setCurrent(time); emit.current(time); };
  const pauseAt = (time: number) => { setPlaying(false); move(time); };

  useEffect(() => {
    if (!playing || !range || current === null) return undefined;
    if (playbackAtEnd(current, range)) { setPlaying(false); return undefined; }
    const timer = setTimeout(() => move(playbackNext(current, range)), playbackTickMs(speed));
    return () => clearTimeout(timer);
  });

  if (!range || current === null) return <Text>{t('timewindow.playback.no-data-found')}</Text>;
  return (
    <div className="tw-playback" role="group" aria-label={t('timewindow.playback.time')}>
      <ActionButton isQuiet aria-label={t('timewindow.playback.go-to-start')} onPress={() => pauseAt(range.minTime)}><Rewind /></ActionButton>
      <ActionButton isQuiet aria-label={t('timewindow.playback.previous')} onPress={() => pauseAt(playbackPrevious(current, range))}><StepBackward /></ActionButton>
      {playing
        ? <ActionButton isQuiet aria-label={t('timewindow.playback.pause')} onPress={() => pauseAt(current)}><Pause /></ActionButton>
        : <ActionButton isQuiet aria-label={t('timewindow.playback.play')} onPress={() => setPlaying(true)}><Play /></ActionButton>}
      <ActionButton isQuiet aria-label={t('timewindow.playback.next')} onPress={() => pauseAt(playbackNext(current, range))}><StepForward /></ActionButton>
      <ActionButton isQuiet aria-label={t('timewindow.playback.go-to-end')} onPress={() => pauseAt(range.maxTime)}><FastForward /></ActionButton>
      <div className="tw-playback-slider">
        <Slider label={t('timewindow.playback.time')} width="100%" minValue={range.minTime} maxValue={Math.max(range.maxTime, range.minTime + 1)}
          step={props.step ?? DEFAULT_PLAYBACK_STEP} value={current} getValueLabel={(v) => formatWindowTime(v, props.timezone)}
          onChange={(v) => pauseAt(v)} />
      </div>
      <Picker label={t('timewindow.playback.speed')} labelPosition="side" width="size-1700" selectedKey={String(speed)}
        items={PLAYBACK_SPEEDS.map((s) => ({ s }))} onSelectionChange={(key) => setSpeed(Number(key))}>
        {(item) => <Item key={String(item.s)}>{t('timewindow.playback.speed-value', { speed: item.s })}</Item>}
      </Picker>
    </div>
  );
}
