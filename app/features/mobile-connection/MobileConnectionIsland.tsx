import { defineIsland } from '../../islands/Island.tsx';
import { ResumePromptSlot } from '../cabinet/resume/index.ts';
import { MobileConnectionFlow, type MobileConnectionFlowProps } from './MobileConnectionFlow.tsx';

/** The mobile-connection flow (§2.16), after the resume prompt (§2.21). */
function MobileConnection(props: MobileConnectionFlowProps) {
  return (
    <ResumePromptSlot appType="mobile">
      <MobileConnectionFlow {...props} />
    </ResumePromptSlot>
  );
}

export default defineIsland('mobile-connection', MobileConnection, { messages: ['widgets'] });
