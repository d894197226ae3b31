import type { Story } from '@ladle/react';
import { useMemo } from 'react';
import type { AddressCity } from '../../contract/domain.ts';
import type { Locale } from '../../contract/locale.ts';
import { errorJson } from '../../app/features/api/testing.ts';
import { fakeBackend } from '../../app/test/backend.ts';
import { AddressCheckWidget } from '../../app/features/widgets/index.ts';
import { Driven, scriptedApi, type Step } from './driver.tsx';

export default { title: 'Widgets / Office address' };

const CITIES: AddressCity[] = [
  {
    id: 'almaty',
    name: 'Алматы',
    kind: 'city',
    region: 'город республиканского значения',
    parent: null,
  },
  {
    id: 'astana',
    name: 'Астана',
    kind: 'city',
    region: 'город республиканского значения',
    parent: null,
  },
  {
    id: 'kosshy',
    name: 'Косшы',
    kind: 'town',
    region: 'Акмолинская область',
    parent: { cityId: 'astana', cityName: 'Астана', district: 'Целиноградский район' },
  },
];

/** Typed addresses: «Толе би 101» is covered (fibre), «Шанырак 3» is not, anything else unknown. */
const ok = fakeBackend({
  addressCities: () => ({ cities: CITIES }),
  addressStreets: () => ({ streets: [] }),
  addressHouses: () => ({ houses: [] }),
  addressCoverage: ({ input }) => {
    const street = input.street ?? '';
    const house = input.house ?? '';
    if (street === 'Толе би' && house === '101') {
      return {
        covered: true,
        matched: true,
        houseId: 'h-101',
        address: 'г. Алматы, ул. Толе би, 101',
        technology: 'fiber',
        connectionBusinessDays: 3,
      };
    }
    if (street === 'Шанырак' && house === '3') {
      return {
        covered: false,
        matched: true,
        houseId: 'h-3',
        address: 'г. Алматы, мкр. Шанырак-2, 3',
        technology: null,
        connectionBusinessDays: null,
      };
    }
    return {
      covered: false,
      matched: false,
      houseId: null,
      address: `Алматы, ${street}, ${house}`,
      technology: null,
      connectionBusinessDays: null,
    };
  },
});

const words = {
  ru: { manual: 'Ввести вручную', city: /Город/, street: /Улица/, house: /Дом/, go: 'Продолжить' },
  kk: { manual: 'Қолмен енгізу', city: /Қала/, street: /Көше/, house: /Үй/, go: 'Жалғастыру' },
};

const typed = (locale: Locale, street: string, house: string): Step[] => [
  { press: words[locale].manual },
  { type: 'Алматы', into: words[locale].city },
  { type: street, into: words[locale].street },
  { type: house, into: words[locale].house },
  { press: words[locale].go },
];

function Widget({
  locale,
  steps = [],
  handler = ok,
}: {
  locale: Locale;
  steps?: Step[];
  handler?: typeof ok;
}) {
  const api = useMemo(() => scriptedApi(locale, handler), [locale, handler]);
  return (
    <Driven steps={steps}>
      <AddressCheckWidget
        locale={locale}
        api={api}
        onBack={() => {}}
        renderNextStep={(result) =>
          result.outcome === 'notCovered' ? null : (
            <button type="button">
              {locale === 'ru' ? 'Оформить заявку' : 'Өтінімді рәсімдеу'}
            </button>
          )
        }
      />
    </Driven>
  );
}

const form = (locale: Locale) => <Widget locale={locale} />;
export const Form: Story = () => form('ru');
export const FormKazakh: Story = () => form('kk');

const required = (locale: Locale) => (
  <Widget locale={locale} steps={[{ press: words[locale].go }]} />
);
export const ChooseFromList: Story = () => required('ru');
export const ChooseFromListKazakh: Story = () => required('kk');

const forbidden = (locale: Locale) => (
  <Widget locale={locale} steps={typed(locale, 'Толе би', '101;')} />
);
export const ForbiddenCharacters: Story = () => forbidden('ru');
export const ForbiddenCharactersKazakh: Story = () => forbidden('kk');

const covered = (locale: Locale) => (
  <Widget locale={locale} steps={typed(locale, 'Толе би', '101')} />
);
export const Covered: Story = () => covered('ru');
export const CoveredKazakh: Story = () => covered('kk');

const notCovered = (locale: Locale) => (
  <Widget locale={locale} steps={typed(locale, 'Шанырак', '3')} />
);
export const NotCovered: Story = () => notCovered('ru');
export const NotCoveredKazakh: Story = () => notCovered('kk');

const manual = (locale: Locale) => (
  <Widget locale={locale} steps={typed(locale, 'Жандосова', '58')} />
);
export const CheckedLater: Story = () => manual('ru');
export const CheckedLaterKazakh: Story = () => manual('kk');

const serviceError = (locale: Locale) => (
  <Widget
    locale={locale}
    handler={fakeBackend({
      addressCities: () => ({ cities: CITIES }),
      addressCoverage: () => errorJson(500, 'SERVICE_ERROR'),
    })}
    steps={typed(locale, 'Толе би', '101')}
  />
);
export const ServiceError: Story = () => serviceError('ru');
export const ServiceErrorKazakh: Story = () => serviceError('kk');
