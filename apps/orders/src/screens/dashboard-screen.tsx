import { PlaceholderScreen } from './placeholder-screen';

export default function DashboardScreen() {
  return <PlaceholderScreen screen="dashboard" />;
}
