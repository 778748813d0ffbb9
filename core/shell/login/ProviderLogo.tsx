/** Built-in logos for the four well-known sign-in providers; others show their initial. */
const LOGOS: Record<string, { color: string; glyph: string }> = {
  google: { color: '#4285F4', glyph: 'G' },
  github: { color: '#24292F', glyph: '' },
  facebook: { color: '#1877F2', glyph: 'f' },
  apple: { color: '#000000', glyph: '' },
};

function GitHubMark() {
  return (
    <path
      fill="#fff"
      d="M12 4.3a7.7 7.7 0 0 0-2.4 15c.4 0 .5-.2.5-.4v-1.4c-2.1.5-2.6-1-2.6-1-.3-.9-.8-1.1-.8-1.1-.7-.5.1-.5.1-.5.8.1 1.2.8 1.2.8.7 1.2 1.8.8 2.2.6 0-.5.3-.8.5-1-1.7-.2-3.5-.9-3.5-3.8 0-.8.3-1.5.8-2-.1-.2-.3-1 .1-2 0 0 .6-.2 2.1.8a7.3 7.3 0 0 1 3.9 0c1.5-1 2.1-.8 2.1-.8.4 1 .2 1.8.1 2 .5.5.8 1.2.8 2 0 2.9-1.8 3.6-3.5 3.8.3.2.5.7.5 1.4v2.1c0 .2.1.4.5.4a7.7 7.7 0 0 0-2.4-15Z"
    />
  );
}

function AppleMark() {
  return (
    <path
      fill="#fff"
      d="M15.6 12.6c0-1.6 1.3-2.4 1.4-2.5-.8-1.1-2-1.3-2.4-1.3-1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6c-1.1 0-2.2.7-2.7 1.7-1.2 2-.3 5 .8 6.6.6.8 1.2 1.7 2.1 1.6.8 0 1.2-.5 2.2-.5s1.3.5 2.2.5 1.5-.8 2-1.6c.6-.9.9-1.8.9-1.9 0 0-1.8-.7-1.8-2.6Zm-1.7-4.8c.5-.6.8-1.4.7-2.2-.7 0-1.5.5-2 1.1-.4.5-.8 1.3-.7 2.1.8 0 1.5-.4 2-1Z"
    />
  );
}

export function ProviderLogo({ icon, name }: { icon?: string; name: string }) {
  const key = (icon ?? name).toLowerCase().replace(/-logo$/, '').replace(/[^a-z]/g, '');
  const logo = LOGOS[key] ?? { color: '#6e6e6e', glyph: name.charAt(0).toUpperCase() };
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" className="tb-provider-logo">
      <circle cx="12" cy="12" r="12" fill={logo.color} />
      {key === 'github' && <GitHubMark />}
      {key === 'apple' && <AppleMark />}
      {logo.glyph && (
        <text x="12" y="16.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" fontFamily="Arial, sans-serif">
          {logo.glyph}
        </text>
      )}
    </svg>
  );
}
