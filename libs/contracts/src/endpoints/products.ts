/** Filled in by the endpoint migration (issue 16): see orders.ts for the form. */
export const productEndpoints = {} as const;
