/**
 * The behaviour the specification leaves open and this backend designed — the application status
 * machine, token rotation and its grace, the state register check, the SMS limits — as the
 * OpenAPI document's `info.description` says it to a gateway team (server/README.md tells the
 * same with the reasons). Made from the tables and numbers the server itself runs on
 * (`contract/domain.ts`, `contract/limits.ts`, the calls' declarations), so the document cannot
 * drift from them.
 */
import {
  cancelOpportunity,
  bookTimeSlot,
  mobileUpdateApplication,
  pickupOption,
  signData,
  signDocuments,
  updateApplication,
} from '../../contract/calls/cabinet.ts';
import { egovSignStart, mgovSignReturn } from '../../contract/calls/egov.ts';
import { loginStart, loginVerify, refreshToken } from '../../contract/calls/session.ts';
import { smsCheck, smsSend } from '../../contract/calls/sms.ts';
import {
  APP_TYPES,
  CARD_ACTION_OF,
  DETAILED_STATUSES,
  PROCESSING_STATUSES,
  STATUS_BRANCHES,
  STATUS_FLOW,
  SUMMARY_STATUS_OF,
  TERMINAL_STATUSES,
  UNFINISHED_STATUSES,
  WIZARD_POSITION_OF,
  type DetailedStatus,
} from '../../contract/domain.ts';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  ADDRESS_LOCK_MINUTES,
  CODE_FAILURES_PER_ADDRESS_PER_HOUR,
  DUPLICATE_LEAD_MINUTES,
  EDS_CHALLENGES_PER_ADDRESS_PER_HOUR,
  LEADS_PER_ADDRESS_PER_HOUR,
  REFRESH_REUSE_GRACE_SECONDS,
  REFRESH_TOKEN_TTL_SECONDS,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_SECONDS,
  SMS_CODES_PER_ADDRESS_PER_HOUR,
  SMS_CODES_PER_PHONE_PER_DAY,
  SMS_HOURLY_BUDGET,
  SMS_LOCK_MAX_MINUTES,
  SMS_LOCK_MINUTES,
  SMS_LOGIN_CODES_PER_BIN_PER_DAY,
  SMS_MAX_ATTEMPTS,
  SMS_PROOF_TTL_SECONDS,
  SMS_RESEND_SECONDS,
  SUCCESS_CASES_PER_DAY,
} from '../../contract/limits.ts';

const call = (declaration: { method: string; path: string }) =>
  `${declaration.method} ${declaration.path.replace(/^\/api\/v\d\/(creatio\/)?/, '')}`;

/** The client's calls that move an application out of a status the client acts in. */
export const CLIENT_STEP_CALLS: Readonly<Partial<Record<DetailedStatus, string[]>>> = {
  Qualification: [call(updateApplication), call(mobileUpdateApplication)],
  SolutionOnClient: [
    call(signDocuments),
    `${call(egovSignStart)} + the app's ${call(mgovSignReturn)}`,
  ],
  TimeBooking: [call(bookTimeSlot)],
  MobileDelivery: [call(pickupOption)],
};

/** The statuses each one may move to, from the flows, the branches and a cancellation. */
export function nextStatuses(status: DetailedStatus): DetailedStatus[] {
  const next = new Set<DetailedStatus>();
  for (const type of APP_TYPES) {
    const flow = STATUS_FLOW[type];
    const at = flow.indexOf(status);
    if (at >= 0 && at + 1 < flow.length) next.add(flow[at + 1]!);
  }
  for (const [branch, from] of Object.entries(STATUS_BRANCHES)) {
    if (from === status) next.add(branch as DetailedStatus);
  }
  if (!TERMINAL_STATUSES.includes(status)) next.add('StatusCancelled');
  return [...next];
}

const productsOf = (status: DetailedStatus) => {
  const types = APP_TYPES.filter((type) => STATUS_FLOW[type].includes(status));
  return types.length === APP_TYPES.length || types.length === 0 ? 'both' : types.join(', ');
};

