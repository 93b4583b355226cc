import CloseOutlined from '@ant-design/icons/CloseOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { Button, Flex, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { fr, isEmail, t, type ListingInvitation } from '@troc/shared';
import { m } from '../../common/labels';

const g = m.manage;
/** The invite button is enabled only beyond 2 characters (core §5). */
const MIN_INVITE_LENGTH = 3;

export interface InvitationsFieldProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Saved invitations: their date and, for members, who they are. */
  saved: readonly ListingInvitation[];
  disabled?: boolean;
  id?: string;
}

/** The e-mail addresses invited to a private listing. */
export function InvitationsField({ value = [], onChange, saved, disabled, id }: InvitationsFieldProps) {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const known = new Map(saved.map((invitation) => [invitation.email, invitation]));

  const invite = () => {
    const address = email.trim().toLowerCase();
    if (!isEmail(address)) return setProblem(fr.validation.email);
    if (value.includes(address)) return setProblem(g.invitationDuplicate);
    setProblem(null);
    setEmail('');
    onChange?.([...value, address]);
  };

  return (
    <Flex vertical gap={8}>
      <Space.Compact style={{ maxWidth: 520 }}>
        <Input
          id={id}
          type="email"
          value={email}
          disabled={disabled}
          prefix={<MailOutlined aria-hidden />}
          aria-label={g.invitationEmail}
          placeholder={g.invitationEmail}
          status={problem ? 'error' : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setProblem(null);
          }}
          onPressEnter={(event) => {
            // Enter invites rather than submitting the whole form.
            event.preventDefault();
            if (email.trim().length >= MIN_INVITE_LENGTH) invite();
          }}
        />
        <Button disabled={disabled || email.trim().length < MIN_INVITE_LENGTH} onClick={invite}>
          {g.invite}
        </Button>
      </Space.Compact>
      {problem ? (
        <Typography.Text type="danger" role="alert">
          {problem}
        </Typography.Text>
      ) : null}
      {value.length === 0 ? (
        <Typography.Text type="secondary">{g.invitationsEmpty}</Typography.Text>
      ) : (
        <ul className="troc-invitations" aria-label={g.invitations}>
          {value.map((address) => {
            const invitation = known.get(address);
            const member = invitation?.user;
            return (
              <li key={address}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <span>{address}</span>
                  <Typography.Text type="secondary" style={{ fontSize: 13 }}>
                    {member
                      ? `${t(g.invitationMember, { name: `${member.firstname} ${member.lastname}`, organisation: member.organisation })} · `
                      : ''}
                    {invitation ? t(g.invitationSince, { date: invitation.creationDisplayDate }) : g.invitationPending}
                  </Typography.Text>
                </Flex>
                <Button
                  type="text"
                  size="small"
                  icon={<CloseOutlined aria-hidden />}
                  disabled={disabled}
                  aria-label={t(g.invitationRemove, { email: address })}
                  onClick={() => onChange?.(value.filter((v) => v !== address))}
                />
              </li>
            );
          })}
        </ul>
      )}
    </Flex>
  );
}
