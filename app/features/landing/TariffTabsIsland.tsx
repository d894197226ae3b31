import { Tab, TabList, TabPanel, Tabs } from '../../../lib/index.ts';
import type { TariffsSection } from '../../../locales/content/index.ts';
import { defineIsland } from '../../islands/Island.tsx';
import { anchoredActions, LandingActionsContext, type LandingAnchors } from './actions.tsx';
import * as styles from './landing.css.ts';
import { CardGrid } from './sections/TariffCards.tsx';
import { keepTogether } from '../../i18n/index.ts';

/** Tariff cards in tabs («С понижением» / «Без понижения»), under the section's heading. */
function TariffTabs({
  tabs,
  anchors,
}: {
  tabs: NonNullable<TariffsSection['tabs']>;
  anchors: LandingAnchors;
}) {
  const first = tabs[0]?.id;
  if (!first) return null;
  return (
    <LandingActionsContext.Provider value={anchoredActions(anchors)}>
      <Tabs defaultValue={first}>
        <TabList aria-labelledby="tariffs-title">
          {tabs.map((tab) => (
            <Tab key={tab.id} value={tab.id}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} value={tab.id}>
            <p className={styles.tabPanelIntro}>{keepTogether(tab.description)}</p>
            <CardGrid cards={tab.cards} />
          </TabPanel>
        ))}
      </Tabs>
    </LandingActionsContext.Provider>
  );
}

export default defineIsland('tariff-tabs', TariffTabs);
