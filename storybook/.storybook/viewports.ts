/** The widths a designer checks a screen at (the portal's tables must fit at 1280 px). */
export const storyViewports = {
  desktop1280: {
    name: '1280 × 800',
    styles: { width: '1280px', height: '800px' },
    type: 'desktop',
  },
  desktop1440: {
    name: '1440 × 900',
    styles: { width: '1440px', height: '900px' },
    type: 'desktop',
  },
  desktop1920: {
    name: '1920 × 1080',
    styles: { width: '1920px', height: '1080px' },
    type: 'desktop',
  },
} as const;
