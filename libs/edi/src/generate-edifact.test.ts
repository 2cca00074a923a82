import { describe, expect, it } from 'vitest';
import { parseEdifact } from './edifact-envelope';
import { encodeEdifactText } from './edifact-syntax';
import { generateEdifactOrders } from './generate';
import { mapEdifactMessage } from './mapping/edifact';
import { collect } from './test-support';

describe('generateEdifactOrders', () => {
  it('produces one valid UNOC interchange of ORDERS that map to orders', async () => {
    const text = (await collect(generateEdifactOrders({ count: 230, controlReference: 7 }))).join(
      '',
    );
    const result = parseEdifact(encodeEdifactText(text, 'UNOC'));
    expect(result.errors).toEqual([]);
    expect(result.messageCount).toBe(230);
    const interchange = result.interchanges[0];
    expect(interchange?.header).toMatchObject({ syntaxId: 'UNOC', controlReference: '7' });
    const messages = interchange?.messages ?? [];
    expect(messages.map((message) => message.reference).slice(-2)).toEqual(['229', '230']);
    const first = messages[0];
    expect(first).toMatchObject({ type: 'ORDERS', associationCode: 'EAN008', segmentCount: 26 });
    expect(first?.segments.find((segment) => segment.tag === 'IMD')?.elements[2]).toEqual([
      '',
      '',
      '',
      'GENERATED ITEM 1 + LID',
    ]);
    if (first === undefined || interchange === undefined) throw new Error('no message read');
    expect(mapEdifactMessage(first, { interchange: interchange.header }).ok).toBe(true);
    expect(text).toContain("IMD+F++:::GENERATED ITEM 1 ?+ LID'\n");
    expect(text.endsWith("UNZ+230+7'\n")).toBe(true);
  });

  it('yields chunks of about chunkSize characters', async () => {
    const chunks = await collect(generateEdifactOrders({ count: 500, chunkSize: 8192 }));
    expect(chunks.length).toBeGreaterThan(10);
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.length).toBeGreaterThanOrEqual(8192);
      // A batch of 10 orders at most beyond the size asked for.
      expect(chunk.length).toBeLessThan(8192 + 10 * 1000);
    }
  });
});
