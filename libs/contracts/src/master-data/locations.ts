import { z } from 'zod';
import { pageSchema } from '../envelope';
import {
  countryCodeRule,
  idRule,
  optionalText,
  requiredText,
  validationToken,
} from '../validation';
import { optionCode, listQuery, timestamps } from './fields';

// Locations (spec §3): ship to, ship from, remit to; shared by every project.

export const locationInputSchema = z
  .object({
    /** Option `location_type`: ST ship to, SF ship from, RI remit to (X12 N101). */
    type: requiredText(32),
    name: requiredText(128),
    partyName: optionalText(128),
    /** The party's id (DUNS, GLN, buyer-assigned…): N104 / NAD 3039. */
    partyId: idRule,
    /** Option `agency_code`: the qualifier of the party id (N103 / NAD 3055). */
    agencyCode: optionCode,
    address: requiredText(128),
    street: optionalText(128),
    city: optionalText(32),
    stateCode: optionalText(32),
    postcode: optionalText(32),
    countryCode: countryCodeRule,
  })
  .superRefine((location, context) => {
    // Spec §5: "party ID or party name" is required: one of them names the party.
    if (!location.partyId && !location.partyName) {
      for (const path of ['partyId', 'partyName']) {
        context.addIssue({ code: 'custom', path: [path], message: validationToken('required') });
      }
    }
  });
export type LocationInput = z.infer<typeof locationInputSchema>;

export const locationSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  partyName: z.string(),
  partyId: z.string(),
  agencyCode: z.string(),
  address: z.string(),
  street: z.string(),
  city: z.string(),
  stateCode: z.string(),
  postcode: z.string(),
  countryCode: z.string(),
  ...timestamps,
});
export type Location = z.infer<typeof locationSchema>;
export const locationPageSchema = pageSchema(locationSchema);
export const locationPageQuerySchema = listQuery.extend({
  type: optionalText(32),
  name: optionalText(128),
  partyId: optionalText(32),
});
export type LocationPageQuery = z.infer<typeof locationPageQuerySchema>;
export const locationListQuerySchema = z.object({ type: optionalText(32) });
