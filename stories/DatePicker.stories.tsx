import type { Story } from '@ladle/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Button,
  DatePicker,
  DateRangePicker,
  KitProvider,
  enableKitShadowDomSupport,
  siteTheme,
  formatDateLong,
  toDateRangeValue,
  validateDate,
  validateDateRange,
  type DateErrorCode,
  type DateRangeError,
  type DateRangeText,
  type DateRangeValue,
  type KitLocale,
} from '../lib/index.ts';

export default { title: 'Kit / DatePicker' };

const LABEL = 'Дата подключения';
/** Fully booked days of the booking stories. */
const BOOKED = new Set(['2026-11-24', '2026-11-25', '2026-11-26']);
const isBooked = (date: string) => BOOKED.has(date);

/**
 * Keeps an open calendar inside the story root, where the axe sweep looks (by default the
 * popover goes to document.body). The same prop keeps it inside the embed bundle's shadow root.
 */
function InRoot({ children }: { children: (container: HTMLElement) => ReactNode }) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  return (
    <div style={{ minHeight: 460 }}>
      {container && children(container)}
      <div ref={setContainer} />
    </div>
  );
}

export const Empty: Story = () => <DatePicker label={LABEL} />;

export const Filled: Story = () => <DatePicker label={LABEL} defaultValue="21.11.2026" />;

export const Required: Story = () => <DatePicker label={LABEL} required />;

const invalid = (code: DateErrorCode, text: string, extra: object = {}) => {
  const Invalid: Story = () => (
    <DatePicker label={LABEL} required defaultValue={text} errorCode={code} {...extra} />
  );
  return Invalid;
};

export const InvalidEmpty = invalid('ERROR_EMPTY', '');
export const InvalidFormat = invalid('FORMAT', '21.11.26');
export const InvalidNotExist = invalid('NOT_EXIST', '31.02.2025');
export const InvalidNotExistLeapYear = invalid('NOT_EXIST', '29.02.2026');
export const InvalidRange = invalid('ERROR_RANGE', '01.01.2027', {
  min: '2026-11-10',
  max: '2026-12-31',
});
export const InvalidUnavailable = invalid('UNAVAILABLE', '24.11.2026', {
  isDateUnavailable: isBooked,
});

export const MinMax: Story = () => (
  <InRoot>
    {(container) => (
      <DatePicker
        label={LABEL}
        hint="С 10.11.2026 по 20.12.2026"
        min="2026-11-10"
        max="2026-12-20"
        defaultValue="12.11.2026"
        defaultOpen
        portalContainer={container}
      />
    )}
  </InRoot>
);

export const UnavailableDates: Story = () => (
  <InRoot>
    {(container) => (
      <DatePicker
        label="Дата визита монтажника"
        hint="24–26 ноября заняты"
        min="2026-11-01"
        isDateUnavailable={isBooked}
        defaultValue="23.11.2026"
        defaultOpen
        portalContainer={container}
        validateOnBlur
      />
    )}
  </InRoot>
);

export const OpenCalendar: Story = () => (
  <InRoot>
    {(container) => (
      <DatePicker label={LABEL} defaultValue="21.11.2026" defaultOpen portalContainer={container} />
    )}
  </InRoot>
);

export const MonthAndYear: Story = () => (
  <DatePicker label="Месяц отчёта" mode="monthAndYear" defaultValue="11.2026" />
);

export const MonthAndYearOpen: Story = () => (
  <InRoot>
    {(container) => (
      <DatePicker
        label="Месяц отчёта"
        mode="monthAndYear"
        min="2025-03"
        max="2026-12"
        defaultValue="11.2026"
        defaultOpen
        portalContainer={container}
      />
    )}
  </InRoot>
);

export const Disabled: Story = () => (
  <DatePicker label={LABEL} defaultValue="21.11.2026" disabled hint="Дату назначит менеджер" />
);

export const Sizes: Story = () => (
  <div style={{ display: 'grid', gap: 16 }}>
    {(['s', 'm', 'l'] as const).map((size) => (
      <DatePicker key={size} label={`Размер ${size}`} size={size} defaultValue="21.11.2026" />
    ))}
  </div>
);

function RangeWithValue() {
  const initial = { start: '02.11.2026', end: '13.11.2026' };
  const [period, setPeriod] = useState<DateRangeValue | null>(() =>
    toDateRangeValue(initial, { timeZone: 'Asia/Almaty' }),
  );
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <DateRangePicker
        label="Период"
        timeZone="Asia/Almaty"
        defaultValue={initial}
        onChange={(_, value) => setPeriod(value)}
      />
      <pre style={{ margin: 0 }}>{JSON.stringify(period, null, 2)}</pre>
    </div>
  );
}

export const Range: Story = () => <RangeWithValue />;

export const RangeOpen: Story = () => (
  <InRoot>
    {(container) => (
      <DateRangePicker
        label="Период"
        defaultValue={{ start: '10.11.2026', end: '18.11.2026' }}
        isDateUnavailable={isBooked}
        defaultOpen
        portalContainer={container}
      />
    )}
  </InRoot>
);

