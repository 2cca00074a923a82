import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Badge, Group, Text } from '@mantine/core';
import type { Language } from '@portal/contracts';
import { aaNormalText, contrastRatio, hexOf, paintedBackground, paintedText } from './contrast';
import { docsTexts } from './docs-texts';

interface Measured {
  readonly text: string;
  readonly background: string;
  readonly ratio: number;
}

/**
 * A live sample and its contrast: after the sample renders, reads the colours the browser
 * painted on the element marked `data-sample` (its text, and its background layered over its
 * ancestors') and shows the WCAG ratio with AA (4.5:1) passed or failed.
 */
export function ContrastSample({
  locale,
  selector = '[data-sample]',
  children,
}: {
  locale: Language;
  /** Which element of the sample to measure (a badge: `[data-status]`). */
  selector?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<Measured | null>(null);
  useEffect(() => {
    // Measured once painted: the theme's CSS variables and styles apply after the first commit.
    const frame = requestAnimationFrame(() => {
      const sample = box.current?.querySelector(selector);
      if (!sample) return;
      const text = paintedText(sample);
      const background = paintedBackground(sample);
      setMeasured({
        text: hexOf(text),
        background: hexOf(background),
        ratio: contrastRatio(text, background),
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [children, selector]);
  const words = docsTexts[locale];
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <div ref={box} style={{ minWidth: 260 }}>
        {children}
      </div>
      {measured === null ? null : (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" ff="monospace">
            {measured.text} / {measured.background}
          </Text>
          <Text size="sm" fw={600} ff="monospace" miw={64}>
            {measured.ratio.toFixed(2)}:1
          </Text>
          <Badge
            variant="filled"
            color={measured.ratio >= aaNormalText ? 'green.9' : 'red.9'}
            data-aa={measured.ratio >= aaNormalText ? 'pass' : 'fail'}
          >
            {measured.ratio >= aaNormalText ? words.pass : words.fail}
          </Badge>
        </Group>
      )}
    </Group>
  );
}
