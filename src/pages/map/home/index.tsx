/**
 * /map/home (platform:map:home): the dispatch map on its own, outside the layout (a wall screen).
 *
 * Umi checks a route's access key only inside its layout, so this screen checks its own: without
 * platform:map and platform:map:home it shows the console's forbidden screen (the layout's, a chunk
 * of its own loaded when shown), and nothing of the map is asked for.
 */
import { useAccess, useIntl } from '@umijs/max';
import { useEffect } from 'react';
import DispatchScreen from '@/components/dispatch/DispatchScreen';
import { ForbiddenResult } from '@/shell/exceptions';

export default function MapHome() {
  const access = useAccess();
  const intl = useIntl();
  // Outside the layout, which names every other page: the page's title is the screen's.
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'menu.map.home' });
  }, [intl]);
  if (!access['platform:map'] || !access['platform:map:home']) return <ForbiddenResult />;
  return <DispatchScreen view="home" />;
}
