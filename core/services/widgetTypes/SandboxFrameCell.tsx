import { useTranslation } from 'react-i18next';
import { ErrorTile } from '../../ui/ErrorTile';
import type { SandboxFrame } from './useSandboxFrame';

/** The cell of a sandboxed widget: the element its frame goes into, and the error tile over it. */
export function SandboxFrameCell({ className, frame, width, height }: { className: string; frame: SandboxFrame; width: number; height: number }) {
  const { t } = useTranslation();
  return (
    <div className={className} style={{ position: 'relative', width, height }} data-rendered={frame.rendered ? 'true' : undefined}>
      <div ref={frame.hostRef} />
      {frame.error !== null && (
        <div style={{ position: 'absolute', inset: 0, overflow: 'auto' }}>
          <ErrorTile title={t('widget-sandbox.error')} error={new Error(frame.error)} />
        </div>
      )}
    </div>
  );
}
