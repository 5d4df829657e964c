/**
 * Vitest setup file: an in-memory PGlite database (`openPglite('memory://')`) starts from the
 * run's empty template (tests/setup/pglite-template.ts) instead of running initdb again. A database
 * on a directory, or one given its own data to load, is opened as the app opens it, from the same
 * compiled modules and bundle.
 *
 * What each in-memory start would otherwise repeat is done once per test file: reading the
 * template (Node's Blob hands a 40 MB tar back in small chunks, joined again on every start),
 * compiling PGlite's two WebAssembly modules and reading its file bundle. PGlite copies the
 * template's files into its own file system, so one buffer serves every start; the bundle, whose
 * files PGlite's file system may keep as views of the buffer it is given, gets a fresh copy each
 * time. The database, its settings and what a test then does to it are unchanged.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { inject, vi } from 'vitest';

/** A Blob whose bytes are already in memory: arrayBuffer() returns them at once (`copy`: a fresh copy each time). */
class BytesBlob extends Blob {
  readonly #bytes: Uint8Array<ArrayBuffer>;
  readonly #copy: boolean;
  constructor(bytes: Uint8Array<ArrayBuffer>, type: string, copy: boolean) {
    super([], { type });
    this.#bytes = bytes;
    this.#copy = copy;
  }
  override get size() {
    return this.#bytes.byteLength;
  }
  override async arrayBuffer(): Promise<ArrayBuffer> {
    return this.#copy ? this.#bytes.slice().buffer : this.#bytes.buffer;
  }
}

type TemplateName = 'empty' | 'migrated';
/**
 * The flag lives on globalThis: the unit suite runs many files in one worker without reloading
 * modules (vitest.config.mts: `isolate: false`), and this file, re-run before each of them, must
 * share it with the mocked PGlite made by an earlier run of it.
 */
const flag = globalThis as typeof globalThis & { __nextPgliteTemplate?: TemplateName };

/**
 * Makes the next in-memory PGlite start from the run's migrated template instead of the empty
 * one (tests/setup/databases.ts: migratedPglite). PGlite.create is called synchronously by
 * openPglite('memory://'), so the flag is taken by that call.
 */
export function nextPgliteFromMigratedTemplate(): void {
  flag.__nextPgliteTemplate = 'migrated';
}

vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@electric-sql/pglite')>();
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const templates = new Map<TemplateName, Blob>();
  const template = (name: TemplateName) => {
    const file = inject(name === 'migrated' ? 'pgliteMigratedTemplate' : 'pgliteTemplate');
    if (!templates.has(name)) templates.set(name, new BytesBlob(new Uint8Array(readFileSync(file)), 'application/x-tar', false));
    return templates.get(name)!;
  };
  const fsBundle = new BytesBlob(new Uint8Array(readFileSync(join(dist, 'pglite.data'))), '', true);
  let modules: Promise<{ pgliteWasmModule: WebAssembly.Module; initdbWasmModule: WebAssembly.Module }> | undefined;
  const compiled = () =>
    (modules ??= Promise.all([WebAssembly.compile(readFileSync(join(dist, 'pglite.wasm'))), WebAssembly.compile(readFileSync(join(dist, 'initdb.wasm')))]).then(
      ([pgliteWasmModule, initdbWasmModule]) => ({ pgliteWasmModule, initdbWasmModule }),
    ));
  const create = actual.PGlite.create.bind(actual.PGlite) as (dataDir?: string, options?: Record<string, unknown>) => Promise<unknown>;
  const fromTemplate = async (dataDir?: unknown, options?: Record<string, unknown>) => {
    // read at the call, before any await: the flag belongs to the openPglite call that set it
    const name = flag.__nextPgliteTemplate ?? 'empty';
    flag.__nextPgliteTemplate = 'empty';
    return dataDir === undefined && !options?.loadDataDir
      ? create(undefined, { ...(await compiled()), fsBundle, ...options, loadDataDir: template(name) })
      : create(dataDir as string, { ...(await compiled()), fsBundle, ...options });
  };
  const PGlite = new Proxy(actual.PGlite, { get: (target, key, receiver) => (key === 'create' ? fromTemplate : Reflect.get(target, key, receiver)) });
  return { ...actual, PGlite };
});
