import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography, message } from 'antd';
import { useState } from 'react';
import { t, type DelegationSuggestion, type DelegationView } from '@troc/shared';
import { ApiError, AutocompleteInput, ListState } from '@troc/ui';
import {
  addDelegation,
  delegationKeys,
  delegationSuggestions,
  type DelegationSubject,
  fetchDelegations,
  removeDelegation,
} from './delegations';
import { personName } from './labels';
import { operationUi } from '@troc/shared/messages/ui-operation';

/** The panel's texts, worded for a listing or an operation. */
export type DelegationLabels = Record<keyof typeof operationUi.delegations, string>;

/** The people a listing's or an operation's management is handed to: search, add, list and remove. */
export function DelegationsPanel({
  subject,
  slug,
  readOnly,
  labels: d,
}: {
  subject: DelegationSubject;
  slug: string;
  readOnly: boolean;
  labels: DelegationLabels;
}) {
  const client = useQueryClient();
  const [messages, holder] = message.useMessage();
  const [query, setQuery] = useState('');
  const [busy, setBusy] = useState<number | null>(null);
  const key = delegationKeys(subject, slug);
  const { data, error, isFetching, refetch } = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchDelegations(subject, slug, signal),
  });

  const change = async (id: number, work: () => Promise<DelegationView[]>, done: string) => {
    setBusy(id);
    try {
      client.setQueryData(key, await work());
      void messages.success(done);
    } catch {
      // Shown by the global error modals.
    } finally {
      setBusy(null);
    }
  };

  if (error instanceof ApiError && error.status === 403) {
    return <Typography.Paragraph type="secondary">{d.managerOnly}</Typography.Paragraph>;
  }

  return (
    <Flex vertical gap={16}>
      {holder}
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {d.intro}
      </Typography.Paragraph>
      {readOnly ? null : (
        <Flex vertical gap={4} style={{ maxWidth: 520 }}>
          <label htmlFor="delegation-query">{d.search}</label>
          <AutocompleteInput<DelegationSuggestion>
            id="delegation-query"
            source={delegationSuggestions(subject, slug)}
            placeholder={d.searchPlaceholder}
            value={query}
            onChange={setQuery}
            renderOption={(item) => (
              <span>
                {item.value}{' '}
                <Typography.Text type="secondary">
                  — {item.value_alt ? `${item.value_alt} · ` : ''}
                  {item.organismExcerpt.name}
                </Typography.Text>
              </span>
            )}
            onPick={(item) => {
              setQuery('');
              void change(item.data, () => addDelegation(subject, slug, item.data), t(d.added, { name: item.value }));
            }}
          />
        </Flex>
      )}
      <ListState
        status={data ? 'ready' : error && !isFetching ? 'failed' : 'loading'}
        onRetry={() => void refetch()}
        empty={data?.length === 0}
        emptyView={<Typography.Text type="secondary">{d.empty}</Typography.Text>}
      >
        <ul className="troc-delegations" aria-label={d.listLabel}>
          {(data ?? []).map((delegation) => {
            const name = personName(delegation.user);
            return (
              <li key={delegation.id}>
                <Flex vertical style={{ minWidth: 0 }}>
                  <Typography.Text strong>{name}</Typography.Text>
                  <Typography.Text type="secondary">
                    {delegation.user.email} · {delegation.organismExcerpt.name}
                  </Typography.Text>
                </Flex>
                {readOnly ? null : (
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t(d.remove, { name })}
                    loading={busy === delegation.id}
                    onClick={() =>
                      void change(delegation.id, () => removeDelegation(subject, delegation.id), d.removed)
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
      </ListState>
    </Flex>
  );
}
