import { PlaceholderScreen } from './placeholder-screen';

export default function ProductScreen() {
  return <PlaceholderScreen screen="product" />;
}
