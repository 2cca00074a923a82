import { Route, Routes } from 'react-router';
import { PlaceholderScreen } from './placeholder-screen';

/** `/space/delivery`, with the file view (report files) at `/space/delivery/file`. */
export default function DeliveryScreen() {
  return (
    <Routes>
      <Route index element={<PlaceholderScreen screen="delivery" />} />
      <Route path="file" element={<PlaceholderScreen screen="deliveryFile" />} />
    </Routes>
  );
}
