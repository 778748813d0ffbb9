/*
 * The document of a sandboxed HTML card. The iframe has `sandbox=""` (no scripts, an opaque
 * origin), so tenant HTML and CSS can neither run code nor reach the console; the CSP below
 * also keeps stylesheets from loading or beaconing to other hosts (images and fonts over
 * https stay allowed, as cards show pictures).
 */
const CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; font-src https: data:";

/** Keeps a stylesheet inside its `<style>` element. */
function styleText(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * The `srcdoc` of an HTML card: `html` as the body, `css` in a `<style>`, on the widget's
 * text colour. `html` is trusted to be what the tenant wrote; device values in it must
 * already be escaped.
 */
export function cardDocument(html: string, css: string, color = 'inherit'): string {
  const base = `html,body{margin:0;height:100%;overflow:auto;box-sizing:border-box}`
    + `body{font-family:Roboto,'Helvetica Neue',Arial,sans-serif;font-size:14px;color:${styleText(color).replace(/[;{}]/g, '')}}`;
  return `<!doctype html><html><head><meta charset="utf-8">`
    + `<meta http-equiv="Content-Security-Policy" content="${CSP}">`
    + `<style>${base}</style><style>${styleText(css)}</style></head><body>${html}</body></html>`;
}
