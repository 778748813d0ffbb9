import type { BridgeResource } from '../../services/sandbox/widgetBridgeProtocol';

/** Runs a library script's text in the frame's global scope (indirect eval: the sandbox's CSP allows it). */
export type RunScript = (text: string, url: string) => void;

// `//# sourceURL` names the file in stack traces and the error tile.
const runGlobally: RunScript = (text, url) => { (0, eval)(`${text}\n//# sourceURL=${url.replace(/\s/g, '')}`); };

/** The error the widget's tile shows when one of its resources does not load. */
export class ResourceLoadError extends Error {
  constructor(readonly url: string, cause?: string) {
    super(`Failed to load resource ${url}${cause ? `: ${cause}` : ''}`);
    this.name = 'ResourceLoadError';
  }
}

function attach(document: Document, element: HTMLScriptElement | HTMLLinkElement, url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    element.onload = () => resolve();
    element.onerror = () => reject(new ResourceLoadError(url));
    document.head.appendChild(element);
  });
}

/**
 * Loads a widget type's `resources` into the frame one after the other, in the order given, as
 * ThingsBoard does before it runs the controller: scripts as classic `<script>` elements (or the
 * text the host passed, for the server's resources library), stylesheets as `<link>` (or a
 * `<style>` with the text). Rejects with a {@link ResourceLoadError} naming the first that fails.
 */
export async function loadResources(document: Document, resources: readonly BridgeResource[], run: RunScript = runGlobally): Promise<void> {
  for (const resource of resources) {
    if (resource.text !== undefined) {
      if (resource.kind === 'css') {
        const style = document.createElement('style');
        style.textContent = resource.text;
        document.head.appendChild(style);
      } else {
        try {
          run(resource.text, resource.url);
        } catch (error) {
          throw new ResourceLoadError(resource.url, error instanceof Error ? `${error.name}: ${error.message}` : String(error));
        }
      }
    } else if (resource.kind === 'css') {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = resource.url;
      await attach(document, link, resource.url);
    } else {
      const script = document.createElement('script');
      script.src = resource.url;
      script.async = false;
      await attach(document, script, resource.url);
    }
  }
}
