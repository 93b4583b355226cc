import { LIMITS } from '@troc/shared';

const easeInOut = (p: number) => (p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2);

/**
 * Scrolls the page so that `element` sits `offset` pixels below the top, over `duration`
 * milliseconds (core §9: 800 ms, 275 px); at once for readers who asked for less motion.
 */
export function scrollToElement(
  element: HTMLElement,
  { duration = LIMITS.calendarScroll.durationMs, offset = LIMITS.calendarScroll.offsetPx } = {},
): void {
  const start = window.scrollY;
  const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY - offset);
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  // Keyboard and screen-reader users land where the eye does.
  element.focus({ preventScroll: true });
  if (reduced || duration <= 0) {
    window.scrollTo(0, target);
    return;
  }
  const began = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, Math.max(0, (now - began) / duration));
    window.scrollTo(0, start + (target - start) * easeInOut(progress));
    if (progress < 1) window.requestAnimationFrame(step);
  };
  window.requestAnimationFrame(step);
}
