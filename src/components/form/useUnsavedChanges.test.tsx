/** The unsaved-changes question: when a form holds changes, what asks (navigation, the tab, closing), and what does not (no change, after a save, the session's end). */
import { act, screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import { createHistory, getIntl, history, RawIntlProvider } from '@umijs/max';
import { Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import { user } from '../../../tests/ui';
import { sameValues, useUnsavedChanges } from './useUnsavedChanges';

interface Values {
  name: string;
}

/** The save the editor's Send waits for: the test settles it. */
let pendingSave: { resolve: () => void; reject: () => void } | undefined;

function Editor({ onClose = () => {} }: { onClose?: () => void }) {
  const [form] = Form.useForm<Values>();
  const initialValues = { name: 'Ada' };
  const unsaved = useUnsavedChanges(form, { initialValues });
  return (
    <Form form={form} initialValues={initialValues} onFinish={() => unsaved.saved()}>
      {unsaved.holder}
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <span data-testid="dirty">{String(unsaved.dirty)}</span>
      <Button htmlType="submit">Keep</Button>
      <Button onClick={() => unsaved.confirmLeave(onClose)}>Close</Button>
      <Button
        onClick={() => {
          unsaved.saved();
          history.push('/saved');
        }}
      >
        Keep and go
      </Button>
      <Button
        onClick={() => {
          const save = new Promise<void>((resolve, reject) => {
            pendingSave = { resolve, reject };
          });
          unsaved.whileSaving(save).then(unsaved.saved, () => {});
        }}
      >
        Send
      </Button>
    </Form>
  );
}

function renderEditor(onClose?: () => void) {
  createHistory({ type: 'memory' });
  history.push('/edit');
  return renderStyled(
    <RawIntlProvider value={getIntl('en-US')}>
      <Editor onClose={onClose} />
    </RawIntlProvider>,
  );
}

const nameField = () => screen.getByLabelText('Name') as HTMLInputElement;
const path = () => history.location.pathname;
const question = () => screen.queryByText('Leave without saving?', { selector: '.ant-modal-confirm-title' });
/** A beforeunload event as the browser sends it when the tab closes or reloads: cancelled means "ask". */
const closeTab = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('sameValues', () => {
  it('counts empty values alike, dates by instant, lists and objects field by field', () => {
    expect(sameValues({ a: '', b: undefined, c: [] }, {})).toBe(true);
    expect(sameValues({ a: null }, { a: undefined })).toBe(true);
    expect(sameValues({ a: 'x' }, {})).toBe(false);
    expect(sameValues({ at: dayjs(1_700_000_000_000) }, { at: dayjs(1_700_000_000_000) })).toBe(true);
    expect(sameValues({ at: dayjs(1_700_000_000_000) }, { at: dayjs(1_700_000_000_001) })).toBe(false);
    expect(sameValues({ at: dayjs(0) }, { at: 0 })).toBe(false);
    expect(sameValues({ keys: ['a', 'b'] }, { keys: ['a', 'b'] })).toBe(true);
    expect(sameValues({ keys: ['a', 'b'] }, { keys: ['b', 'a'] })).toBe(false);
    expect(sameValues({ address: { city: 'X', street: '' } }, { address: { city: 'X' } })).toBe(true);
    expect(sameValues({ enabled: false }, { enabled: undefined })).toBe(false);
  });
});

describe('useUnsavedChanges', () => {
  it('asks nothing while the form holds no change, nor when a value is typed back', async () => {
    renderEditor();
    const u = user();
    expect(closeTab()).toBe(false);
    await u.type(nameField(), 'x');
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('true'));
    await u.type(nameField(), '{Backspace}');
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('false'));
    act(() => history.push('/elsewhere'));
    expect(path()).toBe('/elsewhere');
    expect(question()).toBeNull();
  });

  it('holds a navigation while changed: Stay stays, Leave goes on; the tab asks too', async () => {
    renderEditor();
    const u = user();
    await u.type(nameField(), ' Lovelace');
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('true'));
    expect(closeTab()).toBe(true);
    act(() => history.push('/elsewhere'));
    await waitFor(() => expect(question()).toBeInTheDocument());
    expect(screen.getByText('Your changes will be lost.')).toBeInTheDocument();
    expect(path()).toBe('/edit');
    await u.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(path()).toBe('/edit');
    expect(nameField().value).toBe('Ada Lovelace');
    // the browser's back is held the same way
    act(() => history.back());
    await waitFor(() => expect(question()).toBeInTheDocument());
    expect(path()).toBe('/edit');
    await u.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());
    act(() => history.push('/elsewhere'));
    await waitFor(() => expect(question()).toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(path()).toBe('/elsewhere'));
    // having left, nothing holds the tab any more
    expect(closeTab()).toBe(false);
  });

  it('lets the session end (a sign-in page) through without asking', async () => {
    renderEditor();
    await user().type(nameField(), ' Lovelace');
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('true'));
    act(() => history.replace('/user/login?redirect=%2Fedit'));
    expect(path()).toBe('/user/login');
    expect(question()).toBeNull();
  });

  it('asks before a close while changed, and closes at once without changes', async () => {
    const onClose = vi.fn();
    renderEditor(onClose);
    const u = user();
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await u.type(nameField(), '!');
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('true'));
    await u.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(question()).toBeInTheDocument());
    // a second press while it asks asks no second time
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getAllByText('Leave without saving?', { selector: '.ant-modal-confirm-title' })).toHaveLength(1);
    await u.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).toHaveBeenCalledTimes(1);
    await u.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(question()).toBeInTheDocument());
    await u.click(screen.getByRole('button', { name: 'Leave' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('asks nothing after a save: not for the navigation that follows it, nor for the same values later', async () => {
    renderEditor();
    const u = user();
    await u.type(nameField(), ' Lovelace');
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('true'));
    await u.click(screen.getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('false'));
    expect(closeTab()).toBe(false);
    // a change after the save is a change again
    await u.type(nameField(), '!');
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('true'));
    await u.click(screen.getByRole('button', { name: 'Keep and go' }));
    expect(path()).toBe('/saved');
    expect(question()).toBeNull();
  });

  it('asks nothing while a save is on its way (it goes on without the form), and holds the changes again if it fails', async () => {
    renderEditor();
    const u = user();
    await u.type(nameField(), ' Lovelace');
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('true'));
    await u.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('false'));
    expect(closeTab()).toBe(false);
    await act(async () => pendingSave?.reject());
    await waitFor(() => expect(screen.getByTestId('dirty')).toHaveTextContent('true'));
    expect(closeTab()).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Send' }));
    act(() => history.push('/elsewhere'));
    expect(path()).toBe('/elsewhere');
    expect(question()).toBeNull();
    await act(async () => pendingSave?.resolve());
  });
});
