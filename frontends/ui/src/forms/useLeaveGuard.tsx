import { Button, Flex, Typography } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { withLocale } from '@troc/shared';
import { useModals } from '../modals/ModalProvider';
import { registerModal, type ModalBodyProps } from '../modals/registry';

export interface LeaveTexts {
  title: string;
  body: string;
  stay: string;
  leave: string;
}

interface LeavePageProps extends LeaveTexts {
  onLeave: () => void;
}

declare module '../modals/registry' {
  interface ModalPropsByKind {
    'leave-page': LeavePageProps;
  }
}

function LeavePageBody({ body, stay, leave, onLeave, close }: LeavePageProps & ModalBodyProps) {
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph>{body}</Typography.Paragraph>
      <Flex justify="flex-end" gap={8}>
        <Button type="primary" onClick={close} autoFocus>
          {stay}
        </Button>
        <Button
          danger
          onClick={() => {
            close();
            onLeave();
          }}
        >
          {leave}
        </Button>
      </Flex>
    </Flex>
  );
}

registerModal('leave-page', { title: (props) => props.title, Body: LeavePageBody });

/** The link a click would follow inside this page, or null for clicks the browser should keep. */
function followedLink(event: MouseEvent): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return null;
  }
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to this very page (an anchor) loses nothing.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url;
}

/**
 * Warns before leaving a page with unsaved changes: the browser's own prompt when the tab
 * closes or reloads (beforeunload), the leave-page modal for links inside the application
 * (the shell's router is not a data router, so links are caught at the document). Returns a
 * navigate that asks too, for the page's own redirections.
 */
export function useLeaveGuard(when: boolean, texts: LeaveTexts): { navigate: (to: string) => void } {
  const routerNavigate = useNavigate();
  const { open } = useModals();
  const guarded = useRef(when);
  guarded.current = when;
  const textsRef = useRef(texts);
  textsRef.current = texts;
  // Set once the user chose to leave, so the browser's prompt does not ask a second time.
  const leaving = useRef(false);

  const go = useCallback(
    (url: URL) => {
      if (url.pathname.startsWith(withLocale('/'))) {
        routerNavigate(`${url.pathname}${url.search}${url.hash}`);
      } else {
        leaving.current = true;
        window.location.assign(url.href);
      }
    },
    [routerNavigate],
  );

  const ask = useCallback(
    (url: URL) => open('leave-page', { ...textsRef.current, onLeave: () => go(url) }),
    [open, go],
  );

  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarded.current || leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const click = (event: MouseEvent) => {
      if (!guarded.current) return;
      const url = followedLink(event);
      if (!url) return;
      event.preventDefault();
      event.stopPropagation();
      ask(url);
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [ask]);

  const navigate = useCallback(
    (to: string) => {
      const url = new URL(to, window.location.href);
      if (guarded.current) ask(url);
      else go(url);
    },
    [ask, go],
  );

  return { navigate };
}
