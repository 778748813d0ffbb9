import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { FileTrigger } from '@adobe/react-spectrum/FileTrigger';
import { ProgressBar } from '@adobe/react-spectrum/ProgressBar';
import { notificationServiceRef, type PluginManifest, useService } from '@tessera/sdk';
import './uiBundles.css';

export interface InstallBundleZoneProps {
  /** Uploads the file (reporting the bytes sent) and resolves with what was installed and how it loaded. */
  install(file: File, onProgress: (sent: number, total: number) => void): Promise<{ manifest: PluginManifest; status: string; error?: Error }>;
  /** The command that builds a bundle file, shown as a hint. */
  buildCommand: string;
  testId: string;
}

/**
 * Takes a `.tessera-bundle.json` file (dropped, or chosen with the button or the keyboard) and
 * installs it, with the upload's progress. The server's reason for refusing one (a bad
 * manifest, a version that is already installed) and a module that failed to load show under
 * the zone.
 */
export function InstallBundleZone({ install, buildCommand, testId }: InstallBundleZoneProps) {
  const { t } = useTranslation();
  const notifications = useService(notificationServiceRef);
  const [progress, setProgress] = useState<number | null>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async (file: File | undefined) => {
    if (!file || progress !== null) return;
    setProgress(0);
    setError(null);
    try {
      const installed = await install(file, (sent, total) => setProgress(total > 0 ? Math.min(100, (sent / total) * 100) : 0));
      const { name, version } = installed.manifest;
      if (installed.status === 'failed') {
        setError(t('ui-bundle.load-failed', { name, message: installed.error?.message ?? '' }));
      } else {
        notifications.show({ message: t('rule-node-bundle.installed', { name, version }), type: 'success', duration: 3000 });
      }
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('rule-node-bundle.install-failed'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="tb-uib-install">
      <div
        className={`tb-uib-drop${dragging ? ' tb-uib-drop-over' : ''}`}
        data-testid={testId}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void start(e.dataTransfer.files[0]);
        }}
      >
        <span>{t('rule-node-bundle.drop-file')}</span>
        <FileTrigger acceptedFileTypes={['.json', 'application/json']} onSelect={(files) => void start(files?.[0])}>
          <Button variant="accent" isDisabled={progress !== null}>{t('rule-node-bundle.choose-file')}</Button>
        </FileTrigger>
        {progress !== null && (
          <ProgressBar label={t('rule-node-bundle.installing')} value={progress} isIndeterminate={progress >= 100} width="100%" />
        )}
      </div>
      <p className="tb-uib-hint">{t('rule-node-bundle.build-hint')} <code>{buildCommand}</code></p>
      {error && <p className="tb-uib-error" role="alert">{error}</p>}
    </div>
  );
}
