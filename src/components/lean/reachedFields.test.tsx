/**
 * The select and the date picker that load when first reached: before that a
 * person sees the field's value (the option's label, the date) or its
 * placeholder in a read-only input, and nothing of antd's part is drawn; a
 * press loads the part opened, focus loads it focused and closed; the value
 * the form holds and submits is the part's. The parts' loaded state is the
 * module's, so the tests run in order: each part is first seen unreached.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import dayjs from 'dayjs';
import { DatePicker, Select } from './reachedFields';

const OPTIONS = [
  { value: 'r1', label: 'Administrator' },
  { value: 'r2', label: 'Operator' },
];

function RoleForm({ onFinish, initial, onOpenChange }: { onFinish?: (values: unknown) => void; initial?: string; onOpenChange?: (open: boolean) => void }) {
  return (
    <Form onFinish={onFinish} initialValues={{ role: initial }}>
      <Form.Item name="role" label="Role">
        <Select allowClear placeholder="No role" options={OPTIONS} onOpenChange={onOpenChange} />
      </Form.Item>
      <button type="submit">save</button>
    </Form>
  );
}

it('shows the chosen option or the placeholder, and draws no antd Select until reached', () => {
  const { container, unmount } = render(<RoleForm initial="r2" />);
  const field = screen.getByRole('combobox', { name: 'Role' });
  expect(field).toHaveValue('Operator');
  expect(field).toHaveAttribute('readonly');
  expect(container.querySelector('.ant-select')).toBeNull();
  unmount();
  // As antd's Select: no value shows the placeholder; a value no option has shows itself, '' shows empty.
  const shown = (initial?: string) => {
    const view = render(<RoleForm initial={initial} />);
    const input = screen.getByRole('combobox', { name: 'Role' });
    const seen = [input.getAttribute('value'), input.getAttribute('placeholder')];
    view.unmount();
    return seen;
  };
  expect(shown(undefined)).toEqual(['', 'No role']);
  expect(shown('r9')).toEqual(['r9', null]);
  expect(shown('')).toEqual(['', null]);

  // A label drawn with parts shows its option's title; a select no label names is named by `aria-label`.
  const drawn = render(
    <Select
      aria-label="Scene"
      value="s1"
      options={[{ value: 's1', title: 'Hall', label: <b>#1 Hall</b> }]}
    />,
  );
  expect(screen.getByRole('combobox', { name: 'Scene' })).toHaveValue('Hall');
  drawn.unmount();
});

it('loads antd’s Select opened when pressed, and submits the option chosen', async () => {
  const submitted: unknown[] = [];
  const opened: boolean[] = [];
  const { container } = render(<RoleForm onFinish={(values) => submitted.push(values)} initial="r2" onOpenChange={(open) => opened.push(open)} />);
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Role' }));
  // The press opens the Select as it comes, and `onOpenChange` hears so (a screen may fill its options then).
  expect(opened).toEqual([true]);
  // Opened: the options are listed, and the chosen one is still shown.
  fireEvent.click(await screen.findByTitle('Administrator'));
  expect(container.querySelector('.ant-select .ant-select-selection-item')).toHaveTextContent('Administrator');
  expect(screen.getByRole('combobox', { name: 'Role' })).toHaveFocus();
  // Choosing closed it: antd told that, once.
  expect(opened).toEqual([true, false]);
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(submitted).toEqual([{ role: 'r1' }]));
});

it('draws antd’s Select at once in later forms, once it has loaded', () => {
  const { container } = render(<RoleForm initial="r1" />);
  expect(container.querySelector('.ant-select .ant-select-selection-item')).toHaveTextContent('Administrator');
});

it('shows a date as the picker would, and loads the picker focused and closed on focus', async () => {
  const submitted: unknown[] = [];
  const { container } = render(
    <Form onFinish={(values) => submitted.push(values)} initialValues={{ day: dayjs('2026-03-04') }}>
      <Form.Item name="day" label="Day">
        <DatePicker placeholder="Pick a day" />
      </Form.Item>
      <button type="submit">save</button>
    </Form>,
  );
  const field = screen.getByLabelText('Day');
  expect(field).toHaveValue('2026-03-04');
  expect(container.querySelector('.ant-picker')).toBeNull();
  fireEvent.focus(field);
  await waitFor(() => expect(container.querySelector('.ant-picker')).not.toBeNull());
  const picker = screen.getByLabelText('Day');
  expect(picker).toHaveValue('2026-03-04');
  expect(picker).toHaveFocus();
  expect(document.querySelector('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)')).toBeNull();
  fireEvent.click(screen.getByRole('button', { name: 'save' }));
  await waitFor(() => expect(submitted).toHaveLength(1));
  expect((submitted[0] as { day: dayjs.Dayjs }).day.format('YYYY-MM-DD')).toBe('2026-03-04');
});

it('hands what a person types while the Select comes on into its search', async () => {
  // A fresh module: its Select has not loaded, so the field is reached by the keyboard first.
  vi.resetModules();
  const fresh = await import('./reachedFields');
  const chosen: unknown[] = [];
  render(<fresh.Select aria-label="Role" showSearch optionFilterProp="label" options={OPTIONS} onChange={(value) => chosen.push(value)} />);
  const place = screen.getByRole('combobox', { name: 'Role' });
  expect(place).toHaveAttribute('readonly');
  place.focus();
  fireEvent.keyDown(place, { key: 'O' });
  fireEvent.keyDown(place, { key: 'p' });
  // A key with a modifier is no text.
  fireEvent.keyDown(place, { key: 'c', ctrlKey: true });
  const search = await waitFor(() => {
    const input = screen.getByRole('combobox', { name: 'Role' });
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveValue('Op');
    return input;
  });
  expect(search).toHaveFocus();
  // The search filtered the options: only Operator is listed, and Enter chooses it.
  await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option')).toHaveLength(1));
  fireEvent.keyDown(search, { key: 'Enter', keyCode: 13, which: 13 });
  expect(chosen).toEqual(['r2']);
});
