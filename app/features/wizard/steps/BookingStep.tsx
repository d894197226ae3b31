import { TIME_SLOT_DAYS_AHEAD } from '../../../../contract/limits.ts';
import type { TimeSlot } from '../../../../contract/domain.ts';
import {
  DatePicker,
  Loader,
  RadioGroup,
  dateErrorMessage,
  formatDateLong,
  isoToDateText,
  parseDateText,
  validateDate,
  type DateRules,
} from '../../../../lib/index.ts';
import {
  FieldsRejected,
  Form,
  FormActions,
  formStyles as w,
  readFailure,
  useForm,
  LoadFailed,
} from '../../../forms/index.ts';
import { useDataQuery, type Load } from '../../../data/index.ts';
import { useLocale, useT } from '../../../i18n/index.ts';
import { callEndpoint, useApi } from '../../api/index.ts';
import { slotHours } from '../slotTime.ts';
import type { StepProps } from '../types.ts';

/** The days `time-slots` offers: business days from the first possible one, with their windows. */
export type SlotDay = { date: string; slots: TimeSlot[] };

/** The date field's rules from the offered days: their span, and the days with a free window. */
export function bookingRules(days: readonly SlotDay[]): DateRules {
  const free = new Set(days.filter((d) => d.slots.some((s) => s.available)).map((d) => d.date));
  return {
    required: true,
    min: days[0]?.date,
    max: days.at(-1)?.date,
    isDateUnavailable: (iso) => !free.has(iso),
  };
}

/** The first offered day with a free window, preselected (§2.22 step 3). */
export function firstFreeDay(days: readonly SlotDay[]): string | null {
  return days.find((d) => d.slots.some((s) => s.available))?.date ?? null;
}

/**
 * Step 3 of the office wizard (§2.22): the connection date in the kit's DatePicker, limited to the
 * days `time-slots` offers (the first free one chosen), its windows as radios, «Подтвердить
 * бронирование». A window taken meanwhile (409 SLOT_UNAVAILABLE) is said at the windows, which
 * are read again; the date stays.
 */
export function BookingStep(props: StepProps) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const { opportunityId } = props.application;
  const slots = useDataQuery(
    {
      queryKey: ['time-slots', opportunityId],
      queryFn: async ({ signal }) =>
        (
          await callEndpoint(
            api,
            'timeSlots',
            { opportunityId, days: String(TIME_SLOT_DAYS_AHEAD) },
            { signal },
          )
        ).days,
    },
    { locale },
  );
  if (slots.state.status === 'failed') {
    return (
      <LoadFailed
        title={t('wizard.booking.loadFailed')}
        message={slots.state.message}
        retrying={slots.state.retrying}
        onRetry={slots.retry}
      />
    );
  }
  if (slots.state.status !== 'ready') return <Loader label={t('wizard.booking.loading')} />;
  return <BookingForm {...props} slots={slots} days={slots.state.data} />;
}

function BookingForm({
  application,
  onAdvance,
  slots,
  days,
}: StepProps & { slots: Load<SlotDay[]>; days: SlotDay[] }) {
  const t = useT();
  const locale = useLocale();
  const api = useApi();
  const rules = bookingRules(days);
  const first = firstFreeDay(days);
  const form = useForm({
    locale,
    initial: () => ({ date: first ? isoToDateText(first) : '', slotId: null as string | null }),
    validate: (v) => {
      const code = validateDate(v.date, rules);
      return {
        date: code ? dateErrorMessage(code, { locale, min: rules.min, max: rules.max }) : undefined,
        slotId: !code && !v.slotId ? t('wizard.booking.slotRequired') : undefined,
      };
    },
    submit: async (v, { signal }) => {
      try {
        return await callEndpoint(
          api,
          'bookTimeSlot',
          { opportunityId: application.opportunityId, slotId: v.slotId ?? '' },
          { signal },
        );
      } catch (error) {
        const failure = readFailure(error, locale);
        if (failure.code !== 'SLOT_UNAVAILABLE') throw error;
        // Someone took it first: the windows are read again, the date stays, the choice goes.
        const fresh = await callEndpoint(
          api,
          'timeSlots',
          { opportunityId: application.opportunityId, days: String(TIME_SLOT_DAYS_AHEAD) },
          { signal },
        );
        slots.set(fresh.days);
        form.set('slotId', null);
        throw new FieldsRejected({ slotId: failure.message }, 'SLOT_UNAVAILABLE');
      }
    },
    onSuccess: (next) => onAdvance(next),
  });

  const parsed = parseDateText(form.values.date);
  const day = parsed.status === 'ok' ? days.find((d) => d.date === parsed.iso) : undefined;
  const free = day?.slots.some((s) => s.available) ?? false;
  const example = first ? isoToDateText(first) : '';
  return (
    <Form form={form} summaryLevel={3} data-form="booking">
      <p className={w.text}>{t('wizard.booking.intro')}</p>
      <DatePicker
        label={t('wizard.booking.date')}
        hint={
          rules.min && rules.max
            ? t('wizard.booking.dateHint', {
                first: isoToDateText(rules.min),
                last: isoToDateText(rules.max),
                example,
              })
            : undefined
        }
        {...rules}
        {...form.field('date')}
        onChange={(text, iso) =>
          form.update((v) => ({
            ...v,
            date: text,
            // A window belongs to its day: another day's choice does not carry over.
            slotId: iso && v.slotId?.startsWith(iso) ? v.slotId : null,
          }))
        }
      />
      {day && free ? (
        <RadioGroup
          label={t('wizard.booking.slotsOn', { date: formatDateLong(day.date, locale) })}
          required
          options={day.slots.map((slot) => ({
            value: slot.id,
            label: slotHours(slot),
            hint: slot.available ? undefined : t('wizard.booking.slotTaken'),
            disabled: !slot.available,
          }))}
          {...form.field('slotId')}
        />
      ) : (
        <p className={w.text} data-slots="none">
          {day ? t('wizard.booking.noSlots') : t('wizard.booking.pickDate')}
        </p>
      )}
      <FormActions
        serviceError={form.serviceError}
        busy={form.busy}
        busyLabel={t('wizard.booking.confirming')}
        submitLabel={t('wizard.booking.confirm')}
      />
    </Form>
  );
}
