/** The floors import antd's icons one module each (as the console's build resolves them), so esbuild's chunks split as webpack's do; the package types only its `lib` copies. */
declare module '@ant-design/icons/es/icons/*' {
  import type { ComponentType } from 'react';

  const Icon: ComponentType<Record<string, unknown>>;
  export default Icon;
}
