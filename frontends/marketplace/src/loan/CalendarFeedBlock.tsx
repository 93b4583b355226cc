import CopyOutlined from '@ant-design/icons/CopyOutlined';
import { Button, Card, Flex, Input, Skeleton, Space, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { fr } from '@troc/shared';
import { useCalendarFeed } from './hooks';
import { ui } from './labels';

const f = ui.feed;

/**
 * « Abonnement agenda (iCalendar) »: the private address of my .ics feed of loans and bookings,
 * to paste in an agenda. A copy button; when the browser refuses, the address is selected instead.
 */
export function CalendarFeedBlock() {
  const feed = useCalendarFeed();
  const input = useRef<InputRef>(null);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('done');
    } catch {
      input.current?.select();
      setCopied('failed');
    }
  };

  return (
    <Card title={<h2 className="troc-loan-title">{f.title}</h2>}>
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ margin: 0 }}>{f.intro}</Typography.Paragraph>
        {feed.data ? (
          <>
            <label htmlFor="loan-feed-address" className="troc-loan-feed__label">
              {f.address}
            </label>
            <Space.Compact style={{ width: '100%', maxWidth: 720 }}>
              <Input
                ref={input}
                id="loan-feed-address"
                readOnly
                value={feed.data.url}
                onFocus={(event) => event.currentTarget.select()}
              />
              <Button icon={<CopyOutlined aria-hidden />} onClick={() => void copy(feed.data.url)}>
                {f.copy}
              </Button>
            </Space.Compact>
          </>
        ) : feed.isError ? (
          <Typography.Text type="secondary">{fr.ui.common.loadFailed}</Typography.Text>
        ) : (
          <Skeleton.Input active block />
        )}
        <div role="status" aria-live="polite">
          {copied ? <Typography.Text>{copied === 'done' ? f.copied : f.copyFailed}</Typography.Text> : null}
        </div>
        <Typography.Text type="secondary">{f.private}</Typography.Text>
      </Flex>
    </Card>
  );
}
