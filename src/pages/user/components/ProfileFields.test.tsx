/**
 * The new member's company: the list comes from the server when the field
 * appears, and again once typing pauses (one call per pause, with what was
 * typed), and the chosen company is what the form submits.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderStyled } from '../../../../tests/styles';
import { getIntl, RawIntlProvider } from '@umijs/max';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { received } from '../../../../tests/simulator';
import { user } from '../../../../tests/ui';
import ProfileFields from './ProfileFields';

const searches = () =>
  received
    .filter((request) => request.url === '/api/base/person/no/exist/customer/page')
    .map((request) => (JSON.parse(request.body ?? '{}') as { name?: string }).name ?? '');

const inEnglish = (node: ReactNode) => renderStyled(<RawIntlProvider value={getIntl('en-US')}>{node}</RawIntlProvider>);

it('searches the companies once typing pauses and submits the chosen one', async () => {
  const submitted: unknown[] = [];
  inEnglish(
    <Form onFinish={(values) => submitted.push(values)}>
      <ProfileFields withCompany />
      <button type="submit">go</button>
    </Form>,
  );
  await waitFor(() => expect(searches()).toEqual(['']));
  await user().click(screen.getByRole('combobox'));
  expect(await screen.findByTitle('Robot Demo Co.')).toBeInTheDocument();
  const company = screen.getByRole('combobox');
  expect(company).toHaveFocus();

  // Three keystrokes in quick succession: one search, with the last text.
  for (const text of ['r', 'ro', 'rob']) fireEvent.change(company, { target: { value: text } });
  await waitFor(() => expect(searches()).toEqual(['', 'rob']));
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(searches()).toEqual(['', 'rob']);

  fireEvent.click(await screen.findByTitle('Robot Demo Co.'));
  fireEvent.change(screen.getByLabelText('Name', { exact: false }), { target: { value: 'Ann' } });
  fireEvent.change(screen.getByLabelText('Phone', { exact: false }), { target: { value: '13800000000' } });
  fireEvent.click(screen.getByRole('button', { name: 'go' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect(submitted[0]).toMatchObject({ name: 'Ann', phone: '13800000000', companyId: 'c1' });
});

it('asks for no companies without the company field', async () => {
  inEnglish(
    <Form>
      <ProfileFields />
    </Form>,
  );
  expect(screen.queryByRole('combobox')).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(searches()).toEqual([]);
});
