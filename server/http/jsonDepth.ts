import { ApiError } from './errors';

/** As the telemetry parser (telemetry/parseJsonExact.ts): deep enough for any sensible body. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays more than `maxDepth` levels. A linear
 * scan that skips string contents, run before parsing: JSON.parse copes with deep
 * input, but the JSON.stringify of storing it later overflows the stack.
 * Malformed text may be misjudged; the parser refuses it anyway.
 */
export function exceedsJsonDepth(text: string, maxDepth = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c) i++; // the escaped character cannot end the string
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      if (++depth > maxDepth) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** The contract's 400/31 for a body nested too deeply. */
export function jsonTooDeepError(maxDepth = MAX_JSON_DEPTH): ApiError {
  return ApiError.badRequest(`JSON nesting is too deep (more than ${maxDepth} levels)`);
}
