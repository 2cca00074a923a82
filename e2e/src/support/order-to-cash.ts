import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  deliveryDetailSchema,
  deliveryEndpoints,
  deliverySendResultSchema,
  formatMinor,
  invoiceDetailSchema,
  invoiceEndpoints,
  minorUnitOf,
  projectEndpoints,
  toMinor,
  type EndpointDefinition,
  type InvoiceDetail,
  type ProjectConnection,
} from '@portal/contracts';
import type { ApiInput, Portal } from './portal';

/** A set-up or check call as the admin; a refusal names the call and what the server said. */
async function dataOf(
  portal: Portal,
  call: string,
  definition: EndpointDefinition,
  input: ApiInput,
): Promise<unknown> {
  const envelope = await portal.api(definition, input);
  if (envelope.code !== '0000') throw new Error(`${call}: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/**
 * What the order-to-cash walk needs to know of a standard: the version spoken, the simulator's
 * name for it, and the documents of the partner and of ours on the way.
 */
export interface CashStandard {
  readonly standard: ProjectConnection['standard'];
  readonly version: string;
  /** The simulator's `--standard`. */
  readonly simulator: 'x12' | 'edifact';
  readonly order: string;
  readonly orderResponse: string;
  readonly shipNotice: string;
  readonly invoice: string;
  readonly payment: string;
  readonly acknowledgement: string;
  /**
   * The simulator's 850 names its bill-to party (N1*BT); its ORDERS gives the buyer by GLN alone
   * (NAD+BY), so the invoice prefilled from it asks for the bill-to's name.
   */
  readonly orderNamesBillTo: boolean;
}

export const cashStandards: readonly CashStandard[] = [
  {
    standard: 'X12',
    version: '004010',
    simulator: 'x12',
    order: '850',
    orderResponse: '855',
    shipNotice: '856',
    invoice: '810',
    payment: '820',
    acknowledgement: '997',
    orderNamesBillTo: true,
  },
  {
    standard: 'EDIFACT',
    version: 'D96A',
    simulator: 'edifact',
    order: 'ORDERS',
    orderResponse: 'ORDRSP',
    shipNotice: 'DESADV',
    invoice: 'INVOIC',
    payment: 'REMADV',
    acknowledgement: 'CONTRL',
    orderNamesBillTo: false,
  },
];

/**
 * The envelope identifiers of a project whose partner is the simulator with its default parties
 * (tools/partner-simulator/cli.ts, party()): RETAILCO and us ACMESUPPLY in X12, the GLNs
 * 4012345000009 and us 4098765000002 (qualifier 14) in EDIFACT.
 */
function simulatorConnection(standard: CashStandard, gs1CompanyPrefix: string): ProjectConnection {
  const features = { ...defaultProjectFeatures, printLabel: true, gs1CompanyPrefix };
  const common = { version: standard.version, directories: defaultProjectDirectories, features };
  return standard.standard === 'X12'
    ? {
        ...common,
        standard: 'X12',
        x12: {
          senderQualifier: 'ZZ',
          senderId: 'ACMESUPPLY',
          receiverQualifier: 'ZZ',
          receiverId: 'RETAILCO',
          applicationSender: 'ACMESUPPLY',
          applicationReceiver: 'RETAILCO',
          usage: 'P',
          acknowledgementRequested: false,
        },
        edifact: null,
      }
    : {
        ...common,
        standard: 'EDIFACT',
        x12: null,
        edifact: {
          syntaxId: 'UNOC',
          senderId: '4098765000002',
          senderQualifier: '14',
          recipientId: '4012345000009',
          recipientQualifier: '14',
          testIndicator: false,
        },
      };
}

/**
 * A project whose partner is the simulator, speaking `standard`, with SSCC labels on (a GS1
 * company prefix) so fulfilment prints them, and invoices numbered by hand (no prefix).
 */
export async function createCashProject(
  portal: Portal,
  projectKey: string,
  nameZh: string,
  standard: CashStandard,
  gs1CompanyPrefix: string,
): Promise<void> {
  await dataOf(portal, `project ${projectKey}`, projectEndpoints.save, {
    body: {
      projectKey,
      nameZh,
      nameEn: `${projectKey} retail`,
      description: '',
      sort: 0,
      connection: simulatorConnection(standard, gs1CompanyPrefix),
    },
  });
}

/**
 * Sends the fulfilled order's ship notice through the delivery API (ship-notice.spec walks the
 * screen): prefilled from fulfilment, the ship-from named (the order names none), saved, and sent
 * with "continue" to the incomplete-info question (fulfilment weighs nothing). Answers the id.
 */
export async function sendShipNoticeThroughApi(
  portal: Portal,
  serialNumber: number,
  projectKey: string,
  shipFromName: string,
): Promise<number> {
  const prefilled = deliveryDetailSchema.parse(
    await dataOf(portal, `ship notice ${serialNumber}`, deliveryEndpoints.info, {
      params: { serial_number: serialNumber },
      query: { project_key: projectKey },
    }),
  );
  const { data } = prefilled;
  const saved = deliveryDetailSchema.parse(
    await dataOf(portal, `save ship notice ${serialNumber}`, deliveryEndpoints.save, {
      params: { serial_number: serialNumber },
      body: {
        deliveryId: null,
        version: null,
        data: {
          ...data,
          shipment: {
            ...data.shipment,
            shipFrom: { ...data.shipment.shipFrom, name: shipFromName },
          },
        },
      },
    }),
  );
  if (saved.deliveryId === null) throw new Error('the saved ship notice has no id');
  const result = deliverySendResultSchema.parse(
    await dataOf(portal, `send ship notice ${saved.deliveryId}`, deliveryEndpoints.send, {
      body: { deliveryId: saved.deliveryId, version: saved.version, confirmIncomplete: true },
    }),
  );
  if (!result.sent) {
    throw new Error(`the ship notice was not sent: ${JSON.stringify(result.problems)}`);
  }
  return saved.deliveryId;
}

/** The order's latest invoice as the server holds it (prefilled when it has none). */
export async function invoiceOfOrder(
  portal: Portal,
  serialNumber: number,
  projectKey: string,
): Promise<InvoiceDetail> {
  return invoiceDetailSchema.parse(
    await dataOf(portal, `invoice of ${serialNumber}`, invoiceEndpoints.ofOrder, {
      params: { serial_number: serialNumber },
      query: { project_key: projectKey },
    }),
  );
}

/**
 * An amount as the finance screens show it ("1,234.50 USD") in minor units of its currency:
 * exact, so it is compared with what a file says without a float.
 */
export function shownAmountInMinor(shown: string): { minor: bigint; currencyCode: string } {
  const match = /^(-?[\d,]+(?:\.\d+)?)\s+([A-Z]{3})$/.exec(shown.trim());
  if (match === null) throw new Error(`"${shown}" is no amount with its currency`);
  const [, amount = '', currencyCode = ''] = match;
  return {
    minor: toMinor(amount.replaceAll(',', ''), minorUnitOf(currencyCode)),
    currencyCode,
  };
}

/**
 * The grand total an 810 or INVOIC we wrote states, in minor units of `currencyCode`: the 810's
 * TDS01 (whole cents, decimals implied), the INVOIC's MOA 77 (a decimal amount).
 */
export function writtenGrandTotalInMinor(
  text: string,
  standard: CashStandard,
  currencyCode: string,
): bigint {
  if (standard.standard === 'X12') {
    const element = text.match(/(?:^|[~\n])\s*TDS\*(-?\d+)/)?.[1];
    if (element === undefined) throw new Error(`no TDS in the 810:\n${text}`);
    // TDS01 is N2: hundredths whatever the currency's digits.
    return toMinor(formatMinor(BigInt(element), 2), minorUnitOf(currencyCode));
  }
  const amount = text.match(/MOA\+77:(-?\d+(?:[.,]\d+)?)/)?.[1];
  if (amount === undefined) throw new Error(`no MOA 77 in the INVOIC:\n${text}`);
  return toMinor(amount.replace(',', '.'), minorUnitOf(currencyCode));
}
