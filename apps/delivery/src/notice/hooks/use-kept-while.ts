import { useState } from 'react';

/**
 * `value` as first seen while `signature` stays the same: a new array of the same packages or
 * findings (every keystroke makes one) keeps the old one, so the memos and rows that take it are
 * not redone. State adjusted during render, as React describes for values derived from props.
 */
export function useKeptWhile<T>(value: T, signature: string): T {
  const [kept, setKept] = useState({ signature, value });
  if (kept.signature !== signature) {
    setKept({ signature, value });
    return value;
  }
  return kept.value;
}
