import type {
  ChunkFactory,
  ChunkManifest,
  ChunkRequire,
  EmbedWidgetName,
  WidgetChunk,
} from '../protocol.ts';

/**
 * A very small CommonJS loader for the widget chunks. Each chunk is a classic script that calls
 * `BizWidgets.d(factory)` when it runs; a widget's entry and all its dependencies are fetched side
 * by side, then run in dependency order through `require`. Chunks shared by several widgets (the
 * UI runtime, the kit, the API client) are fetched and run once per page. Code a widget needs only
 * later (the address combobox's behaviour) is fetched when it asks: `require.lazy`.
 */
export function createChunkLoader(base: string, manifest: ChunkManifest) {
  const factories = new Map<string, ChunkFactory>();
  const modules = new Map<string, { exports: Record<string, unknown> }>();
  const fetching = new Map<string, Promise<void>>();

  /**
   * Pages that enforce Trusted Types (`require-trusted-types-for 'script'`) accept a script URL only
   * from a policy they name: ours is `biz-widgets`, and it lets through our chunks and nothing else.
   */
  type ScriptUrlPolicy = { createScriptURL(url: string): string };
  const trusted = (
    globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): ScriptUrlPolicy } }
  ).trustedTypes;
  let policy: ScriptUrlPolicy | null = null;
  try {
    policy =
      trusted?.createPolicy('biz-widgets', {
        createScriptURL: (url: string) => {
          if (!url.startsWith(base))
            throw new TypeError(`BizWidgets: ${url} is not a widget chunk`);
          return url;
        },
      }) ?? null;
  } catch {
    // The page's `trusted-types` directive does not list biz-widgets: plain URLs, which such a
    // page refuses (the element then says the form could not be loaded).
  }

  /** `./runtime-abc.js` or `runtime-abc.js` → `runtime-abc.js` (all chunks sit in one folder). */
  const fileOf = (id: string) => id.replace(/^\.\//, '');

  const require: ChunkRequire = Object.assign(
    (id: string): unknown => {
      const file = fileOf(id);
      const cached = modules.get(file);
      if (cached) return cached.exports;
      const factory = factories.get(file);
      if (!factory) throw new Error(`BizWidgets: chunk ${file} is not loaded`);
      const module = { exports: {} as Record<string, unknown> };
      modules.set(file, module);
      factory(require, module.exports, module);
      return module.exports;
    },
    {
      lazy: async (files: string[]) => {
        await Promise.all(files.map(fetchChunk));
      },
    },
  );

  /** Registers the chunk whose script is running now (`document.currentScript` names it). */
  function define(factory: ChunkFactory): void {
    const script = document.currentScript;
    const src = script instanceof HTMLScriptElement ? script.src : '';
    if (src.startsWith(base)) factories.set(src.slice(base.length), factory);
  }

  function fetchChunk(file: string): Promise<void> {
    let pending = fetching.get(file);
    if (!pending) {
      pending = new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        // A TrustedScriptURL where the page asks for one; assigning it is the same as a string.
        script.src = (policy ? policy.createScriptURL(base + file) : base + file) as string;
        script.async = true;
        script.onload = () => {
          script.remove();
          if (factories.has(file)) resolve();
          else reject(new Error(`BizWidgets: ${file} did not register`));
        };
        script.onerror = () => {
          script.remove();
          reject(new Error(`BizWidgets: could not load ${file}`));
        };
        document.head.append(script);
      });
      // A failed fetch may be retried by the next element that needs it.
      pending.catch(() => fetching.delete(file));
      fetching.set(file, pending);
    }
    return pending;
  }

  /** Fetches a widget's chunks (once per page) and returns its entry's exports. */
  async function load(name: EmbedWidgetName): Promise<WidgetChunk> {
    const { entry, deps } = manifest[name];
    await Promise.all([...deps, entry].map(fetchChunk));
    return require(entry) as WidgetChunk;
  }

  return { define, load };
}
