import { Col, DatePicker, Divider, Form, Row, Select, type FormRule } from 'antd';
import type { ListingServiceRef, ServiceRef } from '@troc/shared';
import { m } from '../../common/labels';
import { serviceOptions } from './AudienceFields';

const g = m.manage;

export interface ServiceSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  services: readonly ServiceRef[] | null;
  /** The saved service, named even before the organisation's services are read. */
  saved: ListingServiceRef | null;
  disabled?: boolean;
  id?: string;
}

/** The service in charge, among the organisation's services in tree order (listings and operations). */
export function ServiceSelect({ value, onChange, services, saved, disabled, id }: ServiceSelectProps) {
  return (
    <Select
      id={id}
      value={value ?? undefined}
      onChange={(next: number) => onChange?.(next ?? null)}
      disabled={disabled}
      loading={services === null}
      placeholder={services === null ? g.servicesLoading : g.servicePlaceholder}
      options={serviceOptions(services ?? [])}
      showSearch={{ optionFilterProp: 'search' }}
      labelRender={({ value: chosen, label }) => {
        const service = services?.find((s) => s.id === chosen);
        return service?.name ?? (chosen === saved?.id ? saved?.name : label);
      }}
    />
  );
}

/** The availability dates of a manage form (listings and operations). */
export function AvailabilityFields({ rule }: { rule: (field: string) => FormRule }) {
  return (
    <>
      <Divider titlePlacement="start">{g.availability}</Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="availabilityStartDate"
            label={g.availabilityStartDate}
            required
            rules={[rule('availabilityStartDate')]}
          >
            <DatePicker format="DD/MM/YYYY" placeholder={m.details.datePlaceholder} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="availabilityEndDate"
            label={g.availabilityEndDate}
            required
            rules={[rule('availabilityEndDate')]}
            dependencies={['availabilityStartDate']}
          >
            <DatePicker format="DD/MM/YYYY" placeholder={m.details.datePlaceholder} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
