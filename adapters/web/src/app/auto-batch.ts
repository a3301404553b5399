import type { Action, StoreEnhancer } from '@reduxjs/toolkit';

/** The meta key RTK Query marks its low-priority actions with (Redux Toolkit's SHOULD_AUTOBATCH). */
const SHOULD_AUTOBATCH = 'RTK_autoBatch';

/** After the next frame (or 100 ms, for a hidden tab), as Redux Toolkit's 'raf' option. */
function nextFrame(notify: () => void): void {
  if (typeof window === 'undefined' || !window.requestAnimationFrame) {
    setTimeout(notify, 10);
    return;
  }
  let called = false;
  const callback = () => {
    if (called) return;
    called = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    notify();
  };
  const frame = requestAnimationFrame(callback);
  const timer = setTimeout(callback, 100);
}

/**
 * Redux Toolkit's autoBatchEnhancer, which configureStore adds: subscribers hear of actions
 * marked for batching (RTK Query's) once, after the next frame, instead of after each one.
 * Written here so the home page's store needs no Redux Toolkit code.
 */
export const autoBatchEnhancer: StoreEnhancer =
  (next) =>
  (...args) => {
    const store = next(...args);
    let notifying = true;
    let shouldNotifyAtEndOfTick = false;
    let notificationQueued = false;
    const listeners = new Set<() => void>();
    const notifyListeners = () => {
      notificationQueued = false;
      if (shouldNotifyAtEndOfTick) {
        shouldNotifyAtEndOfTick = false;
        listeners.forEach((listener) => listener());
      }
    };
    return Object.assign({}, store, {
      subscribe(listener: () => void) {
        const unsubscribe = store.subscribe(() => notifying && listener());
        listeners.add(listener);
        return () => {
          unsubscribe();
          listeners.delete(listener);
        };
      },
      dispatch(action: Parameters<typeof store.dispatch>[0]) {
        try {
          const { meta } = action as Action & { meta?: Record<string, unknown> };
          notifying = !meta?.[SHOULD_AUTOBATCH];
          shouldNotifyAtEndOfTick = !notifying;
          if (shouldNotifyAtEndOfTick && !notificationQueued) {
            notificationQueued = true;
            nextFrame(notifyListeners);
          }
          return store.dispatch(action);
        } finally {
          notifying = true;
        }
      },
    });
  };
