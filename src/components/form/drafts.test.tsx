/**
 * The shared form mechanism's drafts (useUnsavedChanges' `draft`): a form
 * holding changes when the session expires keeps them (never its password)
 * for its account on its path; the same account back on the path gets them
 * with a notice and Discard; another account, another path or another
 * record gets nothing; a save that got no reply keeps the values and offers
 * Retry, which sends the same values again.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../../../tests/styles';
import { createHistory, getIntl, history, RawIntlProvider } from '@umijs/max';
import { Button, Form, Input } from 'antd';
import { ApiError } from '@/request/errors';
import { handleLoginExpired, resetSessionExpiry } from '@/request/session';
import { writeCurrentUser, type CurrentUser } from '@/request/storage';
import { readDraft } from '@/drafts/store';
import { user } from '../../../tests/ui';
import { useUnsavedChanges } from './useUnsavedChanges';

interface Values {
  name: string;
  password?: string;
}

const account = (id: string): CurrentUser => ({ id, token: `t-${id}`, account: id, name: id, signSecret: 's', companyId: 'c1', roleType: 'enterprise' });

function Editor({ save, context = null }: { save: (values: Values) => Promise<unknown>; context?: unknown }) {
  const [form] = Form.useForm<Values>();
  const initialValues = { name: 'Ada' };
  const unsaved = useUnsavedChanges(form, { initialValues, draft: { form: 'profile', context } });
  const submit = async (values: Values) => {
    try {
      await unsaved.whileSaving(save(values));
      unsaved.saved();
    } catch {
      // the pipeline said it
    }
  };
  return (
    <Form form={form} initialValues={initialValues} onFinish={submit}>
      {unsaved.holder}
      {unsaved.notice}
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      <Form.Item name="password" label="Password">
        <Input.Password />
      </Form.Item>
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

function show(save: (values: Values) => Promise<unknown>, context?: unknown) {
  return renderStyled(
    <RawIntlProvider value={getIntl('en-US')}>
      <Editor save={save} context={context} />
    </RawIntlProvider>,
  );
}

const nameField = () => screen.getByLabelText('Name') as HTMLInputElement;
const never = () => new Promise<never>(() => {});

/** Types a change and a password, then the session expires under a save on its way: the console goes to login. */
async function interrupt(context?: unknown) {
  const view = show(never, context);
  const u = user();
  await u.clear(nameField());
  await u.type(nameField(), 'Ada Lovelace');
  await u.type(screen.getByLabelText('Password'), 'Console@2026');
  await u.click(screen.getByRole('button', { name: 'Save' }));
  act(() => handleLoginExpired());
  await waitFor(() => expect(history.location.pathname).toBe('/user/login'));
  view.unmount();
}

/** Signs `id` in again and goes back to the form's path. */
function signInAgain(id: string) {
  writeCurrentUser(account(id));
  resetSessionExpiry();
  act(() => history.push('/account/center'));
}

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('umi_locale', 'en-US');
  createHistory({ type: 'memory' });
  history.push('/account/center');
  writeCurrentUser(account('u1'));
  resetSessionExpiry();
});

describe('drafts across a lost session', () => {
  it('keeps the changes (never the password) and gives them back to the same account on the same path, with a notice', async () => {
    await interrupt();
    const kept = readDraft('u1', '/account/center', 'profile');
    expect(kept?.values).toEqual({ name: 'Ada Lovelace' });
    expect(JSON.stringify(window.localStorage)).not.toContain('Console@2026');

    signInAgain('u1');
    const save = vi.fn(async (values: Values) => values);
    show(save);
    await waitFor(() => expect(nameField().value).toBe('Ada Lovelace'));
    expect(screen.getByTestId('draft-restored')).toHaveTextContent(/^Unsaved changes from \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} were restored\./);
    expect(screen.getByLabelText('Password')).toHaveValue('');
    // Taken back: the browser holds it no more; the form holds it (and asks before it is lost).
    expect(readDraft('u1', '/account/center', 'profile')).toBeUndefined();
    await user().click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0][0]).toMatchObject({ name: 'Ada Lovelace' });
    await waitFor(() => expect(screen.queryByTestId('draft-restored')).toBeNull());
  });

  it('Discard goes back to what the form started with', async () => {
    await interrupt();
    signInAgain('u1');
    show(never);
    await waitFor(() => expect(screen.getByTestId('draft-restored')).toBeInTheDocument());
    await user().click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByTestId('draft-restored')).toBeNull());
    expect(nameField().value).toBe('Ada');
  });

  it('gives nothing to another account signing in on the same browser, and keeps it for its own', async () => {
    await interrupt();
    signInAgain('u2');
    const other = show(never);
    await waitFor(() => expect(nameField().value).toBe('Ada'));
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    other.unmount();
    expect(readDraft('u1', '/account/center', 'profile')).toBeDefined();
  });

  it('gives nothing on another path, nor to a form opened on another record', async () => {
    await interrupt({ id: 'r1' });
    writeCurrentUser(account('u1'));
    resetSessionExpiry();
    act(() => history.push('/assets/list'));
    const elsewhere = show(never, { id: 'r1' });
    expect(nameField().value).toBe('Ada');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    elsewhere.unmount();
    act(() => history.push('/account/center'));
    const otherRecord = show(never, { id: 'r2' });
    expect(nameField().value).toBe('Ada');
    expect(screen.queryByTestId('draft-restored')).toBeNull();
    otherRecord.unmount();
    show(never, { id: 'r1' });
    await waitFor(() => expect(nameField().value).toBe('Ada Lovelace'));
  });

  it('keeps nothing of a form without changes', async () => {
    const view = show(never);
    act(() => handleLoginExpired());
    view.unmount();
    expect(readDraft('u1', '/account/center', 'profile')).toBeUndefined();
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith('drafts:'))).toEqual([]);
  });
});

describe('a save that got no reply', () => {
  it('keeps the form with its values and offers Retry, which sends the same values again', async () => {
    const save = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiError({ kind: 'noResponse', reason: 'Network Error' }))
      .mockResolvedValueOnce({});
    show(save);
    const u = user();
    await u.type(nameField(), ' L.');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('draft-no-reply')).toBeInTheDocument());
    expect(screen.getByTestId('draft-no-reply')).toHaveTextContent('The server did not reply. Your changes are still here');
    expect(nameField().value).toBe('Ada L.');
    await u.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1][0]).toEqual(save.mock.calls[0][0]);
    await waitFor(() => expect(screen.queryByTestId('draft-no-reply')).toBeNull());
  });

  it('offers no Retry for a refusal the server answered', async () => {
    const save = vi.fn(async () => {
      throw new ApiError({ kind: 'business', code: 40001, reason: 'refused' });
    });
    show(save);
    const u = user();
    await u.type(nameField(), '!');
    await u.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('draft-no-reply')).toBeNull();
  });
});
