import { useEffect } from 'react';
import { pickSparkle, type RandomSource } from './sparkle-rules';

/** At most this many sparkles live at once, and one is born per this many ms. */
export const MAX_LIVE_SPARKLES = 40;
export const SPAWN_INTERVAL_MS = 24;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const STAR = 'polygon(50% 0%, 61% 39%, 100% 50%, 61% 61%, 50% 100%, 39% 61%, 0% 50%, 39% 39%)';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

function makeLayer(): HTMLDivElement {
  const layer = document.createElement('div');
  layer.setAttribute('aria-hidden', 'true');
  layer.dataset.testid = 'sparkle-layer';
  Object.assign(layer.style, {
    position: 'fixed',
    inset: '0',
    overflow: 'hidden',
    pointerEvents: 'none',
    zIndex: '2000',
  });
  return layer;
}

function makeSparkle(x: number, y: number, random: RandomSource): [HTMLSpanElement, number] {
  const s = pickSparkle(random);
  const el = document.createElement('span');
  const left = x + s.dx - s.sizePx / 2;
  const top = y + s.dy - s.sizePx / 2;
  Object.assign(el.style, {
    position: 'absolute',
    left: `${left}px`,
    top: `${top}px`,
    width: `${s.sizePx}px`,
    height: `${s.sizePx}px`,
    background: s.color,
    opacity: String(s.opacity),
    clipPath: STAR,
    pointerEvents: 'none',
  });
  el.animate?.(
    [
      { opacity: s.opacity, transform: 'translateY(0) scale(1)' },
      { opacity: 0, transform: `translateY(${s.driftPx}px) scale(0.6)` },
    ],
    { duration: s.lifetimeMs, easing: 'ease-out', fill: 'forwards' },
  );
  return [el, s.lifetimeMs];
}

/**
 * Pale sparkles that follow the pointer on every page. Each one removes itself when its
 * life is over; leaving the page removes the rest. Nothing happens for people who ask
 * their system for reduced motion.
 */
export function PointerSparkles({ random = Math.random }: { random?: RandomSource }) {
  useEffect(() => {
    const layer = makeLayer();
    document.body.appendChild(layer);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    let lastSpawn = -Infinity;

    const onMove = (event: PointerEvent) => {
      if (prefersReducedMotion()) return;
      const now = performance.now();
      if (now - lastSpawn < SPAWN_INTERVAL_MS || timers.size >= MAX_LIVE_SPARKLES) return;
      lastSpawn = now;
      const [el, lifetimeMs] = makeSparkle(event.clientX, event.clientY, random);
      layer.appendChild(el);
      const timer = setTimeout(() => {
        el.remove();
        timers.delete(timer);
      }, lifetimeMs);
      timers.add(timer);
    };

    window.addEventListener('pointermove', onMove, { passive: true });
    return () => {
      window.removeEventListener('pointermove', onMove);
      timers.forEach(clearTimeout);
      layer.remove();
    };
  }, [random]);
  return null;
}
