import { Col, Form, Radio, Row, Select, type FormRule } from 'antd';
import { RequestType, fr, type CategoryNode } from '@troc/shared';
import { L, m } from '../../common/labels';

const d = m.details;

const chooseCategory: FormRule = { required: true, message: fr.listing.errors.chooseCategory };

/**
 * Request type and the category selects, each required with a "Choisir…" placeholder (core §5);
 * the sub-category select shows once the chosen category has children.
 */
export function CategoryFields({
  tree,
  disabled,
  rule,
}: {
  tree: readonly CategoryNode[];
  disabled: boolean;
  rule: (field: string) => FormRule;
}) {
  const form = Form.useFormInstance();
  const topId = Form.useWatch<number | undefined>('category0', form);
  const top = tree.find((node) => node.id === topId);

  return (
    <>
      <Form.Item name="requestType" label={d.requestType} required rules={[rule('requestType')]}>
        <Radio.Group
          disabled={disabled}
          optionType="button"
          buttonStyle="solid"
          options={Object.values(RequestType).map((value) => ({ value, label: L.requestTypes[value] }))}
        />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="category0" label={d.category} required rules={[chooseCategory]}>
            <Select
              disabled={disabled}
              placeholder={m.common.choose}
              showSearch={{ optionFilterProp: 'label' }}
              options={tree.map((node) => ({ value: node.id, label: node.name }))}
              onChange={() => form.setFieldValue('category1', undefined)}
            />
          </Form.Item>
        </Col>
        {top?.children.length ? (
          <Col xs={24} md={12}>
            <Form.Item name="category1" label={d.subCategory} required rules={[chooseCategory]}>
              <Select
                disabled={disabled}
                placeholder={m.common.choose}
                showSearch={{ optionFilterProp: 'label' }}
                options={top.children.map((node) => ({ value: node.id, label: node.name }))}
              />
            </Form.Item>
          </Col>
        ) : null}
      </Row>
    </>
  );
}
