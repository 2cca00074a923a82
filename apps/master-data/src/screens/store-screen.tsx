import { PlaceholderScreen } from './placeholder-screen';

export default function StoreScreen() {
  return <PlaceholderScreen screen="store" />;
}
