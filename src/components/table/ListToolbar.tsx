/**
 * The bar above a list's rows, as ProTable drew it: a title or the keyword
 * box on the left; the screen's buttons and the table's own options on the
 * right: reload, row density, and which columns show (with a way back to
 * the screen's defaults).
 */
import { ColumnHeightOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Checkbox, Dropdown, Input, Popover, Tooltip, type GetProps } from 'antd';
import type { ReactNode } from 'react';
import { LIST_CLASS } from './listStyle';
import type { ColumnsMap } from './listSettings';
import { useTranslate } from '@/utils/translate';

export type Density = 'large' | 'middle' | 'small';

export interface ColumnChoice {
  key: string;
  title: ReactNode;
}

export interface ListOptions {
  /** The keyword box (its props); none when left out. */
  search?: Omit<GetProps<typeof Input.Search>, 'onSearch'> | false;
  reload?: boolean;
  density?: boolean;
  setting?: boolean;
}

interface ColumnSettingsProps {
  choices: ColumnChoice[];
  state: ColumnsMap;
  onChange: (next: ColumnsMap) => void;
  onReset: () => void;
  hashId: string;
}

function ColumnSettings({ choices, state, onChange, onReset, hashId }: ColumnSettingsProps) {
  const intl = useIntl();
  const shown = choices.filter((choice) => state[choice.key]?.show !== false);
  const setShown = (keys: string[], show: boolean) =>
    onChange({ ...state, ...Object.fromEntries(keys.map((key) => [key, { ...state[key], show }])) });
  return (
    <div className={`${LIST_CLASS}-columns ${hashId}`}>
      <div className={`${LIST_CLASS}-columns-head`}>
        <Checkbox
          checked={shown.length === choices.length}
          indeterminate={shown.length > 0 && shown.length < choices.length}
          onChange={(event) => setShown(choices.map((choice) => choice.key), event.target.checked)}
        >
          {intl.formatMessage({ id: 'list.columns.all' })}
        </Checkbox>
        <Button type="link" size="small" onClick={onReset}>{intl.formatMessage({ id: 'list.columns.reset' })}</Button>
      </div>
      <div className={`${LIST_CLASS}-columns-list`}>
        {choices.map((choice) => (
          <Checkbox key={choice.key} checked={state[choice.key]?.show !== false} onChange={(event) => setShown([choice.key], event.target.checked)}>
            {choice.title}
          </Checkbox>
        ))}
      </div>
    </div>
  );
}

export interface ListToolbarProps {
  title?: ReactNode;
  actions?: ReactNode[];
  options: ListOptions | false;
  onKeyword: (keyword: string) => void;
  onReload: () => void;
  density: Density;
  onDensity: (density: Density) => void;
  columns: Omit<ColumnSettingsProps, 'hashId'>;
  hashId: string;
}

export default function ListToolbar({ title, actions = [], options, onKeyword, onReload, density, onDensity, columns, hashId }: ListToolbarProps) {
  const t = useTranslate();
  const search = options && options.search ? <Input.Search {...options.search} onSearch={(value) => onKeyword(value)} /> : null;
  const left = title ? <div className={`${LIST_CLASS}-toolbar-title`}>{title}</div> : search;
  const items = [
    options && options.reload ? (
      <Tooltip key="reload" title={t('list.reload')}>
        <ReloadOutlined className={`${LIST_CLASS}-toolbar-option`} onClick={onReload} />
      </Tooltip>
    ) : null,
    options && options.density ? (
      <Dropdown
        key="density"
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [density],
          onClick: ({ key }) => onDensity(key as Density),
          items: (['large', 'middle', 'small'] as const).map((key) => ({ key, label: t(`list.density.${key}`) })),
        }}
      >
        <Tooltip title={t('list.density')}>
          <ColumnHeightOutlined className={`${LIST_CLASS}-toolbar-option`} />
        </Tooltip>
      </Dropdown>
    ) : null,
    options && options.setting ? (
      <Popover key="setting" trigger="click" placement="bottomRight" arrow={false} content={<ColumnSettings {...columns} hashId={hashId} />}>
        <Tooltip title={t('list.columns')}>
          <SettingOutlined className={`${LIST_CLASS}-toolbar-option`} />
        </Tooltip>
      </Popover>
    ) : null,
  ].filter(Boolean);
  const shownActions = actions.filter(Boolean);
  return (
    <div className={`${LIST_CLASS}-toolbar`}>
      <div className={`${LIST_CLASS}-toolbar-left`}>{left}</div>
      <div className={`${LIST_CLASS}-toolbar-right`}>
        {title && search}
        {shownActions.length > 0 && <div className={`${LIST_CLASS}-toolbar-actions`}>{shownActions}</div>}
        {items.length > 0 && <div className={`${LIST_CLASS}-toolbar-options`}>{items}</div>}
      </div>
    </div>
  );
}
