import { Avatar, Card, Descriptions, Flex, Result, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { API, fr, formatDate, formatServiceName, type PublicProfile } from '@troc/shared';
import { ApiError, NotFoundPage, PageSpinner, api, usePageTitle } from '@troc/ui';

const p = fr.ui.publicProfile;
type State =
  { status: 'loading' } | { status: 'ready'; profile: PublicProfile } | { status: 'missing' } | { status: 'failed' };

/** /{locale}/user/profile/{slug}/: what other members see of an account. */
export function PublicProfilePage() {
  const { slug = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const name = state.status === 'ready' ? `${state.profile.firstname} ${state.profile.lastname}` : null;
  usePageTitle(name);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    api
      .get<PublicProfile>(API.publicProfile(slug), { signal: controller.signal, handles: (e) => e.status === 404 })
      .then((profile) => setState({ status: 'ready', profile }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, [slug]);

  if (state.status === 'loading') return <PageSpinner />;
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'failed') return <Result status="warning" title={fr.ui.common.loadFailed} />;

  const { profile } = state;
  const initials = `${profile.firstname[0] ?? ''}${profile.lastname[0] ?? ''}`.toUpperCase();
  return (
    <Card style={{ maxWidth: 720 }}>
      <Flex gap={24} align="center" wrap>
        <Avatar size={72} style={{ background: '#1f7a4d', fontSize: 28 }} aria-hidden>
          {initials}
        </Avatar>
        <Typography.Title level={1} style={{ margin: 0 }}>
          {name}
        </Typography.Title>
      </Flex>
      <Descriptions
        column={1}
        style={{ marginTop: 24 }}
        items={[
          {
            key: 'organisation',
            label: p.organisation,
            children: `${profile.organisation.name} (${fr.organism.kinds[profile.organisation.kind]})`,
          },
          {
            key: 'service',
            label: p.service,
            children: profile.service ? formatServiceName(profile.service) : fr.fallback.notProvided,
          },
          { key: 'city', label: p.city, children: profile.city ?? fr.fallback.notProvided },
          { key: 'since', label: p.memberSince, children: formatDate(profile.memberSince) },
        ]}
      />
    </Card>
  );
}
