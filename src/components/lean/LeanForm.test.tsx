/**
 * LeanForm and LeanFormItem draw what antd's vertical Form and a required Form.Item draw around a
 * Select, before and after the rule fails (elements, classes, ARIA links), in both directions: if
 * an antd upgrade changes the form's markup, this fails before the scene selector looks different.
 */
import { Button, ConfigProvider, Form, Input, Select, type FormInstance } from 'antd';
import { act, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { LeanForm, LeanFormItem } from './LeanForm';

const OPTIONS = [{ value: 'a', label: 'A' }];

function Theirs({ formRef }: { formRef: { current?: FormInstance } }) {
  const [form] = Form.useForm();
  formRef.current = form;
  return (
    <Form form={form} layout="vertical">
      <Form.Item name="uuid" label="Scene" rules={[{ required: true, message: 'Choose a scene' }]}>
        <Select placeholder="Search" options={OPTIONS} />
      </Form.Item>
    </Form>
  );
}

function Ours({ error }: { error?: string }) {
  return (
    <LeanForm>
      <LeanFormItem id="uuid" label="Scene" required error={error}>
        <Select placeholder="Search" options={OPTIONS} />
      </LeanFormItem>
    </LeanForm>
  );
}

function mount(element: ReactElement, direction: 'ltr' | 'rtl') {
  return render(<ConfigProvider direction={direction}>{element}</ConfigProvider>);
}

describe.each(['ltr', 'rtl'] as const)('LeanForm (%s)', (direction) => {
  it('draws what antd draws, without and with the error', async () => {
    const formRef: { current?: FormInstance } = {};
    const theirs = mount(<Theirs formRef={formRef} />, direction);
    const ours = mount(<Ours />, direction);
    expect(ours.container.innerHTML).toBe(theirs.container.innerHTML);

    await act(async () => {
      await formRef.current?.validateFields().catch(() => undefined);
    });
    await waitFor(() => expect(theirs.container.querySelector('.ant-form-item-explain-error')).toHaveTextContent('Choose a scene'));
    ours.rerender(
      <ConfigProvider direction={direction}>
        <Ours error="Choose a scene" />
      </ConfigProvider>,
    );
    await waitFor(() => expect(ours.container.innerHTML).toBe(theirs.container.innerHTML));
    theirs.unmount();
    ours.unmount();
  });
});

describe.each([false, true])('LeanForm without the required mark, disabled %s (the login page)', (disabled) => {
  it('draws what antd draws, without and with the error', async () => {
    const formRef: { current?: FormInstance } = {};
    function TheirLogin() {
      const [form] = Form.useForm();
      formRef.current = form;
      return (
        <Form form={form} layout="vertical" requiredMark={false} disabled={disabled}>
          <Form.Item name="account" label="Account" rules={[{ required: true, message: 'Enter your account' }]}>
            <Input autoComplete="username" />
          </Form.Item>
          <Button htmlType="submit">Sign in</Button>
        </Form>
      );
    }
    const OurLogin = ({ error }: { error?: string }) => (
      <LeanForm hideRequiredMark disabled={disabled}>
        <LeanFormItem id="account" label="Account" required error={error}>
          <Input autoComplete="username" />
        </LeanFormItem>
        <Button htmlType="submit">Sign in</Button>
      </LeanForm>
    );
    const theirs = render(<TheirLogin />);
    const ours = render(<OurLogin />);
    expect(ours.container.innerHTML).toBe(theirs.container.innerHTML);
    await act(async () => {
      await formRef.current?.validateFields().catch(() => undefined);
    });
    await waitFor(() => expect(theirs.container.querySelector('.ant-form-item-explain-error')).toHaveTextContent('Enter your account'));
    ours.rerender(<OurLogin error="Enter your account" />);
    await waitFor(() => expect(ours.container.innerHTML).toBe(theirs.container.innerHTML));
    theirs.unmount();
    ours.unmount();
  });
});

it('links the label and the error to the control, and takes the error away', async () => {
  const { rerender } = render(<Ours error="Choose a scene" />);
  const control = screen.getByRole('combobox', { name: 'Scene' });
  expect(control).toHaveAttribute('aria-invalid', 'true');
  expect(control).toHaveAccessibleDescription('Choose a scene');
  rerender(<Ours />);
  await waitFor(() => expect(screen.queryByText('Choose a scene')).not.toBeInTheDocument());
  expect(control).not.toHaveAttribute('aria-invalid');
  expect(document.querySelector('.ant-form-item-has-error')).toBeNull();
});

describe.each(['ltr', 'rtl'] as const)('LeanForm, horizontal (a list search form, %s)', (direction) => {
  it('draws what antd draws: labels with their colon, a hidden item, and the buttons under a blank label without one', () => {
    const theirs = mount(
      <Form layout="horizontal" autoComplete="off">
        <Form.Item name="name" label="Name">
          <Input placeholder="Enter" />
        </Form.Item>
        <Form.Item name="site" label="Site" hidden>
          <Select placeholder="Choose" options={OPTIONS} />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button htmlType="submit">Query</Button>
        </Form.Item>
      </Form>,
      direction,
    );
    const ours = mount(
      <LeanForm layout="horizontal" autoComplete="off">
        <LeanFormItem id="name" label="Name">
          <Input placeholder="Enter" />
        </LeanFormItem>
        <LeanFormItem id="site" label="Site" hidden>
          <Select placeholder="Choose" options={OPTIONS} />
        </LeanFormItem>
        <LeanFormItem label=" " colon={false}>
          <Button htmlType="submit">Query</Button>
        </LeanFormItem>
      </LeanForm>,
      direction,
    );
    expect(ours.container.innerHTML).toBe(theirs.container.innerHTML);
    expect(ours.container.querySelector('.ant-form-horizontal')).not.toBeNull();
  });
});

it('draws what antd draws as a div with required items that hold no field (the push screen)', () => {
  const theirs = render(
    <Form layout="vertical" component="div">
      <Form.Item label="Model" required>
        <Select placeholder="Choose" options={OPTIONS} />
      </Form.Item>
    </Form>,
  );
  const ours = render(
    <LeanForm component="div">
      <LeanFormItem label="Model" required>
        <Select placeholder="Choose" options={OPTIONS} />
      </LeanFormItem>
    </LeanForm>,
  );
  expect(ours.container.innerHTML).toBe(theirs.container.innerHTML);
  expect(ours.container.querySelector('form')).toBeNull();
});
