import { useQueryClient } from '@tanstack/react-query';
import { ReplyForm as ThreadReplyForm } from '../thread/ReplyForm';
import { postThreadMessage, trackerKeys } from './api';

/** The exchange's reply: the shared form, posting into the exchange's thread. */
export function ReplyForm({ slug }: { slug: string }) {
  const client = useQueryClient();
  return (
    <ThreadReplyForm
      send={async (message) => {
        client.setQueryData(trackerKeys.thread(slug), await postThreadMessage(slug, message));
      }}
    />
  );
}
