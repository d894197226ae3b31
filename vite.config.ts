import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';
import { recordIslandChunks } from './scripts/vite/islandChunks.ts';
import { pageModules } from './scripts/vite/pageModules.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8787';

/**
 * The DOM test files that replace a module (`vi.mock(`, `vi.doMock(`): run isolated, below. Found
 * by reading them, so a new one needs no entry anywhere.
 */
const MOCKING_FILES = ['lib', 'app', 'embed', 'locales']
  .flatMap((dir) =>
    readdirSync(resolve(import.meta.dirname, dir), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.test\.tsx?$/.test(name))
      .map((name) => `${dir}/${name.split('\\').join('/')}`),
  )
  .filter((file) =>
    /\bvi\.(do)?[mM]ock\(/.test(readFileSync(resolve(import.meta.dirname, file), 'utf8')),
  );

export default defineConfig({
  // pageModules: the SSR bundle names each page's client module, for the prerender's preloads;
  // recordIslandChunks: the client build records each island's chunk, found by module id.
  // One runtime everywhere: React 19 in the dev server, the unit tests, the stories and both
  // builds, with no build-time edit of any library (patches/ holds the one install-time patch).
  plugins: [
    react(),
    vanillaExtractPlugin(),
    pageModules(import.meta.dirname),
    recordIslandChunks(import.meta.dirname),
  ],
  // The SSR bundle leaves its dependencies to Node (DOMPurify included: the prerender gives the
  // one instance a window, scripts/prerender.ts).
  build: {
    outDir: 'dist/site',
    emptyOutDir: true,
    assetsDir: 'assets',
    // One stylesheet for the whole site (about 12 KB gzip), linked from every prerendered page:
    // a page's styles must not wait for its lazy JS chunk, or prerendered HTML shows unstyled
    // until hydration (and stays unstyled without JavaScript).
    cssCodeSplit: false,
    sourcemap: false,
    // The chunk graph, for the prerender (each page's modulepreloads), the first-load budget
    // (scripts/js-budget.ts) and the kiosk's precache list; moved out of the served folder to
    // dist/client-manifest.json (and the islands' chunks beside it, dist/client-islands.json).
    manifest: true,
    // Two entries: the app (index.html: the cabinet, the kiosk, the dev server) and the islands'
    // runtime every prerendered public page loads instead (docs/islands.md).
    rolldownOptions: {
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        islands: resolve(import.meta.dirname, 'app/islands/client.ts'),
      },
      output: {
        // React, react-dom and the scheduler in a chunk of their own: the islands' runtime
        // evaluates it in a task by itself before the rest (app/islands/client.ts), and it
        // stays cached while the site's code changes.
        codeSplitting: {
          groups: [
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      // The kiosk's runtime configuration, answered by the backend (docs/kiosk.md).
      '/kiosk-config.json': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: { host: '127.0.0.1' },
  test: {
    // Vitest's default leaves one core idle; the jsdom files spend much of their time starting
    // up, so on this 2-core machine two workers take the suite from 164 s to 104 s.
    maxWorkers: Math.max(2, availableParallelism()),
    // A hang guard, not a speed check: a passing test takes what it takes, and only a hang should
    // meet this bound. A user-event test of 1 s on a quiet machine took 5.0–5.4 s at load 13 on
    // 2 cores, and a form journey of 4 s on a quiet machine (CompanyDetailsFields) 13–20 s at
    // load 15: a 20 s guard failed three such tests in one run beside other work. One bound for
    // every file (no file lowers it): 60 s, three times the slowest journey seen on a loaded
    // machine.
    testTimeout: 60_000,
    // Beside the default report, the digest of failures for the end of `npm test`
    // (scripts/failure-digest.ts): CI keeps only the tail of a run's output.
    reporters: ['default', './scripts/vitest-failure-digest.ts'],
    // Never red by chance: the files run in a new order each time, so each worker's files meet in
    // a new order and what one leaves behind shows up (the seed is printed; `--sequence.seed=N`
    // runs an order again); what a file stubs or spies on is put back after it, wherever it
    // stopped (lib/test/isolation.ts and lib/test/setup.ts). Tests within a file keep their order:
    // some files' tests are steps of one story (AddressCombobox.test: the combobox's code arrives
    // once, then every test sees it) — `--sequence.shuffle.tests` shows them.
    sequence: { shuffle: { files: true, tests: false } },
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          // Each project runs as a group of its own (dom, then node, then dom-mocking), its files
          // shuffled within it. Vitest hands a worker its next file only if that file is of the
          // same project; shuffled across projects, nearly every file started a new worker, with
          // a new jsdom and every module imported again (issue 37: measured below).
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          // Files of a worker share one jsdom window instead of building a fresh one each
          // (218 s → about 90 s here). Testing-library unmounts after every test; a test that
          // counts nodes in the whole document must allow for what react-aria leaves in <body>.
          isolate: false,
          include: ['{lib,app,embed,locales}/**/*.test.{ts,tsx}'],
          exclude: MOCKING_FILES,
          setupFiles: [
            'lib/test/isolation.ts',
            'lib/test/setup.ts',
            'app/i18n/test-setup.ts',
            'app/test/setup.ts',
          ],
        },
      },
      {
        // A file that replaces a module (vi.mock) runs with a window and modules of its own: in a
        // shared worker the replaced module outlived the file (AddressCombobox.test's held-back
        // combobox code left AddressCheckWidget's comboboxes plain, in a shuffled order).
        extends: true,
        test: {
          name: 'dom-mocking',
          sequence: { groupOrder: 2 },
          environment: 'jsdom',
          isolate: true,
          include: MOCKING_FILES,
          setupFiles: [
            'lib/test/isolation.ts',
            'lib/test/setup.ts',
            'app/i18n/test-setup.ts',
            'app/test/setup.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          sequence: { groupOrder: 1 },
          environment: 'node',
          // Files of a worker share their modules too (about 41 → 23 s of CPU); each server
          // test builds its own app and database, so none relies on a fresh module.
          isolate: false,
          include: ['{server,contract,scripts}/**/*.test.ts'],
          setupFiles: ['lib/test/isolation.ts', 'app/i18n/test-setup.ts'],
        },
      },
    ],
  },
});
