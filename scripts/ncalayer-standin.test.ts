import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:https';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadTestPki } from '../server/dev/testPki.ts';

const ROOT = resolve(import.meta.dirname, '..');
const pki = loadTestPki();
// The stand-in's own certificate is the only one trusted here: the TLS check is real.
const ca = pki.text(pki.manifest.tls.certificate);
let child: ChildProcess;
let port = 0;

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ncalayer-standin.ts'], {
    cwd: ROOT,
    env: { ...process.env, NCALAYER_PORT: '0', NCALAYER_KEY: 'alma-head' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  port = await new Promise<number>((done, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`no start:\n${out}`)), 20_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /wss:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (match?.[1]) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
  });
}, 30_000);
afterAll(() => {
  child.kill('SIGTERM');
});

function exchange(frame: object): Promise<string[]> {
  return new Promise((done, fail) => {
    const ws = new WebSocket(`wss://127.0.0.1:${port}/`, { ca });
    const frames: string[] = [];
    ws.on('open', () => ws.send(JSON.stringify(frame)));
    ws.on('message', (data) => {
      frames.push(String(data));
      if (frames.length === 2) {
        ws.close();
        done(frames);
      }
    });
    ws.on('error', fail);
  });
}

function control(body: object): Promise<unknown> {
  return new Promise((done, fail) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/control',
        method: 'POST',
        ca,
        headers: { 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => done(JSON.parse(text)));
      },
    );
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

const SIGN = {
  module: 'kz.gov.pki.knca.basics',
  method: 'sign',
  args: {
    format: 'cms',
    data: Buffer.from('challenge').toString('base64'),
    signingParams: { decode: true, encapsulate: false },
    signerParams: { extKeyUsageOids: ['1.3.6.1.5.5.7.3.2'] },
    locale: 'ru',
  },
};

describe('scripts/ncalayer-standin.ts (wss with the test PKI’s TLS certificate)', () => {
  it('greets and signs over TLS the browser can be told to trust', async () => {
    const [greeting, answer] = await exchange(SIGN);
    expect(JSON.parse(greeting ?? '')).toEqual({ result: { version: '1.4' } });
    expect(JSON.parse(answer ?? '')).toMatchObject({
      status: true,
      body: { result: expect.stringMatching(/^MII/) },
    });
  });

  it('is scripted through its control address', async () => {
    expect(await control({ behaviour: 'cancel' })).toMatchObject({
      key: 'alma-head',
      behaviour: 'cancel',
    });
    const [, answer] = await exchange(SIGN);
    expect(JSON.parse(answer ?? '')).toEqual({ status: true, body: {} });
  });

  it('leaves a taken port alone, and refuses production', () => {
    const again = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/ncalayer-standin.ts'], {
      cwd: ROOT,
      env: { ...process.env, NCALAYER_PORT: String(port) },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/is taken/);
    const production = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/ncalayer-standin.ts'],
      {
        cwd: ROOT,
        env: { ...process.env, NODE_ENV: 'production', NCALAYER_PORT: '0' },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );
    expect(production.status).toBe(1);
    expect(production.stderr).toMatch(/refused with NODE_ENV=production/);
  }, 45_000);
});