function statusTable(): string {
  const rows = DETAILED_STATUSES.map((status) => {
    const next = nextStatuses(status);
    const position = WIZARD_POSITION_OF[status];
    const step = position ? `${position.step}${position.processing ? ' (processing)' : ''}` : '—';
    const who = PROCESSING_STATUSES.includes(status)
      ? `operator, then by itself`
      : (CLIENT_STEP_CALLS[status]?.map((name) => `client: ${name}`).join('; ') ??
        (TERMINAL_STATUSES.includes(status) ? 'closed' : 'operator'));
    return `| ${status} | ${productsOf(status)} | ${SUMMARY_STATUS_OF[status]} | ${
      CARD_ACTION_OF[status] ?? '—'
    } | ${step} | ${UNFINISHED_STATUSES.includes(status) ? 'yes' : 'no'} | ${who} | ${next.join(', ') || '—'} |`;
  });
  return [
    '| status | product | summary | card action | wizard step | unfinished | who moves it | next |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The designed-here behaviour, as markdown: appended to the document's introduction. */
export function designedBehaviour(): string {
  return `## The application status machine (designed here)

\`ApplicationDetail.status\` moves only along this table; \`statusSummary\`, \`action\` and the
wizard's step are derived from it as shown. A client step sent in another status is 409
APPLICATION_STATE_INVALID; a status where the operator acts («processing») moves on by itself and
the customer gets an SMS for the next step. \`${call(cancelOpportunity)}\` cancels any open one.
"Unfinished" applications are what last-application-detail returns and what blocks a second one of
the same product (create with \`replaceUnfinished: true\` cancels it). Every change is appended to
\`history\`.

${statusTable()}

## The state register check (designed here)

Before a contract is offered, and again at a signature, the company is checked against the state
business register: when DataUpdate's processing ends (unknown or not active → VerificationFailed
instead of SolutionOnClient); at \`${call(signData)}\` (422 EDS_VERIFICATION_FAILED, and after an
EDS login with a key that is not the First Head's 422 EDS_ROLE_REQUIRED, \`params.reason\`
LOGIN_NOT_FIRST_HEAD); at \`${call(signDocuments)}\` and the eGov app's return, by SMS or EDS (not
active → VerificationFailed, 422 EDS_VERIFICATION_FAILED; by EDS, a signer who is not the head the
register names → the same, \`params.reason\` REGISTER_HEAD_MISMATCH). The client sees only the
catalogue's words; a specialist calls within 2–3 days.

## Tokens: rotation and its grace (designed here)

Access tokens live ${ACCESS_TOKEN_TTL_SECONDS} s, refresh tokens ${REFRESH_TOKEN_TTL_SECONDS} s;
both opaque. \`${call(refreshToken)}\` spends the refresh token it is sent and answers a new pair.
The same spent token sent again within ${REFRESH_REUSE_GRACE_SECONDS} s of its rotation gets back
the very pair already issued (two tabs refreshing at once, a retry after a lost answer), as long
as that pair has not been refreshed in turn. Later, or once the chain has moved on, it means a
copy leaked: 401 REFRESH_TOKEN_INVALID, and the whole session ends for every holder.

## Login without an oracle, and the SMS limits (designed here)

\`${call(loginStart)}\` answers every well-formed request within the limits the same status and
body, whatever the BIN and phone (a client, a stranger, a company without applications): it checks
only the shape, the intent's own rules and the SMS limits, then texts the code to the phone
entered. Who the company is, the access gate (403 CABINET_NO_APPLICATION) and the phone warning
(403 LOGIN_PHONE_MISMATCH) are answered by \`${call(loginVerify)}\`, once the code is right.

Codes (\`${call(smsSend)}\`, \`${call(loginStart)}\`): ${SMS_CODE_LENGTH} digits, live
${SMS_CODE_TTL_SECONDS} s; a new one to the same phone and purpose after ${SMS_RESEND_SECONDS} s
(429 SMS_RESEND_TOO_EARLY, \`params.seconds\`). \`${call(smsCheck)}\`'s proof is one use and
lives ${SMS_PROOF_TTL_SECONDS} s. Every refusal below is a 429 with \`Retry-After\`.

| limit | number | counted per | answer |
| --- | --- | --- | --- |
| wrong codes in a row | ${SMS_MAX_ATTEMPTS} → lock ${SMS_LOCK_MINUTES} min, doubling with each lock within 24 h (at most ${SMS_LOCK_MAX_MINUTES} min) | purpose + phone (+ BIN for a login), across codes: a new code gives none back | SMS_ATTEMPTS_EXHAUSTED (\`params.minutes\`) |
| wrong codes from one address | ${CODE_FAILURES_PER_ADDRESS_PER_HOUR} an hour → lock ${ADDRESS_LOCK_MINUTES} min, doubling | client address | SMS_ATTEMPTS_EXHAUSTED |
| codes to one phone | ${SMS_CODES_PER_PHONE_PER_DAY} a Kazakhstan day, all purposes | phone | SMS_DAILY_LIMIT on \`phone\` |
| login codes to a company's own phones | ${SMS_LOGIN_CODES_PER_BIN_PER_DAY} a Kazakhstan day | BIN (only codes to its phone or an application's contact phone) | SMS_DAILY_LIMIT on \`bin\` |
| codes asked from one address | ${SMS_CODES_PER_ADDRESS_PER_HOUR} an hour, all purposes | client address | TOO_MANY_REQUESTS (\`params.minutes\`) |
| codes the whole service sends | ${SMS_HOURLY_BUDGET} an hour (SMS_HOURLY_BUDGET) | — | TOO_MANY_REQUESTS |
| leads, opportunities, reprice requests | ${LEADS_PER_ADDRESS_PER_HOUR} an hour (the same lead again within ${DUPLICATE_LEAD_MINUTES} min: 201 with the first one's id, stored once) | client address | TOO_MANY_REQUESTS |
| EDS login challenges | ${EDS_CHALLENGES_PER_ADDRESS_PER_HOUR} an hour | client address | TOO_MANY_REQUESTS |
| success cases | ${SUCCESS_CASES_PER_DAY} a Kazakhstan day | phone | CASE_LIMIT_REACHED (\`Retry-After\` to midnight) |`;
}
