/**
 * Demo applications in every kind of status, so the cabinet can be shown at once, and a few
 * published success cases. Created through the same domain code the API uses, then moved along
 * as the stand-in CRM would have done; dates are relative to the moment the database is made.
 */
import type { Db } from '../database.ts';
import type { DetailedStatus } from '../../../contract/index.ts';
import { createApplication, type NewApplication } from '../../domain/applications.ts';
import { createGuard } from '../../domain/guard.ts';
import { addBusinessDays, kzDate } from '../../domain/time.ts';
import { createLogger } from '../../log.ts';
import type { Ctx } from '../../http/env.ts';
import { firstConnectionDay } from '../../domain/slots.ts';
import { demoCasePhoto } from '../seed/cases.ts';

const DAY = 24 * 60 * 60 * 1000;

interface DemoApplication {
  bin: string;
  phone: string;
  daysAgo: number;
  input: NewApplication;
  status: DetailedStatus;
  /** signed and how */
  signer?: { method: 'eds' | 'sms'; name: string };
  /** 'past' or 'future' booked window */
  slot?: 'past' | 'future';
  pickupCityId?: string;
}

const manual = (city: string, street: string, house: string) => ({
  manual: true as const,
  city,
  street,
  house,
});

const DEMO: readonly DemoApplication[] = [
  // Степной Логистик: a finished connection last year, documents to sign now, SIMs to receive
  { bin: '180440000128', phone: '+77011234567', daysAgo: 320, status: 'StatusCompleted', slot: 'past', signer: { method: 'eds', name: 'Нурланов Ерлан Маратович' }, input: { appType: 'internet', tariffId: 'office-10-reduced', address: { houseId: 'almaty-tole-bi-101' } } },
  { bin: '180440000128', phone: '+77011234567', daysAgo: 3, status: 'SolutionOnClient', input: { appType: 'internet', tariffId: 'office-20-constant', address: { houseId: 'almaty-satpayev-22' } } },
  { bin: '180440000128', phone: '+77011234567', daysAgo: 6, status: 'MobileDelivery', signer: { method: 'eds', name: 'Нурланов Ерлан Маратович' }, input: { appType: 'mobile', tariffId: 'kense', ctnsAmount: 12, additionalCtnsAmount: 3, numbersChoice: 'partlyOwn', ownNumbers: ['+77011234568', '+77011234569'], virtualPbx: true, roaming: true } },
  // Алма Дизайн Студио: a new office application; a cancelled mobile one
  { bin: '081140000377', phone: '+77051112233', daysAgo: 1, status: 'Qualification', input: { appType: 'internet', tariffId: 'office-15-reduced', address: { houseId: 'almaty-dostyk-97' } } },
  { bin: '081140000377', phone: '+77051112233', daysAgo: 40, status: 'StatusCancelled', input: { appType: 'mobile', tariffId: 'business-unlim-9', ctnsAmount: 5, additionalCtnsAmount: 0, numbersChoice: 'new', virtualPbx: false, roaming: false } },
  // Мега Маркет Шымкент: time to book; SIMs on their way
  { bin: '160440000372', phone: '+77471234500', daysAgo: 8, status: 'TimeBooking', signer: { method: 'sms', name: '+7 747 *** ** 00' }, input: { appType: 'internet', tariffId: 'office-20-reduced', address: { houseId: 'shymkent-tauke-khan-37' } } },
  { bin: '160440000372', phone: '+77471234500', daysAgo: 12, status: 'DeliveryInProgress', signer: { method: 'sms', name: '+7 747 *** ** 00' }, pickupCityId: 'shymkent', input: { appType: 'mobile', tariffId: 'kense', ctnsAmount: 20, additionalCtnsAmount: 0, numbersChoice: 'new', virtualPbx: true, roaming: false } },
  // Каспий Сервис Групп: waiting for the installer; mobile done
  { bin: '190240000370', phone: '+77781234501', daysAgo: 10, status: 'AssignedToSchedule', slot: 'future', signer: { method: 'eds', name: 'Жаксылыков Нурбол Аскарович' }, input: { appType: 'internet', tariffId: 'office-10-constant', address: manual('Актау', '12 микрорайон', '5') } },
  { bin: '190240000370', phone: '+77781234501', daysAgo: 90, status: 'StatusCompleted', signer: { method: 'eds', name: 'Жаксылыков Нурбол Аскарович' }, pickupCityId: 'aktau', input: { appType: 'mobile', tariffId: 'business-unlim-13', ctnsAmount: 8, additionalCtnsAmount: 2, numbersChoice: 'new', virtualPbx: false, roaming: true } },
  // ИП «Сейткали»: documents being prepared
  { bin: '111160000374', phone: '+77051239876', daysAgo: 0, status: 'DataUpdate', input: { appType: 'internet', tariffId: 'office-5-reduced', address: manual('Тараз', 'Толе би', '20') } },
  // КазТрансТех (JSC): mobile documents to sign; an office line finished long ago
  { bin: '050440000371', phone: '+77012223344', daysAgo: 2, status: 'SolutionOnClient', input: { appType: 'mobile', tariffId: 'business-unlim-13', ctnsAmount: 30, additionalCtnsAmount: 10, numbersChoice: 'new', virtualPbx: false, roaming: true } },
  { bin: '050440000371', phone: '+77012223344', daysAgo: 400, status: 'StatusCompleted', slot: 'past', signer: { method: 'eds', name: 'Омаров Данияр Серикович' }, input: { appType: 'internet', tariffId: 'office-20-constant', address: { houseId: 'astana-kabanbay-batyr-17' } } },
]; // prettier-ignore

