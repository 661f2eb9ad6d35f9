/** /control/map (platform:control:map, hidden from the menu): the environment map, the chosen scene's map and its facts. */
import DispatchScreen from '@/components/dispatch/DispatchScreen';

export default function EnvironmentMap() {
  return <DispatchScreen view="map" />;
}
