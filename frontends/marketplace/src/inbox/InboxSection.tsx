import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { SectionRoutes } from '@troc/ui';

const InboxPage = lazy(() => import('./InboxPage').then((m) => ({ default: m.InboxPage })));
const ContactPage = lazy(() => import('./ContactPage').then((m) => ({ default: m.ContactPage })));

/** Mounted by the shell at /{locale}/user/inbox/ (signed-in only): the inbox and the contact form. */
export default function InboxSection() {
  return (
    <SectionRoutes>
      <Route index element={<InboxPage />} />
      <Route path="thread/:slug" element={<InboxPage />} />
      <Route path="contact/:slug" element={<ContactPage />} />
    </SectionRoutes>
  );
}
