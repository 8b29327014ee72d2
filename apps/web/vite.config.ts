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

export default defineConfig({
  base: '/static/gppclient/',
  plugins: [react(), tableFilterOnDemand()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
