import { PlaceholderScreen } from './placeholder-screen';

export default function PackageScreen() {
  return <PlaceholderScreen screen="package" />;
}
