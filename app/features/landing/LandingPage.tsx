import { useMemo, type ReactNode } from 'react';
import type { ProductSlug } from '../../../contract/domain.ts';
import type {
  ActionTarget,
  LandingContent,
  SolutionCard,
  TariffCard,
} from '../../../locales/content/index.ts';
import { LandingActionsContext, type LandingActions } from './actions.tsx';
import * as styles from './landing.css.ts';
import { Archive, RoamingIntro, Solutions, SpecialOffer } from './sections/Extras.tsx';
import { ExternalLinks } from './sections/ExternalLinks.tsx';
import { Faq } from './sections/Faq.tsx';
import { Hero } from './sections/Hero.tsx';
import { Cases, Integrations, ItemsBlock, TableBlock, Usages } from './sections/Items.tsx';
import { OtherServices } from './sections/OtherServices.tsx';
import { Steps } from './sections/Steps.tsx';
import { Offers, PbxTariffs, Promo, Tariffs } from './sections/Tariffs.tsx';

export interface LandingPageProps {
  /** The page's content in the current language (`loadLandingContent(slug, locale)`). */
  content: LandingContent;
  /** Which page this is; set on the root as `data-landing` for styling hooks and tests. */
  slug: ProductSlug | 'tariffs-archive';
  /**
   * The consultation / request form of the page (the widget's). It is placed under the
   * connection steps in a block with `id="consultation"`, where the hero's action leads.
   */
  consultation?: ReactNode;
  /**
   * The promo's own request form (office internet's reprice form, §2.15), in a block under the
   * promo band (`id="promo-form"`) where the band's action leads (target `promo`). Without it,
   * that action leads to the page's request form.
   */
  promoForm?: ReactNode;
  /**
   * An interactive tariff block (office internet, mobile connection, roaming countries) that
   * takes the place of the content's tariff cards, under the same heading and notes.
   */
  tariffs?: ReactNode;
  /** Called by a tariff card's button instead of scrolling to the form (e.g. to start a flow). */
  onTariffAction?: (card: TariffCard, which: 'primary' | 'secondary') => void;
  /** Called by a partner solution's «Выбрать» instead of scrolling to the form. */
  onChooseSolution?: (solution: SolutionCard) => void;
}

/**
 * A product landing page (content-areas.md §2.4): hero, usages, integrations, benefits,
 * features, cases, capabilities, tariffs and comparisons, FAQ, links to other sites, connection
 * steps, the consultation form and «Другие услуги», plus the page-specific blocks of §2.5. A section the
 * content does not have is not rendered. One h1 (the hero), an h2 per section.
 *
 *   const content = await loadLandingContent('virtual-ats', locale);
 *   <LandingPage content={content} slug="virtual-ats" consultation={<ConsultationForm … />} />
 */
export function LandingPage({
  content,
  slug,
  consultation,
  promoForm,
  tariffs,
  onTariffAction,
  onChooseSolution,
}: LandingPageProps) {
  const hasTariffSection = Boolean(content.tariffs || tariffs);
  // The PBX tariff block is the page's tariffs unless a tariff section is there as well.
  const pbxId = hasTariffSection ? 'pbx-tariffs' : 'tariffs';
  const hasTariffs = hasTariffSection || Boolean(content.pbxTariffs);
  const hasConsultation = consultation !== undefined && consultation !== null;
  const hasPromoForm = Boolean(content.promo) && promoForm !== undefined && promoForm !== null;

  const actions = useMemo<LandingActions>(
    () => ({
      anchorFor: (target: ActionTarget) => {
        if (target === 'promo' && hasPromoForm) return 'promo-form';
        if (target === 'consultation' || target === 'promo') {
          return hasConsultation ? 'consultation' : hasTariffs ? 'tariffs' : null;
        }
        return hasTariffs ? 'tariffs' : hasConsultation ? 'consultation' : null;
      },
      onTariffAction,
      onChooseSolution,
    }),
    [hasConsultation, hasPromoForm, hasTariffs, onTariffAction, onChooseSolution],
  );

  return (
    <LandingActionsContext.Provider value={actions}>
      <div className={styles.page} data-landing={slug}>
        <Hero hero={content.hero} />
        {content.attackTypes && (
          <ItemsBlock
            id="attack-types"
            section={content.attackTypes}
            tone="muted"
            cardTone="raised"
          />
        )}
        {content.specialOffer && <SpecialOffer offer={content.specialOffer} />}
        {content.roaming && <RoamingIntro roaming={content.roaming} />}
        {content.usages && <Usages section={content.usages} />}
        {content.integrations && <Integrations section={content.integrations} />}
        {content.benefits && <ItemsBlock id="benefits" section={content.benefits} />}
        {content.features && (
          <ItemsBlock id="features" section={content.features} tone="muted" cardTone="raised" />
        )}
        {content.cases && <Cases section={content.cases} />}
        {content.opportunities && <ItemsBlock id="opportunities" section={content.opportunities} />}
        {content.industries && <TableBlock id="industries" section={content.industries} />}
        {content.solutions && <Solutions section={content.solutions} />}
        {content.offers && <Offers section={content.offers} />}
        {content.promo && <Promo promo={content.promo} />}
        {hasPromoForm && (
          <div id="promo-form" className={styles.section({ tone: 'plain' })}>
            <div className={styles.container}>{promoForm}</div>
          </div>
        )}
        {content.pbxTariffs && <PbxTariffs block={content.pbxTariffs} id={pbxId} />}
        {content.tariffs && <Tariffs section={content.tariffs}>{tariffs}</Tariffs>}
        {!content.tariffs && tariffs && (
          <div id="tariffs" className={styles.section({ tone: 'muted' })}>
            <div className={styles.container}>{tariffs}</div>
          </div>
        )}
        {content.archive && <Archive section={content.archive} />}
        {content.faq && <Faq section={content.faq} />}
        {content.externalLinks && <ExternalLinks section={content.externalLinks} />}
        {content.steps && <Steps section={content.steps} />}
        {hasConsultation && (
          <div id="consultation" className={styles.section({ tone: 'brand' })}>
            <div className={styles.container}>{consultation}</div>
          </div>
        )}
        {content.otherServices && content.otherServices.items.length > 0 && (
          <OtherServices title={content.otherServices.title} items={content.otherServices.items} />
        )}
      </div>
    </LandingActionsContext.Provider>
  );
}
