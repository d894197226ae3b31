import { defineIsland } from '../../islands/Island.tsx';
import { ResumePromptSlot } from '../cabinet/resume/index.ts';
import { OfficeInternetFlow, type OfficeInternetFlowProps } from './OfficeInternetFlow.tsx';

/**
 * The office-internet flow (§2.15) of /internet-for-office and its minimal landing; on the former,
 * after the resume prompt for a signed-in company with an unfinished application (§2.21).
 */
function OfficeInternet({ resume, ...flow }: OfficeInternetFlowProps & { resume?: boolean }) {
  if (!resume) return <OfficeInternetFlow {...flow} />;
  return (
    <ResumePromptSlot appType="internet">
      <OfficeInternetFlow {...flow} />
    </ResumePromptSlot>
  );
}

export default defineIsland('office-internet', OfficeInternet, { messages: ['widgets'] });
