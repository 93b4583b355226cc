import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import { Button, Popconfirm } from 'antd';
import { fr, type ThreadMessageView } from '@troc/shared';
import './thread.css';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const ui = trackerUi.thread;
const inbox = fr.inbox.ui;

/**
 * The messages of a thread, oldest first: the viewer's own on the right, the platform's
 * automatic ones centred. Shared by the exchange's page and the inbox; the inbox also lets the
 * author delete their own message (it stays in place as « Message supprimé »).
 */
export function MessageFeed({
  messages,
  onDelete,
}: {
  messages: readonly ThreadMessageView[];
  onDelete?: (message: ThreadMessageView) => void;
}) {
  return (
    <ol className="troc-thread__messages" aria-label={ui.messages}>
      {messages.map((message) => (
        <MessageItem key={message.id} message={message} onDelete={onDelete} />
      ))}
    </ol>
  );
}

function MessageItem({
  message,
  onDelete,
}: {
  message: ThreadMessageView;
  onDelete?: (message: ThreadMessageView) => void;
}) {
  const className = [
    'troc-thread__message',
    message.automatic ? 'troc-thread__message--automatic' : message.currentUser ? 'troc-thread__message--mine' : '',
    message.deleted ? 'troc-thread__message--deleted' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const author = message.automatic
    ? ui.automatic
    : message.currentUser
      ? ui.you
      : message.user
        ? `${message.user.firstname} ${message.user.lastname} — ${message.user.organisation}`
        : fr.fallback.unknown;
  const deletable = onDelete && message.currentUser && !message.automatic && !message.deleted;
  return (
    <li className={className}>
      {deletable ? (
        <Popconfirm
          title={inbox.deleteConfirm}
          okText={inbox.deleteMessage}
          cancelText={trackerUi.actions.no}
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(message)}
        >
          <Button
            size="small"
            type="text"
            className="troc-thread__delete"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${inbox.deleteMessage} (${message.displayDate})`}
          />
        </Popconfirm>
      ) : null}
      <span className="troc-thread__meta">
        {author} · {message.displayDate}
      </span>
      <span className="troc-prewrap">{message.content}</span>
    </li>
  );
}
