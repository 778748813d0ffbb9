import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@tessera/ui';

const html = (source: string) => renderToStaticMarkup(<Markdown source={source} />);

describe('Markdown', () => {
  it('renders headings, paragraphs, lists, code and emphasis', () => {
    expect(html('# Title\n\nSome *soft* and **bold** `code`.\n\n- one\n- two\n\n1. first\n\n```\nx < y\n```')).toBe(
      '<div class="tb-markdown"><h2>Title</h2><p>Some <em>soft</em> and <strong>bold</strong> <code>code</code>.</p>'
      + '<ul><li>one</li><li>two</li></ul><ol><li>first</li></ol><pre><code>x &lt; y</code></pre></div>',
    );
  });

  it('shows raw HTML as text and drops unsafe link targets', () => {
    const out = html('<img src=x onerror=alert(1)> [click](javascript:alert(1)) [ok](https://example.org)');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out).not.toContain('javascript:');
    expect(out).toContain('<a href="https://example.org" target="_blank" rel="noopener noreferrer">ok</a>');
  });
});
