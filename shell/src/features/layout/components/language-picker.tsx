import { type Language, useLanguage } from '@gp/kernel';
import { offeredLanguages, setLanguage } from '@gp/kernel/host';
import { LANGUAGE_REGISTRY } from '@gp/kernel/languages';
import { useShellT } from '../../../lib/i18n/translation';
import { Icon } from '../../../lib/ui/icon';
import styles from './language-picker.module.css';

/**
 * The header's language picker (issue 23): the site's offered languages (runtime config, complete
 * ones only), each in its own name and language. A native select, so every platform gives it its
 * own list; it lies transparent over a compact face (globe and code; the globe alone below 420 px). `besideDrawer`: the page has
 * the side menu, whose drawer holds the language buttons on phones, so the picker leaves the
 * phone's header to the balance.
 */
export function LanguagePicker({ besideDrawer = false }: { besideDrawer?: boolean }) {
  const { t } = useShellT();
  const language = useLanguage();
  return (
    <span className={besideDrawer ? `${styles.picker} ${styles.besideDrawer}` : styles.picker}>
      <span className={styles.face} aria-hidden="true">
        <Icon name="globe" className={styles.icon} />
        <span className={styles.code}>{language}</span>
      </span>
      <select
        className={styles.select}
        aria-label={t('sideMenu.language')}
        value={language}
        onChange={(event) => void setLanguage(event.target.value as Language)}
      >
        {offeredLanguages().map((code) => (
          <option key={code} value={code} lang={LANGUAGE_REGISTRY[code].tag}>
            {LANGUAGE_REGISTRY[code].name}
          </option>
        ))}
      </select>
    </span>
  );
}
