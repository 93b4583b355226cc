import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import { useId } from 'react';
import { checkPassword, fr } from '@troc/shared';

/** The password rule as a live list: each item is marked ok or failing as the user types. */
export function PasswordChecklist({ value, id }: { value: string | undefined; id?: string }) {
  const titleId = useId();
  const checks = checkPassword(value ?? '');
  const labels = fr.ui.passwordChecklist;
  return (
    <div id={id}>
      <div id={titleId}>{labels.title}</div>
      <ul className="troc-password-checklist" aria-labelledby={titleId} data-empty={!value}>
        {checks.map((check) => (
          <li key={check.key} data-key={check.key} data-state={check.ok ? 'ok' : 'failing'}>
            {check.ok ? <CheckCircleFilled aria-hidden /> : <CloseCircleFilled aria-hidden />}
            <span>{check.label}</span>
            <span className="troc-sr-only">({check.ok ? labels.ok : labels.failing})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
