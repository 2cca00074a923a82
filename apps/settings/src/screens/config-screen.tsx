import { PlaceholderScreen } from './placeholder-screen';

export default function ConfigScreen() {
  return <PlaceholderScreen screen="config" />;
}
