import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cardDocument } from './cardDocument';

/**
 * Tenant-written HTML and CSS in an iframe with `sandbox=""`: no scripts, no same-origin, no
 * forms. It is the only place a card renders HTML (architecture.md, Trust). `allowPopups`
 * lets links with `target="_blank"` open a new tab (still without scripts in the frame).
 * Without scripts the frame cannot be updated in place: new HTML reloads it.
 */
export function SandboxedHtml({ html, css, width, height, color, allowPopups = false }: {
  html: string; css: string; width: number; height: number; color?: string; allowPopups?: boolean;
}) {
  const { t } = useTranslation();
  const doc = useMemo(() => cardDocument(html, css, color), [html, css, color]);
  return (
    <iframe
      sandbox={allowPopups ? 'allow-popups allow-popups-to-escape-sandbox' : ''}
      srcDoc={doc}
      title={t('widgets.cards.html-content')}
      width={Math.max(0, Math.floor(width))}
      height={Math.max(0, Math.floor(height))}
      style={{ border: 0, display: 'block', background: 'transparent' }}
    />
  );
}
