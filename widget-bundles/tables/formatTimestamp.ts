/**
 * A timestamp formatter for one zone: `yyyy-MM-dd HH:mm:ss` (with `.SSS` when asked) in
 * `zone` (the browser's when absent or unknown). Built on Intl rather than luxon to keep
 * the bundle small; it remembers recent results, because a live table formats the same
 * timestamps on every update.
 */
export function timestampFormatter(zone: string | undefined, milliseconds: boolean): (ts: number) => string {
  const format = intlFormat(zone);
  const cache = new Map<number, string>();
  return (ts) => {
    let text = cache.get(ts);
    if (text === undefined) {
      if (cache.size >= 5000) cache.clear();
      text = formatParts(format, ts, milliseconds);
      cache.set(ts, text);
    }
    return text;
  };
}

function intlFormat(zone: string | undefined): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-US', { ...options, timeZone: zone || undefined });
  } catch {
    // An unknown zone name: show the browser's time rather than nothing.
    return new Intl.DateTimeFormat('en-US', options);
  }
}

function formatParts(format: Intl.DateTimeFormat, ts: number, milliseconds: boolean): string {
  if (!Number.isFinite(ts)) return '';
  const part: Record<string, string> = {};
  for (const p of format.formatToParts(ts)) part[p.type] = p.value;
  const text = `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
  if (!milliseconds) return text;
  const ms = ((ts % 1000) + 1000) % 1000;
  return `${text}.${String(ms).padStart(3, '0')}`;
}
