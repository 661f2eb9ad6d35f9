/**
 * The lean stand-ins render exactly what antd's own components render for
 * the same props (elements, classes, text), with antd's styles: if an antd
 * upgrade changes Card, List, Typography or Result, this fails before a page
 * looks different.
 */
import { Button, Card, ConfigProvider, List, Result, Typography } from 'antd';
import { fireEvent, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import LeanCard from './LeanCard';
import { LeanList, LeanListItem } from './LeanList';
import LeanResult from './LeanResult';
import { LeanLink, LeanParagraph, LeanText, LeanTitle } from './LeanTypography';

function html(element: ReactElement, direction: 'ltr' | 'rtl' = 'ltr'): string {
  const { container, unmount } = render(<ConfigProvider direction={direction}>{element}</ConfigProvider>);
  const out = container.innerHTML;
  unmount();
  return out;
}

describe.each(['ltr', 'rtl'] as const)('lean antd parts (%s)', (direction) => {
  const same = (ours: ReactElement, theirs: ReactElement) => expect(html(ours, direction)).toBe(html(theirs, direction));

  it('Card with a title and a body', () => {
    same(
      <LeanCard size="small" title="Layers">
        body
      </LeanCard>,
      <Card size="small" title="Layers">
        body
      </Card>,
    );
  });

  it('Card with a body, bordered and not, small and hoverable', () => {
    same(<LeanCard className="c">body</LeanCard>, <Card className="c">body</Card>);
    same(
      <LeanCard className="c" bordered={false}>
        body
      </LeanCard>,
      <Card className="c" variant="borderless">
        body
      </Card>,
    );
    same(
      <LeanCard size="small" hoverable>
        body
      </LeanCard>,
      <Card size="small" hoverable>
        body
      </Card>,
    );
  });

  it('List, small, with rows and their actions', () => {
    const actions = (row: string) => [<button key="a">{`${row} up`}</button>, <button key="b">{`${row} down`}</button>];
    same(
      <LeanList size="small" aria-label="Layers">
        {['a', 'b'].map((row) => (
          <LeanListItem key={row} data-layer={row} style={{ paddingInline: 0 }} actions={actions(row)}>
            {row}
          </LeanListItem>
        ))}
      </LeanList>,
      <List
        size="small"
        aria-label="Layers"
        dataSource={['a', 'b']}
        rowKey={(row) => row}
        renderItem={(row) => (
          <List.Item data-layer={row} style={{ paddingInline: 0 }} actions={actions(row)}>
            {row}
          </List.Item>
        )}
      />,
    );
    same(
      <LeanList>
        <LeanListItem>row</LeanListItem>
      </LeanList>,
      <List dataSource={['row']} renderItem={(row) => <List.Item>{row}</List.Item>} />,
    );
  });

  it('Link, plain, danger and disabled: antd\'s anchor, as a button', () => {
    same(
      <LeanLink onClick={() => undefined}>Edit</LeanLink>,
      <Typography.Link onClick={() => undefined} role="button" tabIndex={0}>
        Edit
      </Typography.Link>,
    );
    same(
      <LeanLink type="danger" data-testid="d">
        Delete
      </LeanLink>,
      <Typography.Link type="danger" data-testid="d" role="button" tabIndex={0}>
        Delete
      </Typography.Link>,
    );
    same(
      <LeanLink disabled>Off</LeanLink>,
      <Typography.Link disabled role="button" tabIndex={-1} aria-disabled>
        Off
      </Typography.Link>,
    );
  });

  it('Link runs its click by pointer, Enter and Space, and not when disabled', () => {
    const clicked = vi.fn();
    const { getByRole, rerender, unmount } = render(<LeanLink onClick={clicked}>Edit</LeanLink>);
    const link = getByRole('button', { name: 'Edit' });
    expect(link.tabIndex).toBe(0);
    link.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(link, { key: 'Enter' });
    expect(clicked).toHaveBeenCalledTimes(2);
    // Space runs it when released, as a button's does; its press does not (and does not scroll).
    expect(fireEvent.keyDown(link, { key: ' ' })).toBe(false);
    expect(clicked).toHaveBeenCalledTimes(2);
    fireEvent.keyUp(link, { key: ' ' });
    expect(clicked).toHaveBeenCalledTimes(3);
    fireEvent.keyDown(link, { key: 'a' });
    expect(clicked).toHaveBeenCalledTimes(3);
    rerender(
      <LeanLink onClick={clicked} disabled>
        Edit
      </LeanLink>,
    );
    expect(link).toHaveAttribute('aria-disabled', 'true');
    expect(link.tabIndex).toBe(-1);
    link.click();
    fireEvent.keyDown(link, { key: 'Enter' });
    fireEvent.keyUp(link, { key: ' ' });
    expect(clicked).toHaveBeenCalledTimes(3);
    unmount();
  });

  it('Title at each level used', () => {
    same(<LeanTitle level={3} className="t">Title</LeanTitle>, <Typography.Title level={3} className="t">Title</Typography.Title>);
    same(<LeanTitle level={4}>Title</LeanTitle>, <Typography.Title level={4}>Title</Typography.Title>);
  });

  it('Paragraph, plain and secondary', () => {
    same(<LeanParagraph>Text</LeanParagraph>, <Typography.Paragraph>Text</Typography.Paragraph>);
    same(
      <LeanParagraph type="secondary" className="s">
        Text
      </LeanParagraph>,
      <Typography.Paragraph type="secondary" className="s">
        Text
      </Typography.Paragraph>,
    );
  });

  it('Text, plain, secondary and strong', () => {
    same(<LeanText>Text</LeanText>, <Typography.Text>Text</Typography.Text>);
    same(<LeanText type="secondary">#3</LeanText>, <Typography.Text type="secondary">#3</Typography.Text>);
    same(
      <LeanText strong data-testid="t">
        Text
      </LeanText>,
      <Typography.Text strong data-testid="t">
        Text
      </Typography.Text>,
    );
  });

  it('Result with an icon status, subtitle and extra', () => {
    for (const status of ['warning', 'error', 'info', 'success'] as const) {
      same(
        <LeanResult status={status} title="Title" subTitle="Sub" extra={<Button>Go</Button>} />,
        <Result status={status} title="Title" subTitle="Sub" extra={<Button>Go</Button>} />,
      );
    }
    same(<LeanResult status="error" title="Title" />, <Result status="error" title="Title" />);
  });
});
