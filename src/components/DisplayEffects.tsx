/**
 * Applies the display settings to the page: antd's dark algorithm and the
 * page's `data-theme`, and the eye-protection mask (added when on, removed
 * when off). A scheme other than the loaded sheet's waits for antd's style
 * functions (src/startup/styleFunctions.ts), so no part is drawn unstyled.
 */
import { useAntdConfigSetter, useModel } from '@umijs/max';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { stylesForScheme } from '@/startup/staticStyles';

export const EYE_PROTECTION_TINT = 'rgba(255, 196, 92, 0.14)';

export default function DisplayEffects() {
  const { dark, eyes } = useModel('display');
  // The setter is a new function at every render of antd's provider: hold it, depend on `dark` only.
  const setter = useAntdConfigSetter();
  const setAntdConfig = useRef(setter);
  setAntdConfig.current = setter;
  useEffect(() => {
    const apply = () => {
      setAntdConfig.current({ theme: { algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm } });
      document.documentElement.dataset.theme = dark ? 'dark' : 'light';
    };
    // A scheme the sheet does not hold is made at run time: the parts' style functions come first.
    const waiting = stylesForScheme(dark);
    if (!waiting) {
      apply();
      return undefined;
    }
    let current = true;
    void waiting.then(() => current && apply());
    return () => {
      current = false;
    };
  }, [dark]);
  if (!eyes) return null;
  return (
    <div
      data-testid="eye-protection-mask"
      aria-hidden
      style={{ position: 'fixed', inset: 0, background: EYE_PROTECTION_TINT, pointerEvents: 'none', zIndex: 2500 }}
    />
  );
}
