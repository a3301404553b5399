import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_LIVE_SPARKLES, PointerSparkles } from './pointer-sparkles';

const layer = () => document.querySelector<HTMLElement>('[data-testid="sparkle-layer"]');
const move = (x: number, y: number) => fireEvent.pointerMove(window, { clientX: x, clientY: y });

describe('<PointerSparkles>', () => {
  afterEach(() => vi.useRealTimers());

  it('adds pale, click-through sparkles near the pointer and removes each when it has faded', () => {
    vi.useFakeTimers();
    render(<PointerSparkles random={() => 0.5} />);
    expect(layer()).toHaveStyle({ pointerEvents: 'none' });
    expect(layer()).toHaveAttribute('aria-hidden', 'true');

    move(100, 200);
    const sparkle = layer()!.firstElementChild as HTMLElement;
    expect(sparkle).not.toBeNull();
    // hsl(80 60% 90%), as the browser normalises it; tier 4 is 80% opaque
    expect(sparkle.style.background).toBe('rgb(235, 245, 214)');
    expect(sparkle.style.opacity).toBe('0.8');
    // size 12 (tier 4) centred on the pointer, no scatter at 0.5
    expect(sparkle.style.left).toBe('94px');
    expect(sparkle.style.top).toBe('194px');

    act(() => vi.advanceTimersByTime(549));
    expect(layer()!.childElementCount).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(layer()!.childElementCount).toBe(0);
  });

  it('fades each sparkle out while it drifts down, over its life', () => {
    const animate = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'animate', { value: animate, configurable: true });
    try {
      render(<PointerSparkles random={() => 0.5} />);
      move(50, 50);
      const [keyframes, timing] = animate.mock.calls[0]!;
      expect(keyframes[0]).toMatchObject({ opacity: 0.8 });
      expect(keyframes[1]).toMatchObject({ opacity: 0, transform: 'translateY(40px) scale(0.6)' });
      expect(timing).toMatchObject({ duration: 550 });
    } finally {
      delete (HTMLElement.prototype as { animate?: unknown }).animate;
    }
  });

  it('never keeps more than its limit alive', () => {
    vi.useFakeTimers();
    render(<PointerSparkles random={() => 0} />);
    for (let i = 0; i < MAX_LIVE_SPARKLES + 20; i++) {
      act(() => vi.advanceTimersByTime(30));
      move(i, i);
    }
    expect(layer()!.childElementCount).toBeLessThanOrEqual(MAX_LIVE_SPARKLES);
  });

  it('does nothing for people who prefer reduced motion', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    render(<PointerSparkles random={() => 0.5} />);
    move(10, 10);
    expect(layer()!.childElementCount).toBe(0);
  });

  it('leaves no nodes and no listener behind when unmounted', () => {
    const { unmount } = render(<PointerSparkles random={() => 0.5} />);
    move(10, 10);
    unmount();
    expect(layer()).toBeNull();
    move(20, 20);
    expect(document.body.querySelectorAll('span').length).toBe(0);
  });
});
