import { atom } from 'jotai';
import type { OptionType } from '@portal/contracts';

/** The filters of the option type list as typed in the form; empty means "all". */
export interface OptionTypeFilters {
  name: string;
  key: string;
}

export const emptyOptionTypeFilters: OptionTypeFilters = { name: '', key: '' };

/** The filters of the value list: the type clicked (none yet: no list), name and code. */
export interface OptionDetailFilters {
  optionTypeId: number | null;
  name: string;
  value: string;
}

export const emptyOptionDetailFilters: OptionDetailFilters = {
  optionTypeId: null,
  name: '',
  value: '',
};

/**
 * The filters last searched with, the pages shown and the type clicked. They live in the
 * portal's store, so leaving the screen and coming back shows the same lists.
 */
export const optionTypeFiltersAtom = atom<OptionTypeFilters>(emptyOptionTypeFilters);
export const optionTypePageAtom = atom(1);
export const optionDetailFiltersAtom = atom<OptionDetailFilters>(emptyOptionDetailFilters);
export const optionDetailPageAtom = atom(1);
/** The type whose values the value list shows. */
export const selectedOptionTypeAtom = atom<OptionType | null>(null);
