import { getRuntimeConfig, i18n, type Language, useLanguage } from '@gp/kernel';
import { LANGUAGE_REGISTRY } from '@gp/kernel/languages';
import { useAgentT } from '../../../lib/i18n';
import styles from './language-picker.module.css';

/**
 * The agent header's language picker (issue 23): the site's offered languages (runtime config
 * `languages`, complete ones only), each in its own name and language. It changes the language
 * through the kernel's one i18n instance, which keeps the choice, sets `<html lang>` and tells
 * every app, as the shell's pickers do. A native select lies transparent over a compact face.
 */
export function LanguagePicker() {
  const { t } = useAgentT();
  const language = useLanguage();
  const offered = getRuntimeConfig().languages;
  return (
    <span className={styles.picker}>
      <span className={styles.face} aria-hidden="true">
        {language}
      </span>
      <select
        className={styles.select}
        aria-label={t('centre.language')}
        value={language}
        onChange={(event) => void i18n.changeLanguage(event.target.value as Language)}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_REGISTRY[code].tag}>
            {LANGUAGE_REGISTRY[code].name}
          </option>
        ))}
      </select>
    </span>
  );
}
