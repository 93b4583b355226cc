import GiftOutlined from '@ant-design/icons/GiftOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Card, Col, Flex, Row, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RequestType, ROUTES, withLocale } from '@troc/shared';
import { usePageTitle } from '@troc/ui';
import { m } from '../common/labels';
import { createListing } from './api';

const n = m.newListing;

const CHOICES = [
  { requestType: RequestType.Offer, title: n.offerTitle, text: n.offerText, Icon: GiftOutlined },
  { requestType: RequestType.Demand, title: n.demandTitle, text: n.demandText, Icon: SearchOutlined },
] as const;

/** /troc/new/: an Offer or a Demand? The draft is created at once and its edit page opens. */
export function NewListingPage() {
  usePageTitle(n.title);
  const navigate = useNavigate();
  const [creating, setCreating] = useState<RequestType | null>(null);

  const create = async (requestType: RequestType) => {
    if (creating) return;
    setCreating(requestType);
    try {
      const { slug } = await createListing(requestType);
      navigate(withLocale(ROUTES.trocEdit(slug)), { replace: true });
    } catch {
      // The global error modals have said what went wrong.
      setCreating(null);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>{n.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{n.intro}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {CHOICES.map(({ requestType, title, text, Icon }) => (
          <Col key={requestType} xs={24} md={12}>
            <Card
              hoverable
              role="button"
              tabIndex={0}
              aria-disabled={creating !== null}
              aria-busy={creating === requestType}
              onClick={() => void create(requestType)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  void create(requestType);
                }
              }}
              style={{ height: '100%', cursor: creating ? 'progress' : 'pointer' }}
            >
              <Flex gap={16} align="flex-start">
                <Icon aria-hidden style={{ fontSize: 36, color: '#1f7a4d' }} />
                <Flex vertical gap={4}>
                  <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
                    {title}
                  </Typography.Title>
                  <Typography.Text>{text}</Typography.Text>
                  {creating === requestType ? (
                    <Typography.Text type="secondary" role="status">
                      <Spin size="small" /> {n.creating}
                    </Typography.Text>
                  ) : null}
                </Flex>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
