import { useEffect, useState } from 'react';
import { countMessages } from '../api/count-messages';

/** Messages that need someone to look: refused by the partner, or never acknowledged in time. */
export interface MessageAlerts {
  readonly failed: number;
  readonly unknown: number;
}

/**
 * The counts of failed and unknown messages of the chosen project (every project when none),
 * read again when the project changes. Null until known, or when the count could not be read
 * (the client's snackbar said why).
 */
export function useMessageAlerts(projectKey: string): MessageAlerts | null {
  const [alerts, setAlerts] = useState<{ projectKey: string; counts: MessageAlerts } | null>(null);
  useEffect(() => {
    let active = true;
    const project = projectKey === '' ? undefined : projectKey;
    Promise.all([countMessages('failed', project), countMessages('unknown', project)]).then(
      ([failed, unknown]) => active && setAlerts({ projectKey, counts: { failed, unknown } }),
      () => active && setAlerts(null),
    );
    return () => {
      active = false;
    };
  }, [projectKey]);
  // Counts of another project are never shown while this one's load.
  return alerts !== null && alerts.projectKey === projectKey ? alerts.counts : null;
}
