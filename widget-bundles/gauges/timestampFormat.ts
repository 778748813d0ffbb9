const TOKENS = /yyyy|yy|MM|M|dd|d|HH|H|hh|h|mm|m|ss|s|SSS|a/g;

/**
 * A timestamp in local time by an Angular-style pattern (`timestampFormat`, e.g.
 * 'yyyy-MM-dd HH:mm:ss'); other letters stay as they are.
 */
export function formatTimestamp(ts: number, pattern: string): string {
  const d = new Date(ts);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number, size = 2) => String(n).padStart(size, '0');
  const h12 = d.getHours() % 12 || 12;
  const parts: Record<string, string> = {
    yyyy: String(d.getFullYear()), yy: pad(d.getFullYear() % 100), MM: pad(d.getMonth() + 1), M: String(d.getMonth() + 1),
    dd: pad(d.getDate()), d: String(d.getDate()), HH: pad(d.getHours()), H: String(d.getHours()), hh: pad(h12), h: String(h12),
    mm: pad(d.getMinutes()), m: String(d.getMinutes()), ss: pad(d.getSeconds()), s: String(d.getSeconds()),
    SSS: pad(d.getMilliseconds(), 3), a: d.getHours() < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(TOKENS, (token) => parts[token]);
}
