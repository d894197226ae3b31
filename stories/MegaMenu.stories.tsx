import type { Story } from '@ladle/react';
import { useState } from 'react';
import { KitProvider, MegaMenu, MegaMenuDrawer } from '../lib/index.ts';
import { servicesMenuKk, servicesMenuRu } from '../lib/components/MegaMenu/fixtures.ts';

export default { title: 'Kit / MegaMenu' };

/** Stories show the menu where the header puts it, with room below for the open panel. */
const stage = { minHeight: 560 } as const;

export const Closed: Story = () => (
  <div style={stage}>
    <MegaMenu label="Услуги" sections={servicesMenuRu} />
  </div>
);

export const Open: Story = () => (
  <div style={stage}>
    <MegaMenu label="Услуги" sections={servicesMenuRu} defaultOpen currentHref="/roaming" />
  </div>
);

export const NarrowTwoColumns: Story = () => (
  <div style={stage}>
    <MegaMenu label="Услуги" sections={servicesMenuRu} width={560} columns={2} defaultOpen />
  </div>
);

export const Kazakh: Story = () => (
  <KitProvider locale="kk">
    <div style={stage} lang="kk">
      <MegaMenu label="Қызметтер" sections={servicesMenuKk} defaultOpen currentHref="/kk/ddos" />
    </div>
  </KitProvider>
);

export const DrawerClosed: Story = () => (
  <MegaMenuDrawer label="Меню" navLabel="Услуги" sections={servicesMenuRu} />
);

/**
 * The drawer portals into a node of the story, as the embed bundle does into its shadow root, so
 * the story sweep's axe run sees it.
 */
function DrawerStory({ locale }: { locale: 'ru' | 'kk' }) {
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const ru = locale === 'ru';
  return (
    <KitProvider locale={locale}>
      <div lang={locale}>
        {container && (
          <MegaMenuDrawer
            label={ru ? 'Меню' : 'Мәзір'}
            navLabel={ru ? 'Услуги' : 'Қызметтер'}
            sections={ru ? servicesMenuRu : servicesMenuKk}
            currentHref={ru ? '/ip-vpn' : '/kk/ip-vpn'}
            container={container}
            defaultOpen
          >
            <p style={{ margin: 0 }}>
              <a href={ru ? '/blog' : '/kk/blog'}>{ru ? 'Блог' : 'Блог'}</a> ·{' '}
              <a href={ru ? '/support' : '/kk/support'}>{ru ? 'Помощь' : 'Көмек'}</a>
            </p>
          </MegaMenuDrawer>
        )}
        <div ref={setContainer} />
      </div>
    </KitProvider>
  );
}

export const DrawerOpen: Story = () => <DrawerStory locale="ru" />;

export const DrawerKazakh: Story = () => <DrawerStory locale="kk" />;
