import './styles.css';

export { api, ApiClient, reportFailure, type RequestOptions, type FailureListener } from './api/client';
export {
  ApiError,
  ValidationError,
  isValidationError,
  errorCodeOf,
  hasErrorCode,
  fieldName,
  FORM_ERROR_KEY,
  type FieldName,
} from './api/errors';
export { GlobalApiErrors } from './api/GlobalApiErrors';
export { ModalProvider, useModals, type ModalsApi } from './modals/ModalProvider';
export {
  registerModal,
  type ModalPropsByKind,
  type ModalKind,
  type ModalDefinition,
  type ModalBodyProps,
} from './modals/registry';
export { SessionProvider, useSession, useCounters, type SessionApi } from './session/SessionProvider';
export { RequireAuth } from './session/RequireAuth';
export { TrocProviders } from './TrocProviders';
export { applyValidationError } from './forms/validationErrors';
export { useFormSubmit, shownByForm, type FormSubmit } from './forms/useFormSubmit';
export { rules } from './forms/rules';
export { FormErrors } from './forms/FormErrors';
export { DialogForm, preventImplicitSubmit } from './forms/DialogForm';
export { AutocompleteInput, type AutocompleteInputProps, type Suggestion } from './forms/AutocompleteInput';
export { PasswordInput, type PasswordInputProps } from './forms/PasswordInput';
export { PasswordChecklist } from './forms/PasswordChecklist';
export { RemoteBoundary, type RemoteBoundaryProps } from './remote/RemoteBoundary';
export { NotFoundPage } from './layout/NotFoundPage';
export { ButtonLink, type ButtonLinkProps } from './layout/ButtonLink';
export { ScrollRegion } from './layout/ScrollRegion';
export { PageSpinner } from './layout/PageSpinner';
export { deferred } from './layout/deferred';
export { SectionRoutes } from './layout/SectionRoutes';
export { usePageTitle } from './layout/usePageTitle';
export { loginUrl, safeRedirect, isLoginPage } from './navigation';
export {
  postForm,
  uploadFile,
  uploadForm,
  failureMessage,
  type FormFields,
  type UploadOptions,
} from './api/formRequests';
export { ConfirmBody, type ConfirmModalProps } from './modals/ConfirmModal';
export { useLeaveGuard, type LeaveTexts } from './forms/useLeaveGuard';
export { useCityLookup } from './geo/useCityLookup';
export { PostalCityFields, type PostalCityFieldsProps, type PostalCityLabels } from './geo/deferred';
export { createQueryClient, queryDefaults, isClientError } from './query/queryClient';
export { sessionKeys } from './session/api';
export { useInfiniteList, type InfiniteList, type ListPage, type FetchPage } from './lists/useInfiniteList';
export { listingKeys, categoryKeys } from './query/keys';
export { ListState, type ListStateProps } from './lists/ListState';
export { FilterBar, type FilterBarProps, type FilterChoice } from './lists/FilterBar';
export { SaveBar, type SaveBarProps } from './forms/SaveBar';
export { useCategoryTree, fetchCategoryTree, type CategoryTree } from './categories/useCategoryTree';
export { CarbonModal, CarbonPanel, ImpactModelForm } from './carbon/deferred';
export type { ModelFormProps, ModelFormValues } from './carbon/ModelForm';
export * from './calendar';
export { ExportButton, type ExportButtonProps } from './export/ExportButton';
export { ExportModal, type ExportModalProps } from './export/deferred';
export { EXPORT_POLL_MS, downloadHref } from './export/progress';
export { startExport, fetchExportProgress, cancelExport, inModal, exportKeys } from './export/api';
export { EstablishmentSelects, type EstablishmentSelectsProps } from './establishment/deferred';
export {
  establishmentKeys,
  fetchEstablishmentRegions,
  fetchEstablishmentSites,
  fetchEstablishmentSite,
} from './establishment/api';
export { ServicesFilter, NO_PERIMETER, type ServicesFilterProps } from './services/ServicesFilter';
export { fetchServiceChoices, fetchNamedServices, servicesFilterKeys } from './services/api';
