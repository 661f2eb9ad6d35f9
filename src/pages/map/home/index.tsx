/**
 * /map/home (platform:map:home): the dispatch map on its own, outside the layout (a wall screen).
 * Outside the layout there is no antd sheet: the screen brings the style functions of the parts
 * it draws (src/startup/styleFunctions.ts).
 *
 * Umi checks a route's access key only inside its layout, so this screen checks its own: without
 * platform:map and platform:map:home it shows the console's forbidden screen (the layout's, a chunk
 * of its own loaded when shown), and nothing of the map is asked for.
 */
import * as cardStyle from 'antd/es/card/style/index.js?styles';
import * as checkboxStyle from 'antd/es/checkbox/style/index.js?styles';
import * as formStyle from 'antd/es/form/style/index.js?styles';
import * as gridStyle from 'antd/es/grid/style/index.js?styles';
import * as inputStyle from 'antd/es/input/style/index.js?styles';
import * as spaceStyle from 'antd/es/space/style/index.js?styles';
import * as typographyStyle from 'antd/es/typography/style/index.js?styles';
import { useAccess } from '@umijs/max';
import DispatchScreen from '@/components/dispatch/DispatchScreen';
import { ForbiddenResult } from '@/shell/exceptions';
import { takeStyles } from '@/startup/styleFunctions';

takeStyles(cardStyle, checkboxStyle, formStyle, gridStyle, inputStyle, spaceStyle, typographyStyle);

export default function MapHome() {
  const access = useAccess();
  if (!access['platform:map'] || !access['platform:map:home']) return <ForbiddenResult />;
  return <DispatchScreen view="home" />;
}
