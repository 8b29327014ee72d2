import type { ReactNode } from 'react';
import { lazy, Suspense } from 'react';

// The real provider, loaded only if a ConfigProvider asks for `tooltip.unique` (the portal does not).
const RealUniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

/**
 * Ant Design's ConfigProvider imports its shared-tooltip provider (with the whole popup engine of
 * `@rc-component/trigger`, about 8 KB gzip) to render it only when `tooltip.unique` is set. The build
 * resolves that one import here (vite.config.ts), keeping the popup engine off the sign-in page; the
 * screens that show a tooltip, menu or select load it with them.
 */
// eslint-disable-next-line no-restricted-syntax -- it replaces a module whose importer takes its default export
export default function UniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <RealUniqueProvider>{children}</RealUniqueProvider>
    </Suspense>
  );
}
