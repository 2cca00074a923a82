import { PlaceholderScreen } from './placeholder-screen';

export default function InventoryScreen() {
  return <PlaceholderScreen screen="inventory" />;
}
