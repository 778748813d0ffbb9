import { IllustratedMessage } from '@adobe/react-spectrum/IllustratedMessage';
import { Heading } from '@adobe/react-spectrum/Heading';
import { Content } from '@adobe/react-spectrum/Content';
import { useTranslation } from 'react-i18next';

/** Shown by sections whose feature ships in a later version ('Coming soon!' notice of the specification). */
export default function ComingSoonPage() {
  const { t } = useTranslation();
  return (
    <div className="tb-page-center">
      <IllustratedMessage>
        <Heading>{t('common.coming-soon')}</Heading>
        <Content>{t('common.coming-soon-text')}</Content>
      </IllustratedMessage>
    </div>
  );
}
