import type { ProductSlug } from '../../../../contract/domain.ts';
import type { LandingContent } from '../../../../locales/content/index.ts';
import { LandingPage } from '../../landing/index.ts';
import { sectionOf } from '../data.ts';
import { KioskShell } from '../KioskShell.tsx';
import { kioskPaths } from '../paths.ts';
import { KioskConsultation } from '../screens/KioskConsultation.tsx';

/**
 * A product's page in kiosk dress: the site's landing template over the same content, in the
 * touch frame, with the kiosk's consultation form. The site's online applications (office
 * internet, mobile numbers) need the cabinet, so the kiosk shows the tariffs as content and leads
 * to the consultation; the cabinet's links become QR codes.
 */
export function KioskProduct({ slug, content }: { slug: ProductSlug; content: LandingContent }) {
  const section = sectionOf(slug);
  return (
    <KioskShell back={section ? kioskPaths.section(section) : kioskPaths.home}>
      <LandingPage
        content={content}
        slug={slug}
        consultation={<KioskConsultation product={slug} />}
      />
    </KioskShell>
  );
}
