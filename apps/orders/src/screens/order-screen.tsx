import { PlaceholderScreen } from './placeholder-screen';

export default function OrderScreen() {
  return <PlaceholderScreen screen="order" />;
}
