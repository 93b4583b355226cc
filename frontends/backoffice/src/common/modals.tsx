import { Button, Flex, Typography } from 'antd';
import { registerModal, type ModalBodyProps } from '@troc/ui';
import { ImageEditBody, type ImageEditProps } from '../listing-edit/images/ImageEditBody';
import { m } from './labels';
import { ModerationDenyBody, type ModerationDenyProps } from './ModerationDenyBody';

declare module '@troc/ui' {
  interface ModalPropsByKind {
    'invitation-required': Record<string, never>;
    'moderation-deny': ModerationDenyProps;
    'image-edit': ImageEditProps;
  }
}

/** Submission blocked: a private listing needs at least one invitation (core §5, §8). */
function InvitationRequiredBody({ close }: ModalBodyProps) {
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph role="alert">{m.invitationRequired.body}</Typography.Paragraph>
      <Flex justify="flex-end">
        <Button type="primary" onClick={close} autoFocus>
          {m.invitationRequired.ok}
        </Button>
      </Flex>
    </Flex>
  );
}

// The ui package is one instance for every application: registering when a section loads is enough.
registerModal('invitation-required', { title: m.invitationRequired.title, Body: InvitationRequiredBody });
registerModal('moderation-deny', { title: m.moderation.denyTitle, Body: ModerationDenyBody });
registerModal('image-edit', { title: m.imageEdit.title, Body: ImageEditBody, width: 920 });
