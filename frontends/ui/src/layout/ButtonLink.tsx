import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'htmlType'> & { to: string };

/** A link that looks like a button: a real <a href> (new tab, copy link) with in-app navigation. */
export function ButtonLink({ to, onClick, ...props }: ButtonLinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return <Button {...props} href={to} onClick={follow} />;
}
