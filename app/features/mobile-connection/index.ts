/**
 * The mobile-connection public flow (§2.16): tariffs → the number step → hand-off into the
 * cabinet application.
 *
 *   <LandingPage content={content} slug="mobile-connection" tariffs={<MobileConnectionFlow />} … />
 */
export { MobileConnectionFlow, type MobileConnectionFlowProps } from './MobileConnectionFlow.tsx';
