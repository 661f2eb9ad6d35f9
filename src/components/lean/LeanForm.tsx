/**
 * antd's Form, vertical or horizontal, as antd draws it (the form, each item's row, its label
 * with the required mark or the colon, the control, and the error beneath with antd's motion),
 * without rc-field-form and its validator: for a form whose values and few rules ("choose one",
 * "enter your account") the caller keeps and checks itself, so that a screen drawing it at once
 * does not load antd's form machinery (about 28 KB gzip with the grid): the scene selector, the
 * login page and the lists' search form. The control is given what Form.Item gives its child: its
 * id, the error status and the ARIA links to the error; a disabled form disables its controls and
 * buttons, as antd's does.
 */
import initCollapseMotion from 'antd/es/_util/motion';
import { ConfigContext } from 'antd/es/config-provider';
import { DisabledContextProvider } from 'antd/es/config-provider/DisabledContext';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import { FormItemInputContext } from 'antd/es/form/context';
import useFormStyle from 'antd/es/form/style';
import { useColStyle, useRowStyle } from 'antd/es/grid/style';
import CSSMotion, { CSSMotionList } from 'rc-motion';
import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { cx } from './cx';

/** antd's form prefix and its style classes, shared by the form and its items. */
function useFormClasses() {
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('form');
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  return { prefixCls, rootCls, wrapCSSVar, hashId, cssVarCls, direction, getPrefixCls };
}

type Layout = 'vertical' | 'horizontal';

/** What the items take from their form: its layout, and whether it hides their required mark (antd marks each such label as hidden). */
const FormSetting = createContext<{ layout: Layout; hideRequiredMark: boolean }>({ layout: 'vertical', hideRequiredMark: false });

export interface LeanFormProps {
  /** Enter in a field submits the form, as a browser's form does: here it only calls this. */
  onSubmit?: () => void;
  /** antd's `requiredMark={false}`: required items draw no mark. */
  hideRequiredMark?: boolean;
  /** Disables every control and button in the form (antd's `disabled`). */
  disabled?: boolean;
  /** 'vertical' unless said: labels above their controls; 'horizontal' sets them before, with a colon. */
  layout?: Layout;
  /** The form element's `autocomplete`. */
  autoComplete?: string;
  /** The element drawn: a form unless said; 'div' for fields that submit nothing (antd's `component`). */
  component?: 'form' | 'div';
  children?: ReactNode;
}

/** antd's `<Form layout>` (vertical unless said). */
export function LeanForm({ onSubmit, hideRequiredMark = false, disabled, layout = 'vertical', autoComplete, component: Element = 'form', children }: LeanFormProps) {
  const { prefixCls, rootCls, wrapCSSVar, hashId, cssVarCls, direction } = useFormClasses();
  const setting = useMemo(() => ({ layout, hideRequiredMark }), [layout, hideRequiredMark]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onSubmit?.();
  };
  return wrapCSSVar(
    <Element
      autoComplete={autoComplete}
      className={cx(
        prefixCls,
        `${prefixCls}-${layout}`,
        hideRequiredMark && `${prefixCls}-hide-required-mark`,
        direction === 'rtl' && `${prefixCls}-rtl`,
        cssVarCls,
        rootCls,
        hashId,
      )}
      onSubmit={submit}
    >
      <FormSetting.Provider value={setting}>
        <DisabledContextProvider disabled={disabled}>{children}</DisabledContextProvider>
      </FormSetting.Provider>
    </Element>,
  );
}

export interface LeanFormItemProps {
  /** The control's id: the label points at it, and the error is `<id>_help`. None for an item that holds no field (the buttons). */
  id?: string;
  label: ReactNode;
  required?: boolean;
  /** The error shown beneath the control; none hides it (with antd's motion). */
  error?: string;
  /** Kept in the form out of sight (antd's `hidden`). */
  hidden?: boolean;
  /** A horizontal form's colon after the label; true unless said. */
  colon?: boolean;
  /** One control (antd's Select, Input…), which receives the id, the status and the ARIA attributes. */
  children: ReactElement;
}

