import { ROUTES, fr, withLocale } from '@troc/shared';
import { ButtonLink } from './ButtonLink';
import { StatusResult } from './StatusResult';
import { usePageTitle } from './usePageTitle';

/** What every application shows for a path it does not know. */
export function NotFoundPage({ message = fr.http.notFound }: { message?: string }) {
  usePageTitle(fr.ui.common.notFoundTitle);
  return (
    <StatusResult
      status="404"
      title={<h1 style={{ fontSize: 'inherit', margin: 0 }}>{fr.ui.common.notFoundTitle}</h1>}
      subTitle={message}
      extra={
        <ButtonLink type="primary" to={withLocale(ROUTES.home)}>
          {fr.ui.common.backHome}
        </ButtonLink>
      }
    />
  );
}
