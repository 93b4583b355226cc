import { PublicationStatus, formatDate, t, type OperationCard, type OperationView } from '@troc/shared';
import {
  usePublicationActions,
  type PublicationActions,
  type PublicationActionsOptions,
  type PublicationCalls,
} from '../common/usePublicationActions';
import { cloneOperation, deleteOperation, operationAction } from './api';
import { o, operationName } from './labels';

export type OperationActionsOptions = PublicationActionsOptions<OperationCard, OperationView>;
export type OperationActions = PublicationActions<OperationCard>;

const OPERATION_CALLS: PublicationCalls<OperationCard, OperationView> = {
  publish: async (slug) => (await operationAction('publish', slug)).operation,
  unpublish: async (slug) => (await operationAction('unpublish', slug)).operation,
  remove: deleteOperation,
  clone: async (slug) => (await cloneOperation(slug)).redirect,
  texts: {
    published: (view) =>
      view.publicationStatus === PublicationStatus.ToPublish
        ? t(o.actions.scheduled, { date: formatDate(view.availabilityStartDate) })
        : o.actions.published,
    unpublished: o.actions.unpublished,
    deleteTitle: o.actions.deleteTitle,
    deleteBody: (card) => t(o.actions.deleteBody, { name: operationName(card) }),
    deleteConfirm: o.actions.deleteConfirm,
    cancel: o.common.cancel,
    deleted: (card) => t(o.actions.deleted, { name: operationName(card) }),
    duplicated: o.actions.duplicated,
  },
};

/** The manager's actions on an operation (publish, unpublish, delete, clone) and their feedback. */
export function useOperationActions(options: OperationActionsOptions): OperationActions {
  return usePublicationActions(OPERATION_CALLS, options);
}
