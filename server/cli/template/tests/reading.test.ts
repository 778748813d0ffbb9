import { describe, expect, it } from 'vitest';
import type { WidgetData, WidgetSeries } from '@tessera/sdk';
import { readingOf } from '../src/reading';

const settings = { low: 10, high: 30 };

function dataOf(values: (number | string)[]): WidgetData {
  const series = {
    datasource: { name: 'Thermostat' },
    dataKey: { name: 'temperature', label: 'Temperature' },
    data: values.map((value, i) => [1000 * i, value] as const),
  } as unknown as WidgetSeries;
  return { series: [series], version: 1, error: null };
}

describe('readingOf', () => {
  it('shows the latest value with decimals and units', () => {
    expect(readingOf(dataOf([5, 21.456]), settings, 1, '°C')).toEqual({ label: 'Temperature', text: '21.5 °C', level: 'normal' });
  });

  it('flags values outside the thresholds', () => {
    expect(readingOf(dataOf([8]), settings, 0, '').level).toBe('low');
    expect(readingOf(dataOf(['31']), settings, 0, '').level).toBe('high');
  });

  it('says when there is no data yet', () => {
    expect(readingOf({ series: [], version: 0, error: null }, settings, 2, '')).toEqual({ label: '', text: 'No data', level: 'none' });
  });
});
