import { PlaceholderScreen } from './placeholder-screen';

export default function SettingsScreen() {
  return <PlaceholderScreen screen="settings" />;
}
