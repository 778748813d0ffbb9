import { JsonImportError, readJsonFile } from '../../shared/entityJson';
import { chooseFile } from '../../shared/jsonTransfer';
import { WidgetFileRefused } from './widgetFiles';

/** Translates a key with options. */
type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What the user is told about a file that was refused before anything was sent, or null for other errors. */
export function fileErrorMessage(error: unknown, t: Translate): string | null {
  if (error instanceof WidgetFileRefused) return t('widgets-bundle.file-refused', { reason: t(error.key), detail: error.detail });
  if (error instanceof JsonImportError) return t(error.message);
  return null;
}

/**
 * Asks for a JSON file, checks it with `read`, and hands the result to `save`. Resolves with what
 * `save` answered, or null when no file was chosen or it was refused (`onRefused` says why;
 * server refusals are toasted by the HTTP service). Nothing is sent for a refused file.
 */
export async function importFromFile<T, R>(
  read: (json: unknown) => T,
  save: (value: T) => Promise<R>,
  onRefused: (error: unknown) => void,
): Promise<R | null> {
  const file = await chooseFile();
  if (!file) return null;
  let value: T;
  try {
    value = read(await readJsonFile(file));
  } catch (error) {
    onRefused(error);
    return null;
  }
  try {
    return await save(value);
  } catch {
    return null;
  }
}
