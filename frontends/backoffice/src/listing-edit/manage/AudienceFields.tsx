import { Form, Select, type FormRule } from 'antd';
import { Visibility, formatServiceName, type ListingInvitation, type ServiceRef } from '@troc/shared';
import { m } from '../../common/labels';
import { InvitationsField } from './InvitationsField';
import { serviceDepth } from './members';
import { VisibilityField } from './VisibilityField';

const g = m.manage;

export const serviceOptions = (services: readonly ServiceRef[]) =>
  services.map((service) => ({
    value: service.id,
    // Indented as in the organisation's tree; the code helps tell homonyms apart.
    label: `${'\u00a0\u00a0'.repeat(serviceDepth(service))}${service.name}${service.internalCode ? ` (${service.internalCode})` : ''}`,
    search: `${service.name} ${service.internalCode ?? ''} ${service.altInternalCode ?? ''}`,
  }));

/** Visibility, then the invitations (Private) or the perimeter (Internal) it calls for. */
export function AudienceFields({
  services,
  invitations,
  disabled,
  rule,
}: {
  services: readonly ServiceRef[] | null;
  invitations: readonly ListingInvitation[];
  disabled: boolean;
  rule: (field: string) => FormRule;
}) {
  const visibility = Form.useWatch<Visibility[] | undefined>('visibility') ?? [];
  return (
    <>
      <Form.Item name="visibility" label={g.visibility} required rules={[rule('visibility')]}>
        <VisibilityField disabled={disabled} />
      </Form.Item>
      {visibility.includes(Visibility.Private) ? (
        <Form.Item
          name="invitations"
          label={g.invitations}
          extra={g.invitationsHelp}
          required
          rules={[rule('invitations')]}
          dependencies={['visibility']}
        >
          <InvitationsField saved={invitations} disabled={disabled} />
        </Form.Item>
      ) : null}
      {visibility.includes(Visibility.Internal) ? (
        <Form.Item name="perimeter" label={g.perimeter} extra={g.perimeterHelp} rules={[rule('perimeter')]}>
          <Select
            mode="multiple"
            disabled={disabled}
            loading={services === null}
            placeholder={services === null ? g.servicesLoading : g.perimeterPlaceholder}
            options={serviceOptions(services ?? [])}
            showSearch={{ optionFilterProp: 'search' }}
            optionLabelProp="label"
            allowClear
            labelRender={({ value }) => {
              const service = services?.find((s) => s.id === value);
              return service ? formatServiceName(service.name) : String(value);
            }}
          />
        </Form.Item>
      ) : null}
    </>
  );
}