export const RangeEndBeforeStart: Story = () => {
  const text = { start: '20.11.2026', end: '10.11.2026' };
  return <DateRangePicker label="Период" value={text} errorCode={validateDateRange(text)} />;
};

export const RangeMonthAndYear: Story = () => (
  <InRoot>
    {(container) => (
      <DateRangePicker
        label="Период отчёта"
        mode="monthAndYear"
        defaultValue={{ start: '09.2026', end: '11.2026' }}
        defaultOpen
        portalContainer={container}
      />
    )}
  </InRoot>
);

/** Validation on submit, the GOV.UK way: the field keeps what was typed and shows one error. */
function SubmitForm() {
  const rules = {
    required: true,
    min: '2026-11-10',
    max: '2026-12-31',
    isDateUnavailable: isBooked,
  };
  const [text, setText] = useState('');
  const [code, setCode] = useState<DateErrorCode | null>(null);
  const [range, setRange] = useState<DateRangeText>({ start: '', end: '' });
  const [rangeError, setRangeError] = useState<DateRangeError | null>(null);
  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 24, maxWidth: 480 }}
      onSubmit={(event) => {
        event.preventDefault();
        setCode(validateDate(text, rules));
        setRangeError(validateDateRange(range, { required: true }));
      }}
    >
      <DatePicker label={LABEL} {...rules} value={text} onChange={setText} errorCode={code} />
      <DateRangePicker
        label="Период"
        required
        value={range}
        onChange={setRange}
        errorCode={rangeError}
      />
      <div>
        <Button type="submit">Продолжить</Button>
      </div>
    </form>
  );
}

export const ValidateOnSubmit: Story = () => <SubmitForm />;

function Kk({ children }: { children: ReactNode }) {
  return (
    <KitProvider locale="kk">
      <div lang="kk">{children}</div>
    </KitProvider>
  );
}

export const Kazakh: Story = () => (
  <Kk>
    <InRoot>
      {(container) => (
        <DatePicker
          label="Қосылу күні"
          defaultValue="21.11.2026"
          isDateUnavailable={isBooked}
          defaultOpen
          portalContainer={container}
        />
      )}
    </InRoot>
  </Kk>
);

export const KazakhInvalid: Story = () => (
  <Kk>
    <div style={{ display: 'grid', gap: 24 }}>
      <DatePicker label="Қосылу күні" required defaultValue="31.02.2025" errorCode="NOT_EXIST" />
      <DatePicker
        label="Қосылу күні"
        defaultValue="01.01.2027"
        errorCode="ERROR_RANGE"
        min="2026-11-10"
        max="2026-12-31"
      />
      <DateRangePicker
        label="Кезең"
        value={{ start: '20.11.2026', end: '10.11.2026' }}
        errorCode={{ code: 'END_BEFORE_START', field: 'end' }}
      />
    </div>
  </Kk>
);

export const KazakhMonthAndYear: Story = () => (
  <Kk>
    <InRoot>
      {(container) => (
        <DatePicker
          label="Есеп айы"
          mode="monthAndYear"
          defaultValue="11.2026"
          defaultOpen
          portalContainer={container}
        />
      )}
    </InRoot>
  </Kk>
);

/** The long dates the blog and the cabinet print, from the kit's own month tables. */
export const LongDates: Story = () => {
  const dates = ['2026-01-01', '2026-03-08', '2026-05-09', '2026-11-21', '2026-12-16'];
  const locales: KitLocale[] = ['ru', 'kk'];
  return (
    <table style={{ borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'left', padding: 8 }}>ISO</th>
          {locales.map((locale) => (
            <th key={locale} style={{ textAlign: 'left', padding: 8 }} lang={locale}>
              {locale}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {dates.map((date) => (
          <tr key={date}>
            <td style={{ padding: 8 }}>{date}</td>
            {locales.map((locale) => (
              <td key={locale} style={{ padding: 8 }} lang={locale}>
                {formatDateLong(date, locale)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
};

/**
 * How the embed bundle uses the picker: rendered inside a shadow root, the calendar portalled
 * into it, react-aria's shadow-DOM support switched on. The page's stylesheets are copied in, as
 * the embed bundle adopts its own.
 */
function ShadowRootHost() {
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    enableKitShadowDomSupport();
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    for (const sheet of document.head.querySelectorAll('style, link[rel="stylesheet"]')) {
      shadow.append(sheet.cloneNode(true));
    }
    const mount = document.createElement('div');
    mount.className = siteTheme;
    const portal = document.createElement('div');
    shadow.append(mount, portal);
    const root = createRoot(mount);
    root.render(
      <KitProvider locale="kk">
        <div lang="kk">
          <DatePicker label="Қосылу күні" defaultValue="21.11.2026" portalContainer={portal} />
        </div>
      </KitProvider>,
    );
    return () => {
      root.unmount();
      shadow.replaceChildren();
    };
  }, []);
  return <div ref={hostRef} data-testid="shadow-host" style={{ minHeight: 460 }} />;
}

export const InShadowRoot: Story = () => <ShadowRootHost />;
