import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { SaveBar } from './SaveBar';

describe('SaveBar', () => {
  it('submits the form it sits in', async () => {
    const onFinish = jest.fn();
    render(
      <Form onFinish={onFinish}>
        <SaveBar saving={false} saved={false} />
      </Form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await screen.findByRole('button', { name: 'Enregistrer' });
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says the save went through, in words of the form’s choosing', () => {
    const { rerender } = render(<SaveBar saving={false} saved />);
    expect(screen.getByRole('status')).toHaveTextContent('Vos modifications ont été enregistrées.');
    rerender(<SaveBar saving={false} saved label="Enregistrer la fiche" savedText="Fiche enregistrée." />);
    expect(screen.getByRole('button', { name: 'Enregistrer la fiche' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Fiche enregistrée.');
  });

  it('spins while saving, and is absent from a read-only form', () => {
    const { rerender, container } = render(<SaveBar saving saved={false} />);
    expect(container.querySelector('.ant-btn-loading')).not.toBeNull();
    rerender(<SaveBar saving={false} saved hidden />);
    expect(container).toBeEmptyDOMElement();
  });
});
