import { Flex, Radio, Typography } from 'antd';
import { VISIBILITY_ORDER, levelOfVisibility, visibilityOfLevel, type Visibility } from '@troc/shared';
import { L } from '../../common/labels';

export interface VisibilityFieldProps {
  value?: Visibility[];
  onChange?: (value: Visibility[]) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * Visibility as one choice, widest first (core §4/§5): a level records itself and what the
 * interlocks make it imply, so the form can only record a level the user picked. The list the API
 * keeps is unchanged; a stored list shows as its widest value.
 */
export function VisibilityField({ value = [], onChange, disabled, id }: VisibilityFieldProps) {
  const level = levelOfVisibility(value);
  return (
    <Radio.Group
      id={id}
      value={level}
      disabled={disabled}
      onChange={(event) => onChange?.(visibilityOfLevel(event.target.value as Visibility))}
    >
      <Flex vertical gap={8}>
        {VISIBILITY_ORDER.map((visibility) => (
          <Radio key={visibility} value={visibility}>
            <span>{L.visibilities[visibility]}</span>
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              {L.visibilityHelp[visibility]}
            </Typography.Text>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
