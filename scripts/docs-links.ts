/**
 * Docs that cannot drift (issue 36): every reference a document makes to the repository — a
 * relative link, a file or folder named in code (`server/domain/guard.ts`, `domain/eds/`), a
 * section named in «guillemets» (server/README.md «Abuse limits», README «Kiosk»), a symbol
 * (`ApiEndpoints`), a migration by its number — must name something that is there. Read by
 * `docs-links.test.ts` over the whole tree; `node --import tsx scripts/docs-links.ts` prints what
 * is dead.
 *
 * How a name is found:
 * - a link: relative to its document; `#anchor` a heading of the target (GitHub's slug);
 * - a path in code: from its document's folder or the repository's root, or — written short, as
 *   docs do under a folder's heading (`links/linkPolicy.ts` in docs/kiosk.md) — as the tail of a
 *   path that exists (whole segments); build outputs (`dist/…`, `.data/…`) are not in the tree;
 * - a section: a heading of the named document that starts with the words, or a paragraph that
 *   opens with them in bold (`**Tokens.**`); «…» below/above is the document's own. A bare README
 *   is the nearest README.md above the file that names it (server/ code means server/README.md);
 * - a symbol (a backticked identifier with a capital or an underscore): a word of the code;
 *   names of other systems (browser policies, registries) are listed in `FOREIGN_NAMES`;
 * - a migration: `migration 014`, `migrations 9` — a version `server/db/migrations/index.ts` has;
 * - nothing outside the repository: no `../shared/…`, no absolute path of this machine's folders.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Folders that are not the repository's sources: dependencies, build outputs, tool caches. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  '.data',
  'test-results',
  'playwright-report',
  '.vite',
  '.ladle-out',
]);
/** Paths a document may name that a build or a run makes: they are not in the tree. */
const OUTPUT_PREFIXES = ['dist/', '.data/', 'node_modules/', 'test-results/', 'playwright-report/'];
const CODE_EXT = /\.(?:ts|tsx|js|mjs|cjs)$/;
/** What a file named in code ends with, for a span to be taken as a path. */
const FILE_EXT =
  /\.(?:ts|tsx|js|mjs|cjs|json|md|css|html|yml|yaml|sh|pem|p7s|svg|txt|woff2|webmanifest|sqlite)$/;

/**
 * Backticked names that are not this code's: browser policies, an external service's key, an
 * nginx variable, another product's classes and files. Adding one is a decision.
 */
export const FOREIGN_NAMES = new Set<string>([
  // Chrome and Edge enterprise policies (docs/signing-client.md, docs/kiosk.md)
  'LoopbackNetworkAllowedForUrls',
  'LocalNetworkAccessAllowedForUrls',
  'LocalNetworkAccessRestrictionsTemporaryOptOut',
  'AutofillAddressEnabled',
  'PasswordManagerEnabled',
  // the Smart Bridge service of eGov QR signing
  'EGOVMOBILE_QR_SIGN_SERVICE',
  // nginx
  'proxy_add_x_forwarded_for',
  // NCANode's published answer shape (server/domain/eds/fixtures/ncanode/README.md)
  'openapi.yml',
  'CmsVerificationResponse',
  'CertificateInfo',
  'CmsSignerInfo',
  'AdesValidationStatus',
  'AdesSubIndication',
  // Ladle's own sources in its package (docs/testing.md)
  'ui.tsx',
  'ui.d.ts',
]);

/** Files a build, a run or a download makes, named by their names alone: not in the tree. */
const OUTPUT_NAMES = new Set([
  'embed.js',
  '404.html',
  'kk/404.html',
  '__data.json',
  'biz.sqlite',
  'contract-IN-2026-000001.p7s',
  'backups/', // beside the database, made by `npm run db:backup` and the pre-migration backup
]);

/** This checker and its test name dead references on purpose. */
const SELF = /^scripts\/docs-links(?:\.test)?\.ts$/;

export interface Problem {
  file: string;
  line: number;
  kind: 'link' | 'path' | 'section' | 'symbol' | 'migration' | 'outside';
  reference: string;
}

export interface Tree {
  /** Every file, repository-relative with `/`. */
  files: readonly string[];
  read(path: string): string;
  /** The migration versions that exist. */
  migrations: ReadonlySet<number>;
}

