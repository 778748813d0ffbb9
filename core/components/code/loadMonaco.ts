import { loadBuildEntry } from '../../runtime/loadSpectrumNamespace';
import type * as MonacoEntry from './monacoEntry';

/** The Monaco API namespace (`monaco.editor`, `monaco.languages`, ...). */
export type MonacoApi = typeof MonacoEntry.monaco;

/** `<meta name="tessera:monaco">`, written by the build into index.html. */
const META_NAME = 'tessera:monaco';

let loading: Promise<MonacoApi> | null = null;

/**
 * Loads Monaco, its stylesheet and language registrations once, on the first call; the login
 * page and every page without an editor never download it.
 */
export function loadMonaco(): Promise<MonacoApi> {
  loading ??= loadBuildEntry(META_NAME).then((entry) => (entry as typeof MonacoEntry).monaco);
  loading.catch(() => { loading = null; });
  return loading;
}

/** Monaco's language id for each CodeEditor language ('protobuf' is Monaco's basic 'proto'). */
export function monacoLanguageId(language: string): string {
  return language === 'protobuf' ? 'proto' : language;
}
