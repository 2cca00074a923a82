import { PlaceholderScreen } from './placeholder-screen';

export default function PurchaseScreen() {
  return <PlaceholderScreen screen="purchase" />;
}
