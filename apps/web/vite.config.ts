import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vite';

/** A path of the web client's sources, for a stand-in. */
const clientFile = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * One import of one Ant Design module, resolved to a stand-in: `file` (a module of the client) or `code` (a
 * module of its own). Each use below says what the stand-in saves and what it does instead.
 */
function standIn(
  name: string,
  { importer, from, file, code }: { importer: RegExp; from: string; file?: string; code?: string },
): Plugin {
  const id = file ?? `\0${name}`;
  return {
    name,
    enforce: 'pre',
    apply: 'build',
    resolveId: (imported, by) => (imported === from && by !== undefined && importer.test(by) ? id : null),
    load: (module) => (code !== undefined && module === id ? code : null),
  };
}

/**
 * Ant Design's Table imports its column-filter dropdown (with Tree and a search box, about 13 KB gzip)
 * whether or not a column filters; the portal's lists filter in their search form. This resolves that one
 * import to `src/components/table-filter-dropdown.tsx`, which loads the real dropdown only when a column
 * with filters renders it. Sorting, selection and paging do not use it.
 */
const tableFilterOnDemand = () =>
  standIn('table-filter-on-demand', {
    importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    from: './FilterDropdown',
    file: clientFile('./src/components/table-filter-dropdown.tsx'),
  });

/**
 * The pager's page-size changer, on demand: Pagination imports Select (about 22 KB gzip) for it, as its
 * default export. This resolves that one import to `src/components/lazy-select.tsx`, which draws the closed
 * changer and loads Select when it is pointed at, focused or pressed.
 */
const selectOnDemand = () =>
  standIn('select-on-demand', {
    importer: /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/,
    from: '../select',
    code: `export { LazySelect as default } from ${JSON.stringify(clientFile('./src/components/lazy-select.tsx'))};`,
  });

/** ConfigProvider's shared-tooltip provider, on demand: see `src/components/tooltip-unique-provider.tsx`. */
const tooltipUniqueOnDemand = () =>
  standIn('tooltip-unique-on-demand', {
    importer: /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    from: '../tooltip/UniqueProvider',
    file: clientFile('./src/components/tooltip-unique-provider.tsx'),
  });

/**
 * Card imports Tabs (about 11 KB gzip) for its `tabList`, which no card of the portal uses (the screens with
 * tabs use Tabs itself); every card, the home page's included, loaded it. The stand-in throws if a card is
 * ever given tabs, so a future `tabList` fails loudly instead of silently loading nothing.
 */
const cardTabsOff = () =>
  standIn('card-tabs-off', {
    importer: /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/,
    from: '../tabs',
    code: "export default function CardTabs() { throw new Error('Card tabList is not built into the web client: use Tabs'); }",
  });

/**
 * Button's and Tag's style tokens import `isBright` from the colour picker's presets panel, whose module also
 * imports Collapse (with rc-collapse and its motion, about 2 KB gzip): every screen, the sign-in pages
 * included, loaded Collapse for one function. Those two imports resolve to a module holding that function
 * alone, cut at build time from antd's own file (so it stays antd's); the build fails if the file no longer
 * has it in that shape.
 */
function brightnessOnly(): Plugin {
  const importers = [
    /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/,
    /[\\/]antd[\\/]es[\\/]tag[\\/]style[\\/]index\.js$/,
  ];
  const id = '\0antd-is-bright';
  let presets = '';
  return {
    name: 'brightness-only',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (source !== '../../color-picker/components/ColorPresets' || !importer) return null;
      if (!importers.some((pattern) => pattern.test(importer))) return null;
      presets = path.resolve(path.dirname(importer), '../../color-picker/components/ColorPresets.js');
      return id;
    },
    load(module) {
      if (module !== id) return null;
      const text = fs.readFileSync(presets, 'utf8');
      const colorImport =
        /^import \{[^}]*\bColor as RcColor\b[^}]*\} from '@rc-component\/color-picker';$/m.exec(text);
      const isBright = /^export const isBright = \(value, bgColorToken\) => \{\n[\s\S]*?\n\};$/m.exec(text);
      if (!colorImport || !isBright)
        this.error(
          'brightness-only: antd/es/color-picker/components/ColorPresets.js changed: update the stand-in',
        );
      return ["import { Color as RcColor } from '@rc-component/color-picker';", isBright[0]].join('\n');
    },
  };
}

