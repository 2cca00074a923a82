/**
 * Hands an interchange to the portal the two ways a partner can: a file in the project's inbound
 * directory, or a POST to the HTTP channel with the project's API key.
 */
import {
  ediInboundEndpoints,
  inboundReceiptSchema,
  projectApiKeyHeader,
  urlOf,
  type InboundReceipt,
} from '@portal/contracts';
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface HttpTarget {
  /** The portal, e.g. http://127.0.0.1:8080 */
  readonly url: string;
  readonly project: string;
  readonly apiKey: string;
}

export type Delivery =
  | { readonly kind: 'file'; readonly directory: string }
  | { readonly kind: 'http'; readonly target: HttpTarget };

export interface Delivered {
  readonly fileName: string;
  /** Where the file now is (file channel). */
  readonly path?: string;
  /** The portal's answer (HTTP channel). */
  readonly receipt?: InboundReceipt;
}

/** EDIFACT in UNOA–UNOC is Latin-1; X12 and UNOW/UNOY are UTF-8. */
export function bytesOf(text: string): Buffer {
  const latin1 = text.startsWith('UN') && !/^(?:UNA.{6}\s*)?UNB\+UNO[WY]/s.test(text);
  return Buffer.from(text, latin1 ? 'latin1' : 'utf8');
}

/**
 * Writes under a hidden temporary name, then renames: the portal ignores names starting with `.`,
 * so it never reads a half-written file.
 */
export async function deliverToDirectory(
  directory: string,
  fileName: string,
  text: string,
): Promise<string> {
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `.${fileName}.${randomBytes(4).toString('hex')}.tmp`);
  const final = join(directory, fileName);
  await writeFile(temporary, bytesOf(text));
  await rename(temporary, final);
  return final;
}

/** Posts to the project's HTTP channel; throws when the portal refuses the call itself. */
export async function deliverOverHttp(
  target: HttpTarget,
  fileName: string,
  text: string,
): Promise<InboundReceipt> {
  const url = new URL(
    urlOf(ediInboundEndpoints.receive, { params: { key: target.project }, query: { fileName } }),
    target.url.endsWith('/') ? target.url : `${target.url}/`,
  );
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      [projectApiKeyHeader]: target.apiKey,
      'content-type': text.startsWith('ISA') ? 'application/edi-x12' : 'application/edifact',
    },
    // A copy with its own ArrayBuffer, the body type fetch takes.
    body: Uint8Array.from(bytesOf(text)),
  });
  const body: unknown = await response.json().catch(() => undefined);
  const envelope =
    typeof body === 'object' && body !== null
      ? (body as { code?: unknown; message?: unknown; data?: unknown })
      : {};
  if (envelope.code !== '0000') {
    throw new Error(
      `POST ${url.pathname} answered HTTP ${response.status} ${String(envelope.code ?? '')} ${String(envelope.message ?? '')}`.trim(),
    );
  }
  return inboundReceiptSchema.parse(envelope.data);
}

export async function deliver(
  delivery: Delivery,
  fileName: string,
  text: string,
): Promise<Delivered> {
  if (delivery.kind === 'file') {
    return { fileName, path: await deliverToDirectory(delivery.directory, fileName, text) };
  }
  return { fileName, receipt: await deliverOverHttp(delivery.target, fileName, text) };
}
