import type { InventoryLogType } from '@portal/contracts';
import type { StatusTone } from '@portal/ui';

/** The colour of each inventory log type: stock in green, stock out red, reservations orange. */
export const logTypeTones: Readonly<Record<InventoryLogType, StatusTone>> = {
  create: 'blue',
  update: 'violet',
  delete: 'red',
  add: 'green',
  accept: 'orange',
  release: 'teal',
  deliver: 'gray',
};
