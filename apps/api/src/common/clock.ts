/** Time as the services see it; tests move it forward to expire captchas, tokens and locks. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
