import { useTranslation } from 'react-i18next';

/** 'Copyright © {current year} The Tessera Authors'. */
export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="tb-footer">
      {t('footer.copyright', { year: new Date().getFullYear(), project: t('app.title') })}
    </footer>
  );
}
