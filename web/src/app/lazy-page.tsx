import { type ComponentType, lazy } from 'react';

/** A route's screen whose code loads on demand; `load()` fetches it ahead (before hydrating). */
export interface LazyPage {
  (): React.JSX.Element;
  load(): Promise<ComponentType>;
}

/**
 * A screen loaded on demand. Until its code is in it suspends (the router keeps the current
 * page during the navigation's transition, a first visit shows the layout's spinner); once
 * loaded, it renders at once. A prerendered page is hydrated after `load()`, so nothing
 * suspends during hydration and React keeps the server's HTML (no flash, no layout shift).
 * A failed load is tried again on the next visit to the route.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const loadOnce = () => {
    loading ??= load().then(
      (screen) => {
        loaded = screen;
        return screen;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const newSuspending = () => lazy(() => loadOnce().then((screen) => ({ default: screen })));
  let Suspending = newSuspending();
  function Page() {
    if (loaded) {
      const Screen = loaded;
      return <Screen />;
    }
    // React.lazy keeps a failure; a fresh one per render after a failed load tries again.
    if (loading === null) Suspending = newSuspending();
    return <Suspending />;
  }
  Page.load = loadOnce;
  return Page;
}