/** The repository on disk (`root`), without dependencies and build outputs. */
export function diskTree(root: string, migrations: ReadonlySet<number>): Tree {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (SKIPPED_DIRS.has(name) || name.startsWith('.scratch-')) continue;
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.push(relative(root, path).split(sep).join('/'));
    }
  };
  walk(root);
  return { files, read: (path) => readFileSync(join(root, path), 'utf8'), migrations };
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to `-`. */
export function slugOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** A heading's or a bold lead-in's words, without markup. */
const plain = (text: string) => text.replace(/[`*_]/g, '').replace(/\s+/g, ' ').trim();

interface Sections {
  headings: string[];
  leads: string[];
}

function sectionsOf(text: string): Sections {
  const headings: string[] = [];
  const leads: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading?.[1]) headings.push(plain(heading[1]));
    const lead = /^\s*(?:[-*]\s+)?\*\*([^*]+)\*\*/.exec(line);
    if (lead?.[1]) leads.push(plain(lead[1]).replace(/[.:]$/, ''));
  }
  return { headings, leads };
}

/** A heading without what follows its name: «designed here», a bracket, a subtitle after «:». */
const coreOf = (heading: string) =>
  heading
    .replace(/\s+designed here\b.*$/, '')
    .replace(/\s*\(.*$/, '')
    .replace(/:.*$/, '')
    .trim();

/** Whether `name` («…») is a section of a document with these headings and lead-ins. */
function hasSection({ headings, leads }: Sections, name: string): boolean {
  const wanted = plain(name);
  return (
    headings.some((h) => h === wanted || coreOf(h) === wanted) ||
    leads.some((l) => l === wanted || coreOf(l) === wanted)
  );
}

/** Each line's number, by offset. */
function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line += 1;
  return line;
}

export function findProblems(tree: Tree): Problem[] {
  const files = new Set(tree.files);
  const dirs = new Set<string>();
  for (const file of tree.files) {
    const parts = file.split('/');
    for (let i = 1; i < parts.length; i++) dirs.add(parts.slice(0, i).join('/'));
  }
  const exists = (path: string) => files.has(path) || dirs.has(path);
  const tails = new Set<string>();
  for (const path of [...files, ...dirs]) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) tails.add(parts.slice(i).join('/'));
  }
  const sections = new Map<string, Sections>();
  const sectionsIn = (doc: string) => {
    let found = sections.get(doc);
    if (!found) sections.set(doc, (found = sectionsOf(tree.read(doc))));
    return found;
  };
  const from = (file: string, target: string) => {
    const joined = normalize(join(dirname(file), target))
      .split(sep)
      .join('/');
    return joined.replace(/\/$/, '');
  };
  /** The nearest README.md at or above `file`'s folder. */
  const nearestReadme = (file: string) => {
    for (let dir = dirname(file); ; dir = dirname(dir)) {
      const candidate = dir === '.' ? 'README.md' : `${dir}/README.md`;
      if (files.has(candidate)) return candidate;
      if (dir === '.') return null;
    }
  };
  const docOf = (file: string, name: string): string | null => {
    const bare = name.replace(/\.md$/, '');
    if (bare === 'README') return nearestReadme(file);
    const withExt = name.endsWith('.md') ? name : `${name}.md`;
    if (!withExt.includes('/')) return files.has(withExt) ? withExt : null;
    const local = from(file, withExt);
    if (files.has(local)) return local;
    return files.has(withExt) ? withExt : null;
  };

  const problems: Problem[] = [];
  const markdown = tree.files.filter((f) => f.endsWith('.md'));
  const code = tree.files.filter((f) => CODE_EXT.test(f) && !SELF.test(f));

  // Sections named in docs and in code comments.
  const SECTION =
    /(?:\[[^\]]+\]\(([\w./-]+\.md)\)|((?:[\w.-]+\/)*[\w.-]+\.md|README|CONTRIBUTING))[,\s*]*\(?[«"]([^»"\n]+)[»"]|[«]([^»\n]+)[»] (?:below|above)/g;
  for (const file of [...markdown, ...code]) {
    const text = tree.read(file);
    for (const match of text.matchAll(SECTION)) {
      const [whole, linked, named, name, own] = match;
      const doc = own ? (file.endsWith('.md') ? file : null) : docOf(file, linked ?? named ?? '');
      const section = own ?? name ?? '';
      if (own && !doc) continue;
      if (!doc || !hasSection(sectionsIn(doc), section)) {
        problems.push({
          file,
          line: lineAt(text, match.index),
          kind: 'section',
          reference: whole,
        });
      }
    }
    // The repository is read without the team's folders beside it.
    for (const match of text.matchAll(
      /(?:\.\.\/)+shared\/[^\s`'")]*|\/work\/[\w./-]+|\bshared\/notes\/[^\s`'")]*/g,
    )) {
      problems.push({
        file,
        line: lineAt(text, match.index),
        kind: 'outside',
        reference: match[0],
      });
    }
    for (const match of text.matchAll(/\bmigrations? (\d{1,3})\b/g)) {
      if (!tree.migrations.has(Number(match[1]))) {
        problems.push({
          file,
          line: lineAt(text, match.index),
          kind: 'migration',
          reference: match[0],
        });
      }
    }
  }

  // Links, paths and symbols in the docs.
  const words = new Set<string>();
  for (const file of code.concat(tree.files.filter((f) => /\.(?:json|css|html|yml|sh)$/.test(f)))) {
    for (const word of tree.read(file).match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(word);
  }
  for (const file of markdown) {
    const text = tree
      .read(file)
      .replace(/^\s*```[\s\S]*?^\s*```/gm, (block) => block.replace(/[^\n]/g, ' '));
    for (const match of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (/^(?:[a-z]+:|\/\/)/i.test(target)) continue;
      const [path = '', anchor] = target.split('#');
      const resolved = path ? from(file, path) : file;
      const ok =
        exists(resolved) &&
        (!anchor ||
          !resolved.endsWith('.md') ||
          sectionsIn(resolved).headings.some((h) => slugOf(h) === anchor));
      if (!ok) {
        problems.push({ file, line: lineAt(text, match.index), kind: 'link', reference: target });
      }
    }
    for (const match of text.matchAll(/`([^`\n]+)`/g)) {
      const span = (match[1] ?? '').trim();
      const line = lineAt(text, match.index);
      if (/^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\(\))?$/.test(span) && /[A-Z_]/.test(span)) {
        if (FILE_EXT.test(span)) {
          // A file name without a folder (`guard.ts`): falls through to the path check.
        } else {
          const segments = span.replace(/\(\)$/, '').split('.');
          if (!FOREIGN_NAMES.has(span) && !segments.every((s) => words.has(s))) {
            problems.push({ file, line, kind: 'symbol', reference: span });
          }
          continue;
        }
      }
      const path = span.replace(/[:#]\S*$/, '').replace(/[.,;]$/, '');
      const looksLikePath =
        /^[\w.@-]+(?:\/[\w.@-]+)*\/?$/.test(path) &&
        !path.startsWith('/') &&
        (FILE_EXT.test(path) || (path.includes('/') && path.endsWith('/')));
      if (
        !looksLikePath ||
        /^\.[\w.]+$/.test(path) || // an extension alone: `.tsx`
        OUTPUT_PREFIXES.some((p) => path.startsWith(p)) ||
        OUTPUT_NAMES.has(path) ||
        /^[A-Z][A-Z0-9_]*\//.test(path) || // under a setting's folder: `DATA_DIR/biz.sqlite`
        FOREIGN_NAMES.has(path) ||
        /(?:^|\/)shared\//.test(path) // outside the repository: said once, above
      ) {
        continue;
      }
      const bare = path.replace(/\/$/, '');
      const found =
        exists(from(file, bare)) ||
        exists(bare) ||
        tails.has(bare) ||
        (!bare.includes('/') && tree.files.some((f) => f.endsWith(`/${bare}`)));
      if (!found) problems.push({ file, line, kind: 'path', reference: span });
    }
  }
  return problems.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.kind.localeCompare(b.kind),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { MIGRATIONS } = await import('../server/db/migrations/index.ts');
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const tree = diskTree(root, new Set(MIGRATIONS.map((m) => m.version)));
  for (const p of findProblems(tree)) {
    console.log(`${p.file}:${p.line} ${p.kind} ${p.reference}`);
  }
}
