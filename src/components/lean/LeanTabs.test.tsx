/**
 * LeanTabs draws what antd's Tabs draw (tab list, ink bar, hidden "more" button, the active pane),
 * in both directions, and behaves as rc-tabs does: a press shows a tab, the arrows, Home and End
 * move the focus and Enter or Space shows the focused tab, a shown pane stays drawn hidden unless
 * `destroyOnHidden`, and the screen reader hears the tab's place in the user's language.
 */
import { ConfigProvider, Tabs } from 'antd';
import { act, render, screen } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { useState } from 'react';
import { user } from '../../../tests/ui';
import LeanTabs, { type LeanTab } from './LeanTabs';

const ITEMS: LeanTab[] = [
  { key: 'members', label: 'Members', children: 'members pane' },
  { key: 'invitations', label: 'Invitations', children: 'invitations pane' },
  { key: 'roles', label: 'Roles', children: 'roles pane' },
];

/** The markup with each tabs' own id prefix made one. */
const markup = (container: HTMLElement) => container.innerHTML.replace(/rc-tabs-[\w-]+?-(tab|panel|more)/g, 'ID-$1');

const inEnglish = (node: React.ReactNode, direction: 'ltr' | 'rtl' = 'ltr') =>
  render(
    <RawIntlProvider value={getIntl('en-US')}>
      <ConfigProvider direction={direction}>{node}</ConfigProvider>
    </RawIntlProvider>,
  );

describe.each(['ltr', 'rtl'] as const)('LeanTabs (%s)', (direction) => {
  it('draws what antd draws, before the ink bar is measured', () => {
    const theirs = inEnglish(<Tabs items={ITEMS} activeKey="invitations" onChange={() => undefined} />, direction);
    const ours = inEnglish(<LeanTabs items={ITEMS} activeKey="invitations" onChange={() => undefined} />, direction);
    expect(markup(ours.container)).toBe(markup(theirs.container));
    expect(ours.container.querySelector('.ant-tabs-tab-active')).toHaveTextContent('Invitations');
  });
});

function Kept({ destroyOnHidden }: { destroyOnHidden?: boolean }) {
  const [tab, setTab] = useState('members');
  return <LeanTabs items={ITEMS} activeKey={tab} onChange={setTab} destroyOnHidden={destroyOnHidden} />;
}

it('shows the tab pressed, keeping a shown pane drawn and hidden', async () => {
  const onChange = vi.fn();
  inEnglish(<LeanTabs items={ITEMS} onChange={onChange} />);
  expect(screen.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('members pane');
  expect(screen.queryByText('roles pane')).toBeNull();

  await user().click(screen.getByRole('tab', { name: 'Roles' }));
  expect(onChange).toHaveBeenCalledWith('roles');
  expect(screen.getByRole('tab', { name: 'Roles' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('roles pane');
  // The members pane stays, hidden from sight and from the accessibility tree.
  const members = screen.getByText('members pane');
  expect(members).toHaveClass('ant-tabs-tabpane-hidden');
  expect(members).toHaveAttribute('aria-hidden', 'true');
  expect(screen.queryByText('invitations pane')).toBeNull();
});

it('drops a hidden pane with destroyOnHidden', async () => {
  inEnglish(<Kept destroyOnHidden />);
  await user().click(screen.getByRole('tab', { name: 'Invitations' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('invitations pane');
  expect(screen.queryByText('members pane')).toBeNull();
});

it('moves the focus with the arrows, Home and End, and shows the focused tab on Enter or Space', async () => {
  inEnglish(<Kept />);
  const members = screen.getByRole('tab', { name: 'Members' });
  expect(members).toHaveAttribute('tabindex', '0');
  expect(screen.getByRole('tab', { name: 'Roles' })).toHaveAttribute('tabindex', '-1');
  await user().tab();
  expect(members).toHaveFocus();
  expect(members.closest('.ant-tabs-tab')).toHaveClass('ant-tabs-tab-focus');
  expect(screen.getByText('Tab 1 of 3')).toBeInTheDocument();

  await user().keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: /Invitations/ })).toHaveFocus();
  expect(screen.getByText('Tab 2 of 3')).toBeInTheDocument();
  // Focus alone does not show it.
  expect(screen.getByRole('tabpanel')).toHaveTextContent('members pane');
  await user().keyboard('{Enter}');
  expect(screen.getByRole('tab', { name: /Invitations/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('invitations pane');

  await user().keyboard('{End}');
  expect(screen.getByRole('tab', { name: /Roles/ })).toHaveFocus();
  await user().keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: /Members/ })).toHaveFocus();
  await user().keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: /Roles/ })).toHaveFocus();
  await user().keyboard('{Home}');
  expect(screen.getByRole('tab', { name: /Members/ })).toHaveFocus();
  await user().keyboard(' ');
  expect(screen.getByRole('tab', { name: /Members/ })).toHaveAttribute('aria-selected', 'true');
});

it('says the tab’s place in Chinese too', async () => {
  render(
    <RawIntlProvider value={getIntl('zh-CN')}>
      <LeanTabs items={ITEMS} />
    </RawIntlProvider>,
  );
  await user().tab();
  expect(screen.getByText('第 1 个标签，共 3 个')).toBeInTheDocument();
});

it('puts the ink bar under the active tab once laid out', async () => {
  vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame'] });
  try {
    const { container } = inEnglish(<LeanTabs items={ITEMS} activeKey="invitations" />);
    const list = container.querySelector('.ant-tabs-nav-list') as HTMLElement;
    const tab = container.querySelector('[data-node-key="invitations"]') as HTMLElement;
    list.getBoundingClientRect = () => ({ left: 100, right: 400, width: 300 }) as DOMRect;
    tab.getBoundingClientRect = () => ({ left: 160, right: 230, width: 70 }) as DOMRect;
    Object.defineProperty(tab, 'offsetWidth', { configurable: true, value: 70 });
    act(() => vi.advanceTimersToNextFrame());
    const ink = container.querySelector('.ant-tabs-ink-bar') as HTMLElement;
    expect(ink.style.width).toBe('70px');
    expect(ink.style.left).toBe('95px');
    expect(ink.style.transform).toBe('translateX(-50%)');
  } finally {
    vi.useRealTimers();
  }
});
