import { Card, Flex, Typography } from 'antd';
import { fr } from '@troc/shared';
import { CarbonModal } from '@troc/ui';

const m = fr.impact.modal;

/** « Impact carbone » of a listing (supporting §2): its chosen models and their figure per unit, for its managers. */
export function CarbonSection({ slug }: { slug: string }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {m.title}
        </Typography.Title>
      }
    >
      <Flex vertical gap={8} align="flex-start">
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {m.intro}
        </Typography.Paragraph>
        <CarbonModal mode="troc" slug={slug} />
      </Flex>
    </Card>
  );
}
