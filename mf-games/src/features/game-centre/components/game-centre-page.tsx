import { EmptyState, ErrorState, Skeleton } from '@gp/ui-kit';
import { translateError } from '@gp/kernel';
import { gameVendorsQueryOptions } from '@gp/games-kit';
import { useQuery } from '@gp/kernel/query';
import { PageTitle } from '../../../components/page-title';
import layout from '../../../components/section-page.module.css';
import { useGamesT } from '../../../lib/i18n';
import { type CentreCategory, centreSections } from '../utils/centre-vendors';
import styles from './game-centre-page.module.css';
import { VendorCard } from './vendor-card';

/** /sports, /esports, /lott and /elott: the category's vendor cards (GCSGAME_gameVendor lanes). */
export function GameCentrePage({ category }: { category: CentreCategory }) {
  const { t } = useGamesT();
  const lanes = useQuery(gameVendorsQueryOptions());
  const title = t(`titles.${category}`);
  const titleId = `game-centre-${category.toLowerCase()}`;
  const sections = lanes.data ? centreSections(lanes.data.lanes, category).filter((section) => section.vendors.length > 0) : [];

  return (
    <section className={layout.page} aria-labelledby={titleId}>
      <PageTitle id={titleId} title={title} />
      {lanes.isPending || (lanes.isError && lanes.isFetching) ? (
        <div className={styles.grid} role="status" aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} aspectRatio="4 / 5" radius="lg" />
          ))}
        </div>
      ) : null}
      {lanes.isError && !lanes.isFetching ? <ErrorState message={translateError(lanes.error)} onRetry={() => void lanes.refetch()} /> : null}
      {lanes.isSuccess && sections.length === 0 ? <EmptyState message={t('centre.empty')} /> : null}
      {sections.map((section) => {
        const heading = section.id === 'cockfight' ? t('centre.cockfight') : t('centre.vendors', { category: title });
        const headingId = `${titleId}-${section.id}`;
        return (
          <section key={section.id} className={layout.section} aria-labelledby={headingId}>
            <h2 id={headingId} className={layout.heading}>
              {heading}
            </h2>
            <ul className={styles.grid} aria-labelledby={headingId}>
              {section.vendors.map((vendor) => (
                <li key={vendor.vassalage} data-vendor={vendor.vassalage}>
                  <VendorCard vendor={vendor} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
