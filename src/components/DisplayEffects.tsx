/**
 * Applies the display settings to the page: antd's dark algorithm and the
 * page's `data-theme`, and the eye-protection mask (added when on, removed
 * when off).
 */
import { useAntdConfigSetter, useModel } from '@umijs/max';
import { theme } from 'antd';
import { useEffect, useRef } from 'react';

export const EYE_PROTECTION_TINT = 'rgba(255, 196, 92, 0.14)';

export default function DisplayEffects() {
  const { dark, eyes } = useModel('display');
  // The setter is a new function at every render of antd's provider: hold it, depend on `dark` only.
  const setter = useAntdConfigSetter();
  const setAntdConfig = useRef(setter);
  setAntdConfig.current = setter;
  useEffect(() => {
    setAntdConfig.current({ theme: { algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm } });
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
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
