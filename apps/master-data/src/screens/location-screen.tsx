import { PlaceholderScreen } from './placeholder-screen';

export default function LocationScreen() {
  return <PlaceholderScreen screen="location" />;
}
