import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { FileTrigger } from '@adobe/react-spectrum/FileTrigger';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import { notificationServiceRef, ruleNodeBundleServiceRef, useService } from '@tessera/sdk';

const BUILD_COMMAND = 'node rule-node-ui/examples/build.mjs <folder>';

/**
 * Takes a `.tessera-bundle.json` file (dropped or chosen) and installs it. The server's reason
 * for refusing one (a bad manifest, a version that is already installed) shows under the zone.
 */
export function InstallBundleZone() {
  const { t } = useTranslation();
  const bundles = useService(ruleNodeBundleServiceRef);
  const notifications = useService(notificationServiceRef);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const install = async (file: File | undefined) => {
    if (!file || busy) return;
    setBusy(true);
    setError(null);
    try {
      const installed = await bundles.install(file, file.name);
      const { name, version } = installed.manifest;
      notifications.show({ message: t('rule-node-bundle.installed', { name, version }), type: 'success', duration: 3000 });
    } catch (cause) {
      setError(cause instanceof Error && cause.message ? cause.message : t('rule-node-bundle.install-failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tb-rnb-install">
      <div
        className="tb-rnb-drop"
        data-testid="rule-node-bundle-drop"
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          void install(e.dataTransfer.files[0]);
        }}
      >
        <span>{t('rule-node-bundle.drop-file')}</span>
        <FileTrigger acceptedFileTypes={['.json', 'application/json']} onSelect={(files) => void install(files?.[0])}>
          <Button variant="accent" isDisabled={busy}>{t('rule-node-bundle.choose-file')}</Button>
        </FileTrigger>
        {busy && <ProgressCircle aria-label={t('rule-node-bundle.installing')} isIndeterminate size="S" />}
      </div>
      <p className="tb-rnb-hint">{t('rule-node-bundle.build-hint')} <code>{BUILD_COMMAND}</code></p>
      {error && <p className="tb-rnb-error" role="alert">{error}</p>}
    </div>
  );
}
