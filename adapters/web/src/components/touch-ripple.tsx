import { useEffect, useRef } from 'react';
import './controls.css';

/** How long a ripple takes to appear and to fade (MUI's TouchRipple). */
const DURATION_MS = 550;
/** A touch waits this long before it ripples, so a scroll does not flash one. */
const TOUCH_DELAY_MS = 80;

interface Ripple {
  element: HTMLSpanElement;
  child: HTMLSpanElement;
  leaving: boolean;
}

type Point = { clientX: number; clientY: number };

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * The ripples of one control, drawn inside `container` (which covers it): MUI's TouchRipple's
 * rules for where a ripple starts, how big it grows and when it leaves.
 */
export function rippleIn(container: HTMLElement, center: boolean) {
  const ripples: Ripple[] = [];

  const start = (point: Point | null, pulsate = false) => {
    const rect = container.getBoundingClientRect();
    const centered = center || pulsate;
    const atMiddle = centered || !point || (point.clientX === 0 && point.clientY === 0);
    const x = atMiddle ? Math.round(rect.width / 2) : Math.round(point.clientX - rect.left);
    const y = atMiddle ? Math.round(rect.height / 2) : Math.round(point.clientY - rect.top);
    let size: number;
    if (centered) {
      size = Math.sqrt((2 * rect.width ** 2 + rect.height ** 2) / 3);
      if (size % 2 === 0) size += 1;
    } else {
      const sizeX = Math.max(Math.abs(container.clientWidth - x), x) * 2 + 2;
      const sizeY = Math.max(Math.abs(container.clientHeight - y), y) * 2 + 2;
      size = Math.sqrt(sizeX ** 2 + sizeY ** 2);
    }
    const element = document.createElement('span');
    element.className = pulsate
      ? 'park-ripple__ripple park-ripple__ripple--pulsate'
      : 'park-ripple__ripple';
    Object.assign(element.style, {
      width: `${size}px`,
      height: `${size}px`,
      top: `${-(size / 2) + y}px`,
      left: `${-(size / 2) + x}px`,
    });
    const child = document.createElement('span');
    child.className = pulsate
      ? 'park-ripple__child park-ripple__child--pulsate'
      : 'park-ripple__child';
    element.append(child);
    container.append(element);
    ripples.push({ element, child, leaving: false });
  };

  /** The oldest ripple still shown fades and goes. */
  const stop = () => {
    const ripple = ripples.find((r) => !r.leaving);
    if (!ripple) return;
    ripple.leaving = true;
    ripple.child.classList.add('park-ripple__child--leaving');
    setTimeout(() => {
      ripple.element.remove();
      ripples.splice(ripples.indexOf(ripple), 1);
    }, DURATION_MS);
  };

  return { start, stop };
}

/**
 * MUI's touch ripple for a control drawn without MUI: put it last inside the control (which
 * must be `position: relative`). A press ripples from where it was pressed (from the middle
 * with `center`), keyboard focus pulsates, and Space ripples again.
 */
export function TouchRipple({ center = false }: { center?: boolean }) {
  const root = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const container = root.current;
    const host = container?.parentElement;
    if (!container || !host) return;
    const { start, stop } = rippleIn(container, center);
    let focusVisible = false;
    let ignoreMouseDown = false;
    let touchTimer: ReturnType<typeof setTimeout> | undefined;
    let pendingTouch: (() => void) | null = null;

    const stopNow = () => {
      clearTimeout(touchTimer);
      pendingTouch = null;
      stop();
    };
    const onMouseDown = (event: MouseEvent) => {
      if (ignoreMouseDown) {
        ignoreMouseDown = false;
        return;
      }
      start(event);
    };
    const onTouchStart = (event: TouchEvent) => {
      ignoreMouseDown = true;
      const touch = event.touches[0];
      if (pendingTouch || !touch) return;
      const point = { clientX: touch.clientX, clientY: touch.clientY };
      pendingTouch = () => start(point);
      touchTimer = setTimeout(() => {
        pendingTouch?.();
        pendingTouch = null;
      }, TOUCH_DELAY_MS);
    };
    const onTouchEnd = () => {
      // A tap shorter than the delay still gets its ripple, gone on the next tick.
      if (pendingTouch) {
        clearTimeout(touchTimer);
        pendingTouch();
        pendingTouch = null;
        setTimeout(stop, 0);
        return;
      }
      stop();
    };
    const onFocus = () => {
      if (!focusVisible && isFocusVisible(host)) {
        focusVisible = true;
        start(null, true);
      }
    };
    const onBlur = () => {
      stopNow();
      if (!isFocusVisible(host)) focusVisible = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (focusVisible && !event.repeat && event.key === ' ') {
        stop();
        start(null);
      }
    };
    const onKeyUp = (event: KeyboardEvent) => {
      if (focusVisible && event.key === ' ' && !event.defaultPrevented) {
        stop();
        start(null, true);
      }
    };

    const listeners: [string, EventListener][] = [
      ['mousedown', onMouseDown as EventListener],
      ['mouseup', stopNow],
      ['mouseleave', stopNow],
      ['contextmenu', stopNow],
      ['dragleave', stopNow],
      ['touchstart', onTouchStart as EventListener],
      ['touchend', onTouchEnd],
      ['touchmove', stopNow],
      ['focus', onFocus],
      ['blur', onBlur],
      ['keydown', onKeyDown as EventListener],
      ['keyup', onKeyUp as EventListener],
    ];
    for (const [type, listener] of listeners)
      host.addEventListener(type, listener, { passive: true });
    return () => {
      clearTimeout(touchTimer);
      for (const [type, listener] of listeners) host.removeEventListener(type, listener);
    };
  }, [center]);

  return <span ref={root} className="park-ripple" />;
}
