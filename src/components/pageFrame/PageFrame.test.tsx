/** A screen's frame: ProLayout's PageContainer with the console's props, under the layout's route context. */
import { RouteContext } from '@ant-design/pro-components';
import { fireEvent, screen } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import type { ComponentProps } from 'react';
import PageFrame from './PageFrame';

type RouteValue = ComponentProps<typeof RouteContext.Provider>['value'];

function renderFrame(frame: ComponentProps<typeof PageFrame>, route: Partial<RouteValue> = {}) {
  const value = {
    breadcrumb: { items: [{ title: 'Asset management' }, { title: 'Asset detail' }] },
    title: 'Route title',
    ...route,
  } as RouteValue;
  return renderStyled(
    <RouteContext.Provider value={value}>
      <PageFrame {...frame} />
    </RouteContext.Provider>,
  );
}

describe('PageFrame', () => {
  it('draws the breadcrumb, the title and the content', () => {
    const { container } = renderFrame({ title: 'Asset AS-1', children: <p>content</p> });
    expect(screen.getByText('Asset management')).toBeInTheDocument();
    expect(screen.getByText('Asset detail')).toBeInTheDocument();
    expect(screen.getByText('Asset AS-1')).toBeInTheDocument();
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(container.querySelector('.ant-page-header-back')).toBeNull();
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

  it('draws tabs in the header and reports the one chosen', () => {
    const onChange = vi.fn();
    renderFrame({
      title: 'Enterprise',
      tabs: { items: [{ key: 'info', label: 'Information' }, { key: 'members', label: 'Members' }], activeKey: 'info', onChange },
      children: <p>content</p>,
    });
    expect(screen.getByRole('tab', { name: 'Information' })).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('tab', { name: 'Members' }));
    expect(onChange).toHaveBeenCalledWith('members');
  });
});
