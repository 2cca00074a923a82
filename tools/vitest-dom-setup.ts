import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// jsdom lacks what Mantine measures with; these behave like a wide, static screen.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

class StaticResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= StaticResizeObserver;

afterEach(() => cleanup());
