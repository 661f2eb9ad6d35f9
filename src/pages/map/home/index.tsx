/** /map/home (platform:map:home): the dispatch map on its own, outside the layout (a wall screen). */
import DispatchScreen from '@/components/dispatch/DispatchScreen';

export default function MapHome() {
  return <DispatchScreen view="home" />;
}
