/** antd's Result with an icon status (error, warning, info, success), not the 403/404/500 illustrations. */
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, WarningFilled } from '@ant-design/icons';
import { ConfigContext } from 'antd/es/config-provider';
import useStyle from 'antd/es/result/style';
import { useContext, type ReactNode } from 'react';
import { cx } from './cx';

const ICONS = { success: CheckCircleFilled, error: CloseCircleFilled, info: ExclamationCircleFilled, warning: WarningFilled };

export interface LeanResultProps {
  status?: keyof typeof ICONS;
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}

export default function LeanResult({ status = 'info', title, subTitle, extra }: LeanResultProps) {
  const { getPrefixCls, direction, result } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('result');
  const [wrapCSSVar, hashId, cssVarCls] = useStyle(prefixCls);
  const Icon = ICONS[status];
  return wrapCSSVar(
    <div
      className={cx(prefixCls, `${prefixCls}-${status}`, result?.className, direction === 'rtl' && `${prefixCls}-rtl`, hashId, cssVarCls)}
      style={{ ...result?.style }}
    >
      <div className={`${prefixCls}-icon`}>
        <Icon />
      </div>
      <div className={`${prefixCls}-title`}>{title}</div>
      {subTitle && <div className={`${prefixCls}-subtitle`}>{subTitle}</div>}
      {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
    </div>,
  );
}
