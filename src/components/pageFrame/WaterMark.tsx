/**
 * The layout's watermark over a screen's content (specification: it shows
 * the signed-in user's account), as ProLayout's WaterMark draws it with the
 * console's props (text only): the same elements, classes, tile and canvas
 * drawing. ProLayout's draws its tile in an effect and sets it as state, so
 * the tile appears one render after the screen; the watermark is the asset
 * list's largest paint, and that render was its LCP. Here the tile is drawn
 * while rendering (once per text, colour and pixel ratio, then kept), so it
 * paints with the screen's first frame.
 */
import { ConfigProvider, theme } from 'antd';
import { useContext, useMemo, type ReactNode } from 'react';

/** ProLayout's defaults, which the console keeps. */
const GAP_X = 212;
const GAP_Y = 222;
const WIDTH = 120;
const HEIGHT = 64;
const ROTATE = -22;
const FONT_SIZE = 16;
const Z_INDEX = 9;

const tiles = new Map<string, string>();

/** The tile's data URL: the text rotated, as ProLayout draws it; empty where there is no canvas (tests). */
export function waterMarkTile(content: string, colour: string, ratio: number): string {
  const key = `${ratio}\u0000${colour}\u0000${content}`;
  const known = tiles.get(key);
  if (known !== undefined) return known;
  let url = '';
  const canvas = typeof document === 'undefined' ? null : document.createElement('canvas');
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas?.getContext('2d') ?? null;
  } catch {
    context = null;
  }
  if (canvas && context) {
    canvas.setAttribute('width', `${(GAP_X + WIDTH) * ratio}px`);
    canvas.setAttribute('height', `${(GAP_Y + HEIGHT) * ratio}px`);
    context.translate((GAP_X / 2) * ratio, (GAP_Y / 2) * ratio);
    context.rotate((Math.PI / 180) * ROTATE);
    context.font = `normal normal normal ${FONT_SIZE * ratio}px/${HEIGHT * ratio}px sans-serif`;
    context.fillStyle = colour;
    context.fillText(content, 0, 0);
    url = canvas.toDataURL();
  }
  tiles.set(key, url);
  return url;
}

export default function WaterMark({ content, children }: { content: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('pro-layout-watermark');
  const ratio = typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1;
  const tile = useMemo(() => waterMarkTile(content, token.colorFill, ratio), [content, token.colorFill, ratio]);
  return (
    <div style={{ position: 'relative' }} className={`${prefixCls}-wrapper`}>
      {children}
      <div
        className={prefixCls}
        style={{
          zIndex: Z_INDEX,
          position: 'absolute',
          left: 0,
          top: 0,
          width: '100%',
          height: '100%',
          backgroundSize: `${GAP_X + WIDTH}px`,
          pointerEvents: 'none',
          backgroundRepeat: 'repeat',
          ...(tile ? { backgroundImage: `url('${tile}')` } : {}),
        }}
      />
    </div>
  );
}
