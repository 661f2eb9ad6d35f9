/**
 * The place antd's single Select holds until a person reaches for it: its
 * closed markup (the selector, the chosen option's text or the placeholder,
 * the arrow) with its style, so the field looks as it will and nothing moves
 * when the Select comes. Its search input is read-only; a pointer over it, a
 * press or focus reaches the field (reachedFields.tsx). The lists' search
 * forms and their pagers' page-size changers draw it (placedSelect.tsx), so
 * rc-select leaves their cold load.
 */
import { CloseCircleFilled, DownOutlined, LoadingOutlined } from '@ant-design/icons';
import { ConfigContext } from 'antd/es/config-provider';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import useSize from 'antd/es/config-provider/hooks/useSize';
import { FormItemInputContext } from 'antd/es/form/context';
import useSelectStyle from 'antd/es/select/style';
import { useContext } from 'react';
import { cx } from './cx';
import { typing, type PlaceProps } from './HeldPlace';

const unselectable = { userSelect: 'none' } as const;

export default function SelectPlace({
  id,
  placeholder,
  text,
  size,
  status,
  disabled,
  allowClear,
  showSearch,
  loading,
  style,
  className,
  ariaLabel,
  data,
  onNear,
  onReach,
  onType,
}: PlaceProps) {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('select');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useSelectStyle(prefixCls, rootCls);
  const { status: contextStatus, isFormItemInput } = useContext(FormItemInputContext);
  const mergedSize = useSize(size);
  const contextDisabled = useContext(DisabledContext);
  const mergedDisabled = disabled ?? contextDisabled;
  const mergedStatus = status || contextStatus;
  const reachable = onReach && !mergedDisabled;
  return wrapCSSVar(
    <div
      className={cx(
        prefixCls,
        mergedSize === 'large' && `${prefixCls}-lg`,
        mergedSize === 'small' && `${prefixCls}-sm`,
        direction === 'rtl' && `${prefixCls}-rtl`,
        `${prefixCls}-outlined`,
        isFormItemInput && `${prefixCls}-in-form-item`,
        mergedStatus && `${prefixCls}-status-${mergedStatus}`,
        className,
        cssVarCls,
        rootCls,
        hashId,
        `${prefixCls}-single`,
        !!allowClear && `${prefixCls}-allow-clear`,
        `${prefixCls}-show-arrow`,
        !!showSearch && `${prefixCls}-show-search`,
        mergedDisabled && `${prefixCls}-disabled`,
        !!loading && `${prefixCls}-loading`,
      )}
      style={reachable ? { cursor: 'pointer', ...style } : style}
      aria-label={ariaLabel}
      {...data}
      onPointerEnter={onNear}
      onMouseDown={reachable ? () => onReach('press') : undefined}
    >
      <div className={`${prefixCls}-selector`}>
        <span className={`${prefixCls}-selection-wrap`}>
          <span className={`${prefixCls}-selection-search`}>
            <input
              type="search"
              id={id}
              autoComplete="off"
              className={`${prefixCls}-selection-search-input`}
              role="combobox"
              aria-expanded="false"
              aria-haspopup="listbox"
              aria-autocomplete="list"
              aria-label={ariaLabel}
              value=""
              readOnly
              // Without a search, rc-select's input is there for focus only.
              {...(showSearch ? {} : { unselectable: 'on', style: { opacity: 0 } })}
              disabled={mergedDisabled}
              onFocus={reachable ? () => onReach('focus') : undefined}
              onKeyDown={typing(onType)}
            />
          </span>
          {text !== undefined ? (
            <span className={`${prefixCls}-selection-item`} title={text}>
              {text}
            </span>
          ) : (
            <span className={`${prefixCls}-selection-placeholder`}>{typeof placeholder === 'string' ? placeholder : undefined}</span>
          )}
        </span>
      </div>
      <span className={cx(`${prefixCls}-arrow`, !!loading && `${prefixCls}-arrow-loading`)} unselectable="on" aria-hidden="true" style={unselectable}>
        {loading ? <LoadingOutlined spin /> : <DownOutlined className={`${prefixCls}-suffix`} />}
      </span>
      {/* rc-select draws the clear button (shown on hover) while the field holds a value. */}
      {allowClear && text && !mergedDisabled ? (
        <span className={`${prefixCls}-clear`} unselectable="on" aria-hidden="true" style={unselectable}>
          <CloseCircleFilled />
        </span>
      ) : null}
    </div>,
  );
}
