import { PlaceholderScreen } from './placeholder-screen';

export default function InvoiceScreen() {
  return <PlaceholderScreen screen="invoice" />;
}
