/**
 * ThingsBoard's alias rule (contract §12): a blank alias comes from the title or name,
 * lowercased with every run of non-word characters turned into `_`; a taken alias gets
 * a numeric suffix, 2 first (`charts`, `charts2`, `charts3` ...).
 */
export async function freeAlias(requested: string | undefined, fallbackFrom: string, taken: (alias: string) => Promise<boolean>): Promise<string> {
  // Room for the suffix within the 255-character column.
  const base = (requested && requested.trim() !== '' ? requested : aliasOf(fallbackFrom)).slice(0, 250);
  let alias = base;
  for (let n = 2; await taken(alias); n++) alias = `${base}${n}`;
  return alias;
}

/** `My Bundle!` -> `my_bundle_`. */
export function aliasOf(text: string): string {
  return text.toLowerCase().replace(/\W+/g, '_');
}
