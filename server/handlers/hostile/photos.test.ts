import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { encodePng } from '../../domain/image.ts';
import { callContract, callDev, errorOf, smsProof, useTestServer } from '../../test/server.ts';
import { strangerPhone } from './support.ts';

/*
 * Finding: photos were not decoded — a valid PNG header followed by HTML was stored, and a
 * 45-byte "PNG" claiming 2³¹−1 × 2³¹−1 pixels was accepted and published. Now the size is read
 * from the header and bounded before any pixel is decoded, the photo is decoded whole, and only
 * its re-encoded pixels are kept.
 */

/** Each photo is decoded and encoded anew in a worker thread: seconds on a slow, busy machine. */
const PHOTO_TEST_TIMEOUT_MS = 30_000;

const server = useTestServer();

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

async function submit(bytes: Uint8Array, name: string, type: string) {
  const phone = strangerPhone();
  const form = new FormData();
  for (const [key, value] of Object.entries({
    ...fields,
    phone,
    smsProof: await smsProof(server, phone, 'case'),
  })) {
    form.append(key, value);
  }
  form.append('photo', new File([new Uint8Array(bytes)], name, { type }));
  return callContract(server, 'successCaseSubmit', form);
}

/** The photo the backend kept for a case (read straight from its table). */
function storedPhoto(id: string): { photo: Buffer; photo_type: string } | undefined {
  return server.db.prepare('SELECT photo, photo_type FROM success_cases WHERE id = ?').get(id) as
    { photo: Buffer; photo_type: string } | undefined;
}

const caseCount = async () =>
  (await callDev(server, 'records', { kind: 'success-cases' })).body.records.length;

const HTML = Buffer.from('<html><script>alert(document.domain)</script></html>');

/** A PNG whose IHDR claims `width` × `height`, and nothing after it (45 bytes). */
function claimingPng(width: number, height: number): Buffer {
  const png = encodePng(1, 1, () => [0, 0, 0]);
  const forged = Buffer.from(png.subarray(0, 33));
  forged.writeUInt32BE(width, 16);
  forged.writeUInt32BE(height, 20);
  return Buffer.concat([forged, Buffer.from('IEND\xaeB`\x82', 'latin1'), Buffer.alloc(4)]).subarray(
    0,
    45,
  );
}

describe('forged photos', { timeout: PHOTO_TEST_TIMEOUT_MS }, () => {
  it('a PNG header followed by HTML is refused, and nothing is kept', async () => {
    const before = await caseCount();
    const header = encodePng(800, 600, () => [1, 2, 3]).subarray(0, 33);
    const res = await submit(Buffer.concat([header, HTML]), 'team.png', 'image/png');
    expect([res.status, errorOf(res).fields?.photo?.code]).toEqual([422, 'CASE_PHOTO_FORMAT']);
    expect(await caseCount()).toBe(before);
  });

  it('a 45-byte PNG claiming 2³¹−1 × 2³¹−1 pixels is refused before decoding', async () => {
    const forged = claimingPng(2 ** 31 - 1, 2 ** 31 - 1);
    expect(forged.length).toBe(45);
    const res = await submit(forged, 'huge.png', 'image/png');
    expect(res.status).toBe(422);
    expect(errorOf(res).fields?.photo).toEqual({
      code: 'CASE_PHOTO_DIMENSIONS',
      message: 'Фото слишком большое: не больше 8000 пикселей по стороне и 40 мегапикселей',
    });
  });

  it('a JPEG claiming 8001 px a side is refused from its header', async () => {
    const sof = encodeJpeg(640, 480);
    const at = sof.indexOf(Buffer.from([0xff, 0xc0]));
    sof.writeUInt16BE(8001, at + 7); // width in the frame header
    const res = await submit(sof, 'wide.jpg', 'image/jpeg');
    expect(errorOf(res).fields?.photo?.code).toBe('CASE_PHOTO_DIMENSIONS');
  });

  it('a real JPEG with HTML after its end is kept as re-encoded pixels only', async () => {
    const original = encodeJpeg(600, 400);
    const res = await submit(Buffer.concat([original, HTML]), 'team.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    const kept = storedPhoto(res.body.caseId)!;
    expect(kept.photo_type).toBe('image/jpeg');
    expect(kept.photo.includes(HTML)).toBe(false);
    const pixels = jpeg.decode(kept.photo, { useTArray: true });
    expect([pixels.width, pixels.height]).toEqual([600, 400]);
  });

  it('a real PNG with HTML in a private chunk is kept as re-encoded pixels only', async () => {
    const png = encodePng(600, 400, (x, y) => [x % 256, y % 256, 128]);
    const iend = png.length - 12;
    const withText = Buffer.concat([
      png.subarray(0, iend),
      chunk('zzHT', HTML),
      png.subarray(iend),
    ]);
    const res = await submit(withText, 'team.png', 'image/png');
    expect(res.status).toBe(201);
    const kept = storedPhoto(res.body.caseId)!;
    expect(kept.photo_type).toBe('image/png');
    expect(kept.photo.includes(HTML)).toBe(false);
    const decoded = PNG.sync.read(kept.photo);
    expect([decoded.width, decoded.height]).toEqual([600, 400]);
    // The pixels are the ones sent: x, y, 128 at (10, 20).
    const at = (20 * 600 + 10) * 4;
    expect([...decoded.data.subarray(at, at + 3)]).toEqual([10, 20, 128]);
  });

  it('a truncated JPEG (a header and half a scan) is refused', async () => {
    const original = encodeJpeg(600, 400);
    const res = await submit(original.subarray(0, original.length / 2), 'half.jpg', 'image/jpeg');
    expect(errorOf(res).fields?.photo?.code).toBe('CASE_PHOTO_FORMAT');
  });
});

function encodeJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    data[i * 4] = (i % width) % 256;
    data[i * 4 + 1] = Math.floor(i / width) % 256;
    data[i * 4 + 2] = 90;
    data[i * 4 + 3] = 255;
  }
  return jpeg.encode({ data, width, height }, 85).data;
}

/** A PNG chunk with a valid CRC (zlib's crc32). */
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
