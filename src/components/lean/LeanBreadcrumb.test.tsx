/**
 * The page frame's breadcrumb draws what antd's Breadcrumb draws for what a header's breadcrumb is
 * given: the layout's items with its `itemRender` (links to the sections above, the last crumb as
 * text), antd's own crumbs (a title with params, an address, a path), a separator of the screen's,
 * a separator item, the nav's props, right to left.
 */
import { render } from '@testing-library/react';
import { Breadcrumb, ConfigProvider, type BreadcrumbProps } from 'antd';
import LeanBreadcrumb from './LeanBreadcrumb';

/** ProLayout's default item render: a link for every crumb but the last. */
const layoutRender: BreadcrumbProps['itemRender'] = (item, _params, items) => {
  const last = items.indexOf(item) === items.length - 1;
  const title = (item as { title?: string }).title;
  return last ? <span>{title}</span> : <a href={(item as { linkPath?: string }).linkPath}>{title}</a>;
};

const cases: [string, BreadcrumbProps, boolean?][] = [
  [
    'the layout’s crumbs',
    {
      items: [
        { title: 'Assets', linkPath: '/assets' },
        { title: 'Asset list', linkPath: '/assets/list' },
        { title: 'Asset detail', linkPath: '/assets/list/detail/7' },
      ] as BreadcrumbProps['items'],
      itemRender: layoutRender,
      className: 'ant-page-header-breadcrumb',
    },
  ],
  [
    'antd’s own crumbs: a title with params, an address, paths',
    {
      params: { id: '7' },
      items: [{ title: 'Home', href: '/' }, { title: 'Scenes', path: '/scene' }, { title: 'Scene :id', path: ':id' }, { title: 'Map' }],
      separator: '>',
    },
  ],
  ['a separator item and the nav’s props', { items: [{ title: 'A' }, { type: 'separator', separator: ':' }, { title: 'B' }], style: { margin: 4 }, 'aria-label': 'Path' } as BreadcrumbProps],
  ['right to left', { items: [{ title: 'A', href: '/a' }, { title: 'B' }] }, true],
  ['no crumbs', { items: [] }],
];

describe.each(cases)('the breadcrumb: %s', (_, props, rtl) => {
  it('draws what antd’s Breadcrumb draws', () => {
    const theirs = render(
      <ConfigProvider direction={rtl ? 'rtl' : 'ltr'}>
        <Breadcrumb {...props} />
      </ConfigProvider>,
    );
    const ours = render(
      <ConfigProvider direction={rtl ? 'rtl' : 'ltr'}>
        <LeanBreadcrumb {...props} />
      </ConfigProvider>,
    );
    expect(ours.container.querySelector('nav.ant-breadcrumb')).not.toBeNull();
    expect(ours.container.innerHTML).toBe(theirs.container.innerHTML);
  });
});
