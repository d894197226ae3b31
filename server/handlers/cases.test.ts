import jpegJs from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { CASE_PHOTO_MAX_BYTES, SUCCESS_CASES_PER_DAY } from '../../contract/index.ts';
import { encodePng, readImageInfo } from '../domain/image.ts';
import {
  callContract,
  callDev,
  callUnchecked,
  errorOf,
  smsProof,
  useTestServer,
} from '../test/server.ts';

/** Each photo is decoded and encoded anew in a worker thread: seconds on a slow, busy machine. */
const PHOTO_TEST_TIMEOUT_MS = 30_000;

const server = useTestServer();

const png = (width: number, height: number) => encodePng(width, height, () => [40, 120, 200]);

/** The header of a baseline JPEG: SOI, a JFIF APP0 segment, then SOF0 with the frame size. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = [
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
    0x00, 0x00,
  ];
  const sof0 = [
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, 0xff, 0xd9]);
}

const fields = {
  productName: 'Виртуальная АТС',
  name: 'Асель Касымова',
  companyName: 'ТОО «Жибек Трейд»',
  position: 'Коммерческий директор',
  email: 'asel@zhibek.kz',
  problem: 'Менеджеры не успевали отвечать на звонки',
  solution: 'Подключили виртуальную АТС с очередью',
  results: 'Пропущенных звонков стало втрое меньше',
  consent: 'true',
};

async function submit(
  phone: string,
  photo: { bytes: Uint8Array; name: string; type: string } | null,
  patch: Record<string, string> = {},
  proof?: string,
  lang: 'ru' | 'kk' = 'ru',
) {
  const form = new FormData();
  const values = {
    ...fields,
    phone,
    smsProof: proof ?? (await smsProof(server, phone, 'case')),
    ...patch,
  };
  for (const [key, value] of Object.entries(values)) form.append(key, value);
  if (photo)
    form.append('photo', new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
  return callContract(server, 'successCaseSubmit', form, { lang });
}

/** A real, decodable JPEG of one colour. */
const realJpeg = (width: number, height: number) =>
  Buffer.from(
    jpegJs.encode({ data: Buffer.alloc(width * height * 4, 200), width, height }, 80).data,
  );

const goodPng = { bytes: png(800, 600), name: 'team.png', type: 'image/png' };

