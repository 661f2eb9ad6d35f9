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
import { useContext, useLayoutEffect, useRef, useState } from 'react';
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
  mode,
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
  const multiple = mode === 'multiple' || mode === 'tags';
  // As rc-select: a tags select searches unless told not to; its input takes text even while closed.
  const searchable = showSearch === undefined ? mode === 'tags' : !!showSearch;
  const inputShown = multiple ? mode === 'tags' : searchable;
  // rc-select sizes a multiple select's search box to its mirror's text (a space here).
  const mirror = useRef<HTMLSpanElement>(null);
  const [searchWidth, setSearchWidth] = useState(0);
  useLayoutEffect(() => {
    if (multiple) setSearchWidth(mirror.current?.scrollWidth ?? 0);
  }, [multiple]);
  const input = (
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
      // Without a search (and in a closed multiple select), rc-select's input is there for focus only.
      {...(inputShown ? {} : { unselectable: 'on', style: { opacity: 0 } })}
      disabled={mergedDisabled}
      onFocus={reachable ? () => onReach('focus') : undefined}
      onKeyDown={typing(onType)}
    />
  );
  const shown =
    text !== undefined && !multiple ? (
      <span className={`${prefixCls}-selection-item`} title={text}>
        {text}
      </span>
    ) : (
      <span className={`${prefixCls}-selection-placeholder`}>{typeof placeholder === 'string' ? placeholder : undefined}</span>
    );
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
        multiple ? `${prefixCls}-multiple` : `${prefixCls}-single`,
        !!allowClear && `${prefixCls}-allow-clear`,
        `${prefixCls}-show-arrow`,
        searchable && `${prefixCls}-show-search`,
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
          {multiple ? (
            <div className={`${prefixCls}-selection-overflow`}>
              <div className={`${prefixCls}-selection-overflow-item ${prefixCls}-selection-overflow-item-suffix`} style={{ opacity: 1 }}>
                <div className={`${prefixCls}-selection-search`} style={{ width: searchWidth }}>
                  {input}
                  <span ref={mirror} className={`${prefixCls}-selection-search-mirror`} aria-hidden="true">
                    {'\u00a0'}
                  </span>
                </div>
              </div>
            </div>
          ) : (
            <span className={`${prefixCls}-selection-search`}>{input}</span>
          )}
          {shown}
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
