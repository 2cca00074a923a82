import { useEffect, useState } from 'react';
import type { Inventory } from '@portal/contracts';
import { getInventory } from '../api/get-inventory';

/**
 * One inventory record as the server has it now, starting from the row the list showed: the row
 * stays when the call fails (the client's snackbar says why).
 */
export function useInventoryRecord(row: Inventory): { inventory: Inventory; loading: boolean } {
  const [fresh, setFresh] = useState<Inventory | null>(null);
  const [settled, setSettled] = useState<number | null>(null);
  const id = row.id;
  useEffect(() => {
    let current = true;
    getInventory(id).then(
      (inventory) => {
        if (!current) return;
        setFresh(inventory);
        setSettled(id);
      },
      () => current && setSettled(id),
    );
    return () => {
      current = false;
    };
  }, [id]);
  const inventory = fresh !== null && fresh.id === id ? fresh : row;
  return { inventory, loading: settled !== id };
}
