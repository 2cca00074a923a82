import { PlaceholderScreen } from './placeholder-screen';

export default function OrderOperationScreen() {
  return <PlaceholderScreen screen="orderOperation" />;
}
