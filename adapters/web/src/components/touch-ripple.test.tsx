import { act, fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TouchRipple } from './touch-ripple';

function renderButton() {
  render(
    <button type="button">
      Press
      <TouchRipple />
    </button>,
  );
  const button = document.querySelector('button')!;
  const ripples = () => [...button.querySelectorAll<HTMLElement>('.park-ripple__ripple')];
  return { button, ripples };
}

describe('touch ripple', () => {
  it('ripples from the press, fades on release and is gone after 550 ms', () => {
    vi.useFakeTimers();
    const { button, ripples } = renderButton();
    fireEvent.mouseDown(button, { clientX: 10, clientY: 5 });
    expect(ripples()).toHaveLength(1);
    expect(ripples()[0]!.firstElementChild).toHaveClass('park-ripple__child');

    fireEvent.mouseUp(button);
    expect(ripples()[0]!.firstElementChild).toHaveClass('park-ripple__child--leaving');
    act(() => vi.advanceTimersByTime(549));
    expect(ripples()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(ripples()).toHaveLength(0);
  });

  it('waits 80 ms before a touch ripples, and still shows a quicker tap', () => {
    vi.useFakeTimers();
    const { button, ripples } = renderButton();
    fireEvent.touchStart(button, { touches: [{ clientX: 3, clientY: 3 }] });
    expect(ripples()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(80));
    expect(ripples()).toHaveLength(1);
    fireEvent.touchEnd(button);
    // The mouse events a touch is followed by start no second ripple.
    fireEvent.mouseDown(button);
    expect(ripples()).toHaveLength(1);

    fireEvent.touchStart(button, { touches: [{ clientX: 3, clientY: 3 }] });
    fireEvent.touchEnd(button);
    expect(ripples()).toHaveLength(2);
  });
});
