import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';

/**
 * A component of @troc/ui whose code (and the antd components it needs) loads the first time it
 * renders. @troc/ui is one shared module that every page downloads: its larger pieces that only
 * some pages show (calendars, the carbon modal, the export modal, the services tree, the modal
 * frame, the results of failures) stay out of it this way, and out of the antd core chunk
 * (webpack.common.cjs follows only static imports).
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
