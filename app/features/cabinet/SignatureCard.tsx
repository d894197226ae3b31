import { useState } from 'react';
import type { ApplicationDetail, ApplicationSignature } from '../../../contract/domain.ts';
import { Alert, Button } from '../../../lib/index.ts';
import { isAbort, readFailure } from '../../forms/index.ts';
import { useAbortScope } from '../../hooks/index.ts';
import type { Messages } from '../../../locales/index.ts';
import { useLocale, useT, type Translate } from '../../i18n/index.ts';
import { callEndpoint, saveFile, useApi } from '../api/index.ts';
import { Details, type DetailRow } from './Details.tsx';
import { formatDate, formatDateTime } from './format.ts';
import * as styles from './cabinet.css.ts';

type CardField = keyof Messages['cabinet']['application']['signatureCard']['fields'];

/**
 * Who signed, how and when; for EDS the certificate. An EDS signature made before the card's
 * facts were kept says so instead of leaving its certificate rows «Не указано»: nothing is
 * missing from the application, it was never recorded.
 */
function signatureRows(s: ApplicationSignature, t: Translate): DetailRow[] {
  const f = (field: CardField) => t(`cabinet.application.signatureCard.fields.${field}`);
  const channel = {
    label: f('channel'),
    value: t(`cabinet.application.signatureCard.channel.${s.channel ?? 'eds'}`),
  };
  const signedAt = {
    label: f('signedAt'),
    value: <time dateTime={s.signedAt}>{formatDateTime(s.signedAt)}</time>,
  };
  if (s.method === 'sms') return [channel, { label: f('phone'), value: s.signer }, signedAt];
  const certificate = s.certificate;
  if (!certificate) {
    return [
      { label: f('signer'), value: s.signer },
      channel,
      signedAt,
      { label: f('certificate'), value: t('cabinet.application.signatureCard.notKept') },
    ];
  }
  return [
    { label: f('signer'), value: s.signer },
    { label: f('iin'), value: s.signerIin },
    {
      label: f('role'),
      value: s.signerRole && t(`cabinet.application.signatureCard.role.${s.signerRole}`),
    },
    channel,
    signedAt,
    {
      label: f('serial'),
      value: <span className={styles.serial}>{certificate.serialNumber}</span>,
    },
    { label: f('issuer'), value: certificate.issuer },
    {
      label: f('validity'),
      value: t('cabinet.application.signatureCard.validity', {
        from: formatDate(certificate.validFrom),
        to: formatDate(certificate.validTo),
      }),
    },
  ];
}

type FileKind = 'document' | 'cms';

/**
 * The contract as it was signed and, for an EDS signature kept with its CMS, the signature file.
 * Both come with the bearer token (as the wizard's contract does), so a press fetches the file
 * and saves it; a failure is said under the buttons.
 */
function SignedFiles({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const scope = useAbortScope();
  const [busy, setBusy] = useState<FileKind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { opportunityId, applicationNumber } = application;

  const download = async (kind: FileKind) => {
    if (busy) return;
    setBusy(kind);
    setFailure(null);
    try {
      const signal = scope.signal();
      const blob =
        kind === 'document'
          ? await callEndpoint(api, 'contractDocument', { opportunityId }, { signal })
          : await callEndpoint(api, 'signatureCms', { opportunityId }, { signal });
      saveFile(blob, `contract-${applicationNumber}.${kind === 'document' ? 'html' : 'p7s'}`);
    } catch (error) {
      if (!isAbort(error)) setFailure(readFailure(error, locale).message);
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          size="s"
          loading={busy === 'document'}
          loadingLabel={t('cabinet.application.signatureCard.downloading')}
          onClick={() => void download('document')}
        >
          {t('cabinet.application.signatureCard.downloadDocument')}
        </Button>
        {application.signature?.cmsAvailable && (
          <Button
            variant="secondary"
            size="s"
            loading={busy === 'cms'}
            loadingLabel={t('cabinet.application.signatureCard.downloading')}
            onClick={() => void download('cms')}
          >
            {t('cabinet.application.signatureCard.downloadCms')}
          </Button>
        )}
      </div>
      {failure && (
        <Alert
          tone="error"
          title={t('cabinet.application.signatureCard.downloadFailed')}
          headingLevel={4}
        >
          {failure}
        </Alert>
      )}
    </>
  );
}

const SLOT = '\u0000';

/** The contract's title, its number kept on one line («№ MB-» / «2026-000011» on a phone). */
function DocumentTitle({ number }: { number: string }) {
  const t = useT();
  const [before = '', after = ''] = t('cabinet.application.signatureCard.documentTitle', {
    number: SLOT,
  }).split(SLOT);
  return (
    <>
      {before}
      <span className={styles.applicationNumber}>{number}</span>
      {after}
    </>
  );
}

/**
 * The signed contract with its signature card (the «signature» section of an application's
 * page): the document's title, who signed it, how, when and with what certificate, and the
 * downloads. Before it is signed, one line says so.
 */
export function SignatureCard({ application }: { application: ApplicationDetail }) {
  const t = useT();
  const signature = application.signature;
  if (!signature)
    return <p className={styles.muted}>{t('cabinet.application.signatureCard.notSigned')}</p>;
  return (
    <div className={styles.signatureCard}>
      <h3 className={styles.signatureTitle}>
        <DocumentTitle number={application.applicationNumber} />
      </h3>
      <Details rows={signatureRows(signature, t)} />
      <SignedFiles application={application} />
    </div>
  );
}
