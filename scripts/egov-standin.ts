/**
 * The stand-in eGov Business app for development (server/dev/egovBusinessStandIn.ts): give it
 * the text of the QR the site shows (the link «Открыть в eGov Business» carries it too) and what
 * the person with the phone does. It refuses NODE_ENV=production (its keys are public).
 *
 *   node --import tsx scripts/egov-standin.ts '<mobileSign:… from the page>' [behaviour] [key]
 *   behaviour: sign (default) | cancel | expire | tamper | wrongPerson
 *   key: a test-PKI key id (default stepnoy-head-sign; `GET /api/dev/eds/certificates` lists them)
 *
 * `expire` needs the server's developer routes (DEV_API=1): it goes through `POST
 * /api/dev/egov/scan`, which moves the code past its time first. So does every behaviour when
 * EGOV_STANDIN_VIA_DEV_API=1.
 */
import { DEV_API_PATHS } from '../contract/api.ts';
import {
  api1Of,
  EGOV_BEHAVIOURS,
  scanEgovQr,
  type EgovBehaviour,
} from '../server/dev/egovBusinessStandIn.ts';

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
  const res = await fetch(new URL(DEV_API_PATHS.egovScan, api1Of(qrText).origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ qrText, behaviour, certificateId }),
  });
  console.log(res.status, await res.text());
} else {
  console.log(JSON.stringify(await scanEgovQr({ qrText, behaviour, certificateId }), null, 2));
}
