import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  elementCodeLabel,
  type EdiCodeElement,
  type EdiStandard,
  type OrderDetail,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';

/**
 * The standard the shown order came in: X12 and EDIFACT give one element different code lists
 * (N103 9 is DUNS+4, NAD 3055 9 is GS1), so a code is read in its own standard's list.
 */
const EdiStandardContext = createContext<EdiStandard | undefined>(undefined);

/** The standard of the order's documents (the first one made it); none known for an empty list. */
export const standardOfOrder = (detail: OrderDetail): EdiStandard | undefined =>
  detail.documents[0]?.standard;

/** Shows the codes below it in the lists of the order's standard. */
export function OrderCodesProvider({
  detail,
  children,
}: {
  detail: OrderDetail;
  children: ReactNode;
}) {
  return (
    <EdiStandardContext.Provider value={standardOfOrder(detail)}>
      {children}
    </EdiStandardContext.Provider>
  );
}

/** An EDI code with its meaning in the user's language ("00 · Original"); unknown codes as sent. */
export type EdiCodeText = (element: EdiCodeElement, code: string | null | undefined) => string;

export function useEdiCode(): EdiCodeText {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const standard = useContext(EdiStandardContext);
  return useCallback(
    (element, code) => elementCodeLabel(element, code, language, standard),
    [language, standard],
  );
}
