/** `<meta name="tessera:spectrum-shared">`, written by the build into index.html. */
const META_NAME = 'tessera:spectrum-shared';

/**
 * Loads a build entry that index.html names in `<meta name="...">` (content: the script,
 * data-css: its stylesheet), stylesheet first. Entries kept out of main stay off the login
 * page, CSS included: esbuild would merge a lazily imported chunk's CSS into main's.
 */
export async function loadBuildEntry(metaName: string, doc: Document = document): Promise<object> {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${metaName}"]`);
  if (!meta) throw new Error(`No ${metaName} entry in the page`);
  const css = meta.dataset.css;
  if (css && !doc.querySelector(`link[data-shared="${css}"]`)) {
    await new Promise<void>((resolve, reject) => {
      const link = doc.createElement('link');
      link.rel = 'stylesheet';
      link.href = new URL(css, doc.baseURI).href;
      link.dataset.shared = css;
      link.onload = () => resolve();
      link.onerror = () => reject(new Error(`Unable to load ${css}`));
      doc.head.appendChild(link);
    });
  }
  return import(/* webpackIgnore: true */ new URL(meta.content, doc.baseURI).href) as Promise<object>;
}

/**
 * Loads the shared React Spectrum namespace entry and its stylesheet. Only bundles need the
 * whole namespace; the host itself imports components by subpath.
 */
export async function loadSpectrumNamespace(doc: Document = document): Promise<object> {
  if (!doc.querySelector(`meta[name="${META_NAME}"]`)) {
    throw new Error(`Cannot find module '@adobe/react-spectrum': no ${META_NAME} entry in the page`);
  }
  return loadBuildEntry(META_NAME, doc);
}
