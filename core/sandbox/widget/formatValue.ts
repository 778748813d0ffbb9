/** ThingsBoard's `ctx.utils.formatValue`: numbers with `dec` decimals (trailing zeros dropped unless asked) and units. */
export function formatValue(value: unknown, dec?: number, units?: string, showZeroDecimals?: boolean): unknown {
  const numeric = (typeof value === 'number' && Number.isFinite(value))
    || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));
  if (value === undefined || value === null || !numeric) return value ?? '';
  let formatted: string | number = value as number | string;
  if (dec !== undefined && dec !== null && Number.isFinite(Number(dec))) formatted = Number(formatted).toFixed(Math.max(0, Math.min(20, Math.trunc(Number(dec)))));
  if (!showZeroDecimals) formatted = Number(formatted) * 1;
  let text = String(formatted);
  if (typeof units === 'string' && units.length > 0) text += ` ${units}`;
  return text;
}
