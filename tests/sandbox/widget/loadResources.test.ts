// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadResources, ResourceLoadError } from '../../../core/sandbox/widget/loadResources';

afterEach(() => { document.head.replaceChildren(); });

/** Answers each `<script>`/`<link>` the loader adds: load, or error for URLs containing "missing". */
function answerLoads(): () => void {
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      const url = (node as HTMLScriptElement).src || (node as HTMLLinkElement).href;
      if (url) setTimeout(() => node.dispatchEvent(new Event(url.includes('missing') ? 'error' : 'load')), 0);
    }
  });
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}

describe('loadResources', () => {
  it('loads scripts, stylesheets and library texts one after the other, in the given order', async () => {
    const stop = answerLoads();
    const ran: string[] = [];
    await loadResources(document, [
      { url: 'https://cdn.example.com/lib.js', kind: 'js' },
      { url: '/api/resource/1/download', kind: 'js', text: 'window.x = 1' },
      { url: 'https://cdn.example.com/lib.css', kind: 'css' },
      { url: '/api/resource/2', kind: 'css', text: '.a { color: red }' },
    ], (text, url) => ran.push(`${url}:${text}`));
    stop();
    const children = [...document.head.children].map((e) => `${e.tagName}:${(e as HTMLScriptElement).src || (e as HTMLLinkElement).href || e.textContent}`);
    expect(children).toEqual(['SCRIPT:https://cdn.example.com/lib.js', 'LINK:https://cdn.example.com/lib.css', 'STYLE:.a { color: red }']);
    expect((document.head.children[0] as HTMLScriptElement).async).toBe(false);
    expect(ran).toEqual(['/api/resource/1/download:window.x = 1']);
  });

  it('stops at the first that fails, naming its URL, and loads nothing after it', async () => {
    const stop = answerLoads();
    const failure = loadResources(document, [
      { url: 'https://cdn.example.com/missing.js', kind: 'js' },
      { url: 'https://cdn.example.com/after.js', kind: 'js' },
    ], () => undefined);
    await expect(failure).rejects.toThrow(new ResourceLoadError('https://cdn.example.com/missing.js'));
    await expect(failure).rejects.toThrow('Failed to load resource https://cdn.example.com/missing.js');
    stop();
    expect(document.head.children).toHaveLength(1);
  });

  it('names the library file whose script throws', async () => {
    await expect(loadResources(document, [{ url: '/api/resource/9', kind: 'js', text: 'x' }], () => { throw new ReferenceError('x is not defined'); }))
      .rejects.toThrow('Failed to load resource /api/resource/9: ReferenceError: x is not defined');
  });
});
