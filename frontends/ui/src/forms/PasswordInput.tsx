import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Input, type InputProps } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { fr } from '@troc/shared';

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix'>;

/**
 * A password field whose eye shows the password only while it is held down (mouse, touch, or
 * Space/Enter from the keyboard), as the specification asks; antd's Input.Password toggles on click.
 */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const show = () => setVisible(true);
  const hide = () => setVisible(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      show();
    }
  };

  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="troc-password-eye"
          aria-label={fr.password.show}
          title={fr.password.show}
          aria-pressed={visible}
          aria-controls={props.id}
          // Keep the focus (and caret) in the field while the eye is held.
          onMouseDown={(event) => {
            event.preventDefault();
            show();
          }}
          onMouseUp={hide}
          onMouseLeave={hide}
          onTouchStart={show}
          onTouchEnd={hide}
          onTouchCancel={hide}
          onKeyDown={onKeyDown}
          onKeyUp={hide}
          onBlur={hide}
          onClick={(event) => event.preventDefault()}
        >
          {visible ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
        </button>
      }
    />
  );
}