describe('image header reading', () => {
  it('reads PNG and JPEG sizes from the bytes and refuses anything else', () => {
    expect(readImageInfo(png(640, 480))).toEqual({ type: 'image/png', width: 640, height: 480 });
    expect(readImageInfo(jpegHeader(1024, 768))).toEqual({
      type: 'image/jpeg',
      width: 1024,
      height: 768,
    });
    expect(readImageInfo(Buffer.from('GIF89a\x01\x00\x01\x00'))).toBeNull();
    expect(readImageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });
});

describe('success case submission', { timeout: PHOTO_TEST_TIMEOUT_MS }, () => {
  it('accepts a jpg or png of at least 600x400 and keeps it for moderation', async () => {
    const res = await submit('+77016660001', goodPng);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      moderation: 'pending',
      remainingToday: SUCCESS_CASES_PER_DAY - 1,
    });
    const jpeg = await submit('+77016660001', {
      bytes: realJpeg(600, 400),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(jpeg.status).toBe(201);
    // A JPEG's header without its pixels is no photo (it is decoded whole: hostile/photos.test.ts).
    const headerOnly = await submit('+77016660001', {
      bytes: jpegHeader(600, 400),
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(errorOf(headerOnly).fields?.photo?.code).toBe('CASE_PHOTO_FORMAT');
    // Not listed before moderation.
    const list = await callContract(server, 'successCases');
    expect(list.body.cases.map((c) => c.id)).not.toContain(res.body.caseId);
    expect((await callContract(server, 'successCasePhoto', { id: res.body.caseId })).status).toBe(
      404,
    );
    // Approved: listed, with its photo.
    await callDev(server, 'moderateCase', { id: res.body.caseId, decision: 'approve' });
    const published = await callContract(server, 'successCases');
    const listed = published.body.cases.find((c) => c.id === res.body.caseId);
    expect(listed).toMatchObject({
      id: res.body.caseId,
      authorName: 'Асель Касымова',
      productName: 'Виртуальная АТС',
    });
    const photo = await fetch(new URL(listed?.photoUrl ?? '', server.url));
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(readImageInfo(new Uint8Array(await photo.arrayBuffer()))).toMatchObject({
      width: 800,
      height: 600,
    });
  });

  it('lists the seeded published cases', async () => {
    const list = await callContract(server, 'successCases');
    expect(list.body.cases.length).toBeGreaterThanOrEqual(3);
  });

  it('lists every approved case in both languages, each with the language it was written in', async () => {
    const res = await submit('+77016660077', goodPng, {}, undefined, 'kk');
    expect(res.status).toBe(201);
    await callDev(server, 'moderateCase', { id: res.body.caseId, decision: 'approve' });
    const lists = await Promise.all(
      (['ru', 'kk'] as const).map(async (lang) => {
        const list = await callContract(server, 'successCases', undefined, { lang });
        return list.body.cases;
      }),
    );
    expect(lists[1]).toEqual(lists[0]);
    const byId = new Map(lists[0]?.map((c) => [c.id, c.locale]));
    expect(byId.get(res.body.caseId)).toBe('kk');
    expect(byId.get('demo-case-1')).toBe('ru');
    expect(byId.get('demo-case-kk-1')).toBe('kk');
    expect(new Set(byId.values())).toEqual(new Set(['ru', 'kk']));
  });

  it.each([
    [
      'a GIF renamed .png',
      {
        bytes: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
        name: 'x.png',
        type: 'image/png',
      },
      'CASE_PHOTO_FORMAT',
      'Неверный формат фото',
    ],
    [
      'a text file',
      { bytes: Buffer.from('hello'), name: 'x.jpg', type: 'image/jpeg' },
      'CASE_PHOTO_FORMAT',
      'Неверный формат фото',
    ],
    [
      'a png of 599x400',
      { bytes: png(599, 400), name: 'x.png', type: 'image/png' },
      'CASE_PHOTO_TOO_SMALL',
      'Минимальный размер фото: 600x400',
    ],
    [
      'a jpg of 600x399',
      { bytes: jpegHeader(600, 399), name: 'x.jpg', type: 'image/jpeg' },
      'CASE_PHOTO_TOO_SMALL',
      'Минимальный размер фото: 600x400',
    ],
  ])('rejects %s', async (_what, photo, code, message) => {
    const res = await submit('+77016660002', photo);
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.photo).toEqual({ code, message });
  });

  it('rejects a missing photo and one over the size limit', async () => {
    expect(errorOf(await submit('+77016660003', null)).fields?.photo?.code).toBe('FIELD_REQUIRED');
    const big = Buffer.alloc(CASE_PHOTO_MAX_BYTES + 1, 0);
    png(600, 400).copy(big);
    const tooBig = await submit('+77016660003', { bytes: big, name: 'big.png', type: 'image/png' });
    expect(tooBig.status).toBe(422);
    expect(errorOf(tooBig).fields?.photo?.code).toBe('CASE_PHOTO_SIZE');
    const huge = await submit('+77016660003', {
      bytes: Buffer.alloc(CASE_PHOTO_MAX_BYTES + 200_000),
      name: 'huge.png',
      type: 'image/png',
    });
    expect(huge.status).toBe(413);
    expect(errorOf(huge).fields?.photo?.code).toBe('CASE_PHOTO_SIZE');
  });

  it('rejects forbidden characters in the texts, in the words of §5', async () => {
    const res = await submit('+77016660004', goodPng, {
      results: 'Рост продаж на 20% (за квартал)',
    });
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.results).toEqual({
      code: 'FORBIDDEN_CHARACTERS',
      message: 'Недопустимые символы: !”№%:%:,.(;)_+=-№$',
      params: { chars: '% ( )' },
    });
  });

  it('needs consent and a confirmed phone', async () => {
    expect(
      errorOf(await submit('+77016660005', goodPng, { consent: 'false' })).fields?.consent?.code,
    ).toBe('CONSENT_REQUIRED');
    expect(
      errorOf(await submit('+77016660005', goodPng, {}, 'made-up')).fields?.smsProof?.code,
    ).toBe('SMS_PROOF_REQUIRED');
  });

  it('takes at most 3 a day from one phone, and more the next day', async () => {
    const phone = '+77016660006';
    // A proof for a fourth case, got while the phone still had cases left.
    const early = await smsProof(server, phone, 'case');
    for (let i = 0; i < SUCCESS_CASES_PER_DAY; i += 1) {
      expect((await submit(phone, goodPng)).status).toBe(201);
    }
    const fourth = await submit(phone, goodPng, {}, early);
    expect(fourth.status).toBe(429);
    expect(errorOf(fourth)).toMatchObject({
      code: 'CASE_LIMIT_REACHED',
      message: 'Превышен лимит на отправку заявок. В день можно отправлять максимум 3 заявки',
      params: { limit: 3 },
    });
    // Until midnight in Kazakhstan (the test clock's day started 09:00 there, and moved on).
    const wait = Number(fourth.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 3600);
    // Another phone is not affected.
    expect((await submit('+77016660007', goodPng)).status).toBe(201);
    server.clock.advance(24 * 60 * 60 * 1000);
    expect((await submit(phone, goodPng)).status).toBe(201);
  });

  it('says the limit when a fourth case asks for its SMS code: no code is sent (§2.14)', async () => {
    const phone = '+77016660008';
    const outbox = async () => (await callDev(server, 'smsOutbox', { phone })).body.messages.length;
    for (let i = 0; i < SUCCESS_CASES_PER_DAY; i += 1) {
      expect((await submit(phone, goodPng)).status).toBe(201);
    }
    const sent = await outbox();
    const asked = await callContract(server, 'smsSend', { phone, purpose: 'case' }, { lang: 'kk' });
    expect(asked.status).toBe(429);
    expect(errorOf(asked)).toMatchObject({ code: 'CASE_LIMIT_REACHED', params: { limit: 3 } });
    expect(errorOf(asked).message).toMatch(/3/);
    expect(await outbox()).toBe(sent);
    // Only the case's code is held back: the same phone still gets a consultation's.
    const consultation = await callContract(server, 'smsSend', { phone, purpose: 'consultation' });
    expect(consultation.status).toBe(200);
    // The next Kazakhstan day the code goes out again.
    server.clock.advance(24 * 60 * 60 * 1000);
    const tomorrow = await callContract(server, 'smsSend', { phone, purpose: 'case' });
    expect(tomorrow.status).toBe(200);
  });

  it('wants multipart', async () => {
    const res = await callUnchecked(server, 'successCaseSubmit', { productName: 'x' });
    expect(res.status).toBe(415);
  });
});
