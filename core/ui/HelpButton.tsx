import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogTrigger } from '@adobe/react-spectrum/DialogTrigger';
import { ProgressCircle } from '@adobe/react-spectrum/ProgressCircle';
import HelpOutline from '@spectrum-icons/workflow/HelpOutline';
import { Markdown } from './markdown';
import { helpServiceRef, useService } from '@tessera/sdk';

/**
 * A help icon that opens the help page `helpId` in a popover, with a spinner while it loads.
 *
 * @example
 * <HelpButton helpId="profile" />
 */
export function HelpButton({ helpId }: { helpId: string }) {
  const { t } = useTranslation();
  const help = useService(helpServiceRef);
  const [content, setContent] = useState<string | null>(null);
  return (
    <DialogTrigger type="popover" onOpenChange={(open) => {
      if (open && content === null) void help.load(helpId).then(setContent);
    }}>
      <ActionButton isQuiet aria-label={t('help.open-help')}>
        <HelpOutline />
      </ActionButton>
      <Dialog size="L">
        <Content>
          {content === null
            ? <ProgressCircle aria-label={t('help.loading')} isIndeterminate size="S" />
            : <Markdown source={content} />}
        </Content>
      </Dialog>
    </DialogTrigger>
  );
}
