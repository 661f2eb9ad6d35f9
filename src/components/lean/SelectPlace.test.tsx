/**
 * A select that holds antd's Select's place until reached: the same elements, classes and
 * attributes as antd's closed single Select (its search input read-only), in a form item or not,
 * with a value or a placeholder, small (the pager's), disabled, loading, with an error, in both
 * directions; a press loads antd's Select, open, and the choice reaches `onChange`.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Select, type SelectProps } from 'antd';
import { FormItemInputContext } from 'antd/es/form/context';
import type { ReactNode } from 'react';
import { user } from '../../../tests/ui';
import { PlacedSelect } from './placedSelect';

const OPTIONS = [
  { value: 10, label: '10 / page' },
  { value: 20, label: '20 / page' },
];

/** What only the one has: the place's read-only input and pointer, antd's list ids (its list is not drawn until opened). */
const OWN = new Set(['readonly', 'aria-owns', 'aria-controls']);

/** An element as a string: its attributes and classes sorted, so that their order does not count. */
function canonical(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element) || node.tagName === 'svg') return node instanceof Element ? '<svg/>' : '';
  const attributes = [...node.attributes]
    .filter(({ name, value }) => !OWN.has(name) && !(name === 'id' && /^rc_select_/.test(value)))
    .map(({ name, value }) => {
      if (name === 'class') return `class="${value.split(/\s+/).filter(Boolean).sort().join(' ')}"`;
      if (name === 'style') return `style="${value.replace(/cursor: pointer;\s*/, '').trim()}"`;
      return `${name}="${value}"`;
    })
    .filter((attribute) => attribute !== 'style=""')
    .sort();
  return `<${node.tagName.toLowerCase()} ${attributes.join(' ')}>${[...node.childNodes].map(canonical).join('')}</${node.tagName.toLowerCase()}>`;
}

const FORM_ITEM = { status: 'error', hasFeedback: false, isFormItemInput: true } as const;

function Frame({ rtl, inForm, children }: { rtl?: boolean; inForm?: boolean; children: ReactNode }) {
  const drawn = inForm ? <FormItemInputContext.Provider value={FORM_ITEM}>{children}</FormItemInputContext.Provider> : children;
  return <ConfigProvider direction={rtl ? 'rtl' : 'ltr'}>{drawn}</ConfigProvider>;
}

describe.each<[string, SelectProps & { 'data-testid'?: string }, { rtl?: boolean; inForm?: boolean }]>([
  [
    'a search field with its placeholder',
    { id: 'scene', allowClear: true, showSearch: true, placeholder: 'Choose', options: OPTIONS, style: { width: '100%' } },
    {},
  ],
  [
    'a search field in a form item with an error',
    { id: 'scene', allowClear: true, showSearch: true, placeholder: 'Choose', options: OPTIONS },
    { inForm: true },
  ],
  ['a chosen option that can be cleared', { id: 'scene', allowClear: true, showSearch: true, value: 20, options: OPTIONS }, {}],
  [
    'the pager’s size changer',
    { showSearch: true, size: 'small', 'aria-label': 'Page size', value: 10, options: OPTIONS, className: 'ant-pagination-options-size-changer' },
    {},
  ],
  ['right to left', { showSearch: true, value: 10, options: OPTIONS }, { rtl: true }],
  [
    'disabled and loading, with a test id',
    { allowClear: true, showSearch: true, disabled: true, loading: true, placeholder: 'Choose', options: [], 'data-testid': 'send-tag' },
    {},
  ],
  ['no search', { value: 10, options: OPTIONS }, {}],
  [
    'an empty multiple select',
    { id: 'action', mode: 'multiple', allowClear: true, showSearch: true, placeholder: 'Choose', options: OPTIONS },
    { inForm: true },
  ],
  ['an empty tags select, small', { mode: 'tags', size: 'small', placeholder: 'Choose', options: OPTIONS, value: [] }, {}],
  ['a value no option has, large, with a warning', { showSearch: true, value: 'r9', size: 'large', status: 'warning', options: OPTIONS }, {}],
])('the held select: %s', (_, props, frame) => {
  it('draws what antd’s closed Select draws', () => {
    const theirs = render(
      <Frame {...frame}>
        <Select {...props} />
      </Frame>,
    );
    const ours = render(
      <Frame {...frame}>
        <PlacedSelect {...props} />
      </Frame>,
    );
    expect(ours.container.querySelector('.ant-select')).not.toBeNull();
    expect(canonical(ours.container)).toBe(canonical(theirs.container));
    expect(ours.container.querySelector('input')).toHaveAttribute('readonly');
    expect(ours.container.querySelector('input')).not.toHaveAttribute('aria-controls');
  });
});

it('draws antd’s Select at once for a multiple select with chosen options', async () => {
  const { container } = render(<PlacedSelect mode="multiple" aria-label="Actions" value={[10, 20]} options={OPTIONS} />);
  await waitFor(() => expect(container.querySelectorAll('.ant-select-selection-item')).toHaveLength(2));
  expect(container.querySelector('.ant-select-selection-item')).toHaveTextContent('10 / page');
});

it('loads antd’s Select when pressed, open, and hands on the option chosen', async () => {
  const chosen: unknown[] = [];
  const { container } = render(<PlacedSelect aria-label="Page size" value={10} options={OPTIONS} onChange={(value) => chosen.push(value)} />);
  expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveAttribute('readonly');
  await user().click(container.querySelector('.ant-select-selector') as HTMLElement);
  await user().click(await screen.findByTitle('20 / page'));
  await waitFor(() => expect(chosen).toEqual([20]));
  // antd's Select is drawn (its input names the list it opens), focused.
  expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveAttribute('aria-controls');
  expect(screen.getByRole('combobox', { name: 'Page size' })).toHaveFocus();
});
