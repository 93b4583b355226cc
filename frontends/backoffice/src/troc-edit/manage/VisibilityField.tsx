import { Checkbox, Flex, Typography } from 'antd';
import { VISIBILITY_ORDER, toggleVisibility, type Visibility } from '@troc/shared';
import { L } from '../../common/labels';

export interface VisibilityFieldProps {
  value?: Visibility[];
  onChange?: (value: Visibility[]) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * The visibility checkboxes with their interlocks (core §4): Individual ticks External, Group
 * and Internal; External ticks Group and Internal; Private unticks all others and the reverse.
 */
export function VisibilityField({ value = [], onChange, disabled, id }: VisibilityFieldProps) {
  return (
    <Flex vertical gap={8} id={id} role="group">
      {VISIBILITY_ORDER.map((visibility) => (
        <Checkbox
          key={visibility}
          value={visibility}
          checked={value.includes(visibility)}
          disabled={disabled}
          onChange={(event) => onChange?.(toggleVisibility(value, visibility, event.target.checked))}
        >
          <span>{L.visibilities[visibility]}</span>
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
            {L.visibilityHelp[visibility]}
          </Typography.Text>
        </Checkbox>
      ))}
    </Flex>
  );
}
