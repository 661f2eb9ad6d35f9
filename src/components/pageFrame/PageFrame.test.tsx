/** A screen's frame: what PageContainer drew for the console's props, from ProLayout's route context. */
import { RouteContext } from '@ant-design/pro-components';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import PageFrame from './PageFrame';

type RouteValue = ComponentProps<typeof RouteContext.Provider>['value'];

function renderFrame(frame: ComponentProps<typeof PageFrame>, route: Partial<RouteValue> = {}) {
  const counts: number[] = [];
  let count = 0;
  const setHasPageContainer = (update: number | ((value: number) => number)) => {
    count = typeof update === 'function' ? update(count) : update;
    counts.push(count);
  };
  const value = {
    breadcrumb: { items: [{ title: 'Asset management' }, { title: 'Asset detail' }] },
    title: 'Route title',
    setHasPageContainer,
    ...route,
  } as RouteValue;
  const view = render(
    <RouteContext.Provider value={value}>
      <PageFrame {...frame} />
    </RouteContext.Provider>,
  );
  return { ...view, counts };
}

describe('PageFrame', () => {
  it('draws the breadcrumb, the title and the content, and tells the layout a page container is in', () => {
    const { counts, unmount, container } = renderFrame({ title: 'Asset AS-1', children: <p>content</p> });
    expect(screen.getByText('Asset management')).toBeInTheDocument();
    expect(screen.getByText('Asset detail')).toBeInTheDocument();
    expect(screen.getByText('Asset AS-1')).toHaveClass('ant-page-header-heading-title');
    expect(screen.getByText('content').parentElement).toHaveClass('ant-pro-page-container-children-container');
    expect(container.querySelector('.ant-page-header-back')).toBeNull();
    expect(counts).toEqual([1]);
    unmount();
    expect(counts).toEqual([1, 0]);
  });

  it('takes the route title when given none, and a back arrow calls onBack', () => {
    const onBack = vi.fn();
    const { container } = renderFrame({ onBack, children: 'content' });
    expect(screen.getByText('Route title')).toBeInTheDocument();
    fireEvent.click(container.querySelector('.ant-page-header-back-button') as HTMLElement);
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state instead of the content', () => {
    const { container } = renderFrame({ title: 'Asset', loading: true, children: <p>content</p> });
    expect(screen.queryByText('content')).toBeNull();
    expect(container.querySelector('.ant-spin')).not.toBeNull();
  });

  it('puts the content under the layout watermark when the layout has one', () => {
    const { container } = renderFrame({ title: 'Asset', children: <p>content</p> }, { waterMarkProps: { content: 'admin' } });
    expect(container.querySelector('.ant-pro-layout-watermark-wrapper')).toContainElement(screen.getByText('content'));
  });

  it('without a title or breadcrumb there is no header, and the content keeps its top spacing', () => {
    const { container } = renderFrame({ title: '', children: <p>content</p> }, { breadcrumb: { items: [] }, title: '' });
    expect(container.querySelector('.ant-page-header')).toBeNull();
    expect(screen.getByText('content').parentElement).toHaveClass('console-page-frame-no-header');
  });
});
