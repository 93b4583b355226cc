import { Dropdown, type MenuProps } from 'antd';
import { type ReactElement, useState } from 'react';
import { Link } from 'react-router-dom';
import { Role, fr } from '@troc/shared';
import { useSession } from '@troc/ui';
import { accountEntries, LOGOUT_HREF } from './accountEntries';

const h = fr.ui.header;
/** The signed-in visitor's menu, opened by the account button it wraps. */
export function UserMenu({
  moderator,
  initiallyOpen = false,
  children,
}: {
  moderator: boolean;
  /** Opened at once: the account button was clicked while this menu was still loading. */
  initiallyOpen?: boolean;
  children: ReactElement;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const admin = useSession().user?.roles.includes(Role.PlatformAdmin) ?? false;
  const items: MenuProps['items'] = [
    ...accountEntries({ moderator, admin }).map(({ key, to, label }) => ({ key, label: <Link to={to}>{label}</Link> })),
    { type: 'divider' },
    { key: 'logout', label: <a href={LOGOUT_HREF}>{h.logout}</a> },
  ];
  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight" open={open} onOpenChange={setOpen}>
      {children}
    </Dropdown>
  );
}