/** A working day's first window, `business` business days after `date`. */
function windowAfter(date: string, business: number): string {
  return `${addBusinessDays(date, business)}T09:00`;
}

export function seedDemo(db: Db): void {
  const now = Date.now();
  for (const demo of DEMO) {
    const created = now - demo.daysAgo * DAY;
    const ctx: Ctx = {
      db,
      log: createLogger('silent'),
      locale: 'ru',
      now: created,
      settings: {
        devApi: false,
        processingMs: 0,
        embedOrigins: '*',
        checkAnswers: false,
        kioskStatusToken: null,
        publicOrigin: null,
      },
      client: null,
      guard: createGuard(),
    };
    const row = createApplication(ctx, demo.bin, demo.phone, demo.input, false);
    let slotId: string | null = null;
    if (demo.slot === 'past') slotId = windowAfter(kzDate(created), 3);
    if (demo.slot === 'future') slotId = `${firstConnectionDay(now, 'fiber')}T11:00`;
    if (slotId) {
      db.prepare(
        'INSERT INTO slot_bookings (city_id, slot_id, opportunity_id) VALUES (?, ?, ?)',
      ).run(row.city_id ?? 'unlisted', slotId, row.id);
    }
    const updatedAt = Math.min(now, created + 2 * DAY);
    db.prepare(
      `UPDATE applications SET status = ?, updated_at = ?, slot_id = ?, signature_method = ?,
        signed_at = ?, signer = ?, delivery_type = ?, pickup_city_id = ? WHERE id = ?`,
    ).run(
      demo.status,
      updatedAt,
      slotId,
      demo.signer?.method ?? null,
      demo.signer ? created + DAY : null,
      demo.signer?.name ?? null,
      demo.pickupCityId ? 'pickup' : null,
      demo.pickupCityId ?? null,
      row.id,
    );
    if (demo.status === 'StatusCancelled') {
      db.prepare('DELETE FROM number_reservations WHERE opportunity_id = ?').run(row.id);
    }
  }
  seedCases(db, now);
}

const CASES = [
  {
    productName: 'Виртуальная АТС',
    author: 'Ерлан Нурланов',
    company: 'ТОО «Степной Логистик»',
    position: 'Директор',
    problem:
      'Диспетчеры пропускали звонки водителей и клиентов в часы пик и не было статистики по обращениям',
    solution:
      'Подключили виртуальную АТС с очередью и голосовым меню и настроили переадресацию на мобильные номера диспетчеров',
    results: 'Пропущенных звонков стало в пять раз меньше и каждый разговор теперь записывается',
    hue: [28, 92, 160] as const,
    daysAgo: 30,
  },
  {
    productName: 'Интернет для офиса',
    author: 'Алина Сергеева',
    company: 'ТОО «Алма Дизайн Студио»',
    position: 'Директор',
    problem:
      'Дизайнеры отправляли клиентам тяжёлые макеты и домашний интернет в офисе не справлялся',
    solution: 'Перешли на оптику 20 Мбит в секунду без понижения скорости вечером',
    results: 'Макеты уходят в облако за минуты и команда может работать после 20 00 без задержек',
    hue: [176, 64, 120] as const,
    daysAgo: 18,
  },
  {
    productName: 'Мобильная связь',
    author: 'Бахтияр Турсунов',
    company: 'ТОО «Мега Маркет Шымкент»',
    position: 'Генеральный директор',
    problem:
      'У продавцов трёх магазинов были личные номера и расходы на связь никто не контролировал',
    solution: 'Подключили групповой тариф на 20 номеров с базовым роумингом и виртуальной АТС',
    results: 'Расходы на связь снизились на 30 процентов а клиенты звонят на один общий номер',
    hue: [214, 140, 32] as const,
    daysAgo: 7,
  },
] as const;

function seedCases(db: Db, now: number): void {
  const insert = db.prepare(`INSERT INTO success_cases (id, product_name, author_name, company_name,
    position, email, problem, solution, results, phone, photo, photo_type, photo_width, photo_height,
    moderation, locale, created_at, published_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'image/png', 800, 533, 'approved', 'ru', ?, ?)`);
  CASES.forEach((c, i) => {
    const photo = demoCasePhoto(c.hue);
    const created = now - c.daysAgo * DAY;
    insert.run(
      `demo-case-${i + 1}`, c.productName, c.author, c.company, c.position,
      `case${i + 1}@example.kz`, c.problem, c.solution, c.results, '+77000000000', photo,
      created, created + DAY,
    ); // prettier-ignore
  });
}
