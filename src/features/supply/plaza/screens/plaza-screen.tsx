/**
 * 货源广场 (/supply), the kept-alive Plaza tab: 大宗 and 整车 sources with the driver's plate and
 * filters (remembered for the session), 附近货源 by his position, and the way to 企业货源.
 * A new choice gives the list a new key: the old request is aborted and page 1 is asked.
 */
import { RightOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Loading } from '@/components/load-state';
import { paths } from '@/lib/routing/paths';
import { sourcePageLoader } from '../api/sources';
import { PlazaNearest } from '../components/plaza-nearest';
import { PlazaSourceList } from '../components/plaza-source-list';
import { PlazaTabs } from '../components/plaza-tabs';
import { PlazaToolbar } from '../components/plaza-toolbar';
import styles from '../components/plaza.module.css';
import { sourceQuery } from '../hooks/plaza-filter-state';
import { usePlazaFilters } from '../hooks/use-plaza-filters';
import { plazaMessages as m, type PlazaTab } from '../plaza-messages';

const PlazaFilterPanel = lazy(() => import('../components/plaza-filter-panel'));

const TABS: readonly PlazaTab[] = ['bulk', 'whole', 'nearest'];
const TABS_ID = 'plaza-tab';
const PANEL_ID = 'plaza-filters';

export function PlazaScreen() {
  const { choice, setTab, setCarNo, applyFilters, clearFilters } = usePlazaFilters();
  const [panelOpen, setPanelOpen] = useState(false);
  const { tab } = choice;
  const query = useMemo(() => (tab === 'nearest' ? null : sourceQuery(tab, choice)), [tab, choice]);
  const listKey = JSON.stringify(query);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key says when the query changed
  const load = useMemo(() => (query ? sourcePageLoader(query) : null), [listKey]);

  return (
    <div className={styles.page}>
      <PlazaTabs
        brand
        id={TABS_ID}
        tabs={TABS}
        labels={m.tabs}
        current={tab}
        label={m.tabsLabel}
        onChange={(next) => {
          setPanelOpen(false);
          setTab(next);
        }}
        extra={
          <Link to={paths.supplyEnterpriseIndex.to()} className={styles.enterpriseLink}>
            {m.enterprises}
            <RightOutline aria-hidden="true" />
          </Link>
        }
      />
      <div
        id={`${TABS_ID}-panel`}
        role="tabpanel"
        aria-labelledby={`${TABS_ID}-${tab}`}
        className={styles.tabPanel}
      >
        {tab === 'nearest' ? (
          <PlazaNearest />
        ) : (
          <>
            <PlazaToolbar
              choice={choice}
              panelId={PANEL_ID}
              panelOpen={panelOpen}
              onTogglePanel={() => setPanelOpen((open) => !open)}
              onCarNo={setCarNo}
              onClear={() => {
                setPanelOpen(false);
                clearFilters();
              }}
            />
            <div className={styles.listBody}>
              {/* Under the open filters the list cannot be reached (nor read out). */}
              <div className={styles.fill} inert={panelOpen}>
                {load ? <PlazaSourceList key={listKey} load={load} /> : null}
              </div>
              {panelOpen ? (
                <Suspense fallback={<Loading className={styles.panel} lines={5} />}>
                  <PlazaFilterPanel
                    id={PANEL_ID}
                    filters={choice.filters}
                    onApply={(filters) => {
                      setPanelOpen(false);
                      applyFilters(filters);
                    }}
                  />
                </Suspense>
              ) : null}
            </div>
          </>
        )}
      </div>
    </div>
  );
}

export default PlazaScreen;
