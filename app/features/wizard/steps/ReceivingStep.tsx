import type { In } from '../../../../contract/index.ts';
import { RadioGroup, forbiddenCharactersMessage } from '../../../../lib/index.ts';
import {
  FieldsRejected,
  Form,
  FormActions,
  formStyles as w,
  useForm,
  type FieldErrors,
} from '../../../forms/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { callEndpoint, useApi } from '../../api/index.ts';
import type { StepProps } from '../types.ts';
import { DeliveryFields } from './DeliveryFields.tsx';
import { locateAddress, locatedProblem } from './locateAddress.ts';
import { PickupFields } from './PickupFields.tsx';
import {
  DELIVERY_DETAILS,
  RECEIVING_INITIAL,
  RECEIVING_SERVER_FIELDS,
  type ReceivingValues,
} from './receivingValues.ts';

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * Step 3 of the mobile wizard (§2.23): self-pickup from a city's office, or delivery by courier
 * to an address in a delivery zone. Whether the address is in a zone is the server's answer
 * (`pickup-option`): «Адрес не входит в зону доставки» at the address field.
 */
export function ReceivingStep({ application, onAdvance }: StepProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const form = useForm({
    locale,
    initial: RECEIVING_INITIAL,
    validate: (v) => {
      const errors: FieldErrors<ReceivingValues> = {
        method: v.method ? undefined : t('wizard.receiving.methodRequired'),
      };
      if (v.method === 'pickup' && !v.cityId) errors.cityId = t('wizard.receiving.cityRequired');
      if (v.method === 'delivery') {
        if (v.address.trim() === '') errors.address = t('wizard.receiving.addressRequired');
        for (const name of DELIVERY_DETAILS) {
          errors[name] = forbiddenCharactersMessage(v[name], locale) ?? undefined;
        }
      }
      return errors;
    },
    serverFields: RECEIVING_SERVER_FIELDS,
    submit: async (v, { signal }) => {
      const { opportunityId } = application;
      let request: In<'pickupOption'>;
      if (v.method === 'pickup') {
        request = { opportunityId, type: 'pickup', cityId: v.cityId ?? '' };
      } else {
        let point = v.point;
        if (!point) {
          // The address alone is enough: where it is, is looked up now.
          const located = await locateAddress(api, v.address, { signal });
          if (located.kind !== 'found') {
            throw new FieldsRejected({ address: locatedProblem(located.kind, t) });
          }
          point = located.point;
          form.update((current) => ({
            ...current,
            point: located.point,
            pointFrom: 'search',
            found: located.address,
          }));
        }
        request = {
          opportunityId,
          type: 'delivery',
          delivery: {
            address: v.address.trim(),
            point,
            entrance: optional(v.entrance),
            flat: optional(v.flat),
            intercom: optional(v.intercom),
            floor: optional(v.floor),
          },
        };
      }
      return callEndpoint(api, 'pickupOption', request, { signal });
    },
    onSuccess: (next) => onAdvance(next),
  });

  return (
    <Form form={form} summaryLevel={3} data-form="receiving">
      <p className={w.text}>{t('wizard.receiving.intro')}</p>
      <RadioGroup
        label={t('wizard.receiving.method')}
        required
        options={[
          {
            value: 'pickup' as const,
            label: t('wizard.receiving.pickup'),
            hint: t('wizard.receiving.pickupHint'),
          },
          {
            value: 'delivery' as const,
            label: t('wizard.receiving.delivery'),
            hint: t('wizard.receiving.deliveryHint'),
          },
        ]}
        {...form.field('method')}
      />
      {form.values.method === 'pickup' && <PickupFields form={form} />}
      {form.values.method === 'delivery' && <DeliveryFields form={form} />}
      <FormActions
        serviceError={form.serviceError}
        busy={form.busy}
        busyLabel={t('wizard.receiving.confirming')}
        submitLabel={t('wizard.receiving.confirm')}
      />
    </Form>
  );
}
