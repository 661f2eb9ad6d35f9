/**
 * /map/home (platform:map:home): the dispatch map on its own, outside the layout (a wall screen).
 * Outside the layout there is no antd sheet: the screen brings the style functions of the parts
 * it draws (src/startup/styleFunctions.ts).
 */
import * as cardStyle from 'antd/es/card/style/index.js?styles';
import * as checkboxStyle from 'antd/es/checkbox/style/index.js?styles';
import * as formStyle from 'antd/es/form/style/index.js?styles';
import * as gridStyle from 'antd/es/grid/style/index.js?styles';
import * as inputStyle from 'antd/es/input/style/index.js?styles';
import * as spaceStyle from 'antd/es/space/style/index.js?styles';
import * as typographyStyle from 'antd/es/typography/style/index.js?styles';
import DispatchScreen from '@/components/dispatch/DispatchScreen';
import { takeStyles } from '@/startup/styleFunctions';

takeStyles(cardStyle, checkboxStyle, formStyle, gridStyle, inputStyle, spaceStyle, typographyStyle);

export default function MapHome() {
  return <DispatchScreen view="home" />;
}
