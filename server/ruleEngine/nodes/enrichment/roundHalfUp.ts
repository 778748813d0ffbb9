/**
 * `value` rounded to `scale` decimals, halves away from zero, on its shortest decimal
 * form as Java's `BigDecimal.valueOf(value).setScale(scale, HALF_UP)` rounds it: 1.005
 * becomes 1.01, where scaling the binary double would give 1.
 */
export function roundHalfUp(value: number, scale: number): number {
  if (!Number.isFinite(value) || value === 0) return value;
  const [mantissa, exponentText] = Math.abs(value).toExponential().split('e') as [string, string];
  const digits = mantissa.replace('.', '');
  // value = 0.d1d2d3… × 10^(exponent + 1): keep the digits left of the scale.
  const keep = Number(exponentText) + 1 + scale;
  if (keep >= digits.length) return value;
  if (keep < 0) return 0;
  let kept = BigInt(digits.slice(0, keep) || '0');
  if (digits[keep]! >= '5') kept += 1n;
  const rounded = Number(`${kept}e${-scale}`);
  return value < 0 ? -rounded : rounded;
}
