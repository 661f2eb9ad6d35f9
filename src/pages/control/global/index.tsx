/** /control/global (platform:control:global): the global scene display, live robots on the chosen scene's map. */
import DispatchScreen from '@/components/dispatch/DispatchScreen';

export default function GlobalSceneDisplay() {
  return <DispatchScreen view="global" />;
}