/** The motion of the error's line, as antd's ErrorList makes it. */
function ErrorLine({ prefixCls, id, error, onGone }: { prefixCls: string; id?: string; error?: string; onGone: () => void }) {
  const rootCls = useCSSVarCls(prefixCls);
  const [wrapCSSVar, hashId, cssVarCls] = useFormStyle(prefixCls, rootCls);
  const collapseMotion = useMemo(() => initCollapseMotion(prefixCls), [prefixCls]);
  const base = `${prefixCls}-item-explain`;
  const keys = error ? [{ key: error, error }] : [];
  return wrapCSSVar(
    <CSSMotion
      motionDeadline={collapseMotion.motionDeadline}
      motionName={`${prefixCls}-show-help`}
      visible={Boolean(error)}
      onVisibleChanged={(visible) => visible || onGone()}
    >
      {({ className, style }) => (
        <div id={id === undefined ? undefined : `${id}_help`} className={cx(base, className, cssVarCls, rootCls, `${base}-connected`, hashId)} style={style}>
          <CSSMotionList keys={keys} {...initCollapseMotion(prefixCls)} motionName={`${prefixCls}-show-help-item`} component={false}>
            {({ key, error: text, className: itemClassName, style: itemStyle }) => (
              <div key={key} className={cx(itemClassName, `${base}-error`)} style={itemStyle}>
                {text}
              </div>
            )}
          </CSSMotionList>
        </div>
      )}
    </CSSMotion>,
  );
}

/** antd's `<Form.Item label>` (required or not), showing `error` as a failed rule does. */
export function LeanFormItem({ id, label, required = false, error, hidden = false, colon = true, children }: LeanFormItemProps) {
  const { prefixCls, rootCls, wrapCSSVar, hashId, cssVarCls, direction, getPrefixCls } = useFormClasses();
  const { layout, hideRequiredMark: markHidden } = useContext(FormSetting);
  const rowCls = getPrefixCls('row');
  const colCls = getPrefixCls('col');
  const [wrapRow, rowHash, rowVar] = useRowStyle(rowCls);
  const [wrapCol, colHash, colVar] = useColStyle(colCls);
  const item = `${prefixCls}-item`;
  const itemRef = useRef<HTMLDivElement>(null);
  // As antd: while an error shows, it sits in the item's bottom margin, so the dialog does not grow.
  const [marginBottom, setMarginBottom] = useState<number | null>(null);
  const hasError = Boolean(error);
  useLayoutEffect(() => {
    if (hasError && itemRef.current) setMarginBottom(Number.parseInt(getComputedStyle(itemRef.current).marginBottom, 10));
  }, [hasError]);
  const status = hasError ? 'error' : '';
  const inputContext = useMemo(() => ({ status, hasFeedback: false, isFormItemInput: true }) as const, [status]);
  const col = (className: string, content: ReactNode) =>
    wrapCol(<div className={cx(colCls, className, direction === 'rtl' && `${colCls}-rtl`, colHash, colVar)}>{content}</div>);

  // As antd: an item without a field hands its child nothing.
  const control =
    id !== undefined && isValidElement<Record<string, unknown>>(children)
      ? cloneElement(children, {
          id,
          'aria-required': required || undefined,
          'aria-describedby': hasError ? `${id}_help` : undefined,
          'aria-invalid': hasError || undefined,
        })
      : children;

  return wrapCSSVar(
    <div
      ref={itemRef}
      className={cx(
        item,
        cssVarCls,
        rootCls,
        hashId,
        hasError && `${item}-with-help`,
        hasError && `${item}-has-error`,
        hidden && `${item}-hidden`,
        `${item}-${layout}`,
      )}
    >
      {wrapRow(
        <div className={cx(rowCls, direction === 'rtl' && `${rowCls}-rtl`, `${item}-row`, rowHash, rowVar)}>
          {label
            ? col(
                `${item}-label`,
                <label
                  htmlFor={id}
                  className={cx(required && `${item}-required`, required && markHidden && `${item}-required-mark-hidden`, !colon && `${item}-no-colon`)}
                  title={typeof label === 'string' ? label : ''}
                >
                  {label}
                </label>,
              )
            : null}
          {col(
            `${item}-control`,
            <>
              <div className={`${item}-control-input`}>
                <div className={`${item}-control-input-content`}>
                  <FormItemInputContext.Provider value={inputContext}>{control}</FormItemInputContext.Provider>
                </div>
              </div>
              {marginBottom !== null || hasError ? (
                <div className={`${item}-additional`} style={marginBottom ? { minHeight: marginBottom } : {}}>
                  <ErrorLine prefixCls={prefixCls} id={id} error={error} onGone={() => setMarginBottom(null)} />
                </div>
              ) : null}
            </>,
          )}
        </div>,
      )}
      {marginBottom ? <div className={`${item}-margin-offset`} style={{ marginBottom: -marginBottom }} /> : null}
    </div>,
  );
}
