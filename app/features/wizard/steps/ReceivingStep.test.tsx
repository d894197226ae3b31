import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { GeoPoint } from '../../../../contract/domain.ts';
import type { GeocodedAddress } from '../../../../contract/index.ts';
import { expectNoAxeViolations } from '../../../../lib/test/axe.ts';
import { renderOnSite } from '../../../test/renderOnSite.tsx';
import { errorJson } from '../../api/testing.ts';
import { GEOCODED, mobileApplication, wizardBackend, type Answers } from '../testing.ts';
import { ReceivingStep } from './ReceivingStep.tsx';

// Leaflet needs a laid-out page; here the map is a button that puts the pin where a click would.
vi.mock('../map/DeliveryMap.tsx', () => ({
  default: ({
    onPick,
    describedBy,
  }: {
    onPick: (point: GeoPoint) => void;
    describedBy: string;
  }) => (
    <button
      type="button"
      aria-describedby={describedBy}
      onClick={() => onPick({ lat: 43.3, lng: 76.9 })}
    >
      Карта: нажать
    </button>
  ),
  leafletStyles: () => Promise.resolve(),
}));

// jsdom lays nothing out: give the virtualised city list a viewport.
const spies: MockInstance[] = [];
beforeAll(() => {
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(320));
  spies.push(vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(40));
  spies.push(vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400));
});
afterAll(() => spies.forEach((spy) => spy.mockRestore()));

const application = mobileApplication('MobileDelivery');
const delivered = mobileApplication('DeliveryInProgress');

function renderReceiving(overrides: Answers = {}) {
  const onAdvance = vi.fn();
  const view = renderOnSite(<ReceivingStep application={application} onAdvance={onAdvance} />, {
    handler: wizardBackend({ pickupOption: () => delivered, ...overrides }),
    signedIn: true,
  });
  return { onAdvance, ...view };
}

const confirm = () => screen.getByRole('button', { name: 'Подтвердить' });
const summary = () => screen.getByRole('group', { name: 'Исправьте ошибки' });
const address = () => screen.getByRole('textbox', { name: /^Адрес доставки/ });

