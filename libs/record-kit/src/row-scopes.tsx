import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, maxExportRows, type ListFilter } from '@portal/contracts';
import { translateError } from '@portal/i18n';
import { ConfirmDialog, showSnackbar, type RowScopeChoice } from '@portal/ui';

/** Every row a list's filter matches: the filter as the list sends it, and how many rows it found. */
export interface MatchingRows {
  readonly filter: ListFilter;
  /** The list's total for that filter (more than `maxExportRows` is refused before asking). */
  readonly total: number;
}

/** What asks before an action covers every row the filter matches. */
export type MatchingRowsQuestion = 'exportMatching' | 'sendInventoryReportMatching';

export interface RowScopesOptions {
  /** The action's button text: the arrow beside it is named after it. */
  readonly actionLabel: string;
  /** How many rows are ticked. */
  readonly selectedCount: number;
  /** The filter and its count; without it only the ticked rows are offered. */
  readonly matching: MatchingRows | undefined;
  /** The common text (`confirm.…`) asking about the count. */
  readonly question: MatchingRowsQuestion;
  /** The confirm button of that question. */
  readonly confirmLabel: string;
  /**
   * Covers every matching row once the user confirmed. A promise keeps the question open, its
   * buttons busy, until it settles; a rejection leaves it open to retry or cancel.
   */
  readonly onConfirmed: (filter: ListFilter) => void | Promise<void>;
  /**
   * Checked before asking (e.g. a report needs its project chosen): false asks nothing, the
   * caller having said why.
   */
  readonly ready?: () => boolean;
}

export interface RowScopes {
  /** What the button's arrow offers; undefined when the list offers ticked rows only. */
  readonly scopes: RowScopeChoice | undefined;
  /** The question with the count, while it is asked. */
  readonly dialog: ReactNode;
}

/**
 * The two scopes of an export or report: the ticked rows, or every row the list's filter matches
 * on all its pages, which names the count and asks first. Above `maxExportRows` it says to narrow
 * the filter instead of asking (the server refuses it too).
 */
export function useRowScopes({
  actionLabel,
  selectedCount,
  matching,
  question,
  confirmLabel,
  onConfirmed,
  ready = () => true,
}: RowScopesOptions): RowScopes {
  const { t, i18n } = useTranslation('common');
  const [asked, setAsked] = useState<MatchingRows | null>(null);

  const askMatching = () => {
    if (matching === undefined || !ready()) return;
    if (matching.total > maxExportRows) {
      showSnackbar(translateError(errorCatalogue.EXPORT_TOO_MANY_ROWS.code, undefined, i18n), {
        level: 'error',
      });
      return;
    }
    setAsked(matching);
  };

  const scopes: RowScopeChoice | undefined =
    matching === undefined
      ? undefined
      : {
          menuLabel: t('rows.choose', { action: actionLabel }),
          selectedLabel: t('rows.selected', { count: selectedCount }),
          matchingLabel:
            matching.total > maxExportRows
              ? t('rows.matchingOverCap', {
                  max: new Intl.NumberFormat(i18n.language).format(maxExportRows),
                })
              : t('rows.matching', { count: matching.total }),
          onMatching: askMatching,
          matchingDisabled: matching.total === 0,
        };

  const confirm = async () => {
    if (asked === null) return;
    await onConfirmed(asked.filter);
    setAsked(null);
  };

  const dialog =
    asked === null ? null : (
      <ConfirmDialog
        opened
        title={t('confirm.title')}
        message={t(`confirm.${question}`, { count: asked.total })}
        confirmLabel={confirmLabel}
        cancelLabel={t('button.cancel')}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    );

  return { scopes, dialog };
}
