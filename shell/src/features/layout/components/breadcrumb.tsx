import { Link, useCommonT } from '@gp/kernel';
import { useShellT } from '../../../lib/i18n/translation';
import type { BreadcrumbStep } from '../../../lib/routing/route-rules';
import styles from './breadcrumb.module.css';

/** Home › the route › its sub-page where it has one. Visibility is decided by the route rules (SPEC §2). */
export function Breadcrumb({ steps }: { steps: readonly BreadcrumbStep[] }) {
  const { t } = useShellT();
  const { t: tc } = useCommonT();
  return (
    <nav aria-label={t('nav.breadcrumb')} className={styles.breadcrumb}>
      <ol>
        <li>
          <Link to="/index">{t('nav.home')}</Link>
        </li>
        {steps.map((step, index) => {
          const [key, title] = 'commonKey' in step ? [step.commonKey, tc(step.commonKey)] : [step.titleKey, t(step.titleKey)];
          if (index === steps.length - 1) {
            return (
              <li key={key} aria-current="page">
                {title}
              </li>
            );
          }
          return <li key={key}>{'to' in step && step.to ? <Link to={step.to}>{title}</Link> : title}</li>;
        })}
      </ol>
    </nav>
  );
}
