import { Flex, Spin, Typography } from 'antd';
import { fr } from '@troc/shared';

/** Loading state of a page or a page section. */
export function PageSpinner({ label = fr.ui.common.loading }: { label?: string }) {
  return (
    <Flex role="status" vertical align="center" gap={12} style={{ padding: '64px 0' }}>
      <Spin size="large" />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
