import { PlaceholderScreen } from './placeholder-screen';

export default function OptionScreen() {
  return <PlaceholderScreen screen="option" />;
}
