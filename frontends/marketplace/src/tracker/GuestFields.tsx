import { Col, Form, Input, Row, Select, type FormRule } from 'antd';
import { fr, LIMITS, OrganismType, SwapType } from '@troc/shared';
import { ui } from './labels';

const e = ui.edit;

/** A taker who is not a member: e-mail, then the service (internal transfer) or the organism. */
export function GuestFields({ swapType, rule }: { swapType: SwapType | null; rule: (field: string) => FormRule }) {
  return (
    <>
      <Form.Item name="guestEmail" label={e.guestEmail} required rules={[rule('guestEmail')]}>
        <Input type="email" autoComplete="off" maxLength={LIMITS.registration.emailMax} />
      </Form.Item>
      {swapType === SwapType.TransfertInterne ? (
        <Form.Item name="guestServiceName" label={e.guestServiceName} required rules={[rule('guestServiceName')]}>
          <Input maxLength={LIMITS.listing.nameMax} />
        </Form.Item>
      ) : (
        <Row gutter={16}>
          <Col xs={24} md={10}>
            <Form.Item name="guestOrganismType" label={e.guestOrganismType}>
              <Select
                allowClear
                options={Object.values(OrganismType).map((value) => ({ value, label: fr.organism.types[value] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item
              name="guestOrganismName"
              label={e.guestOrganismName}
              required
              rules={[rule('guestOrganismName')]}
            >
              <Input maxLength={LIMITS.listing.nameMax} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </>
  );
}
