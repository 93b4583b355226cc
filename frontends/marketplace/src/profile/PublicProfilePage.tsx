import MailOutlined from '@ant-design/icons/MailOutlined';
import { Avatar, Card, Descriptions, Flex, Result, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { fr, formatDate, formatServiceName, ROUTES, t, withLocale } from '@troc/shared';
import { ApiError, ButtonLink, NotFoundPage, PageSpinner, usePageTitle, useSession } from '@troc/ui';
import { fetchPublicProfile, profileKeys } from './api';

const p = fr.ui.publicProfile;

/** /{locale}/user/profile/{slug}/: what other members see of an account. */
export function PublicProfilePage() {
  const { slug = '' } = useParams();
  const {
    data: profile,
    error,
    isPending,
  } = useQuery({
    queryKey: profileKeys.public(slug),
    queryFn: ({ signal }) => fetchPublicProfile(slug, signal),
  });
  const name = profile ? `${profile.firstname} ${profile.lastname}` : null;
  usePageTitle(name);
  const { user } = useSession();

  if (isPending) return <PageSpinner />;
  if (error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (!profile) return <Result status="warning" title={fr.ui.common.loadFailed} />;

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
        {user && user.slug !== profile.slug ? (
          <ButtonLink to={withLocale(ROUTES.inboxContact(profile.slug))} icon={<MailOutlined aria-hidden />}>
            {t(p.write, { name: name ?? '' })}
          </ButtonLink>
        ) : null}
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
