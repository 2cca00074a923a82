import { Buffer } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acknowledgeParsedEdifactInterchange,
  acknowledgeX12Group,
  buildEdifactMessage,
  buildX12Transaction,
  mapEdifactMessage,
  mapX12Transaction,
  parseEdifact,
  parseX12,
  readEdifact,
  readX12,
  writableAcknowledgement,
  writeEdifact,
  writeX12,
  type AcknowledgementTarget,
} from '../index';
import { fixtureBytes, goodEdifactFixtures, goodX12Fixtures } from '../test-support';
import { applyMutations, ediMutationsArbitrary, fuzzSeed } from './index';

/**
 * Issue 15's properties for the codecs: whatever a partner's bytes become (flipped, cut, NULs,
 * line breaks inside elements, segments doubled or lost, wrong separators, huge elements), the
 * readers report errors instead of throwing, the mappers answer a document or issues, and the
 * 997 / CONTRL built from what was found can always be written and read back.
 */
const runs = { seed: fuzzSeed(), numRuns: 150 };

/** Chunks of 1 to 64 bytes: the streaming readers must not depend on where chunks end. */
function* chunked(bytes: Uint8Array, size: number): Generator<Uint8Array> {
  for (let start = 0; start < bytes.length; start += size)
    yield bytes.subarray(start, start + size);
}

const x12Target: AcknowledgementTarget = { standard: 'X12' };
const x12Header = {
  senderQualifier: 'ZZ',
  senderId: 'ACMESUPPLY',
  receiverQualifier: 'ZZ',
  receiverId: 'RETAILCO',
  version: '00401',
  controlNumber: 1,
  ackRequested: false,
  usageIndicator: 'P',
} as const;

describe('X12 under hostile bytes', () => {
  const fixtures = goodX12Fixtures.map((name) => fixtureBytes(name));

  it('reads, maps and acknowledges every mutation without throwing; the 997 reads back valid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...fixtures), ediMutationsArbitrary, (fixture, mutations) => {
        const bytes = applyMutations(fixture, mutations, '~');
        const parsed = parseX12(bytes);
        expect(typeof parsed.valid).toBe('boolean');
        for (const interchange of parsed.interchanges) {
          for (const group of interchange.groups) {
            for (const set of group.transactions) {
              const mapped = mapX12Transaction(set, {
                interchange: interchange.header,
                group: group.header,
              });
              expect(mapped.ok || mapped.issues.length > 0).toBe(true);
            }
            const acknowledgement = writableAcknowledgement(
              acknowledgeX12Group(group, { interchange: interchange.header }),
              x12Target,
            );
            const text = writeX12(
              {
                header: x12Header,
                groups: [
                  {
                    header: {
                      functionalId: 'FA',
                      applicationSender: 'ACMESUPPLY',
                      applicationReceiver: 'RETAILCO',
                      controlNumber: 1,
                      version: '004010',
                    },
                    transactions: [
                      buildX12Transaction(acknowledgement, { version: '004010', controlNumber: 1 }),
                    ],
                  },
                ],
              },
              { newline: '\n' },
            );
            expect(parseX12(text).valid).toBe(true);
          }
        }
      }),
      runs,
    );
  });
});

describe('EDIFACT under hostile bytes', () => {
  const fixtures = goodEdifactFixtures.map((name) => fixtureBytes(name));
  const targets: AcknowledgementTarget[] = (['UNOA', 'UNOB', 'UNOC', 'UNOY'] as const).map(
    (syntaxId) => ({ standard: 'EDIFACT', syntaxId }),
  );

  it('reads, maps and acknowledges every mutation without throwing; the CONTRL reads back valid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...fixtures),
        ediMutationsArbitrary,
        fc.constantFrom(...targets),
        (fixture, mutations, target) => {
          if (target.standard !== 'EDIFACT') return;
          const bytes = applyMutations(fixture, mutations, "'");
          const parsed = parseEdifact(bytes);
          expect(typeof parsed.valid).toBe('boolean');
          for (const interchange of parsed.interchanges) {
            const messages = [
              ...interchange.messages,
              ...interchange.groups.flatMap((group) => group.messages),
            ];
            for (const message of messages) {
              const mapped = mapEdifactMessage(message, { interchange: interchange.header });
              expect(mapped.ok || mapped.issues.length > 0).toBe(true);
            }
            const acknowledgement = writableAcknowledgement(
              acknowledgeParsedEdifactInterchange(interchange),
              target,
            );
            const text = writeEdifact(
              {
                header: {
                  syntaxId: target.syntaxId,
                  senderId: '4098765000002',
                  recipientId: '4012345000009',
                  controlReference: 1,
                },
                messages: [buildEdifactMessage(acknowledgement, { version: 'D96A', reference: 1 })],
                serviceStringAdvice: true,
              },
              { newline: '\n' },
            );
            const encoded =
              target.syntaxId === 'UNOY' ? Buffer.from(text, 'utf8') : Buffer.from(text, 'latin1');
            expect(parseEdifact(encoded).valid).toBe(true);
          }
        },
      ),
      runs,
    );
  });
});

/** How many summaries and transaction sets / messages a streaming reader yielded. */
async function countEvents(events: AsyncIterable<{ readonly type: string }>) {
  const counted = { summaries: 0, sets: 0 };
  for await (const event of events) {
    if (event.type === 'summary') counted.summaries += 1;
    else counted.sets += 1;
  }
  return counted;
}

/** How each standard's streaming reader is driven, and what the whole-input parse counts. */
const streamed = [
  {
    standard: 'X12',
    fixtures: goodX12Fixtures,
    terminator: '~',
    count: (chunks: Iterable<Uint8Array>) => countEvents(readX12(chunks)),
    parsedSets: (bytes: Uint8Array) => parseX12(bytes).transactionCount,
  },
  {
    standard: 'EDIFACT',
    fixtures: goodEdifactFixtures,
    terminator: "'",
    count: (chunks: Iterable<Uint8Array>) => countEvents(readEdifact(chunks)),
    parsedSets: (bytes: Uint8Array) => parseEdifact(bytes).messageCount,
  },
] as const;

describe.each(streamed)('$standard streamed under hostile bytes', (reader) => {
  it('streams every mutation in any chunking to one summary, as the whole-input parse does', async () => {
    const fixtures = reader.fixtures.map((name) => fixtureBytes(name));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fixtures),
        ediMutationsArbitrary,
        fc.integer({ min: 1, max: 64 }),
        async (fixture, mutations, size) => {
          const bytes = applyMutations(fixture, mutations, reader.terminator);
          const events = await reader.count(chunked(bytes, size));
          expect(events.summaries).toBe(1);
          expect(events.sets).toBe(reader.parsedSets(bytes));
        },
      ),
      { ...runs, numRuns: 60 },
    );
    // Sixty streamed parses in chunks as small as one byte: seconds on an idle core, more when
    // the suite's other workers share the two.
  }, 30_000);
});
