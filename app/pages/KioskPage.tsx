import { KioskScreen } from '../features/kiosk/index.ts';
import type { PageProps } from '../routes/types.ts';

/** Every kiosk route (`/kiosk…`): the kiosk's own frame and screens (`app/features/kiosk`). */
export default function KioskPage(props: PageProps) {
  return <KioskScreen {...props} />;
}
