import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/static/gppclient/',
  plugins: [react()],
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
