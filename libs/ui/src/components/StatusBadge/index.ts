export {
  StatusBadge,
  statusTones,
  toneOf,
  type StatusBadgeProps,
  type StatusTone,
} from './StatusBadge';