describe('ReceivingStep', () => {
  it('asks how to receive the SIM cards, then the city for a pickup', async () => {
    const user = userEvent.setup();
    const { requests, container } = renderReceiving();
    await user.click(confirm());
    expect(summary()).toHaveFocus();
    expect(summary()).toHaveTextContent('Выберите способ получения SIM-карт');
    await user.click(screen.getByRole('radio', { name: /Самовывоз из офиса/ }));
    await user.click(confirm());
    expect(summary()).toHaveTextContent('Выберите город');
    expect(requests('/pickup-option')).toHaveLength(0);
    await expectNoAxeViolations(container);
  });

  it('self-pickup: a city found by search, its office, hours and manager, then sent', async () => {
    const user = userEvent.setup();
    const { requests, onAdvance } = renderReceiving();
    await user.click(screen.getByRole('radio', { name: /Самовывоз из офиса/ }));
    await user.click(await screen.findByRole('combobox', { name: /^Город/ }));
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по названию' }), 'алм');
    await user.click(screen.getByRole('option', { name: 'Алматы' }));
    const point = await screen.findByRole('region', { name: 'Где забрать SIM-карты' });
    expect(point).toHaveTextContent('пр. Аль-Фараби, 77/7');
    expect(point).toHaveTextContent('Пн–Пт 9:00–19:00');
    expect(point).toHaveTextContent('Айгерим Нурланова, +7 (701) 222-33-11');
    expect(requests('/mobile-self-pickup-city-details')[0]?.query.get('city-id')).toBe('almaty');
    await user.click(confirm());
    await vi.waitFor(() => expect(onAdvance).toHaveBeenCalledWith(delivered));
    expect(requests('/pickup-option')[0]?.body).toEqual({
      opportunityId: 'opp-m1',
      type: 'pickup',
      cityId: 'almaty',
    });
  });

  it('delivery by the address alone: looked up on submit, sent with its point and details', async () => {
    const user = userEvent.setup();
    const { requests, onAdvance } = renderReceiving();
    await user.click(screen.getByRole('radio', { name: /Доставка курьером/ }));
    await user.type(address(), 'Алматы, Абая 10');
    await user.type(screen.getByRole('textbox', { name: 'Подъезд' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Этаж' }), '5');
    await user.click(confirm());
    await vi.waitFor(() => expect(onAdvance).toHaveBeenCalledWith(delivered));
    expect(requests('/address/geocode')[0]?.query.get('q')).toBe('Алматы, Абая 10');
    expect(requests('/pickup-option')[0]?.body).toEqual({
      opportunityId: 'opp-m1',
      type: 'delivery',
      delivery: {
        address: 'Алматы, Абая 10',
        point: GEOCODED.point,
        entrance: '2',
        flat: null,
        intercom: null,
        floor: '5',
      },
    });
  });

  it('outside the zone: «Адрес не входит в зону доставки» at the address, the server’s word', async () => {
    const user = userEvent.setup();
    const { container } = renderReceiving({
      pickupOption: () =>
        errorJson(422, 'DELIVERY_OUT_OF_ZONE', 'x', {
          fields: { 'delivery.point': { code: 'DELIVERY_OUT_OF_ZONE', message: 'x' } },
        }),
    });
    await user.click(screen.getByRole('radio', { name: /Доставка курьером/ }));
    await user.type(address(), 'Актобе, Абилкайыр хана 2');
    await user.type(screen.getByRole('textbox', { name: 'Домофон' }), '12К');
    await user.click(confirm());
    await vi.waitFor(() => expect(summary()).toHaveFocus());
    expect(summary()).toHaveTextContent('Адрес не входит в зону доставки');
    expect(address()).toHaveAccessibleDescription(/Адрес не входит в зону доставки/);
    expect(address()).toHaveValue('Актобе, Абилкайыр хана 2');
    expect(screen.getByRole('textbox', { name: 'Домофон' })).toHaveValue('12К');
    await expectNoAxeViolations(container);
  });

  it('an address the search does not know, or only a town, asks for more; nothing is sent', async () => {
    const user = userEvent.setup();
    let answer: { results: GeocodedAddress[] } = { results: [] };
    const { requests } = renderReceiving({ addressGeocode: () => answer });
    await user.click(screen.getByRole('radio', { name: /Доставка курьером/ }));
    await user.type(address(), 'Лондон, Бейкер-стрит 221');
    await user.click(confirm());
    await vi.waitFor(() => expect(summary()).toHaveTextContent(/Не нашли такой адрес/));
    answer = { results: [{ ...GEOCODED, address: 'г. Алматы', precision: 'city' }] };
    await user.clear(address());
    await user.type(address(), 'Алматы');
    await user.click(screen.getByRole('button', { name: 'Найти на карте' }));
    await vi.waitFor(() => expect(address()).toHaveAccessibleDescription(/Уточните адрес/));
    expect(requests('/pickup-option')).toHaveLength(0);
  });

  it('the pin from the map is said in text and sent as it is; «Найти на карте» moves it', async () => {
    const user = userEvent.setup();
    const { requests } = renderReceiving();
    await user.click(screen.getByRole('radio', { name: /Доставка курьером/ }));
    await user.type(address(), 'Алматы, Абая 10');
    await user.click(screen.getByRole('button', { name: 'Найти на карте' }));
    const status = document.querySelector('[data-pin]') as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    await vi.waitFor(() => expect(status).toHaveTextContent('Нашли: г. Алматы, пр. Абая, 10.'));
    await vi.waitFor(() =>
      expect(status).toHaveTextContent('Метка в зоне доставки (Алматы): 43.23980, 76.90460.'),
    );
    await user.click(await screen.findByRole('button', { name: 'Карта: нажать' }));
    await vi.waitFor(() =>
      expect(status).toHaveTextContent('Метка в зоне доставки (Алматы): 43.30000, 76.90000.'),
    );
    expect(status).not.toHaveTextContent('Нашли');
    const geocodes = requests('/address/geocode').length;
    await user.click(confirm());
    await vi.waitFor(() => expect(requests('/pickup-option')).toHaveLength(1));
    expect(requests('/address/geocode')).toHaveLength(geocodes);
    expect(requests('/pickup-option')[0]?.body).toMatchObject({
      delivery: { address: 'Алматы, Абая 10', point: { lat: 43.3, lng: 76.9 } },
    });
    expect(requests('/delivery-zone-check').at(-1)?.query.get('lat')).toBe('43.3');
  });

  it('refuses the CRM’s forbidden characters in the delivery details', async () => {
    const user = userEvent.setup();
    renderReceiving();
    await user.click(screen.getByRole('radio', { name: /Доставка курьером/ }));
    await user.type(address(), 'Алматы, Абая 10');
    await user.type(screen.getByRole('textbox', { name: 'Офис или квартира' }), 'оф. 5');
    await user.click(confirm());
    expect(summary()).toHaveTextContent('Недопустимые символы: !”№%:%:,.(;)_+=-№$');
  });
});
