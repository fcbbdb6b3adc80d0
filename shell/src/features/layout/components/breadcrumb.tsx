import { Link } from '@gp/kernel';
import { useShellT } from '../../../lib/i18n/translation';
import type { BreadcrumbStep } from '../../../lib/routing/route-rules';
import styles from './breadcrumb.module.css';

/** Home › the route › its sub-page where it has one. Visibility is decided by the route rules (SPEC §2). */
export function Breadcrumb({ steps }: { steps: readonly BreadcrumbStep[] }) {
  const { t } = useShellT();
  return (
    <nav aria-label={t('nav.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/index">{t('nav.home')}</Link>
        </li>
        {steps.map((step, index) =>
          index === steps.length - 1 ? (
            <li key={step.titleKey} aria-current="page">
              {t(step.titleKey)}
            </li>
          ) : (
            <li key={step.titleKey}>{step.to ? <Link to={step.to}>{t(step.titleKey)}</Link> : t(step.titleKey)}</li>
          ),
        )}
      </ol>
    </nav>
  );
}
