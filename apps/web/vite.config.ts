import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

/**
 * Ant Design's Table imports its column-filter dropdown (with Tree and a search box, about 13 KB gzip)
 * whether or not a column filters; the portal's lists filter in their search form. This resolves that one
 * import to `src/components/table-filter-dropdown.tsx`, which loads the real dropdown only when a column
 * with filters renders it. Sorting, selection and paging do not use it.
 */
function tableFilterOnDemand(): Plugin {
  const standIn = fileURLToPath(new URL('./src/components/table-filter-dropdown.tsx', import.meta.url));
  const filterHook = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/;
  return {
    name: 'table-filter-on-demand',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return source === './FilterDropdown' && importer !== undefined && filterHook.test(importer)
        ? standIn
        : null;
    },
  };
}

/**
 * The pager's page-size changer, on demand: Pagination imports Select (about 22 KB gzip) for it. This
 * resolves that one import to `src/components/lazy-select.tsx`, which draws the closed changer and loads
 * Select when it is pointed at, focused or pressed.
 */
function selectOnDemand(): Plugin {
  const standIn = fileURLToPath(new URL('./src/components/lazy-select.tsx', import.meta.url));
  const pagination = /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/;
  const id = '\0select-on-demand';
  return {
    name: 'select-on-demand',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return source === '../select' && importer !== undefined && pagination.test(importer) ? id : null;
    },
    // Pagination imports Select as its default export.
    load: (module) =>
      module === id ? `export { LazySelect as default } from ${JSON.stringify(standIn)};` : null,
  };
}

/** ConfigProvider's shared-tooltip provider, on demand: see `src/components/tooltip-unique-provider.tsx`. */
function tooltipUniqueOnDemand(): Plugin {
  const standIn = fileURLToPath(new URL('./src/components/tooltip-unique-provider.tsx', import.meta.url));
  const configProvider = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
  return {
    name: 'tooltip-unique-on-demand',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      return source === '../tooltip/UniqueProvider' && importer !== undefined && configProvider.test(importer)
        ? standIn
        : null;
    },
  };
}

/**
 * zod's classic schemas import its JSON Schema generator (each schema type's processor and
 * `toJSONSchema`, about 5 KB gzip on every signed-in screen); the client never asks a schema for JSON
 * Schema. This resolves the two imports of `zod/v4/classic/schemas.js` to stand-ins: the processors'
 * `aggregateChecks` (which the `minLength`-style getters read) stays the real one, every other export
 * throws if called. The build fails if zod no longer imports them so, rather than keep the generator
 * silently.
 */
function zodJsonSchemaOff(): Plugin {
  const classic = /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/;
  const standIns: Record<string, string> = {
    '../core/json-schema-processors.js': '\0zod-json-schema-processors',
    '../core/to-json-schema.js': '\0zod-to-json-schema',
  };
  /** Each stand-in's real module, found beside the importing file. */
  const real = new Map<string, string>();
  const exportsOf = (file: string) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]!);
  return {
    name: 'zod-json-schema-off',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const standIn = standIns[source];
      if (!importer || !classic.test(importer) || !standIn) return null;
      real.set(standIn, path.resolve(path.dirname(importer), source));
      return standIn;
    },
    load(id) {
      const file = real.get(id);
      if (!file) return null;
      const unavailable =
        "const unavailable = () => { throw new Error('JSON Schema is not built into the web client'); };";
      if (file.endsWith('json-schema-processors.js'))
        return [
          unavailable,
          `export { aggregateChecks } from ${JSON.stringify(file)};`,
          ...exportsOf(file)
            .filter((name) => name !== 'aggregateChecks')
            .map((name) => `export const ${name} = unavailable;`),
        ].join('\n');
      // createToJSONSchemaMethod and createStandardJSONSchemaMethod make a schema's methods: they throw when called.
      return [
        unavailable,
        ...exportsOf(file).map(
          (name) =>
            `export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`,
        ),
      ].join('\n');
    },
    buildEnd(error) {
      if (!error && real.size !== Object.keys(standIns).length)
        this.error(
          'zod-json-schema-off: zod/v4/classic/schemas.js no longer imports its JSON Schema generator as expected',
        );
    },
  };
}

export default defineConfig({
  base: '/static/gppclient/',
  plugins: [react(), tableFilterOnDemand(), selectOnDemand(), tooltipUniqueOnDemand(), zodJsonSchemaOff()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: what each module's chunk imports, read by the page-weight check
    // (scripts/page-weight.mjs); the server does not serve it.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically loads on every page anyway: one chunk instead of
          // a dozen small shared ones (each compressed on its own), about 9 KB less gzip on sign-in.
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
      treeshake: {
        moduleSideEffects: [
          // Ant Design's inputs read a form context whose module imports @rc-component/form's index;
          // the package declares no sideEffects, so its whole form engine and async-validator (about
          // 13 KB gzip) would load with any input. Neither has import-time effects.
          { test: /node_modules[\\/]@rc-component[\\/](form|async-validator)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
