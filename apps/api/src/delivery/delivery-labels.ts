import type { DeliveryData, DeliveryPackage, ProjectFeatures } from '@portal/contracts';
import type { Executor } from '../database';
import { ApiError } from '../errors';
import { allocateSsccs } from '../purchase/sscc';

// Label numbers of a saved draft (docs/ship-notices.md, "Label numbers").

/** The GS1 company prefix labels are numbered from: the project's, or a numeric label prefix. */
export function companyPrefixOf(features: ProjectFeatures): string {
  if (features.gs1CompanyPrefix !== '') return features.gs1CompanyPrefix;
  if (/^\d{7,10}$/.test(features.labelPrefix)) return features.labelPrefix;
  throw new ApiError('GS1_PREFIX_MISSING', { field: 'gs1CompanyPrefix' });
}

/**
 * Gives the packages marked auto and without a number their SSCCs, from the per-prefix counter
 * fulfilment uses (docs/ship-notices.md, "Label numbers"), recording how they were made; then
 * each carton or bulk unit on a pallet takes the pallet's label as its master label.
 */
export async function numberLabels(
  tx: Executor,
  data: DeliveryData,
  features: ProjectFeatures,
): Promise<DeliveryData> {
  const wanting = data.packages.filter((unit) => unit.autoLabel && (unit.labelNumber ?? '') === '');
  let packages = data.packages;
  if (wanting.length > 0) {
    const prefix = companyPrefixOf(features);
    const numbers = await allocateSsccs(tx, prefix, wanting.length);
    // The serial reference: after the extension digit and the company prefix, before the check digit.
    const serialOf = (sscc: string | undefined) => sscc?.slice(1 + prefix.length, 17);
    const bookkeeping = {
      labelPrefix: prefix,
      labelLength: 18,
      labelStart: serialOf(numbers[0]),
      labelEnd: serialOf(numbers.at(-1)),
    };
    let next = 0;
    packages = packages.map((unit) => {
      if (!unit.autoLabel || (unit.labelNumber ?? '') !== '') return unit;
      const labelNumber = numbers[next];
      next += 1;
      return { ...unit, labelNumber, ...bookkeeping };
    });
  }
  const palletLabels = new Map(
    packages
      .filter((unit) => unit.level === 'pallet' && (unit.labelNumber ?? '') !== '')
      .map((unit) => [unit.key, unit.labelNumber]),
  );
  return {
    ...data,
    packages: packages.map((unit): DeliveryPackage => {
      const rest: DeliveryPackage = { ...unit };
      delete rest.masterLabel;
      const master =
        unit.level === 'pallet' || unit.parentKey === undefined
          ? undefined
          : palletLabels.get(unit.parentKey);
      return master === undefined ? rest : { ...rest, masterLabel: master };
    }),
  };
}
