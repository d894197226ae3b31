/**
 * The stand-in eGov Business app for development (server/dev/egovBusinessStandIn.ts): give it
 * the text of the QR the site shows (the link «Открыть в eGov Business» carries it too) and what
 * the person with the phone does. It refuses NODE_ENV=production (its keys are public).
 *
 *   node --import tsx scripts/egov-standin.ts '<mobileSign:… from the page>' [behaviour] [key]
 *   behaviour: sign (default) | cancel | expire | tamper | wrongPerson
 *   key: a test-PKI key id (default stepnoy-head-sign; the developer call `edsCertificates`
 *        lists them)
 *
 * `expire` needs the server's developer routes (DEV_API=1): it goes through the developer call
 * `egovScan` (contract/calls/dev.ts), which moves the code past its time first. So does every
 * behaviour when EGOV_STANDIN_VIA_DEV_API=1.
 */
import type { DevIn } from '../contract/index.ts';
import { EGOV_BEHAVIOURS, type EgovBehaviour } from '../contract/calls/dev.ts';
import { DEV_CALLS } from '../contract/calls/index.ts';
import { api1Of, scanEgovQr } from '../server/dev/egovBusinessStandIn.ts';

if (process.env.NODE_ENV === 'production') {
  console.error('egov-standin: refused with NODE_ENV=production (its keys are public)');
  process.exit(1);
}

const [qrText, behaviourArg = 'sign', certificateId = 'stepnoy-head-sign'] = process.argv.slice(2);
if (!qrText || !(EGOV_BEHAVIOURS as readonly string[]).includes(behaviourArg)) {
  console.error(`usage: egov-standin '<mobileSign:…>' [${EGOV_BEHAVIOURS.join('|')}] [key]`);
  process.exit(2);
}
const behaviour = behaviourArg as EgovBehaviour;

if (behaviour === 'expire' || process.env.EGOV_STANDIN_VIA_DEV_API === '1') {
  const { method, path } = DEV_CALLS.egovScan;
  const scan: DevIn<'egovScan'> = { qrText, behaviour, certificateId };
  const res = await fetch(new URL(path, api1Of(qrText).origin), {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(scan),
  });
  console.log(res.status, await res.text());
} else {
  console.log(JSON.stringify(await scanEgovQr({ qrText, behaviour, certificateId }), null, 2));
}
