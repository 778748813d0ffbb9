/** A message part as readable text: JSON pretty-printed with indent 2, anything else as it came. */
export function prettyJson(text: string | null | undefined): string {
  if (text === null || text === undefined) return '';
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** One line of a message part for the table: compact JSON, cut at `max` characters. */
export function summary(text: string | null | undefined, max = 80): string {
  if (!text) return '';
  let line = text;
  try {
    line = JSON.stringify(JSON.parse(text));
  } catch {
    line = text.replace(/\s+/g, ' ');
  }
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** The event time as the debug table shows it: date, time and milliseconds, in local time. */
export function eventTime(ms: number): string {
  const date = new Date(ms);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} `
    + `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}
