// Where the toasts are drawn, for the whole app: nothing until the toaster's code has loaded
// (on the first toast, or when the browser is idle), then the Toaster.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { usePorts } from '../ports';

const Toaster = lazy(async () => ({ default: (await import('./toaster')).Toaster }));

export function ToasterHost() {
  const toasts = usePorts().toaster;
  const toaster = useSyncExternalStore(toasts.subscribe, toasts.current, toasts.current);
  if (toaster === undefined) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toasts={toaster} />
    </Suspense>
  );
}
