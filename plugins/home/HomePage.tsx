import { Link } from 'react-router-dom';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { navigationServiceRef, type MenuSection, useService } from '@tessera/sdk';
import './home.css';

function SectionCard({ section }: { section: MenuSection }) {
  const { t } = useTranslation();
  const Icon = section.icon;
  const links = section.children.length > 0 ? section.children : [section];
  return (
    <section className="tb-home-card" aria-label={t(section.title)}>
      <h2 className="tb-home-card-title">
        {Icon && <Icon />}
        <span>{t(section.title)}</span>
      </h2>
      <ul className="tb-home-card-links">
        {links.map((link) => (
          <li key={link.id}>
            <Link to={link.path}>{t(link.title)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The home page: one card per section of the user's side menu. */
const HomePage = observer(function HomePage() {
  const { t } = useTranslation();
  const nav = useService(navigationServiceRef);
  const sections = nav.menu.filter((section) => section.path !== '/home');
  return (
    <div className="tb-page">
      <h1 className="tb-visually-hidden">{t('home.home')}</h1>
      <div className="tb-home-grid">
        {sections.map((section) => <SectionCard key={section.id} section={section} />)}
      </div>
    </div>
  );
});
export default HomePage;
