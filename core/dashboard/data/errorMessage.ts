/** The console's translate function as the data layer uses it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Without the console's i18n (tests), messages are their keys. */
export const identityTranslate: Translate = (key) => key;

/** A readable message of anything thrown or rejected: the server's message for HTTP errors. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') {
    return (error as { message: string }).message;
  }
  return String(error);
}
