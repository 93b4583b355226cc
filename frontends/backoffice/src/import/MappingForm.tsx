import { Alert, Button, Flex, Form, Select, Typography } from 'antd';
import { useMemo, useState } from 'react';
import {
  fr,
  t,
  type ImportColumn,
  type ImportDetail,
  type ImportMappingForm,
  type ImportTestResult,
} from '@troc/shared';
import { ApiError, applyValidationError, FormErrors, isValidationError, useModals } from '@troc/ui';
import { saveImportMapping, startImport, testImport } from './api';
import { ImportLinesTable } from './ImportLinesTable';
import { i } from './labels';

type Busy = 'save' | 'test' | 'start' | null;

/** The form's values: column key → the file's header, '' for « Ne pas importer ». */
export function mappingValues(detail: Pick<ImportDetail, 'columns' | 'mapping' | 'headers'>): ImportMappingForm {
  return Object.fromEntries(
    detail.columns.map((column) => {
      const header = detail.mapping[column.key];
      return [column.key, header && detail.headers.includes(header) ? header : ''];
    }),
  );
}

const mappingOf = (columns: readonly ImportColumn[], values: Partial<ImportMappingForm>): ImportMappingForm =>
  Object.fromEntries(columns.map((column) => [column.key, values[column.key] ?? '']));

export interface MappingFormProps {
  detail: ImportDetail;
  /** The import as the server saved it (its mapping). */
  onSaved: (detail: ImportDetail) => void;
  /** Started: the import, now queued, and the server's word. */
  onStarted: (detail: ImportDetail, message?: string) => void;
}

/**
 * The columns of the file (core §2 import view, supporting §3): each expected column matched
 * with one of the file's headers, « Tester » checking every line without writing, then
 * « Lancer l'import » after a confirmation.
 */
export function MappingForm({ detail, onSaved, onStarted }: MappingFormProps) {
  const [form] = Form.useForm<ImportMappingForm>();
  const { open } = useModals();
  const [busy, setBusy] = useState<Busy>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [result, setResult] = useState<ImportTestResult | null>(null);
  const keys = useMemo(() => detail.columns.map((column) => column.key), [detail.columns]);
  const initialValues = useMemo(() => mappingValues(detail), [detail]);
  const options = useMemo(
    () => [
      { value: '', label: i.notImported },
      ...[...new Set(detail.headers)].map((header) => ({ value: header, label: header })),
    ],
    [detail.headers],
  );

  /** The 422 under its fields and the rest above the form; true when the form shows it. */
  const shown = (error: unknown): boolean => {
    if (isValidationError(error)) {
      setErrors(applyValidationError(form, error, keys));
      return true;
    }
    if (error instanceof ApiError && error.status === 429) {
      setErrors([error.message]);
      return true;
    }
    return false;
  };

  /** The mapping once the form's own checks pass; null when a field says what is wrong. */
  const validated = async (): Promise<ImportMappingForm | null> => {
    try {
      return mappingOf(detail.columns, await form.validateFields());
    } catch {
      return null;
    }
  };

  const run = async (action: Exclude<Busy, null>, work: (mapping: ImportMappingForm) => Promise<void>) => {
    const mapping = await validated();
    if (!mapping) return;
    setBusy(action);
    setErrors([]);
    try {
      await work(mapping);
    } catch (error) {
      // Anything the form does not show went to the global error modals.
      shown(error);
    } finally {
      setBusy(null);
    }
  };

  const save = () => run('save', async (mapping) => onSaved(await saveImportMapping(detail.id, mapping)));
  const test = () =>
    run('test', async (mapping) => {
      setResult(null);
      setResult(await testImport(detail.id, mapping));
    });
  const start = async () => {
    const mapping = await validated();
    if (!mapping) return;
    setErrors([]);
    open('confirm', {
      title: i.startTitle,
      body: t(i.startConfirm, { total: detail.nbLines }),
      confirmLabel: i.start,
      cancelLabel: i.cancel,
      onConfirm: async () => {
        try {
          const answer = await startImport(detail.id, mapping);
          onStarted(answer.data, answer.message);
        } catch (error) {
          // A mapping refused is shown on the form (the confirmation closes); the rest in the confirmation.
          if (!shown(error)) throw error;
        }
      },
    });
  };

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">{i.mappingHelp}</Typography.Paragraph>
      <FormErrors messages={errors} />
      <Form<ImportMappingForm>
        form={form}
        name="import_mapping_form"
        layout="horizontal"
        labelCol={{ flex: '240px' }}
        labelWrap
        colon={false}
        aria-label={i.mappingTitle}
        initialValues={initialValues}
        onValuesChange={() => setResult(null)}
        onFinish={() => void save()}
      >
        {detail.columns.map((column) => (
          <Form.Item
            key={column.key}
            name={column.key}
            label={
              <>
                {column.label}
                {column.required ? <span className="troc-sr-only"> {i.required}</span> : null}
              </>
            }
            required={column.required}
            rules={
              column.required
                ? [{ required: true, message: t(fr.imports.errors.mappingRequired, { column: column.label }) }]
                : []
            }
            extra={column.help || undefined}
          >
            <Select options={options} style={{ maxWidth: 360 }} />
          </Form.Item>
        ))}
        <Flex gap={8} wrap>
          <Button htmlType="submit" loading={busy === 'save'} disabled={busy !== null && busy !== 'save'}>
            {i.saveMapping}
          </Button>
          <Button onClick={() => void test()} loading={busy === 'test'} disabled={busy !== null && busy !== 'test'}>
            {i.test}
          </Button>
          <Button
            type="primary"
            onClick={() => void start()}
            loading={busy === 'start'}
            disabled={busy !== null && busy !== 'start'}
          >
            {i.start}
          </Button>
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {i.testHelp}
        </Typography.Paragraph>
      </Form>
      {result ? <TestResult result={result} /> : null}
    </Flex>
  );
}

/** What « Tester » found: the counts, then the lines that would not be imported as they are. */
export function TestResult({ result }: { result: ImportTestResult }) {
  const summary = t(i.testResult, {
    success: result.nbSuccessLines,
    toComplete: result.nbToCompleteLines,
    failed: result.nbErrorLines,
    total: result.nbLines,
  });
  const clean = result.lines.length === 0;
  return (
    <section aria-labelledby="import-test-title">
      <Typography.Title level={3} id="import-test-title" style={{ fontSize: 16 }}>
        {i.testTitle}
      </Typography.Title>
      <Alert
        type={result.nbErrorLines > 0 ? 'error' : result.nbToCompleteLines > 0 ? 'warning' : 'success'}
        showIcon
        role="status"
        title={summary}
        description={clean ? i.testAllValid : undefined}
        style={{ marginBottom: 16 }}
      />
      {clean ? null : (
        <ImportLinesTable
          lines={result.lines}
          caption={i.testCaption}
          pagination={result.lines.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        />
      )}
    </section>
  );
}
