import { Form, Select, Typography } from 'antd';
import { useRef } from 'react';
import { API, LIMITS, OrganismType, fr, visibleOrganismNameField, type OrganismSuggestion } from '@troc/shared';
import { AutocompleteInput, rules } from '@troc/ui';

const o = fr.organism;
const TYPE = ['identity', 'organism', 'organismType'];
const IDENTIFIER = ['identity', 'organism', 'organismIdentifier'];

const TYPE_OPTIONS = Object.values(OrganismType).map((value) => ({ value, label: o.types[value] }));

/**
 * The organism type, then the name field of that type only (rnaName, sireneName or gouvName),
 * with suggestions from the directory. Fields of the other types are not rendered, so they are
 * neither validated nor sent.
 */
export function OrganismFields() {
  const form = Form.useFormInstance();
  const type = Form.useWatch(TYPE, form) as OrganismType | undefined;
  const nameField = visibleOrganismNameField(type);
  const picked = useRef<string | null>(null);

  return (
    <>
      <Form.Item name={TYPE} label={o.typeLabel} rules={[rules.required()]}>
        <Select
          options={TYPE_OPTIONS}
          placeholder={o.typePlaceholder}
          // A suggestion of another directory no longer applies.
          onChange={() => form.setFieldValue(IDENTIFIER, undefined)}
        />
      </Form.Item>
      {nameField ? (
        <Form.Item
          key={nameField}
          name={['identity', 'organism', nameField]}
          label={o.nameLabels[nameField]}
          rules={[rules.required(o.notEmpty[nameField]), rules.maxLength(LIMITS.registration.organismNameMax)]}
          extra={fr.ui.register.namePlaceholder}
        >
          <AutocompleteInput<OrganismSuggestion>
            source={API.organismAutocomplete}
            params={{ type }}
            // Typing again means the chosen suggestion no longer describes the text.
            onChange={(text) => {
              if (text !== picked.current) form.setFieldValue(IDENTIFIER, undefined);
            }}
            onPick={(item) => {
              picked.current = item.value;
              form.setFieldValue(['identity', 'organism', nameField], item.value);
              form.setFieldValue(IDENTIFIER, item.organism_identifier);
            }}
            renderOption={(item) => (
              <div>
                <div>{item.organism_name}</div>
                {item.value_alt || item.hierarchy ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.hierarchy ?? item.value_alt}
                  </Typography.Text>
                ) : null}
              </div>
            )}
          />
        </Form.Item>
      ) : null}
      <Form.Item name={IDENTIFIER} hidden>
        <input type="hidden" />
      </Form.Item>
    </>
  );
}
