/** The 280x60 logo; a click opens a new blank window, as the specification asks. */
export function LogoMark({ label }: { label: string }) {
  return (
    <a className="tb-logo" href="about:blank" target="_blank" rel="noopener noreferrer" aria-label={label}>
      <svg viewBox="0 0 280 60" width="210" height="45" role="img" aria-hidden="true" direction="ltr">
        <g transform="translate(40 10)">
          <rect x="0" y="0" width="18" height="18" rx="3" fill="#ffffff" />
          <rect x="22" y="0" width="18" height="18" rx="3" fill="#8ec5ff" />
          <rect x="0" y="22" width="18" height="18" rx="3" fill="#8ec5ff" />
          <rect x="22" y="22" width="18" height="18" rx="3" fill="#ffffff" />
        </g>
        <text x="94" y="41" fill="#ffffff" fontFamily="Arial, Helvetica, sans-serif" fontSize="30" fontWeight="700" letterSpacing="1">
          TESSERA
        </text>
      </svg>
    </a>
  );
}
