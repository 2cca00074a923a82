import { useMemo } from 'react';
import {
  actionAllowed,
  type OrderAction,
  type OrderSummary,
  type ProjectListItem,
} from '@portal/contracts';

export interface AnswerRules {
  /** Whether the screen offers `action` for orders of the project: cancel only where allowed. */
  offeredIn: (action: OrderAction, projectKey: string) => boolean;
  /** Whether `action` may be given to the order now: offered, and the status machine allows it. */
  enabled: (action: OrderAction, order: OrderSummary) => boolean;
  /** Whether accepting the order asks first (the project's "confirm before accept"). */
  confirmsAccept: (order: OrderSummary) => boolean;
}

/**
 * The answers each order may be given, from the status machine (decisions.md §3) and the feature
 * switches of its project (spec §3). A project the list does not know yet offers no cancel and
 * asks before accepting: the cautious reading of both switches.
 */
export function useAnswerRules(projects: readonly ProjectListItem[]): AnswerRules {
  return useMemo(() => {
    const features = new Map<string, ProjectListItem['features']>(
      projects.map((project) => [project.projectKey, project.features]),
    );
    const offeredIn = (action: OrderAction, projectKey: string) =>
      action !== 'cancel' || features.get(projectKey)?.allowCancel === true;
    return {
      offeredIn,
      enabled: (action, order) =>
        offeredIn(action, order.projectKey) &&
        // Plans are forecasts: no answer is sent for them.
        order.documentType !== 'ORDER_PLAN' &&
        actionAllowed(action, order.status),
      confirmsAccept: (order) => features.get(order.projectKey)?.confirmBeforeAccept ?? true,
    };
  }, [projects]);
}
