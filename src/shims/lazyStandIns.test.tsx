/**
 * The stand-ins that load an antd part when first drawn (.umirc.ts,
 * 'lazy-tooltip', 'lazy-progress', 'lazy-tree', 'lazy-card-tabs',
 * 'lazy-modal-skeleton', 'lazy-table-radio', 'lazy-empty', 'pager-select'
 * and 'lazy-virtual-table'): the antd modules the build hands them
 * to still import those parts by the path the build matches, and each
 * stand-in shows what it wraps at once and antd's part once it has loaded.
 */
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import LazyEmpty from './lazyEmpty';
import LazyProgress from './lazyProgress';
import LazyRadio from './lazyRadio';
import LazySkeleton from './lazySkeleton';
import LazyTabs from './lazyTabs';
import LazyTooltip from './lazyTooltip';
import LazyTree from './lazyTree';

const antd = (file: string) => readFileSync(path.resolve(__dirname, '../../node_modules/antd/es', file), 'utf8');

describe('stand-ins for antd parts drawn only in cases the console never has', () => {
  it('replace imports that antd still makes by the paths the build matches', () => {
    expect(antd('form/FormItemLabel.js')).toMatch(/^import Tooltip from '\.\.\/tooltip';$/m);
    expect(antd('steps/index.js')).toMatch(/^import Tooltip from '\.\.\/tooltip';$/m);
    expect(antd('steps/index.js')).toMatch(/^import Progress from '\.\.\/progress';$/m);
    expect(antd('table/hooks/useFilter/FilterDropdown.js')).toMatch(/^import Tree from '\.\.\/\.\.\/\.\.\/tree';$/m);
    expect(antd('card/Card.js')).toMatch(/^import Tabs from '\.\.\/tabs';$/m);
    expect(antd('modal/Modal.js')).toMatch(/^import Skeleton from '\.\.\/skeleton';$/m);
    expect(antd('table/hooks/useSelection.js')).toMatch(/^import Radio from '\.\.\/\.\.\/radio';$/m);
    expect(antd('table/hooks/useFilter/FilterDropdown.js')).toMatch(/^import Radio from '\.\.\/\.\.\/\.\.\/radio';$/m);
    expect(antd('config-provider/defaultRenderEmpty.js')).toMatch(/^import Empty from '\.\.\/empty';$/m);
    expect(antd('table/hooks/useFilter/FilterDropdown.js')).toMatch(/^import Empty from '\.\.\/\.\.\/\.\.\/empty';$/m);
    expect(antd('pagination/Pagination.js')).toMatch(/^import Select from '\.\.\/select';$/m);
    expect(antd('table/InternalTable.js')).toMatch(/^import RcVirtualTable from '\.\/RcTable\/VirtualTable';$/m);
    // The pictures antd's default empty state and filter menu ask the stand-in for.
    expect(antd('config-provider/defaultRenderEmpty.js')).toMatch(/image: Empty\.PRESENTED_IMAGE_SIMPLE/);
    expect(antd('table/hooks/useFilter/FilterDropdown.js')).toMatch(/image: Empty\.PRESENTED_IMAGE_SIMPLE/);
  });

  it('shows the wrapped element at once, and its tooltip once antd Tooltip has loaded', async () => {
    render(
      <LazyTooltip title="What this field is for" open>
        <span>label icon</span>
      </LazyTooltip>,
    );
    expect(screen.getByText('label icon')).toBeInTheDocument();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('What this field is for');
  });

  it('draws antd Progress once it has loaded', async () => {
    const { container } = render(<LazyProgress type="circle" percent={40} size={40} />);
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(container.querySelector('.ant-progress-circle')).not.toBeNull();
  });

  it('draws antd Tree once it has loaded', async () => {
    render(<LazyTree treeData={[{ key: 'ready', title: 'Ready' }, { key: 'busy', title: 'Busy' }]} />);
    expect(await screen.findByRole('tree')).toBeInTheDocument();
    expect(screen.getByText('Busy')).toBeInTheDocument();
  });

  it('draws antd Tabs once they have loaded', async () => {
    render(<LazyTabs items={[{ key: 'a', label: 'First', children: 'first pane' }, { key: 'b', label: 'Second' }]} />);
    expect(await screen.findByRole('tab', { name: 'First' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('first pane')).toBeInTheDocument();
  });

  it('draws antd Skeleton once it has loaded', async () => {
    const { container } = render(<LazySkeleton active paragraph={{ rows: 2 }} />);
    await vi.waitFor(() => expect(container.querySelectorAll('.ant-skeleton-paragraph > li')).toHaveLength(2));
    expect(container.querySelector('.ant-skeleton-active')).not.toBeNull();
  });

  it('draws antd Radio once it has loaded', async () => {
    render(<LazyRadio checked aria-label="Choose this row" />);
    expect(await screen.findByRole('radio', { name: 'Choose this row' })).toBeChecked();
  });

  it('holds a small Empty’s box until antd Empty has loaded, then draws it with the picture asked for', async () => {
    const { container } = render(<LazyEmpty image={LazyEmpty.PRESENTED_IMAGE_SIMPLE} description="No robots" />);
    const held = container.firstElementChild as HTMLElement;
    expect(held).toHaveAttribute('aria-hidden', 'true');
    // antd's simple Empty: a 40 px picture, an 8 px gap, a 22 px line, 32 px above and below.
    expect(held.style.height).toBe('70px');
    expect(held.style.marginBlock).toBe('32px');
    expect(await screen.findByText('No robots')).toBeInTheDocument();
    // The simple picture (64 × 41), where the name stood.
    expect(container.querySelector('.ant-empty-normal .ant-empty-image svg[width="64"]')).not.toBeNull();
    const full = render(<LazyEmpty image={LazyEmpty.PRESENTED_IMAGE_DEFAULT} />);
    expect(await vi.waitFor(() => full.container.querySelector('.ant-empty .ant-empty-image svg[width="184"]'))).not.toBeNull();
  });
});
