export {
  StatusBadge,
  statusTones,
  toneOf,
  type StatusBadgeProps,
  type StatusTone,
} from './StatusBadge';
export { messageStatusTones, orderStatusTones, userStatusTones } from './status-tones';
