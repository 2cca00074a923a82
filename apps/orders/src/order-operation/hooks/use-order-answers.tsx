import { useCallback, useRef, useState } from 'react';
import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  errorCatalogue,
  errorMessage,
  type Language,
  type OrderAction,
  type OrderSummary,
  type StockShortage,
} from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { currentLanguage } from '@portal/i18n';
import { snackbarDefaults } from '@portal/ui';
import { describeOrder } from '@portal/order-view';
import { operateOrder } from '../../order/api/operate-order';

/** What the user added to an answer: why (reject, cancel), or when the goods come (backorder). */
export interface AnswerNote {
  reason?: string;
  scheduledDate?: string;
}

export interface AnswerFailure {
  readonly order: OrderSummary;
  /** The catalogue code the server refused with; null when the call broke in another way. */
  readonly code: string | null;
  /** The catalogue message, already in the user's language. */
  readonly message: string;
  /** Insufficient inventory: each item the order is short of; empty for any other refusal. */
  readonly shortages: readonly StockShortage[];
}

/** A refusal for want of stock: the restock hint on the screen names its items, not the notice. */
export const isStockShortage = (failure: AnswerFailure): boolean =>
  failure.code === errorCatalogue.INSUFFICIENT_INVENTORY.code;

/** How one run of answers ended: every order it tried, and those the server refused. */
export interface AnswerOutcome {
  readonly action: OrderAction;
  readonly attempted: readonly OrderSummary[];
  readonly failures: readonly AnswerFailure[];
}

export interface OrderAnswers {
  /** An answer is being sent: the screen offers no other until it ends. */
  running: boolean;
  /** Gives `action` to each order, one call after another, and reports how it went. */
  answer: (action: OrderAction, orders: readonly OrderSummary[], note: AnswerNote) => Promise<void>;
}

const icons = {
  success: <IconCheck size={18} stroke={1.8} />,
  partial: <IconAlertTriangle size={18} stroke={1.8} />,
  failed: <IconX size={18} stroke={1.8} />,
};

/** The in-progress notice: accepting says stock is being reserved (spec §4). */
function progressText(
  t: TFunction,
  action: OrderAction,
  orders: readonly OrderSummary[],
  current: number,
): string {
  const actionLabel = t(`action.${action}`);
  const [only] = orders;
  if (orders.length === 1 && only !== undefined) {
    const name = describeOrder(only);
    return action === 'accept'
      ? t('orderOperation.progress.accept', { name })
      : t('orderOperation.progress.answer', { action: actionLabel, name });
  }
  const position = { current, count: orders.length };
  return action === 'accept'
    ? t('orderOperation.progress.acceptSelected', position)
    : t('orderOperation.progress.answerSelected', { action: actionLabel, ...position });
}

/** Sends one answer; a refusal comes back as a failure instead of a rejection. */
async function answerOne(
  action: OrderAction,
  order: OrderSummary,
  note: AnswerNote,
  language: Language,
): Promise<AnswerFailure | null> {
  try {
    await operateOrder({ serialNumber: order.serialNumber, action, ...note });
    return null;
  } catch (error) {
    return error instanceof ApiError
      ? {
          order,
          code: error.code,
          message: error.message,
          shortages: error.detail?.shortages ?? [],
        }
      : {
          order,
          code: null,
          message: errorMessage(errorCatalogue.OPERATION_FAILED.code, language),
          shortages: [],
        };
  }
}

/**
 * Turns the in-progress notice into the result, the one place a refusal shows (the portal's
 * snackbar stays silent for these calls). One order: "operation succeeded (wait for processing)",
 * or why it was refused. A selection: how many succeeded, and each failure's reason. A refusal
 * for want of stock is the restock hint's, which names the short items: the notice leaves it out.
 */
function reportOutcome(t: TFunction, id: string, outcome: AnswerOutcome): void {
  const { action, attempted, failures } = outcome;
  const single = attempted.length === 1;
  const succeeded = attempted.length - failures.length;
  const finished = { id, loading: false, withCloseButton: true } as const;
  const [failure] = failures;
  const explained = failures.filter((candidate) => !isStockShortage(candidate));

  if (single && failure === undefined) {
    notifications.update({
      ...finished,
      color: 'green',
      icon: icons.success,
      message: t('common:success.operation'),
      autoClose: snackbarDefaults.autoClose,
    });
    return;
  }
  if (single && failure !== undefined && isStockShortage(failure)) {
    notifications.hide(id);
    return;
  }
  notifications.update({
    ...finished,
    color: succeeded === 0 ? 'red' : failures.length > 0 ? 'orange' : 'green',
    icon: succeeded === 0 ? icons.failed : failures.length > 0 ? icons.partial : icons.success,
    title: single
      ? undefined
      : t('orderOperation.summary.title', { action: t(`action.${action}`) }),
    message: (
      <Stack gap={2}>
        {single ? null : (
          <Text size="sm">
            {t('orderOperation.summary.counts', { succeeded, failed: failures.length })}
          </Text>
        )}
        {explained.map(({ order, message }) => (
          <Text size="sm" key={order.serialNumber}>
            {t('orderOperation.summary.failure', { name: describeOrder(order), reason: message })}
          </Text>
        ))}
        {succeeded > 0 ? <Text size="sm">{t('common:success.operation')}</Text> : null}
      </Stack>
    ),
    // Failures stay until read; a clean run goes like any snackbar.
    autoClose: failures.length > 0 ? false : snackbarDefaults.autoClose,
  });
}

/**
 * Sends answers (POST /file/action/request/operate) one order at a time, so each order's stock
 * is reserved on its own and one refusal does not stop the rest, with an in-progress notice that
 * turns into the result. `onAnswered` hears how the run ended, to refresh the list.
 */
export function useOrderAnswers(onAnswered: (outcome: AnswerOutcome) => void): OrderAnswers {
  const { t, i18n } = useTranslation('orders');
  const [running, setRunning] = useState(false);
  // Guards against a second answer before the disabled buttons have rendered.
  const runningRef = useRef(false);

  const answer = useCallback(
    async (action: OrderAction, orders: readonly OrderSummary[], note: AnswerNote) => {
      if (runningRef.current || orders.length === 0) return;
      runningRef.current = true;
      setRunning(true);
      const failures: AnswerFailure[] = [];
      try {
        const busy = { loading: true, autoClose: false, withCloseButton: false } as const;
        const id = notifications.show({ ...busy, message: progressText(t, action, orders, 1) });
        for (const [index, order] of orders.entries()) {
          if (index > 0) {
            notifications.update({
              id,
              ...busy,
              message: progressText(t, action, orders, index + 1),
            });
          }
          const failure = await answerOne(action, order, note, currentLanguage(i18n));
          if (failure !== null) failures.push(failure);
        }
        reportOutcome(t, id, { action, attempted: orders, failures });
      } finally {
        runningRef.current = false;
        setRunning(false);
      }
      onAnswered({ action, attempted: orders, failures });
    },
    [t, i18n, onAnswered],
  );

  return { running, answer };
}
