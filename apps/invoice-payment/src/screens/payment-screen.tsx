import { PlaceholderScreen } from './placeholder-screen';

export default function PaymentScreen() {
  return <PlaceholderScreen screen="payment" />;
}
