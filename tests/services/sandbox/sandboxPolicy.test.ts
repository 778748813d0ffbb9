import { describe, expect, it } from 'vitest';
import {
  isExternalResourceUrl, WIDGET_SANDBOX_REQUIRED_CSP, widgetSandboxContentSecurityPolicy, widgetSandboxRequiredCsp,
} from '../../../core/services/sandbox/sandboxPolicy';

describe('the widget sandbox policy for a type\'s resources', () => {
  it('accepts only plain absolute http(s) URLs', () => {
    expect(isExternalResourceUrl('https://cdn.example.com/lib/chart.min.js')).toBe(true);
    expect(isExternalResourceUrl('http://127.0.0.1:4000/a.css?v=2')).toBe(true);
    for (const url of ['javascript:alert(1)', 'data:text/javascript,1', '/api/resource/x', 'https://*.example.com/a.js',
      "https://x.com/a.js; script-src 'unsafe-inline'", 'https://x.com/a b.js', 'https://u:p@x.com/a.js', 'https://x.com/a.js,https://y.com', 'HTTPS://X.COM/a.js']) {
      expect(isExternalResourceUrl(url), url).toBe(false);
    }
  });

  it('adds exactly the resource files to script-src and style-src, and nothing for none', () => {
    expect(widgetSandboxRequiredCsp([])).toBe(WIDGET_SANDBOX_REQUIRED_CSP);
    const csp = widgetSandboxRequiredCsp(['https://cdn.example.com/a.js?v=1', 'https://cdn.example.com/a.js?v=1', 'http://localhost:9/b.css', 'javascript:x']);
    const directives = csp.split('; ');
    expect(directives).toContain("script-src 'self' 'unsafe-eval' https://cdn.example.com/a.js http://localhost:9/b.css");
    expect(directives).toContain("style-src 'unsafe-inline' https://cdn.example.com/a.js http://localhost:9/b.css");
    expect(directives).toContain("default-src 'none'");
    expect(csp).not.toMatch(/connect-src|javascript:/);
    expect(widgetSandboxContentSecurityPolicy(['https://cdn.example.com/a.js'])).toBe(`${widgetSandboxRequiredCsp(['https://cdn.example.com/a.js'])}; webrtc 'block'; frame-ancestors 'self'`);
  });
});
