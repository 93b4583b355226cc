import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Col, Form, Input, Row, Select } from 'antd';
import { fr, LIMITS, t, type CategoryNode } from '@troc/shared';
import { useSession } from '@troc/ui';
import { CategorySelect } from './CategorySelect';
import { DomainTags } from './DomainTags';
import { GeoAreaInput } from './GeoAreaInput';

const ui = fr.ui.listingBrowse.search;

const DISTANCES = [
  { value: 0, label: ui.distanceAny },
  ...LIMITS.search.distances.map((km) => ({ value: km, label: t(ui.distanceKm, { km }) })),
];

/** The search bar: keywords, categories, place and radius; the keywords apply on Enter. */
export function SearchBar({ categories, onSubmit }: { categories: CategoryNode[]; onSubmit: () => void }) {
  const area = Form.useWatch('area');
  const { user } = useSession();
  // A radius needs a centre: the chosen city, or the reader's own commune.
  const radius = area?.type === 'city' || Boolean(user?.city);
  return (
    <Row gutter={[12, 0]} align="bottom">
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="keyword" label={ui.keyword}>
          <Input
            placeholder={ui.keywordPlaceholder}
            prefix={<SearchOutlined aria-hidden />}
            maxLength={255}
            allowClear
            type="search"
            onPressEnter={onSubmit}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={6}>
        <Form.Item name="category" label={ui.category}>
          <CategorySelect categories={categories} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={5}>
        <Form.Item name="area" label={ui.area}>
          <GeoAreaInput />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={4}>
        <Form.Item name="distance" label={ui.distance} tooltip={ui.distanceHelp}>
          <Select options={DISTANCES} disabled={!radius} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6} xl={3}>
        <Form.Item label={<span className="troc-sr-only">{ui.submit}</span>}>
          <Button type="primary" onClick={onSubmit} icon={<SearchOutlined aria-hidden />} block>
            {ui.submit}
          </Button>
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="category" noStyle>
          <DomainTags domains={categories} />
        </Form.Item>
      </Col>
    </Row>
  );
}
