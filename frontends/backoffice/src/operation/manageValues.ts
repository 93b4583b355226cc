import dayjs, { type Dayjs } from 'dayjs';
import { Visibility, validateOperationManage, type FieldErrors, type OperationView } from '@troc/shared';

export interface OperationManageFormValues {
  name?: string;
  description?: string;
  visibility: Visibility[];
  manager?: number | null;
  service?: number | null;
  perimeter: number[];
  invitations: string[];
  availabilityStartDate?: Dayjs | null;
  availabilityEndDate?: Dayjs | null;
}

export const OPERATION_MANAGE_FIELDS = [
  'name',
  'description',
  'visibility',
  'manager',
  'service',
  'perimeter',
  'invitations',
  'availabilityStartDate',
  'availabilityEndDate',
] as const;

export function operationManageValues(view: OperationView): OperationManageFormValues {
  return {
    name: view.name,
    description: view.fullDescription ?? view.description,
    visibility: view.visibility,
    manager: view.managerId,
    service: view.service?.id ?? null,
    perimeter: view.perimeter.map((service) => service.id),
    invitations: view.invitations.map((invitation) => invitation.email),
    availabilityStartDate: view.availabilityStartDate ? dayjs(view.availabilityStartDate) : null,
    availabilityEndDate: view.availabilityEndDate ? dayjs(view.availabilityEndDate) : null,
  };
}

const iso = (value: Dayjs | null | undefined) => (value ? value.format('YYYY-MM-DD') : null);

/** The body of POST edit/{slug}/manage: invitations only with Private, the perimeter only with Internal. */
export function operationManagePayload(values: OperationManageFormValues) {
  const visibility = values.visibility ?? [];
  return {
    name: values.name?.trim() ?? '',
    description: values.description?.trim() ?? '',
    visibility,
    manager: values.manager ?? null,
    service: values.service ?? null,
    perimeter: visibility.includes(Visibility.Internal) ? (values.perimeter ?? []) : [],
    invitations: visibility.includes(Visibility.Private) ? (values.invitations ?? []) : [],
    availabilityStartDate: iso(values.availabilityStartDate),
    availabilityEndDate: iso(values.availabilityEndDate),
  };
}

export const validateOperation = (values: OperationManageFormValues): FieldErrors =>
  validateOperationManage(operationManagePayload(values));
