import { type GameMenu } from '@gp/games-kit';
import { Link } from '@gp/kernel';
import { useAtomValue } from 'jotai';
import { useDialogActions } from '../../../lib/dialogs';
import { categoryPath, categoryTitleKey } from '../../../lib/games/categories';
import { remoteReleasesAtom } from '../../../lib/federation/remote-releases';
import { useShellT } from '../../../lib/i18n/translation';
import styles from './footer.module.css';

/** The operator's links, support entries and the responsible-gaming age notice (21+). */
export function Footer({ menus }: { menus: GameMenu[] }) {
  const { t } = useShellT();
  const { open } = useDialogActions();
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <div className={styles.about}>
          <p className={styles.brand}>
            <span className={styles.logo} aria-hidden="true">
              GP
            </span>
            {t('brand.name')}
          </p>
          <p className={styles.tagline}>{t('brand.tagline')}</p>
        </div>
        {menus.length > 0 ? (
          <nav aria-label={t('footer.games')} className={styles.column}>
            <h2 className={styles.heading}>{t('footer.games')}</h2>
            <ul>
              {menus.map((menu) => (
                <li key={menu.gameType}>
                  <Link to={categoryPath(menu.gameType)}>{t(categoryTitleKey(menu.gameType))}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <nav aria-label={t('footer.help')} className={styles.column}>
          <h2 className={styles.heading}>{t('footer.help')}</h2>
          <ul>
            <li>
              <Link to="/help">{t('footer.helpCentre')}</Link>
            </li>
            <li>
              <Link to="/help#term">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/help#privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/help#faq">{t('footer.faq')}</Link>
            </li>
            <li>
              <Link to="/help#responsible">{t('footer.responsibleGaming')}</Link>
            </li>
          </ul>
        </nav>
        <div className={styles.column}>
          <h2 className={styles.heading}>{t('footer.support')}</h2>
          <ul>
            <li>
              <button type="button" onClick={() => open({ name: 'customerService' })}>
                {t('footer.customerService')}
              </button>
            </li>
            <li>
              <button type="button" onClick={() => open({ name: 'feedback' })}>
                {t('footer.feedback')}
              </button>
            </li>
            <li>
              <button type="button" onClick={() => open({ name: 'appDownload' })}>
                {t('footer.appDownload')}
              </button>
            </li>
          </ul>
        </div>
      </div>
      <div className={styles.bottom}>
        <p className={styles.age}>
          <span className={styles.badge} role="img" aria-label={t('footer.ageLabel')}>
            21+
          </span>
          {t('footer.responsible')}
        </p>
        <p className={styles.copy}>
          © {new Date().getFullYear()} {t('brand.name')}. {t('footer.rights')}
        </p>
        <ReleaseLine />
      </div>
    </footer>
  );
}

/** The releases of the remotes this page has loaded (support asks for them; a switch shows here at once). */
function ReleaseLine() {
  const { t } = useShellT();
  const releases = Object.values(useAtomValue(remoteReleasesAtom)).filter((release) => release.version);
  if (releases.length === 0) return null;
  const list = releases
    .sort((a, b) => a.remote.localeCompare(b.remote))
    .map((release) => {
      const version = release.version ?? '';
      // A canary release (issue 25) says so: support can tell which one a player runs.
      return `${release.remote.replace(/^mf_/, '')} ${release.channel === 'canary' ? t('footer.canaryVersion', { version }) : version}`;
    })
    .join(' · ');
  return (
    <p className={styles.copy} data-testid="release-line">
      {t('footer.versions', { list })}
    </p>
  );
}
