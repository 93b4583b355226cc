import type { ResultProps } from 'antd';
import { deferred } from './deferred';

/** The same words and actions, without the picture: if antd's Result cannot be loaded. */
function PlainResult({ title, subTitle, extra }: ResultProps) {
  return (
    <div className="troc-result-plain">
      {title ? <div className="troc-result-plain__title">{title}</div> : null}
      {subTitle ? <div className="troc-result-plain__subtitle">{subTitle}</div> : null}
      {extra ? <div className="troc-result-plain__extra">{extra}</div> : null}
    </div>
  );
}

/**
 * antd's Result (not found, failures), loaded the first time one shows: it carries its
 * illustrations, which a page needs only when something has gone wrong. A failure to load it
 * (the network that failed a page may fail this too) leaves the plain version in place.
 */
export const StatusResult = deferred<ResultProps>(() =>
  import('./AntdResult').then(
    (m) => m.AntdResult,
    () => PlainResult,
  ),
);
