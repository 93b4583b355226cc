import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, InputNumber } from 'antd';
import { DialogForm } from './DialogForm';

function Dialog({ onFinish, Shell }: { onFinish: (values: unknown) => void; Shell: typeof Form | typeof DialogForm }) {
  return (
    <Shell onFinish={onFinish} initialValues={{ quantity: 1 }}>
      <Form.Item name="end" label="Fin">
        <Input />
      </Form.Item>
      <Form.Item name="quantity" label="Quantité">
        <InputNumber />
      </Form.Item>
      <Form.Item name="message" label="Message">
        <Input.TextArea />
      </Form.Item>
      <Button htmlType="submit">Envoyer</Button>
    </Shell>
  );
}

describe('DialogForm: Enter never submits a multi-field dialog', () => {
  it('the plain antd Form does (the defect this guards against)', async () => {
    const onFinish = jest.fn();
    render(<Dialog onFinish={onFinish} Shell={Form} />);
    await userEvent.type(screen.getByLabelText('Fin'), '12/05/2030{Enter}');
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
  });

  it('keeps Enter in a field from sending, keeps the text area’s new line, and sends with the button', async () => {
    const onFinish = jest.fn();
    render(<Dialog onFinish={onFinish} Shell={DialogForm} />);
    await userEvent.type(screen.getByLabelText('Fin'), '12/05/2030{Enter}');
    await userEvent.type(screen.getByLabelText('Quantité'), '{Enter}');
    await userEvent.type(screen.getByLabelText('Message'), 'a{Enter}b');
    // Give a submission every chance to happen.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onFinish).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('a\nb');
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith(expect.objectContaining({ end: '12/05/2030' })));
  });
});
