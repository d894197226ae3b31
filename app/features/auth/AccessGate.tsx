import { Button, RadioGroup } from '../../../lib/index.ts';
import { Form, StepHeading, formStyles as w, useForm } from '../../forms/index.ts';
import { useLocale, useT } from '../../i18n/index.ts';
import { useSiteNavigate } from '../../routes/useSiteNavigate.ts';

type Gate = { service: 'internet' | 'mobile' | null };

/**
 * The access gate (§2.18): «Доступ в личный кабинет только для клиентов с поданной заявкой» —
 * the visitor picks «Интернет для офиса» or «Мобильная связь» and goes to that flow to apply.
 */
export function AccessGate({ onBack }: { onBack: () => void }) {
  const t = useT();
  const locale = useLocale();
  const go = useSiteNavigate();
  const form = useForm({
    locale,
    initial: { service: null } as Gate,
    // One question: the radios themselves take focus with their message.
    errorFocus: 'field',
    validate: (v) => ({ service: v.service ? undefined : t('cabinet.login.gate.choose') }),
    submit: async (v) => v.service,
    onSuccess: (service) =>
      go(service === 'mobile' ? '/mobile-connection' : '/internet-for-office'),
  });
  return (
    <Form
      form={form}
      summaryLevel={3}
      data-step="gate"
      header={
        <>
          <StepHeading level={2}>{t('cabinet.login.gate.title')}</StepHeading>
          <p className={w.text}>{t('cabinet.login.gate.text')}</p>
        </>
      }
    >
      <RadioGroup
        {...form.field('service')}
        label={t('cabinet.login.gate.legend')}
        options={[
          { value: 'internet', label: t('cabinet.login.gate.internet') },
          { value: 'mobile', label: t('cabinet.login.gate.mobile') },
        ]}
        required
      />
      <div className={w.actions}>
        <Button type="submit" size="l">
          {t('cabinet.login.gate.go')}
        </Button>
        <Button variant="secondary" size="l" onClick={onBack}>
          {t('cabinet.login.edit')}
        </Button>
      </div>
    </Form>
  );
}
