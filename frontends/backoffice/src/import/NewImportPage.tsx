import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Progress, Radio, Select, Typography } from 'antd';
import { useId, useState, type ChangeEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { fr, type ImportKind, ROUTES, withLocale } from '@troc/shared';
import { ApiError, FormErrors, isValidationError, reportFailure, usePageTitle } from '@troc/ui';
import { fetchImportOperations, importKeys, templateHref, uploadImport } from './api';
import { FileInput } from './FileInput';
import { i } from './labels';

type FileField = 'file' | 'images';
type Errors = Partial<Record<FileField | 'operation', string[]>>;

const FILE_ACCEPT = '.csv,.xlsx';
const IMAGES_ACCEPT = '.zip';
const FILE_PATTERN = /\.(csv|xlsx)$/i;
const IMAGES_PATTERN = /\.zip$/i;

/**
 * « Importer des annonces »: the templates, then the file, its pictures' archive and the
 * operation; once sent, the import's own page matches its columns.
 */
export function NewImportPage() {
  const [kind, setKind] = useState<ImportKind>('troc');
  const title = kind === 'troc' ? i.newTitle : i.newTrackerTitle;
  usePageTitle(title);
  const id = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params] = useSearchParams();
  const [form] = Form.useForm<{ operation?: string }>();
  const [files, setFiles] = useState<Partial<Record<FileField, File | null>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const operations = useQuery({
    queryKey: importKeys.operations,
    queryFn: ({ signal }) => fetchImportOperations(signal),
  });
  const preset = params.get('operation');

  const pick = (field: FileField) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setFiles((previous) => ({ ...previous, [field]: file }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };

  /** The same checks as the server's first ones, said at once. */
  const check = (): Errors => {
    const found: Errors = {};
    if (!files.file) found.file = [fr.imports.errors.fileRequired];
    else if (!FILE_PATTERN.test(files.file.name)) found.file = [fr.imports.errors.fileType];
    if (files.images && !IMAGES_PATTERN.test(files.images.name)) found.images = [fr.imports.errors.imagesType];
    return found;
  };

  const submit = async ({ operation }: { operation?: string }) => {
    const found = check();
    setErrors(found);
    setFormErrors([]);
    if (Object.keys(found).length > 0 || !files.file) return;
    setProgress(0);
    try {
      const listings = kind === 'troc';
      const created = await uploadImport(
        kind,
        {
          file: files.file,
          images: listings ? files.images : null,
          operation: listings ? operation || null : null,
        },
        { onProgress: setProgress },
      );
      client.setQueryData(importKeys.view(created.id), created);
      void client.invalidateQueries({ queryKey: importKeys.lists() });
      navigate(withLocale(ROUTES.importView(created.id)));
    } catch (error) {
      if (isValidationError(error)) {
        const { file, images, operation: onOperation, ...others } = error.errors;
        setErrors({ file, images });
        if (onOperation) form.setFields([{ name: 'operation', errors: onOperation }]);
        setFormErrors(Object.values(others).flat());
      } else if (error instanceof ApiError && error.status === 413) {
        setErrors({ file: [error.message] });
      } else {
        reportFailure(error);
      }
    } finally {
      setProgress(null);
    }
  };

  const fileItem = (field: FileField, label: string, help: string, accept: string, required: boolean) => {
    const inputId = `${id}-${field}`;
    const messages = errors[field] ?? [];
    return (
      <Form.Item
        label={label}
        htmlFor={inputId}
        required={required}
        validateStatus={messages.length > 0 ? 'error' : undefined}
        help={messages.length > 0 ? <span id={`${inputId}-error`}>{messages.join(' ')}</span> : undefined}
        extra={<span id={`${inputId}-help`}>{help}</span>}
      >
        <FileInput
          id={inputId}
          name={field}
          accept={accept}
          choose={field === 'file' ? i.chooseFile : i.chooseImages}
          file={files[field]}
          required={required}
          invalid={messages.length > 0}
          describedBy={[messages.length > 0 ? `${inputId}-error` : '', `${inputId}-help`].join(' ').trim()}
          onChange={pick(field)}
        />
      </Form.Item>
    );
  };

  return (
    <Flex vertical gap={16}>
      <Link to={withLocale(ROUTES.myImports)}>← {i.back}</Link>
      <Typography.Title level={1}>{title}</Typography.Title>
      <Radio.Group
        aria-label={i.kind}
        optionType="button"
        value={kind}
        onChange={(event) => setKind(event.target.value as ImportKind)}
        options={(['troc', 'tracker'] as const).map((value) => ({ value, label: i.kinds[value] }))}
      />
      <Typography.Paragraph>{kind === 'troc' ? i.intro : i.trackerIntro}</Typography.Paragraph>
      <Card>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {i.templatesTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{i.templatesHelp}</Typography.Paragraph>
        <Flex gap={16} wrap>
          <a href={templateHref(kind, 'csv')} download>
            <DownloadOutlined aria-hidden /> {i.templateCsv}
          </a>
          <a href={templateHref(kind, 'xlsx')} download>
            <DownloadOutlined aria-hidden /> {i.templateXlsx}
          </a>
        </Flex>
      </Card>
      <Card>
        <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
          {i.formTitle}
        </Typography.Title>
        <FormErrors messages={formErrors} />
        <Form<{ operation?: string }>
          form={form}
          name="import_upload_form"
          layout="vertical"
          aria-label={i.formTitle}
          initialValues={{ operation: preset ?? undefined }}
          onFinish={(values) => void submit(values)}
          style={{ maxWidth: 640 }}
        >
          {fileItem('file', i.file, i.fileHelp, FILE_ACCEPT, true)}
          {kind === 'troc' ? fileItem('images', i.images, i.imagesHelp, IMAGES_ACCEPT, false) : null}
          <Form.Item name="operation" label={i.operation} hidden={kind !== 'troc'}>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={i.operationPlaceholder}
              loading={operations.isLoading}
              options={(operations.data ?? []).map((operation) => ({ value: operation.slug, label: operation.name }))}
            />
          </Form.Item>
          {progress !== null ? (
            <div role="status" aria-live="polite">
              <Progress percent={progress} aria-label={i.uploading} />
            </div>
          ) : null}
          <Button type="primary" htmlType="submit" loading={progress !== null}>
            {i.upload}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
