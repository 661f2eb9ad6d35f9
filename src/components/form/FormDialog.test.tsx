/**
 * The dialog of a form that does one thing: its fields are checked before anything is sent; a refusal goes on
 * its field and keeps what was typed; a save still waiting for a question (an overwrite to confirm) keeps the
 * changes held until the caller says they are saved; a saved form closes without asking.
 */
import { screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import { createHistory, getIntl, history, RawIntlProvider } from '@umijs/max';
import { Form, Input } from 'antd';
import { ApiError } from '@/request/errors';
import { STATUS } from '@/request/codes';
import { button, user } from '../../../tests/ui';
import FormDialog from './FormDialog';

interface Values {
  name: string;
}

type Save = (values: Values, markSaved: () => void) => Promise<boolean | void>;

function Dialog({ save, onClose }: { save: Save; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  return (
    <FormDialog<Values> form={form} title="Name it" okText="Send" draft={{ form: 'test.dialog' }} save={save} serverFields={{ label: 'name' }} onClose={onClose}>
      <Form.Item name="name" label="Name" rules={[{ required: true, message: 'A name, please' }]}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

function renderDialog(save: Save) {
  createHistory({ type: 'memory' });
  history.push('/edit');
  const onClose = vi.fn();
  renderStyled(
    <RawIntlProvider value={getIntl('en-US')}>
      <Dialog save={save} onClose={onClose} />
    </RawIntlProvider>,
  );
  return onClose;
}

const nameField = () => screen.getByLabelText('Name') as HTMLInputElement;
const question = () => screen.queryByText('Leave without saving?', { selector: '.ant-modal-confirm-title' });

it('checks the fields before anything is sent', async () => {
  const save = vi.fn<Save>(async () => undefined);
  renderDialog(save);
  await user().click(button('Send'));
  await waitFor(() => expect(screen.getByText('A name, please')).toBeInTheDocument());
  expect(save).not.toHaveBeenCalled();
});

it('puts a refusal on its field and keeps what was typed; saved, it closes without asking', async () => {
  let refuse = true;
  const save = vi.fn<Save>(async () => {
    if (refuse) throw new ApiError({ kind: 'business', code: STATUS.VALIDATION_FAILED, reason: 'name taken', result: { fields: { label: 'invalid' } } });
  });
  const onClose = renderDialog(save);
  await user().type(nameField(), 'Ada');
  await user().click(button('Send'));
  await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('This value is not accepted'));
  expect(save).toHaveBeenCalledWith({ name: 'Ada' }, expect.any(Function));
  expect(nameField()).toHaveValue('Ada');
  // Still held: closing asks.
  await user().click(button('Cancel'));
  await waitFor(() => expect(question()).toBeInTheDocument());
  await user().click(button('Stay'));
  await waitFor(() => expect(question()).toBeNull());
  expect(onClose).not.toHaveBeenCalled();

  refuse = false;
  await user().click(button('Send'));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
  await user().click(button('Cancel'));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(question()).toBeNull();
});

it('keeps the changes held while the caller has not said they are saved (false), and lets go once it does', async () => {
  let markSaved: (() => void) | undefined;
  const save = vi.fn<Save>(async (_, saved) => {
    markSaved = saved;
    return false;
  });
  const onClose = renderDialog(save);
  await user().type(nameField(), 'Ada');
  await user().click(button('Send'));
  await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
  await user().click(button('Cancel'));
  await waitFor(() => expect(question()).toBeInTheDocument());
  await user().click(button('Stay'));
  await waitFor(() => expect(question()).toBeNull());

  markSaved?.();
  await user().click(button('Cancel'));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(question()).toBeNull();
});
