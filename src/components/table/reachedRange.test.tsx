/**
 * A list's date range holds antd's range picker's place until reached: the same elements and
 * classes as antd's RangePicker (its inputs read-only), in both directions; a press loads antd's
 * picker, open, with focus in its first input. The arrow between the inputs is named in the
 * person's language, before and after.
 */
import { ConfigProvider, DatePicker } from 'antd';
import { render as renderBare, screen, waitFor } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import type { ReactElement } from 'react';
import { user } from '../../../tests/ui';
import { ReachedRangePicker } from './reachedRange';

/** Drawn in a language (English unless told). */
const render = (node: ReactElement, locale = 'en-US') => renderBare(<RawIntlProvider value={getIntl(locale)}>{node}</RawIntlProvider>);

/** The markup without what only the stand-in has (read-only inputs, the pointer cursor). */
const markup = (container: HTMLElement) => container.innerHTML.replace(/ readonly=""/g, '').replace(/cursor: pointer; /g, '');

describe.each([
  ['ltr', false],
  ['rtl', false],
  ['ltr', true],
] as const)('the held range (%s, with time %s)', (direction, showTime) => {
  it('draws what antd’s RangePicker draws', () => {
    const theirs = render(
      <ConfigProvider direction={direction}>
        <DatePicker.RangePicker id="generatedRange" placeholder={['Choose', 'Choose']} style={{ width: '100%' }} showTime={showTime} />
      </ConfigProvider>,
    );
    const ours = render(
      <ConfigProvider direction={direction}>
        <ReachedRangePicker id="generatedRange" placeholder={['Choose', 'Choose']} style={{ width: '100%' }} showTime={showTime} />
      </ConfigProvider>,
    );
    expect(markup(ours.container)).toBe(markup(theirs.container));
    expect(ours.container.querySelectorAll('input[readonly]')).toHaveLength(2);
  });
});

it('loads antd’s picker when pressed, open and focused', async () => {
  const { container } = render(<ReachedRangePicker id="generatedRange" placeholder={['Start', 'End']} />);
  expect(document.querySelector('.ant-picker-dropdown')).toBeNull();
  await user().click(screen.getAllByPlaceholderText('Start')[0]);
  await waitFor(() => expect(container.querySelector('input[readonly]')).toBeNull());
  expect(container.querySelector('#generatedRange')).toHaveFocus();
  await waitFor(() => expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).not.toBeNull());
});

it('names the arrow between the inputs in the person’s language, before and after it is reached', async () => {
  const { container } = render(<ReachedRangePicker id="generatedRange" placeholder={['开始', '结束']} />, 'zh-CN');
  expect(screen.getByLabelText('至')).toHaveClass('ant-picker-separator');
  expect(screen.queryByLabelText('to')).toBeNull();
  await user().click(screen.getAllByPlaceholderText('开始')[0]);
  await waitFor(() => expect(container.querySelector('input[readonly]')).toBeNull());
  expect(screen.getByLabelText('至')).toHaveClass('ant-picker-separator');
  expect(screen.queryByLabelText('to')).toBeNull();
});