/**
 * Two imports of Ant Design's Table that pull code no list of the portal runs, resolved to small stand-ins:
 *  - Radio.Group (Table's radio selection) imports `toNamePathStr` from the Form's useForm hook module, so
 *    Form's whole engine (about 7 KB gzip) loaded with every table. The stand-in is the same two-line
 *    function over the same `toArray`; the build fails if antd's function changes.
 *  - Table imports its virtual-scrolling variant (with rc-virtual-list) for the `virtual` prop, which the
 *    portal never sets; the stand-in throws if it is ever rendered, so a future `virtual` fails loudly.
 */
function tableExtrasOff(): Plugin {
  const radioGroup = /[\\/]antd[\\/]es[\\/]radio[\\/]group\.js$/;
  const internalTable = /[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/;
  const namePath = '\0antd-to-name-path-str';
  const virtualTable = '\0antd-virtual-table-off';
  let formUtil = '';
  let useFormFile = '';
  return {
    name: 'table-extras-off',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === '../form/hooks/useForm' && radioGroup.test(importer)) {
        formUtil = path.resolve(path.dirname(importer), '../form/util.js');
        useFormFile = path.resolve(path.dirname(importer), '../form/hooks/useForm.js');
        return namePath;
      }
      if (source === './RcTable/VirtualTable' && internalTable.test(importer)) return virtualTable;
      return null;
    },
    load(id) {
      if (id === namePath) {
        const expected =
          /export function toNamePathStr\(name\) \{\s*const namePath = toArray\(name\);\s*return namePath\.join\('_'\);\s*\}/;
        if (!expected.test(fs.readFileSync(useFormFile, 'utf8')))
          this.error(
            'table-extras-off: antd/es/form/hooks/useForm.js toNamePathStr changed: update the stand-in',
          );
        return [
          `import { toArray } from ${JSON.stringify(formUtil)};`,
          "export function toNamePathStr(name) { return toArray(name).join('_'); }",
        ].join('\n');
      }
      if (id === virtualTable)
        return "export default function VirtualTable() { throw new Error('Virtual tables are not built into the web client'); }";
      return null;
    },
  };
}

/**
 * Parts of Ant Design components that show only now and then, loaded when first shown instead of with every
 * screen that might show them: each named import of the named module resolves to a component that renders
 * the real one once its chunk has arrived (nothing before: a few milliseconds, on a screen that shows it).
 *  - Result's three illustrations (404, 403, 500: about 9 KB gzip of SVG), shown on an error screen;
 *  - the upload list's Progress (about 4 KB), shown while a file is being sent.
 */
function partsOnDemand(): Plugin {
  const parts: { importer: RegExp; sources: string[] }[] = [
    {
      importer: /[\\/]antd[\\/]es[\\/]result[\\/]index\.js$/,
      sources: ['./noFound', './serverError', './unauthorized'],
    },
    { importer: /[\\/]antd[\\/]es[\\/]upload[\\/]UploadList[\\/]ListItem\.js$/, sources: ['../../progress'] },
  ];
  const prefix = '\0on-demand:';
  return {
    name: 'parts-on-demand',
    enforce: 'pre',
    apply: 'build',
    async resolveId(source, importer) {
      if (!importer || !parts.some((part) => part.importer.test(importer) && part.sources.includes(source)))
        return null;
      const real = await this.resolve(source, importer, { skipSelf: true });
      return real ? prefix + real.id : null;
    },
    load(id) {
      if (!id.startsWith(prefix)) return null;
      const real = JSON.stringify(id.slice(prefix.length));
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        `const Part = lazy(() => import(${real}));`,
        'export default function OnDemand(props) {',
        '  return createElement(Suspense, { fallback: null }, createElement(Part, props));',
        '}',
      ].join('\n');
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
  plugins: [
    react(),
    tableFilterOnDemand(),
    tableExtrasOff(),
    cardTabsOff(),
    partsOnDemand(),
    selectOnDemand(),
    tooltipUniqueOnDemand(),
    zodJsonSchemaOff(),
    brightnessOnly(),
  ],
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
          // Table's selection imports four helpers from @rc-component/tree's index, which re-exports the
          // whole Tree component (about 8 KB gzip); the package declares no sideEffects, none has any.
          { test: /node_modules[\\/]@rc-component[\\/](tree|table|virtual-list)[\\/]/, sideEffects: false },
        ],
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080' } },
});
